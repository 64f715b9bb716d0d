/**
 * A run as a lesson rule reads it: series found by the name the charts give them, their value at a
 * time (interpolated between samples), their mean and their swing over a window. Built over the
 * page's run store (`fromStore`) or over plain columns (`fromColumns`, the CLI's CSV, the tests).
 */
import { TIME_COLUMN } from '../store/columnNames';

/** One series of a run: its samples and its unit. */
export interface SeriesRef {
  /** The name the rule used. */
  name: string;
  /** The column's unit ("Mbps", "packets", or "" when unknown). */
  unit: string;
  timeS: ArrayLike<number>;
  values: ArrayLike<number>;
  /** Samples stored. */
  length: number;
}

/** A source and its routes' ids (the run's layout `sources`), for the `total:<source>` series. */
export interface SourceRoutes {
  id: string;
  routes: readonly string[];
}

/** The prefix of a source's total throughput series: `total:mhip` is the sum of mhip's routes. */
export const TOTAL_PREFIX = 'total:';

/** What a rule needs of a run. */
export interface RunColumns {
  /** The series named `name` as the charts name it (a route id, or a column such as `c:B1`), or null. */
  series(name: string): SeriesRef | null;
  /** True once the run has every sample. */
  complete: boolean;
  /** Time of the last stored sample, seconds (-Infinity when empty). */
  lastTimeS: number;
}

/** Units of the run's quantities (docs/architecture.md, the sampled columns). */
const UNITS: Record<string, string> = {
  x: 'Mbps',
  g: 'Mbps',
  c: 'Mbps',
  w: 'packets',
  q: 'packets',
  loss: 'packets',
  rtt: 'ms',
};

/** The unit of series `name` as a rule names it (a route id or a total: Mbps). */
export function seriesUnit(name: string): string {
  if (name.startsWith(TOTAL_PREFIX) || !name.includes(':')) return 'Mbps';
  return UNITS[name.slice(0, name.indexOf(':'))] ?? '';
}

/**
 * The column a rule's bare route id reads: the route's goodput (`g:`, a packet run's in-order
 * delivery, what a student means by throughput) when the run has it, else its throughput (`x:`, a
 * fluid run's, which is its goodput). A rule asks for a packet run's arrivals as `x:<route>`.
 */
function throughputColumn(get: (name: string) => ArrayLike<number> | undefined, route: string): string {
  return get(`g:${route}`) ? `g:${route}` : `x:${route}`;
}

/** The sum of `routes`' throughput (goodput) columns over the first `n` rows, or undefined if one is missing. */
function totalOf(get: (name: string) => ArrayLike<number> | undefined, routes: readonly string[], n: number) {
  const columns = routes.map((r) => get(throughputColumn(get, r)));
  if (columns.length === 0 || columns.some((c) => !c)) return undefined;
  const sum = new Float64Array(n);
  for (const c of columns) for (let i = 0; i < n; i += 1) sum[i]! += c![i]!;
  return sum;
}

/** Columns by name, `length` of them stored; `sources` gives the `total:<source>` series. */
function columnsRun(
  get: (name: string) => ArrayLike<number> | undefined,
  length: number,
  complete: boolean,
  sources: readonly SourceRoutes[],
): RunColumns {
  const timeS = get(TIME_COLUMN) ?? [];
  const n = Math.min(length, timeS.length);
  const find = (name: string): { values: ArrayLike<number> | undefined; quantity: string } => {
    if (name.startsWith(TOTAL_PREFIX)) {
      const source = sources.find((s) => s.id === name.slice(TOTAL_PREFIX.length));
      return { values: source && totalOf(get, source.routes, n), quantity: 'x' };
    }
    const column = name.includes(':') ? name : get(`x:${name}`) ? throughputColumn(get, name) : `c:${name}`;
    return { values: get(column), quantity: column.slice(0, column.indexOf(':')) };
  };
  return {
    complete,
    lastTimeS: n > 0 ? timeS[n - 1]! : -Infinity,
    series(name) {
      const { values, quantity } = find(name);
      if (!values || n === 0) return null;
      return { name, unit: UNITS[quantity] ?? '', timeS, values, length: n };
    },
  };
}

/** A rule's view of the page's run store (or anything with its shape). */
export function fromStore(store: {
  length: number;
  complete: boolean;
  column(name: string): ArrayLike<number> | undefined;
  layout: { sources: readonly SourceRoutes[] };
}): RunColumns {
  return columnsRun((name) => store.column(name), store.length, store.complete, store.layout.sources);
}

/** A rule's view of plain columns by name (a finished run) with its sources' routes. */
export function fromColumns(
  columns: ReadonlyMap<string, ArrayLike<number>>,
  sources: readonly SourceRoutes[] = [],
): RunColumns {
  return columnsRun((name) => columns.get(name), columns.get(TIME_COLUMN)?.length ?? 0, true, sources);
}

/** Index of the first sample at or after `timeS` (binary search; `length` if none). */
function firstAtOrAfter(s: SeriesRef, timeS: number): number {
  let lo = 0;
  let hi = s.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (s.timeS[mid]! < timeS - 1e-9) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The series' value at `timeS`, interpolated between the samples around it (clamped to the run). */
export function seriesAt(s: SeriesRef, timeS: number): number {
  const i = firstAtOrAfter(s, timeS);
  if (i >= s.length) return s.values[s.length - 1]!;
  const t1 = s.timeS[i]!;
  if (i === 0 || Math.abs(t1 - timeS) <= 1e-9) return s.values[i]!;
  const t0 = s.timeS[i - 1]!;
  const v0 = s.values[i - 1]!;
  return v0 + ((s.values[i]! - v0) * (timeS - t0)) / (t1 - t0);
}

/** Indexes of the samples in [fromS, toS]. */
function windowRange(s: SeriesRef, fromS: number, toS: number): [number, number] {
  const start = firstAtOrAfter(s, fromS);
  let end = start;
  while (end < s.length && s.timeS[end]! <= toS + 1e-9) end += 1;
  return [start, end];
}

/** The series' mean over the samples in [fromS, toS]; its value at fromS when the window holds none. */
export function seriesMean(s: SeriesRef, fromS: number, toS: number): number {
  const [start, end] = windowRange(s, fromS, toS);
  if (end <= start || toS <= fromS) return seriesAt(s, fromS);
  let sum = 0;
  for (let i = start; i < end; i += 1) sum += s.values[i]!;
  return sum / (end - start);
}

/** Highest minus lowest of the series over [fromS, toS]. */
export function seriesSwing(s: SeriesRef, fromS: number, toS: number): number {
  const [start, end] = windowRange(s, fromS, toS);
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = start; i < end; i += 1) {
    lo = Math.min(lo, s.values[i]!);
    hi = Math.max(hi, s.values[i]!);
  }
  return end > start ? hi - lo : 0;
}
