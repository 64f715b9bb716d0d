/**
 * The run store is bounded (issue 10 item 4): a run of millions of samples keeps at most
 * `maxRows` rows per column, decimated in place into min/max pairs, with the first and last
 * times exact and every spike and dip kept in the charts' min/max envelope.
 */
import { describe, expect, it } from 'vitest';
import { decimateMinMax, pointsBufferLength } from '../../src/charts/decimate';
import { ChartRenderer, type Ctx2D } from '../../src/charts/render';
import { GroupTotals } from '../../src/charts/series';
import { runCsv } from '../../src/share/csv';
import type { RunLayout } from '../../src/solver/layout';
import { MAX_STORED_ROWS, RunStore } from '../../src/store/runStore';
import { at } from '../../src/util/at';

/** A 3-column layout (t_s, x:a, c:a) of `totalSamples` samples every 0.5 s. */
function layoutOf(totalSamples: number): RunLayout {
  return {
    title: 't',
    dtS: 0.05,
    durationS: (totalSamples - 1) * 0.5,
    sampleEveryS: 0.5,
    totalSamples,
    sampleWidth: 3,
    columns: ['t_s', 'x:a', 'c:a'],
    routes: [{ id: 'a', source: 's', group: 'wifi', resources: ['a'], forwardMs: 1, feedbackMs: 1 }],
    resources: [{ id: 'a', target: 'B1', group: 'wifi', responsiveness: 15 }],
    sources: [{ id: 's', label: 's', routes: ['a'] }],
    nodes: [],
    platforms: [],
  };
}

/** Sample i: t = 0.5 i, x = 10 + sin, 500 at `spikeAt` and -3 at `dipAt`; c = 20. */
function value(i: number, spikeAt: number, dipAt: number): number {
  if (i === spikeAt) return 500;
  if (i === dipAt) return -3;
  return 10 + Math.sin(i / 1000);
}

/** Streams `total` samples into `store` in chunks of `chunk` rows. */
function stream(store: RunStore, total: number, chunk: number, spikeAt: number, dipAt: number): void {
  const rows = new Float64Array(chunk * 3);
  for (let at = 0; at < total; at += chunk) {
    const count = Math.min(chunk, total - at);
    for (let k = 0; k < count; k += 1) {
      const i = at + k;
      rows[3 * k] = i * 0.5;
      rows[3 * k + 1] = value(i, spikeAt, dipAt);
      rows[3 * k + 2] = 20;
    }
    store.append(rows, count);
  }
}

/** A canvas context that records every path point, to compare two drawings. */
function recordingContext(): Ctx2D & { calls: number[] } {
  const calls: number[] = [];
  const noop = () => undefined;
  return {
    calls,
    clearRect: noop,
    beginPath: noop,
    moveTo: (x: number, y: number) => void calls.push(x, y),
    lineTo: (x: number, y: number) => void calls.push(x, y),
    closePath: noop,
    stroke: noop,
    fill: noop,
    save: noop,
    restore: noop,
    setTransform: noop,
    rect: noop,
    clip: noop,
    strokeStyle: '',
    fillStyle: '',
    lineWidth: 1,
    globalAlpha: 1,
    lineJoin: 'round',
  } as unknown as Ctx2D & { calls: number[] };
}

/** The path points `renderer` draws for `input`. */
function drawn(renderer: ChartRenderer, input: Parameters<ChartRenderer['render']>[1]): number[] {
  const ctx = recordingContext();
  renderer.render(ctx, input);
  return ctx.calls;
}

/** Min and max of `values` over the first `length` entries. */
function extremes(values: Float64Array, length: number): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < length; i += 1) {
    lo = Math.min(lo, at(values, i));
    hi = Math.max(hi, at(values, i));
  }
  return [lo, hi];
}

