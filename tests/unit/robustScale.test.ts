import { describe, expect, it } from 'vitest';
import { clippedPeaks, robustTop, SPIKE_FACTOR } from '../../src/charts/robustScale';

describe('robustTop', () => {
  it('leaves out a start-up burst far above the other losses', () => {
    // III-D's packet run: the satellite link drops 101 packets at 0.3 s, later at most 6 at once.
    const drops = [0, 0, 101, 0, 2, 0, 1, 6, 0, 3, 2, 0, 1, 2, 4, 0, 2, 5];
    expect(robustTop(drops)).toBe(6);
  });

  it('keeps every value when none is a spike', () => {
    expect(robustTop([0, 31, 33, 59, 80, 80, 40])).toBe(80);
    expect(robustTop([1, 2, 3])).toBe(3);
  });

  it('measures spikes against the 90 % quantile of the positive values', () => {
    const values = [0, ...Array<number>(20).fill(1)];
    // The quantile is 1 (zeros do not count): 4 is at the limit (kept), 4.5 beyond it (left out).
    expect(robustTop([...values, SPIKE_FACTOR])).toBe(SPIKE_FACTOR);
    expect(robustTop([...values, SPIKE_FACTOR + 0.5])).toBe(1);
  });

  it('gives the largest value when nothing is positive, and skips NaN and infinities', () => {
    expect(robustTop([0, 0])).toBe(0);
    expect(robustTop([-3, -1])).toBe(-1);
    expect(robustTop([])).toBe(-Infinity);
    expect(robustTop([NaN, 2, Infinity, 1])).toBe(2);
  });
});

describe('clippedPeaks', () => {
  const timeS = Float64Array.from([0, 0.1, 0.2, 0.3, 0.4, 5, 10]);
  it('gives each group of samples above the top once, at its largest, in time order', () => {
    const series = [
      { id: 'sat', values: [0, 0, 50, 101, 0, 0, 30] },
      { id: 'head-B1', values: [0, 14, 0, 0, 0, 3, 0] },
    ];
    expect(clippedPeaks(series, timeS, 7, 10, 1)).toEqual([
      { tS: 0.3, value: 101, seriesId: 'sat' },
      { tS: 10, value: 30, seriesId: 'sat' },
    ]);
  });

  it('reads only the first `length` samples and keeps the largest `maxPeaks`', () => {
    const series = [{ id: 'a', values: [20, 0, 0, 0, 0, 30, 40] }];
    expect(clippedPeaks(series, timeS, 6, 10, 1)).toEqual([
      { tS: 0, value: 20, seriesId: 'a' },
      { tS: 5, value: 30, seriesId: 'a' },
    ]);
    expect(clippedPeaks(series, timeS, 7, 10, 1, 2)).toEqual([
      { tS: 5, value: 30, seriesId: 'a' },
      { tS: 10, value: 40, seriesId: 'a' },
    ]);
  });
});
