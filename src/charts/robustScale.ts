/**
 * A y axis robust to a few spikes (the packet engine's drops: one start-up burst of a hundred
 * packets, then losses of a few packets each): the axis top is the largest value that is not a
 * spike, and the spikes run off the top with a marker that says their value (ClippedPeaks.tsx).
 * No React, no D3: plain functions, tested in tests/unit/robustScale.test.ts.
 */

/** A value above this multiple of the non-zero values' SPIKE_QUANTILE is a spike. */
export const SPIKE_FACTOR = 4;
/** The quantile of the non-zero values a spike is measured against. */
export const SPIKE_QUANTILE = 0.9;

/**
 * The largest of `values` that is not a spike: not above SPIKE_FACTOR times the SPIKE_QUANTILE
 * quantile of the positive values (NaN and infinite values skipped). With no positive value, the
 * largest value (-Infinity for none): there is nothing to clip.
 */
export function robustTop(values: Iterable<number>): number {
  const positive: number[] = [];
  let max = -Infinity;
  for (const v of values) {
    if (!Number.isFinite(v)) continue;
    if (v > max) max = v;
    if (v > 0) positive.push(v);
  }
  if (positive.length === 0) return max;
  positive.sort((a, b) => a - b);
  const limit = positive[Math.floor((positive.length - 1) * SPIKE_QUANTILE)]! * SPIKE_FACTOR;
  let top = 0;
  for (const v of positive) if (v <= limit && v > top) top = v;
  return Math.max(top, max <= 0 ? max : 0);
}

/** A spike above the axis: its time, its value, and the series it is of. */
export interface ClippedPeak {
  tS: number;
  value: number;
  seriesId: string;
}

/**
 * The peaks of `series` (their first `length` samples) above `top`, one per group of samples
 * closer than `mergeS` in time (the group's largest), in time order; at most `maxPeaks`, the
 * largest kept.
 */
export function clippedPeaks(
  series: ReadonlyArray<{ id: string; values: ArrayLike<number> }>,
  timeS: ArrayLike<number>,
  length: number,
  top: number,
  mergeS: number,
  maxPeaks = 6,
): ClippedPeak[] {
  const above: ClippedPeak[] = [];
  for (const s of series)
    for (let i = 0; i < length; i += 1) {
      const value = s.values[i]!;
      if (value > top) above.push({ tS: timeS[i]!, value, seriesId: s.id });
    }
  above.sort((a, b) => a.tS - b.tS);
  const peaks: ClippedPeak[] = [];
  let groupEndS = -Infinity;
  for (const p of above) {
    const last = peaks[peaks.length - 1];
    if (last && p.tS - groupEndS < mergeS) {
      if (p.value > last.value) peaks[peaks.length - 1] = p;
    } else peaks.push(p);
    groupEndS = p.tS;
  }
  if (peaks.length <= maxPeaks) return peaks;
  const kept = new Set([...peaks].sort((a, b) => b.value - a.value).slice(0, maxPeaks));
  return peaks.filter((p) => kept.has(p));
}
