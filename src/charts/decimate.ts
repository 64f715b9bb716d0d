/**
 * Min/max decimation of sampled series over pixel columns, on typed arrays and without allocating
 * per point, plus the helpers the charts need around it: binary searches on the (increasing) sample
 * times, and a resumable decimator that only redoes the columns the newest samples touched. The
 * cumulative sums of a stacked chart, extended as samples arrive, are in stack.ts (re-exported here).
 *
 * Points are written interleaved into a caller-owned Float64Array: `out[2k]` is the time of point k,
 * `out[2k + 1]` its value. A window of `columns` columns needs `pointsBufferLength(columns)` numbers.
 */

export { CumulativeStack, stackInto } from './stack';

/** Length of a buffer that holds the points of `columns` columns (two points of two numbers each). */
export function pointsBufferLength(columns: number): number {
  return Math.max(1, Math.ceil(columns)) * 4;
}

/** First index i in [from, to) with `timeS[i] >= t` (or `to` when none); `timeS` increases. */
export function lowerBound(timeS: Float64Array, t: number, from: number, to: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (timeS[mid]! < t)
      lo = mid + 1; // from <= mid < to, inside the samples
    else hi = mid;
  }
  return lo;
}

/** First index i in [from, to) with `timeS[i] > t` (or `to` when none); `timeS` increases. */
export function upperBound(timeS: Float64Array, t: number, from: number, to: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (timeS[mid]! <= t)
      lo = mid + 1; // from <= mid < to, inside the samples
    else hi = mid;
  }
  return lo;
}

/** Index of the sample nearest in time to `t` among the first `length` (-1 when there are none). */
export function nearestIndex(timeS: Float64Array, length: number, t: number): number {
  const n = Math.min(length, timeS.length);
  if (n <= 0 || Number.isNaN(t)) return -1;
  const i = lowerBound(timeS, t, 0, n);
  if (i === 0) return 0;
  if (i === n) return n - 1;
  return t - timeS[i - 1]! <= timeS[i]! - t ? i - 1 : i; // 0 < i < n
}

/** Left edge of column `c` of the window [t0, t1] split in `columns` columns (one formula everywhere). */
function edge(t0: number, span: number, columns: number, c: number): number {
  return t0 + (span * c) / columns;
}

/** Where a decimation can resume: the first column not yet final and the point count before it. */
export interface DecimateResume {
  column: number;
  count: number;
}

/**
 * Min/max decimation of the first `length` samples of (`timeS`, `values`) inside [t0, t1] over
 * `columns` equal time columns: each column with samples gives its minimum and its maximum, in time
 * order (one point when they are the same sample, so a column of one or two samples keeps them all).
 * Writes the points into `out` from point `startCount` on, starting at column `startColumn`, and
 * returns the total point count. Samples outside [t0, t1] are left out.
 *
 * When `resume` is given it receives the first column that later samples could still change (a
 * column is final once a sample other than the newest one lies at or after its right edge, since a
 * decimated run store rewrites its newest two rows; the last column never is final) and the point
 * count before it, so the next call can start there.
 */
