/**
 * The comparison's summary table: one column per controller, rows grouped by the compared source,
 * the other flows and the network, the best value of each ranked row marked where it is better by
 * more than a stated margin (the caption says it), each row header
 * titled with what it measures (and the notes listed under the table); the verdict above it, with
 * what it favours.
 */
import { Fragment } from 'react';
import { BEST_CAPTION, BEST_MARGIN, compareRows, type CompareColumn } from './compareRows';
import { VERDICT_RULE, comparisonVerdict } from './verdict';
import { VARIANT_COLOURS } from './overlaySeries';
import { at } from '../util/at';

/** A controller column with the state of its run. */
export interface TableColumn extends CompareColumn {
  /** The summary belongs to the scenario before the last edit (shown dimmed). */
  stale: boolean;
  /** Why it has no summary, if it failed ("running" while it is still solving). */
  problem: string | null;
}

/** Short form of a row's better direction, for the best cells' tooltips. */
const BETTER_NOTE = {
  higher: 'higher is better',
  lower: 'lower is better',
  nearOne: 'nearest to 1 is better',
} as const;

/** The verdict line and the table of `columns` for compared source `sourceId`. */
export function CompareTable({ columns, sourceId }: { columns: TableColumn[]; sourceId: string }) {
  const rows = compareRows(columns, sourceId);
  const fresh = columns.every((c) => !c.stale);
  const verdict = fresh ? comparisonVerdict(columns, sourceId) : null;
  const sections = [...new Set(rows.map((r) => r.section))];
  return (
    <section className="compare-summary" aria-label="Comparison summary">
      <p className="compare-verdict" data-testid="compare-verdict" aria-live="polite">
        {verdict ??
          (columns.some((c) => c.problem)
            ? 'A controller could not be run: see its column.'
            : 'Solving every controller…')}
      </p>
      <p className="compare-verdict-rule">{VERDICT_RULE}</p>
      <table className="compare-table">
        <caption className="compare-caption">{BEST_CAPTION}</caption>
        <thead>
          <tr>
            <th scope="col">Over the whole run</th>
            {columns.map((c, k) => (
              <th
                scope="col"
                key={c.label}
                className={c.stale ? 'stale' : undefined}
                style={{ borderBottomColor: VARIANT_COLOURS[k % VARIANT_COLOURS.length] }}
              >
                <bdi>{c.label}</bdi>
                {c.problem && <span className="compare-problem">{c.problem}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sections.map((section) => (
            <Fragment key={section}>
              <tr className="compare-section">
                <th scope="rowgroup" colSpan={columns.length + 1}>
                  {section}
                </th>
              </tr>
              {rows
                .filter((r) => r.section === section)
                .map((r) => (
                  <tr key={r.key} data-row={r.key}>
                    <th scope="row" title={r.note}>
                      {r.label}
                    </th>
                    {r.cells.map((cell, k) => {
                      const best = r.best.includes(k);
                      const column = at(columns, k, 'column');
                      const classes = [best ? 'best' : '', column.stale ? 'stale' : ''].filter(Boolean).join(' ');
                      return (
                        <td
                          key={column.label}
                          className={classes || undefined}
                          title={
                            best
                              ? `Best (${BETTER_NOTE[r.better!]}, by more than ${Math.round(100 * BEST_MARGIN)} %)`
                              : undefined
                          }
                        >
                          {cell.text}
                        </td>
                      );
                    })}
                  </tr>
                ))}
            </Fragment>
          ))}
        </tbody>
      </table>
      <details className="compare-notes">
        <summary>What the rows mean</summary>
        <dl>
          {rows.map((r) => (
            <div key={r.key}>
              <dt>{r.label}</dt>
              <dd>{r.note}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}
