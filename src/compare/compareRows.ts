/**
 * The rows of the comparison table, derived from each controller's run summary: the compared
 * source's throughput, share and megabytes per path, friendliness factor and file transfer time;
 * Jain's index and the utilization of every resource; and every other source's throughput (an
 * application-limited one as a percentage of its sending rate). Each row knows which direction
 * is better, so the best cells can be marked (only beyond BEST_MARGIN), carries a one-line note
 * saying so, and says in its label whether it is a mean over the run.
 */
import type { RunSummary, SourceSummary } from '../solver/layout';
import { isolate } from '../scenario/userText';
import { ROW_NOTES, type RowKind } from './rowNotes';
import { sourceGoodputMbps } from './goodputCell';
import {
  bestColumns,
  formatNumber,
  formatPercent,
  NO_NUMBER_TEXT,
  PENDING_TEXT,
  type Better,
  type CompareCell,
} from './cells';

export { ROW_NOTES, type RowKind };

export {
  BEST_CAPTION,
  BEST_MARGIN,
  bestColumns,
  formatNumber,
  formatPercent,
  NO_NUMBER_TEXT,
  PENDING_TEXT,
  type Better,
  type CompareCell,
} from './cells';

/** One controller's column: its label and summary (null while it is still running). */
export interface CompareColumn {
  label: string;
  summary: RunSummary | null;
}

/** One row of the table. */
export interface CompareRow {
  key: string;
  /** Heading of the group the row belongs to. */
  section: string;
  label: string;
  cells: CompareCell[];
  better: Better;
  /** Columns holding the best value (empty when all tie, the row is neutral or values are missing). */
  best: number[];
  /** One line: what the row measures and which way is better (ROW_NOTES). */
  note: string;
}

/** Mean throughput of `source` as a fraction of its sending rate; null if it is not app-limited. */
export function fractionOfSendingRate(source: SourceSummary): number | null {
  return source.sendingRateMbps && source.sendingRateMbps > 0 ? source.total.meanMbps / source.sendingRateMbps : null;
}

/**
 * Throughput of all app-limited sources but `comparedId` together, as a fraction of their
 * sending rates together; null when there are none.
 */
export function appLimitedFraction(summary: RunSummary, comparedId: string): number | null {
  const limited = summary.sources.filter((s) => s.id !== comparedId && fractionOfSendingRate(s) !== null);
  if (limited.length === 0) return null;
  const sent = limited.reduce((sum, s) => sum + s.total.meanMbps, 0);
  const asked = limited.reduce((sum, s) => sum + (s.sendingRateMbps ?? 0), 0);
  return sent / asked;
}

type Cell = (summary: RunSummary) => CompareCell;

/** A row with one cell per column (pending where the summary is missing) and its best columns. */
function row(
  columns: CompareColumn[],
  key: string,
  section: string,
  label: string,
  better: Better,
  cell: Cell,
  kind = key.split(':')[0] as RowKind,
): CompareRow {
  const cells = columns.map((c) => (c.summary ? cell(c.summary) : { value: null, text: PENDING_TEXT }));
  return { key, section, label, cells, better, best: bestColumns(cells, better), note: ROW_NOTES[kind] };
}

const number = (value: number | null | undefined, text?: (v: number) => string): CompareCell =>
  value === null || value === undefined || !Number.isFinite(value)
    ? { value: null, text: NO_NUMBER_TEXT }
    : { value, text: text ? text(value) : formatNumber(value) };

/** The source `id` of summary `s`. */
const source = (s: RunSummary, id: string) => s.sources.find((x) => x.id === id);

/** The table's rows for the compared source `sourceId`, one cell per column. */
export function compareRows(columns: CompareColumn[], sourceId: string): CompareRow[] {
  const shape = columns.find((c) => c.summary)?.summary;
  if (!shape) return [];
  return [
    ...comparedRows(columns, shape, sourceId),
    ...otherFlowRows(columns, shape, sourceId),
    ...networkRows(columns, shape),
  ];
}

