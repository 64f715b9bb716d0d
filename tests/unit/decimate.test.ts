import { describe, expect, it } from 'vitest';
import {
  CumulativeStack,
  SeriesDecimator,
  decimateMinMax,
  lowerBound,
  nearestIndex,
  pointsBufferLength,
  stackInto,
  upperBound,
} from '../../src/charts/decimate';
import { at } from '../../src/util/at';

/** Reads the interleaved points. */
function pointsOf(out: Float64Array, count: number): Array<[number, number]> {
  return Array.from({ length: count }, (_, k) => [out[2 * k], out[2 * k + 1]] as [number, number]);
}

/** Brute-force reference: per column (by the same edges), min and max in time order. */
function reference(
  t: Float64Array,
  v: Float64Array,
  n: number,
  t0: number,
  t1: number,
  columns: number,
): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  const span = t1 - t0;
  for (let c = 0; c < columns; c += 1) {
    const left = t0 + (span * c) / columns;
    const right = c === columns - 1 ? Infinity : t0 + (span * (c + 1)) / columns;
    let lo = -1;
    let hi = -1;
    for (let i = 0; i < n; i += 1) {
      if (at(t, i) < left || at(t, i) >= right || at(t, i) > t1) continue;
      if (lo < 0 || at(v, i) < at(v, lo)) lo = i;
      if (hi < 0 || at(v, i) > at(v, hi)) hi = i;
    }
    if (lo < 0) continue;
    const [a, b] = lo <= hi ? [lo, hi] : [hi, lo];
    points.push([at(t, a), at(v, a)]);
    if (b !== a) points.push([at(t, b), at(v, b)]);
  }
  return points;
}

function series(n: number, dt: number, f: (i: number) => number): { t: Float64Array; v: Float64Array } {
  const t = new Float64Array(n);
  const v = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    t[i] = i * dt;
    v[i] = f(i);
  }
  return { t, v };
}

describe('binary searches', () => {
  const t = Float64Array.from([0, 0.1, 0.2, 0.2, 0.4]);
  it('lowerBound / upperBound', () => {
    expect(lowerBound(t, 0.2, 0, 5)).toBe(2);
    expect(upperBound(t, 0.2, 0, 5)).toBe(4);
    expect(lowerBound(t, -1, 0, 5)).toBe(0);
    expect(lowerBound(t, 9, 0, 5)).toBe(5);
    expect(lowerBound(t, 0.4, 0, 3)).toBe(3);
  });
  it('nearestIndex picks the nearest sample among the first `length`', () => {
    const s = Float64Array.from([0, 1, 2, 3, 4, 99]);
    expect(nearestIndex(s, 5, 2.4)).toBe(2);
    expect(nearestIndex(s, 5, 2.6)).toBe(3);
    expect(nearestIndex(s, 5, 2.5)).toBe(2);
    expect(nearestIndex(s, 5, -3)).toBe(0);
    expect(nearestIndex(s, 5, 50)).toBe(4);
    expect(nearestIndex(s, 0, 1)).toBe(-1);
    expect(nearestIndex(s, 5, NaN)).toBe(-1);
  });
});

describe('decimateMinMax', () => {
  it('matches a brute-force min/max per column, in time order, at most two points per column', () => {
    const { t, v } = series(10_007, 0.01, (i) => Math.sin(i / 37) * 5 + ((i * 7919) % 13) / 13);
    const out = new Float64Array(pointsBufferLength(97));
    const count = decimateMinMax(t, v, t.length, 0, 100.06, 97, out);
    expect(count).toBeLessThanOrEqual(2 * 97);
    expect(pointsOf(out, count)).toEqual(reference(t, v, t.length, 0, 100.06, 97));
    for (let k = 1; k < count; k += 1) expect(out[2 * k]).toBeGreaterThan(at(out, 2 * k - 2));
  });

  it('keeps a one-sample spike (up and down)', () => {
    const { t, v } = series(540_000, 0.001, () => 1);
    v[123_457] = 42;
    v[400_001] = -7;
    const out = new Float64Array(pointsBufferLength(800));
    const count = decimateMinMax(t, v, t.length, 0, 540, 800, out);
    const values = pointsOf(out, count).map((p) => p[1]);
    expect(Math.max(...values)).toBe(42);
    expect(Math.min(...values)).toBe(-7);
    expect(pointsOf(out, count).find((p) => p[1] === 42)?.[0]).toBeCloseTo(123.457, 9);
  });

  it('clips to the window [t0, t1]', () => {
    const { t, v } = series(1000, 1, (i) => i);
    const out = new Float64Array(pointsBufferLength(10));
    const count = decimateMinMax(t, v, t.length, 100.5, 200, 10, out);
    const pts = pointsOf(out, count);
    expect(at(pts, 0)[0]).toBe(101);
    expect(at(pts, pts.length - 1)[0]).toBe(200);
    for (const [time] of pts) {
      expect(time).toBeGreaterThanOrEqual(100.5);
      expect(time).toBeLessThanOrEqual(200);
    }
    expect(pts).toEqual(reference(t, v, t.length, 100.5, 200, 10));
  });

  it('uses only the first `length` samples and keeps every sample when they are sparse', () => {
    const { t, v } = series(100, 1, (i) => i * i);
    const out = new Float64Array(pointsBufferLength(500));
    const count = decimateMinMax(t, v, 20, 0, 99, 500, out);
    expect(count).toBe(20);
    expect(pointsOf(out, count)).toEqual(Array.from({ length: 20 }, (_, i) => [i, i * i]));
  });

  it('handles empty input, an empty window and a short buffer', () => {
    const { t, v } = series(10, 1, (i) => i);
    const out = new Float64Array(pointsBufferLength(4));
    expect(decimateMinMax(t, v, 0, 0, 9, 4, out)).toBe(0);
    expect(decimateMinMax(t, v, 10, 5, 5, 4, out)).toBe(0);
    expect(decimateMinMax(t, v, 10, 20, 30, 4, out)).toBe(0);
    expect(() => decimateMinMax(t, v, 10, 0, 9, 4, new Float64Array(3))).toThrow(/buffer/);
  });

  it('decimates 540k samples x 15 series into 800 columns (timing printed, not asserted)', () => {
    const n = 540_000;
    const t = new Float64Array(n);
    for (let i = 0; i < n; i += 1) t[i] = i * 0.001;
    const columns = Array.from({ length: 15 }, (_, s) => {
      const v = new Float64Array(n);
      for (let i = 0; i < n; i += 1) v[i] = 10 + 8 * Math.sin(i / (2000 + 100 * s)) + ((i * 2654435761) % 1000) / 1000;
      return v;
    });
    const out = new Float64Array(pointsBufferLength(800));
    decimateMinMax(t, at(columns, 0), n, 0, 540, 800, out); // warm-up
    const start = performance.now();
    const one = decimateMinMax(t, at(columns, 0), n, 0, 540, 800, out);
    const single = performance.now() - start;
    const start15 = performance.now();
    let total = 0;
    for (const v of columns) total += decimateMinMax(t, v, n, 0, 540, 800, out);
    const all = performance.now() - start15;
    console.log(
      `decimate: 540k samples -> 800 columns: ${single.toFixed(2)} ms (${one} points); x15 series: ${all.toFixed(2)} ms (${total} points)`,
    );
    expect(one).toBeLessThanOrEqual(1600);
    expect(one).toBeGreaterThan(800);
    expect(total).toBeLessThanOrEqual(15 * 1600);
  });
});

