/**
 * Paper badges on the page: the published numbers a preset carries (`meta.reproduces`), measured
 * on its own runs by the solver (solver/src/papers) in a worker: per engine "matches the paper",
 * "differs, see why" or, for values of claims the other engine makes, "for comparison, see values",
 * with the reason one click away (src/papers/BadgeReason.tsx). An edit
 * re-checks the edited scenario; the Watch for card shows "edited" instead once the scenario is
 * no longer the preset (src/papers/presetEdited.ts).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Scenario } from '../scenario/types';
import { hasBadges, type BadgeReport, type PaperReport } from '../solver/paperReport';
import { cachedReport, PaperChecker } from './paperChecker';
import { comparisonWords, engineVerdicts } from './badgeVerdicts';
import { formatMeasured, publishedText } from './badgeText';
import { VerdictChip } from './BadgeReason';
import './paperBadges.css';

export { formatMeasured, publishedText } from './badgeText';

/** Waits this long after an edit before checking again. */
const SETTLE_MS = 600;

/** The state of a scenario's check. */
export interface PaperCheckState {
  report: PaperReport | null;
  error: string | null;
  pending: boolean;
}

/** Checks the scenario's published numbers (none: an idle state), again after each edit settles. */
export function usePaperReport(scenario: Scenario | null): PaperCheckState {
  const json = useMemo(() => (scenario && hasBadges(scenario) ? JSON.stringify(scenario) : null), [scenario]);
  const checker = useRef<PaperChecker | null>(null);
  // The state of the last check and the scenario text it is for; another text reads as pending
  // from the first render on, so the line that shows it never appears late.
  const [state, setState] = useState<PaperCheckState & { json: string | null }>({
    json: null,
    report: null,
    error: null,
    pending: false,
  });
  useEffect(() => {
    if (json === null) return;
    const known = cachedReport(json);
    if (known) {
      setState({ json, report: known, error: null, pending: false });
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      checker.current ??= new PaperChecker();
      checker.current.check(json).then(
        (report) => live && setState({ json, report, error: null, pending: false }),
        (e: unknown) =>
          live &&
          (e as Error).message !== 'cancelled' &&
          setState({ json, report: null, error: (e as Error).message, pending: false }),
      );
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      checker.current?.cancel();
    };
  }, [json]);
  useEffect(() => () => checker.current?.cancel(), []);
  if (json === null) return { report: null, error: null, pending: false };
  if (state.json !== json) return { report: null, error: null, pending: true };
  return state;
}

/** True for a claim the paper measured (in a packet simulator or a field trial): its miss is never amber. */
const measuredClaim = (b: BadgeReport) => b.kind === 'packet-simulation' || b.kind === 'measurement';

/** True when a check was refused before it started because the scenario is over the cost limits. */
const overLimits = (error: string) => error.startsWith('not checked: over the cost limits');

/** Per engine, how its runs compare with the paper, in words: `fluid matches, packet for comparison`. */
export function verdictSummary(report: PaperReport): string {
  return engineVerdicts(report)
    .map(
      (v) =>
        `${v.engine} ${v.total === 0 ? 'for comparison' : v.matched === v.total ? 'matches' : v.matched === 0 ? 'differs' : `${v.matched} of ${v.total} match`}`,
    )
    .join(', ');
}

/**
 * One chip per engine: `fluid: matches the paper`, `packet: differs, see why`, a button whose
 * dialog names each number that differs and why (neutral in colour: a difference informs; only the
 * fluid run missing a fluid-model result is marked as a problem), or `packet: for comparison, see
 * values` for an engine whose values are only shown beside claims of the other engine's kind. `inert`: the words only, no
 * button (a folded card's summary line, where a button inside the summary would nest controls).
 */
export function PaperBadgeTally({ state, inert = false }: { state: PaperCheckState; inert?: boolean }) {
  if (state.error)
    return (
      <span className="paper-tally" data-testid="paper-tally-error" title={state.error}>
        paper's numbers: not checked{overLimits(state.error) ? ', over the cost limits' : ''}
      </span>
    );
  if (!state.report) return state.pending ? <span className="paper-tally">paper's numbers: checking…</span> : null;
  return (
    <span
      className="paper-tally"
      data-testid={inert ? 'paper-tally-summary' : 'paper-tally'}
      title="Whether each engine's run reproduces the paper's published numbers (the Watch for card lists them)"
    >
      {engineVerdicts(state.report).map((v) => (
        <VerdictChip key={v.engine} verdict={v} inert={inert} />
      ))}
    </span>
  );
}

/**
 * Every badge, folded under one line that is there from the start (the report arrives later and
 * must not push the map down under a pointer): the measured value per engine (matching or not, or
 * "packet: 20.04 Mbps (comparison; the paper's claim is a fluid-model result)"), what it is and the
 * paper's number.
 */
export function PaperBadgeList({ state, count }: { state: PaperCheckState; count: number }) {
  if (count === 0) return null;
  const status = state.error
    ? overLimits(state.error)
      ? 'not checked, over the cost limits'
      : 'could not be checked'
    : state.report
      ? verdictSummary(state.report)
      : 'checking…';
  const problems = state.report
    ? new Set(
        engineVerdicts(state.report)
          .filter((v) => v.problem)
          .map((v) => v.engine),
      )
    : new Set<string>();
  return (
    <details className="paper-badges-details">
      <summary>
        The paper's published numbers ({count}): {status}
      </summary>
      {state.error && <p className="paper-badges-error">The paper's numbers could not be checked: {state.error}</p>}
      {state.report && (
        <ul className="paper-badges" data-testid="paper-badges" aria-label="The paper's published numbers">
          {state.report.badges.map((b, i) => (
            <li key={i}>
              {b.results.map((r) =>
                r.judged === false ? (
                  <span
                    key={r.engine}
                    className="paper-badge comparison"
                    title={r.problem ?? 'shown beside the claim for comparison, not judged'}
                  >
                    {comparisonWords({ badge: b, result: r })}
                  </span>
                ) : (
                  <span
                    key={r.engine}
                    className={`paper-badge ${r.pass ? 'pass' : problems.has(r.engine) && !measuredClaim(b) ? 'problem' : 'differs'}`}
                    title={r.problem ?? `${r.engine} run: ${r.pass ? 'within' : 'outside'} ${publishedText(b)}`}
                  >
                    {r.pass ? '✓' : '≠'} {r.engine}{' '}
                    {r.measured === null ? 'not run' : `${formatMeasured(b, r.measured)}${b.unit ? ` ${b.unit}` : ''}`}
                  </span>
                ),
              )}{' '}
              {b.what}
              {b.variant ? ` (${b.variant})` : ''}: paper {publishedText(b)}, {b.source}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
