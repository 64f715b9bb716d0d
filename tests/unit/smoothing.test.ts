/** The packet throughput chart's trailing means (src/charts/smoothing.ts). */
import { describe, expect, it } from 'vitest';
import { smoothedSeries, trailingMeans } from '../../src/charts/smoothing';
import { at } from '../../src/util/at';

describe('trailing means', () => {
  it('averages the samples of the window before each point, by time', () => {
    const t = Float64Array.from([0, 0.5, 1, 1.5, 2, 2.5, 3]);
    const x = Float64Array.from([4, 0, 4, 0, 8, 0, 2]);
    const m = trailingMeans(t, x, t.length, 1);
    // Window (t - 1, t]: the point itself and the one 0.5 s before it.
    expect([...m]).toEqual([4, 2, 2, 2, 4, 4, 1]);
    // A window longer than the run so far: the mean from the start.
    expect([...trailingMeans(t, x, 3, 10).slice(0, 3)]).toEqual([4, 2, 8 / 3]);
  });

  it('skips NaN samples, leaves samples past `length` alone, and keeps ids and colours', () => {
    const t = Float64Array.from([0, 1, 2, 3]);
    const x = Float64Array.from([2, NaN, 4, 9]);
    const out = Float64Array.from([7, 7, 7, 7]);
    trailingMeans(t, x, 3, 5, out);
    expect([...out]).toEqual([2, 2, 3, 7]);
    const s = at(smoothedSeries([{ id: 'r', label: 'r', colour: '#000', values: x }], t, 4, 1.5), 0);
    expect(s.id).toBe('r');
    expect(s.colour).toBe('#000');
    expect(Number.isNaN(s.values[1])).toBe(false);
    expect([...s.values]).toEqual([2, 2, 4, 6.5]);
  });

  it('reads 0, never a rounding error below it, once a non-negative series stops', () => {
    const n = 400;
    const t = Float64Array.from({ length: n }, (_, i) => i * 0.5);
    // Rates with many digits, then a subflow that stops: the running sum must come back to 0 exactly.
    const x = Float64Array.from({ length: n }, (_, i) => (i < 200 ? 0.1 + (i % 7) * 0.37 + 1e-9 * i : 0));
    const m = trailingMeans(t, x, n, 5);
    expect(Math.min(...m)).toBeGreaterThanOrEqual(0);
    expect(m[n - 1]).toBe(0);
    // Negative data keeps its negative means.
    const y = Float64Array.from([-1, -3]);
    expect([...trailingMeans(Float64Array.from([0, 1]), y, 2, 5)]).toEqual([-1, -2]);
  });
});
