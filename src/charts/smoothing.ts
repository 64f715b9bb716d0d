/**
 * Trailing means for the packet engine's throughput chart: a packet run's rate per sample is
 * what arrived in that interval, so it jumps with every loss and every burst; the mean over the
 * last few seconds is what a reader wants to compare between subflows. Trailing (each point
 * looks back only), so a point never shows what happens after it.
 */
import type { ChartSeries } from './types';

/** The window of the "Smooth" button, seconds. */
export const SMOOTH_WINDOW_S = 5;

/**
 * `out[i]` = the mean of `values[k]` over the samples `k <= i` with `timeS[k] > timeS[i] - windowS`
 * (the first `length` samples; `out` past them is not written: zeros in a new array). NaN samples
 * are skipped.
 */
export function trailingMeans(
  timeS: Float64Array,
  values: Float64Array,
  length: number,
  windowS: number,
  out = new Float64Array(values.length),
): Float64Array {
  let from = 0;
  let sum = 0;
  let count = 0;
  // Negative and non-zero samples in the window: a window of zeros has the sum 0 exactly (a
  // subflow that stopped reads 0, not the running sum's rounding left-over), and without negative
  // samples a mean is never below zero (the axis stays from zero).
  let negative = 0;
  let nonzero = 0;
  // i < length (the samples of both arrays) and, for windowS > 0, from <= i.
  for (let i = 0; i < length; i += 1) {
    const v = values[i]!;
    if (!Number.isNaN(v)) {
      sum += v;
      count += 1;
      if (v < 0) negative += 1;
      if (v !== 0) nonzero += 1;
    }
    while (timeS[from]! <= timeS[i]! - windowS) {
      const old = values[from]!;
      if (!Number.isNaN(old)) {
        sum -= old;
        count -= 1;
        if (old < 0) negative -= 1;
        if (old !== 0) nonzero -= 1;
      }
      from += 1;
    }
    if (nonzero === 0) sum = 0;
    const mean = count > 0 ? sum / count : NaN;
    out[i] = mean < 0 && negative === 0 ? 0 : mean;
  }
  return out;
}

/** `series` with each one's values replaced by their trailing means over `windowS`. */
export function smoothedSeries(
  series: readonly ChartSeries[],
  timeS: Float64Array,
  length: number,
  windowS: number,
): ChartSeries[] {
  return series.map((s) => ({ ...s, values: trailingMeans(timeS, s.values, length, windowS) }));
}
