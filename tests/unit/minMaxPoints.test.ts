import { describe, expect, it } from 'vitest';
import { minMaxPoints } from '../../src/app/MiniPlot';

describe('minMaxPoints', () => {
  it('keeps at most two points per pixel column, and each column keeps its extremes', () => {
    const n = 540_001;
    const t = new Float64Array(n);
    const v = new Float64Array(n);
    for (let i = 0; i < n; i += 1) {
      t[i] = i / 1000;
      v[i] = Math.sin(i / 500) + (i === 123_457 ? 10 : 0);
    }
    const points = minMaxPoints(t, v, n, 600);
    expect(points.length).toBeLessThanOrEqual(1200);
    expect(points.length).toBeGreaterThan(600);
    // A one-sample spike survives decimation.
    expect(Math.max(...points.map((p) => p[1]))).toBeCloseTo(10 + Math.sin(123_457 / 500), 12);
    // Points stay in time order.
    for (let i = 1; i < points.length; i += 1) expect(points[i][0]).toBeGreaterThan(points[i - 1][0]);
  });

  it('returns every point when there are fewer samples than columns', () => {
    const points = minMaxPoints(Float64Array.from([0, 1, 2]), Float64Array.from([5, 4, 6]), 3, 100);
    expect(points).toEqual([[0, 5], [1, 4], [2, 6]]);
  });
});