/** The compared source's rows: its throughput, each path's share (and FF), its FF, its file time. */
function comparedRows(columns: CompareColumn[], shape: RunSummary, sourceId: string): CompareRow[] {
  const compared = source(shape, sourceId);
  const name = compared?.label || sourceId;
  const rows: CompareRow[] = [];
  const mine = `${isolate(name)} (compared)`;
  rows.push(
    row(columns, 'total', mine, 'Total throughput (Mbps, mean over the run)', 'higher', (s) =>
      number(source(s, sourceId)?.total.meanMbps),
    ),
  );
  if (columns.some((c) => c.summary?.engine === 'packet'))
    rows.push(
      row(columns, 'goodput', mine, 'Goodput (Mbps, in order, mean over the run)', 'higher', (s) =>
        number(sourceGoodputMbps(s, sourceId)),
      ),
    );
  const paths = shape.routes.filter((r) => r.source === sourceId);
  // One row per path: its share of the source's throughput and the megabytes it carried.
  for (const path of paths) {
    rows.push(
      row(columns, `path:${path.id}`, mine, `Path ${path.id}: share of the mean · MB over the run`, null, (s) => {
        const r = s.routes.find((x) => x.id === path.id);
        return r
          ? { value: r.share, text: `${formatPercent(r.share)} · ${formatNumber(r.megabytes)} MB` }
          : { value: null, text: '–' };
      }),
    );
  }
  // A subflow's FF where a TCP flow meets only some of the paths (paper 001's two-path case).
  for (const path of paths) {
    const peers = columns
      .map((c) => c.summary?.routes.find((x) => x.id === path.id)?.friendlinessPeers ?? [])
      .find((p) => p.length > 0);
    if (!peers) continue;
    rows.push(
      row(
        columns,
        `pathff:${path.id}`,
        mine,
        `Friendliness factor of path ${path.id} vs ${peers.join(', ')} (of the means over the run)`,
        'nearOne',
        (s) => number(s.routes.find((x) => x.id === path.id)?.friendlinessFactor),
      ),
    );
  }
  if (columns.some((c) => c.summary && source(c.summary, sourceId)?.friendlinessFactor != null)) {
    const peers = compared?.friendlinessPeers.length ? ` vs ${compared.friendlinessPeers.join(', ')}` : '';
    rows.push(
      row(
        columns,
        'ff',
        mine,
        `Friendliness factor T(multipath)/T(TCP)${peers} (of the means over the run)`,
        'nearOne',
        (s) => number(source(s, sourceId)?.friendlinessFactor),
      ),
    );
  }
  rows.push(
    row(
      columns,
      'file',
      mine,
      `Time to move ${formatNumber(compared?.fileMegabytes ?? shape.fileMegabytes)} MB (s from the start, not a mean)`,
      'lower',
      (s) => {
        const t = source(s, sourceId)?.fileTransferS;
        if (t == null) return { value: null, text: 'not done' };
        return Number.isFinite(t) ? { value: t, text: t.toFixed(1) } : { value: null, text: NO_NUMBER_TEXT };
      },
    ),
  );
  return rows;
}

/** The other flows' rows: each one's throughput (of its sending rate when app-limited), and those together. */
function otherFlowRows(columns: CompareColumn[], shape: RunSummary, sourceId: string): CompareRow[] {
  const rows: CompareRow[] = [];
  const others = shape.sources.filter((s) => s.id !== sourceId);
  const limited = others.filter((s) => fractionOfSendingRate(s) !== null);
  for (const other of others) {
    const label = isolate(other.label || other.id);
    if (fractionOfSendingRate(other) !== null) {
      rows.push(
        row(
          columns,
          `source:${other.id}`,
          'Other flows',
          `${label} (${other.controller}, app-limited; mean over the run)`,
          'higher',
          (s) => {
            const o = source(s, other.id);
            const fraction = o && fractionOfSendingRate(o);
            if (!o || fraction == null) return { value: null, text: '–' };
            return {
              value: fraction,
              text: `${formatNumber(o.total.meanMbps)} Mbps = ${formatPercent(fraction)} of its ${formatNumber(o.sendingRateMbps!)} Mbps sending rate`,
            };
          },
          'source-limited',
        ),
      );
    } else {
      rows.push(
        row(
          columns,
          `source:${other.id}`,
          'Other flows',
          `${label} (${other.controller}) (Mbps, mean over the run)`,
          'higher',
          (s) => number(source(s, other.id)?.total.meanMbps),
        ),
      );
    }
  }
  if (limited.length > 1) {
    rows.push(
      row(
        columns,
        'app-limited',
        'Other flows',
        'App-limited flows together, of their sending rates (means over the run)',
        'higher',
        (s) => number(appLimitedFraction(s, sourceId), formatPercent),
      ),
    );
  }
  return rows;
}

/** The network's rows: Jain's index, each resource's utilization, and a packet run's loss and queues. */
function networkRows(columns: CompareColumn[], shape: RunSummary): CompareRow[] {
  const rows: CompareRow[] = [];
  rows.push(
    row(columns, 'jain', 'Network', "Jain's fairness index (of the means over the run)", 'higher', (s) =>
      number(s.jainIndex, (v) => v.toFixed(3)),
    ),
  );
  for (const resource of shape.resources) {
    rows.push(
      row(
        columns,
        `util:${resource.id}`,
        'Network',
        `Utilization of ${resource.id} (mean over the run)`,
        'higher',
        (s) => number(s.resources.find((r) => r.id === resource.id)?.utilization, formatPercent),
      ),
    );
  }
  // A packet run's links: their loss rate and mean queue (a fluid run has neither: its cells show –).
  if (columns.some((c) => c.summary?.engine === 'packet')) {
    for (const resource of shape.resources) {
      rows.push(
        row(
          columns,
          `loss:${resource.id}`,
          'Network',
          `Loss rate at ${resource.id} (lost of sent over the run)`,
          'lower',
          (s) =>
            number(
              s.resources.find((r) => r.id === resource.id)?.lossRate,
              (v) => `${(100 * v).toFixed(v < 0.01 ? 3 : 1)} %`,
            ),
        ),
        row(
          columns,
          `queue:${resource.id}`,
          'Network',
          `Mean queue at ${resource.id} (packets, mean over the run)`,
          'lower',
          (s) => number(s.resources.find((r) => r.id === resource.id)?.meanQueuePackets, (v) => v.toFixed(1)),
        ),
      );
    }
  }
  return rows;
}