export function decimateMinMax(
  timeS: Float64Array,
  values: Float64Array,
  length: number,
  t0: number,
  t1: number,
  columns: number,
  out: Float64Array,
  startColumn = 0,
  startCount = 0,
  resume?: DecimateResume,
): number {
  const n = Math.min(length, timeS.length, values.length);
  const cols = Math.floor(columns);
  let count = startCount;
  if (resume) {
    resume.column = startColumn;
    resume.count = startCount;
  }
  if (n <= 0 || !(t1 > t0) || cols < 1 || startColumn >= cols) return count;
  if (out.length < pointsBufferLength(cols))
    throw new Error(`decimateMinMax: buffer of ${out.length} numbers, ${pointsBufferLength(cols)} needed`);
  const span = t1 - t0;
  const settledT = n >= 2 ? timeS[n - 2]! : -Infinity;
  const end = upperBound(timeS, t1, 0, n);
  let i = lowerBound(timeS, edge(t0, span, cols, startColumn), 0, end);
  let resumeSet = resume === undefined;
  let c = startColumn;
  for (; c < cols && i < end; c += 1) {
    const right = c === cols - 1 ? Infinity : edge(t0, span, cols, c + 1);
    if (!resumeSet && !(c < cols - 1 && settledT >= right)) {
      resume!.column = c;
      resume!.count = count;
      resumeSet = true;
    }
    const j = c === cols - 1 ? end : lowerBound(timeS, right, i, end);
    if (j === i) continue;
    // Below, every index is in [i, j) and i < j <= end <= n: a sample of both arrays.
    let lo = i;
    let hi = i;
    let vMin = values[i]!;
    let vMax = vMin;
    for (let k = i + 1; k < j; k += 1) {
      const v = values[k]!;
      if (v < vMin) {
        vMin = v;
        lo = k;
      } else if (v > vMax) {
        vMax = v;
        hi = k;
      }
    }
    const first = lo < hi ? lo : hi;
    const second = lo < hi ? hi : lo;
    let at = count * 2;
    out[at] = timeS[first]!;
    out[at + 1] = values[first]!;
    count += 1;
    if (second !== first) {
      at += 2;
      out[at] = timeS[second]!;
      out[at + 1] = values[second]!;
      count += 1;
    }
    i = j;
  }
  if (!resumeSet) {
    resume!.column = Math.min(c, cols - 1);
    resume!.count = count;
  }
  return count;
}

/**
 * A series' decimated points, kept between redraws: while the window, the column count and the
 * arrays stay the same and samples are only appended, an update redoes only the columns from the
 * first one the new samples can change, so streaming costs in proportion to the new samples.
 */
export class SeriesDecimator {
  /** Interleaved (t, v) points; the first `count` are valid. */
  points: Float64Array = new Float64Array(4);
  count = 0;
  private timeS: Float64Array | null = null;
  private values: Float64Array | null = null;
  private generation = -1;
  private t0 = NaN;
  private t1 = NaN;
  private columns = 0;
  private length = 0;
  /** The newest two samples as last decimated: time, value, value before (a store may rewrite them). */
  private newest: Array<number | undefined> = [NaN, NaN, NaN];
  private readonly resume: DecimateResume = { column: 0, count: 0 };

  /**
   * Decimates the first `length` samples; returns the point count. `generation` must change when
   * the samples already given may have changed (e.g. a stack rebuilt into the same arrays).
   */
  update(
    timeS: Float64Array,
    values: Float64Array,
    length: number,
    t0: number,
    t1: number,
    columns: number,
    generation = 0,
  ): number {
    const cols = Math.max(1, Math.floor(columns));
    const fresh =
      timeS !== this.timeS ||
      values !== this.values ||
      generation !== this.generation ||
      t0 !== this.t0 ||
      t1 !== this.t1 ||
      cols !== this.columns ||
      length < this.length;
    if (fresh) {
      if (this.points.length < pointsBufferLength(cols)) this.points = new Float64Array(pointsBufferLength(cols));
      this.timeS = timeS;
      this.values = values;
      this.generation = generation;
      this.t0 = t0;
      this.t1 = t1;
      this.columns = cols;
      this.resume.column = 0;
      this.resume.count = 0;
    } else if (
      length === this.length &&
      sameNumber(timeS[length - 1], this.newest[0]) &&
      sameNumber(values[length - 1], this.newest[1]) &&
      sameNumber(values[length - 2], this.newest[2])
    ) {
      return this.count;
    }
    this.length = length;
    this.newest = [timeS[length - 1], values[length - 1], values[length - 2]];
    this.count = decimateMinMax(
      timeS,
      values,
      length,
      t0,
      t1,
      cols,
      this.points,
      this.resume.column,
      this.resume.count,
      this.resume,
    );
    return this.count;
  }
}

/** `a === b`, with NaN and undefined equal to themselves. */
function sameNumber(a: number | undefined, b: number | undefined): boolean {
  return a === b || (a !== a && b !== b);
}