describe('SeriesDecimator (resumable)', () => {
  it('gives the same points while samples stream in chunks as a decimation from scratch', () => {
    const n = 54_000;
    const { t, v } = series(n, 0.01, (i) => Math.sin(i / 300) * 3 + (i % 997 === 0 ? 9 : 0));
    const d = new SeriesDecimator();
    const out = new Float64Array(pointsBufferLength(640));
    let length = 0;
    const chunks = [1, 2, 17, 500, 1234, 3000, 10_000, 777, 20_000];
    for (const chunk of chunks.concat(Array(10).fill(5000))) {
      length = Math.min(n, length + chunk);
      const count = d.update(t, v, length, 0, 540, 640);
      const expected = decimateMinMax(t, v, length, 0, 540, 640, out);
      expect(count).toBe(expected);
      expect(Array.from(d.points.subarray(0, 2 * count))).toEqual(Array.from(out.subarray(0, 2 * expected)));
    }
    expect(length).toBe(n);
  });

  it('starts over when the window, the columns, the arrays or the generation change', () => {
    const { t, v } = series(1000, 1, (i) => i % 10);
    const d = new SeriesDecimator();
    const out = new Float64Array(pointsBufferLength(300));
    d.update(t, v, 1000, 0, 999, 100);
    expect(d.update(t, v, 1000, 0, 999, 300)).toBe(decimateMinMax(t, v, 1000, 0, 999, 300, out));
    const w = v.slice();
    w[500] = 1000;
    expect(
      Math.max(
        ...Array.from(d.points.subarray(0, 2 * d.update(t, w, 1000, 0, 999, 300))).filter((_, k) => k % 2 === 1),
      ),
    ).toBe(1000);
    w[500] = 2000; // same array, new content: only a new generation tells
    d.update(t, w, 1000, 0, 999, 300, 1);
    expect(Array.from(d.points.subarray(0, 2 * d.count)).includes(2000)).toBe(true);
  });
});

describe('stacked sums', () => {
  it('stackInto gives cumulative layers', () => {
    const a = Float64Array.from([1, 2, 3]);
    const b = Float64Array.from([10, 20, 30]);
    const c = Float64Array.from([100, 200, 300]);
    const layers = [new Float64Array(3), new Float64Array(3), new Float64Array(3)];
    stackInto([a, b, c], 0, 3, layers);
    expect(layers.map((l) => Array.from(l))).toEqual([
      [1, 2, 3],
      [11, 22, 33],
      [111, 222, 333],
    ]);
  });

  it('CumulativeStack extends incrementally and rebuilds when the columns change', () => {
    const n = 1000;
    const cols = [0, 1, 2].map((k) => series(n, 1, (i) => Math.cos(i / (10 + k)) + 2).v);
    const stack = new CumulativeStack();
    let layers = stack.update(cols, 10);
    const generation = stack.generation;
    layers = stack.update(cols, 400);
    layers = stack.update(cols, 1000);
    expect(stack.generation).toBe(generation);
    for (let i = 0; i < n; i += 1) {
      expect(at(layers, 0)[i]).toBe(at(cols, 0)[i]);
      expect(at(layers, 1)[i]).toBeCloseTo(at(at(cols, 0), i) + at(at(cols, 1), i), 12);
      expect(at(layers, 2)[i]).toBeCloseTo(at(at(cols, 0), i) + at(at(cols, 1), i) + at(at(cols, 2), i), 12);
    }
    // Hide the middle series: a rebuild.
    layers = stack.update([at(cols, 0), at(cols, 2)], 1000);
    expect(stack.generation).toBe(generation + 1);
    expect(layers).toHaveLength(2);
    for (let i = 0; i < n; i += 7) expect(at(layers, 1)[i]).toBeCloseTo(at(at(cols, 0), i) + at(at(cols, 2), i), 12);
  });
});