describe('a bounded run store', () => {
  it('5e6 samples of a 3-column layout: arrays stay at MAX_STORED_ROWS, first and last times exact, spike kept', () => {
    const total = 5_000_000;
    const store = new RunStore(layoutOf(total));
    expect(store.timeS.length).toBe(MAX_STORED_ROWS);
    const column = store.column('x:a')!;
    stream(store, total, 5000, 3_333_333, 1_234_567);
    for (const name of store.columnNames) expect(store.column(name)!.length).toBe(MAX_STORED_ROWS);
    expect(store.column('x:a')).toBe(column);
    expect(store.complete).toBe(true);
    expect(store.samples).toBe(total);
    expect(store.decimated).toBe(true);
    expect(store.length).toBeLessThanOrEqual(MAX_STORED_ROWS);
    expect(store.length).toBeGreaterThan(MAX_STORED_ROWS / 2);
    expect(store.timeS[0]).toBe(0);
    expect(store.timeS[store.length - 1]).toBe((total - 1) * 0.5);
    for (let i = 1; i < store.length; i += 1) expect(store.timeS[i]).toBeGreaterThan(at(store.timeS, i - 1));
    expect(extremes(column, store.length)).toEqual([-3, 500]);
    // The chart's min/max decimation over 800 px keeps both.
    const out = new Float64Array(pointsBufferLength(800));
    const count = decimateMinMax(store.timeS, column, store.length, 0, (total - 1) * 0.5, 800, out);
    const drawn = Float64Array.from({ length: count }, (_, k) => at(out, 2 * k + 1));
    expect(extremes(drawn, count)).toEqual([-3, 500]);
    expect(runCsv(store).split('\n')[0]).toMatch(/^# decimated: .*5000000 samples/);
  });

  it('a run that fits keeps every sample, and its CSV says nothing more', () => {
    const store = new RunStore(layoutOf(100), { maxRows: 100 });
    stream(store, 100, 7, -1, -1);
    expect(store.decimated).toBe(false);
    expect(store.decimation).toBe(1);
    expect(store.length).toBe(100);
    expect(runCsv(store).split('\n')[0]).toBe('t_s,x:a,c:a');
  });

  it('rows are exact min/max pairs of their buckets, while streaming too', () => {
    const total = 1000;
    const store = new RunStore(layoutOf(total), { maxRows: 16 });
    const x = Float64Array.from({ length: total }, (_, i) => value(i, 700, 333) + (i % 7));
    const rows = new Float64Array(3);
    for (let i = 0; i < total; i += 1) {
      rows[0] = i * 0.5;
      rows[1] = x[i]!; // i < total = x.length
      rows[2] = 20;
      store.append(rows, 1);
      expect(store.length).toBeLessThanOrEqual(16);
      expect(store.timeS[store.length - 1]).toBe(i * 0.5);
      // Every sample so far lies inside the stored envelope, which holds the true extremes.
      expect(extremes(store.column('x:a')!, store.length)).toEqual(extremes(x, i + 1));
    }
    const per = 2 * store.decimation;
    expect(per).toBe(128);
    // Pair k: min and max of samples [k per, (k+1) per).
    for (let k = 0; 2 * k + 1 < store.length; k += 1) {
      const bucket = x.subarray(k * per, Math.min(total, (k + 1) * per));
      expect(store.timeS[2 * k]).toBe(k * per * 0.5);
      expect([store.column('x:a')![2 * k], store.column('x:a')![2 * k + 1]]).toEqual(extremes(bucket, bucket.length));
    }
  });

  it('group totals and a streaming chart follow the store through each decimation', () => {
    const total = 5000;
    const store = new RunStore(layoutOf(total), { maxRows: 64 });
    const groups = new GroupTotals(store);
    const renderer = new ChartRenderer();
    const input = () => ({
      timeS: store.timeS,
      length: store.length,
      t0: 0,
      t1: (total - 1) * 0.5,
      width: 40,
      height: 100,
      series: [{ id: 'a', label: 'a', colour: '#000', values: store.column('x:a')! }],
      hidden: new Set<string>(),
      highlighted: null,
      stacked: false,
    });
    const rows = new Float64Array(3 * 37);
    for (let at = 0; at < total; at += 37) {
      const count = Math.min(37, total - at);
      for (let k = 0; k < count; k += 1) {
        rows[3 * k] = (at + k) * 0.5;
        rows[3 * k + 1] = value(at + k, 4321, 1500);
        rows[3 * k + 2] = 20;
      }
      store.append(rows, count);
      groups.update();
      expect(Array.from(groups.sums.get('total')!.subarray(0, store.length))).toEqual(Array.from(store.groupTotal()));
      if ((at / 37) % 3 === 0) expect(drawn(renderer, input())).toEqual(drawn(new ChartRenderer(), input()));
    }
    expect(store.generation).toBeGreaterThan(3);
    expect(renderer.render(null, input()).yDomain[1]).toBeGreaterThanOrEqual(500);
    const stacked = { ...input(), stacked: true };
    expect(new ChartRenderer().render(null, stacked).yDomain[0]).toBeLessThan(0);
  });

  it('a chart drawn after every sample matches one drawn from scratch (lines and stack)', () => {
    const total = 1500;
    const store = new RunStore(layoutOf(total), { maxRows: 16 });
    const groups = new GroupTotals(store);
    const lines = new ChartRenderer();
    const stack = new ChartRenderer();
    const input = (stacked: boolean) => ({
      timeS: store.timeS,
      length: store.length,
      t0: 0,
      t1: (total - 1) * 0.5,
      width: 40,
      height: 100,
      series: stacked
        ? groups.series({ total: false })
        : [{ id: 'a', label: 'a', colour: '#000', values: store.column('x:a')! }],
      hidden: new Set<string>(),
      highlighted: null,
      stacked,
    });
    const rows = new Float64Array(3);
    for (let i = 0; i < total; i += 1) {
      rows[0] = i * 0.5;
      // Falling within each run of 100 samples: a pair's minimum row keeps changing as it fills.
      rows[1] = 10 - (i % 100) / 10 + (i === 1234 ? 50 : 0);
      rows[2] = 20;
      store.append(rows, 1);
      groups.update();
      for (const stacked of [false, true]) {
        const streamed = drawn(stacked ? stack : lines, input(stacked));
        expect(streamed).toEqual(drawn(new ChartRenderer(), input(stacked)));
      }
    }
    expect(store.generation).toBeGreaterThan(3);
  });

  it('a chart last drawn before a decimation redraws every row after it, though the store grew', () => {
    const store = new RunStore(layoutOf(100), { maxRows: 16 });
    const groups = new GroupTotals(store);
    const input = (stacked: boolean) => ({
      timeS: store.timeS,
      length: store.length,
      t0: 0,
      t1: 49.5,
      width: 40,
      height: 100,
      series: stacked
        ? groups.series({ total: false })
        : [{ id: 'a', label: 'a', colour: '#000', values: store.column('x:a')! }],
      hidden: new Set<string>(),
      highlighted: null,
      stacked,
    });
    const lines = new ChartRenderer();
    const stack = new ChartRenderer();
    stream(store, 5, 5, 2, -1);
    groups.update();
    drawn(lines, input(false));
    drawn(stack, input(true));
    const more = Float64Array.from({ length: 13 * 3 }, (_, k) => at([(5 + Math.floor(k / 3)) * 0.5, k % 7, 20], k % 3));
    store.append(more, 13);
    groups.update();
    expect(store.generation).toBe(1);
    expect(store.length).toBe(10);
    expect(drawn(lines, input(false))).toEqual(drawn(new ChartRenderer(), input(false)));
    expect(drawn(stack, input(true))).toEqual(drawn(new ChartRenderer(), input(true)));
  });
});
