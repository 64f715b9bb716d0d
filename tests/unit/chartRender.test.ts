import { describe, expect, it, vi } from 'vitest';
import { createFrameScheduler } from '../../src/charts/frame';
import { summaryText, tooltipAt, unitOf } from '../../src/charts/chartText';
import { ChartRenderer, lineStyle, niceYDomain } from '../../src/charts/render';
import type { ChartSeries } from '../../src/charts/types';
import { cursorAfterKey, sampleInterval, timeAtX } from '../../src/charts/useChartInteraction';
import { fakeContext } from './chartFixtures';
import { at } from '../../src/util/at';

const N = 5401;
const timeS = Float64Array.from({ length: N }, (_, i) => i * 0.1);
function make(id: string, colour: string, f: (i: number) => number): ChartSeries {
  return { id, label: id.toUpperCase(), colour, values: Float64Array.from({ length: N }, (_, i) => f(i)) };
}
const A = make('a', '#111111', (i) => 5 + Math.sin(i / 50));
const B = make('b', '#222222', (i) => (i === 2000 ? 30 : 3));
const C = make('c', '#333333', () => 2);

describe('ChartRenderer', () => {
  const base = {
    timeS,
    length: N,
    t0: 0,
    t1: 540,
    width: 600,
    height: 200,
    hidden: new Set<string>(),
    highlighted: null,
    stacked: false,
  };

  it('draws each visible series with at most two points per column and a domain covering the spike', () => {
    const ctx = fakeContext();
    const r = new ChartRenderer().render(ctx, { ...base, series: [A, B, C], hidden: new Set(['c']) });
    expect([...r.points.keys()]).toEqual(['a', 'b']);
    for (const count of r.points.values()) expect(count).toBeLessThanOrEqual(1200);
    expect(r.yDomain[0]).toBe(0);
    expect(r.yDomain[1]).toBeGreaterThanOrEqual(30);
    expect(ctx.strokes.map((s) => s.colour)).toEqual(['#111111', '#222222']);
    expect(ctx.calls[0]).toBe('clearRect');
  });

  it('draws the highlighted series last, thicker, and dims the others', () => {
    const ctx = fakeContext();
    new ChartRenderer().render(ctx, { ...base, series: [A, B, C], highlighted: 'a' });
    expect(ctx.strokes.map((s) => s.colour)).toEqual(['#222222', '#333333', '#111111']);
    expect(at(ctx.strokes, 2).width).toBe(lineStyle('a', 'a').width);
    expect(at(ctx.strokes, 2).width).toBeGreaterThan(at(ctx.strokes, 0).width);
    expect(at(ctx.strokes, 0).alpha).toBeLessThan(1);
    expect(at(ctx.strokes, 2).alpha).toBe(1);
  });

  it('stacks areas: the domain reaches the sum, hidden series leave the stack', () => {
    const ctx = fakeContext();
    const renderer = new ChartRenderer();
    const r = renderer.render(ctx, { ...base, series: [C, make('d', '#444444', () => 4)], stacked: true });
    expect(r.yDomain[1]).toBeGreaterThanOrEqual(6);
    expect(ctx.calls.filter((c) => c.startsWith('fill:'))).toEqual(['fill:#333333', 'fill:#444444']);
    const r2 = renderer.render(null, { ...base, series: [A, B, C], stacked: true, hidden: new Set(['b']) });
    expect(r2.yDomain[1]).toBeGreaterThanOrEqual(8);
    expect(r2.yDomain[1]).toBeLessThan(30);
  });

  it('decimates incrementally as the length grows and gives the same result as from scratch', () => {
    const renderer = new ChartRenderer();
    for (const length of [1, 2, 100, 2500, N]) renderer.render(null, { ...base, length, series: [A, B] });
    const again = renderer.render(null, { ...base, series: [A, B] });
    const fresh = new ChartRenderer().render(null, { ...base, series: [A, B] });
    expect([...again.points]).toEqual([...fresh.points]);
    expect(again.yDomain).toEqual(fresh.yDomain);
  });

  it('copes with no data', () => {
    const r = new ChartRenderer().render(fakeContext(), { ...base, length: 0, series: [A] });
    expect(r.yDomain).toEqual([0, 1]);
  });
});

describe('chart helpers', () => {
  it('niceYDomain starts at 0 with headroom on nice numbers', () => {
    expect(niceYDomain(0, 20, 4)).toEqual([0, 25]);
    expect(niceYDomain(3, 13.6, 4)).toEqual([0, 15]);
    expect(niceYDomain(-2, 9)[0]).toBeLessThanOrEqual(-2);
    expect(niceYDomain(Infinity, -Infinity)).toEqual([0, 1]);
  });

  it('unitOf and the tooltip rows (nearest sample, visible series, stacked sum)', () => {
    expect(unitOf('Throughput (Mbps)')).toBe('Mbps');
    expect(unitOf('Value')).toBe('');
    const tip = tooltipAt(timeS, N, [A, B, C], new Set(['c']), 200.04, 'Mbps', false)!;
    expect(tip.index).toBe(2000);
    expect(tip.tS).toBeCloseTo(200, 9);
    expect(tip.rows.map((r) => [r.id, r.text])).toEqual([
      ['a', `${at(A.values, 2000).toFixed(2)} Mbps`],
      ['b', '30.00 Mbps'],
    ]);
    const stacked = tooltipAt(timeS, N, [B, C], new Set(), 0, 'Mbps', true)!;
    expect(stacked.rows.at(-1)).toMatchObject({ id: '__sum', value: 5, text: '5.00 Mbps' });
    expect(tooltipAt(timeS, 0, [A], new Set(), 1, '', false)).toBeNull();
  });

  it('maps pointer x to time and keys to cursor moves', () => {
    expect(timeAtX(300, 600, 0, 540)).toBe(270);
    expect(timeAtX(-5, 600, 0, 540)).toBe(0);
    expect(timeAtX(900, 600, 0, 540)).toBe(540);
    expect(sampleInterval(timeS, N)).toBeCloseTo(0.1, 12);
    expect(sampleInterval(timeS, 1, 2)).toBe(2);
    expect(cursorAfterKey('ArrowRight', false, 100, 0.1, 0, 540)).toBeCloseTo(100.1, 12);
    expect(cursorAfterKey('ArrowLeft', true, 100, 0.1, 0, 540)).toBe(90);
    expect(cursorAfterKey('ArrowLeft', true, 5, 0.1, 0, 540)).toBe(0);
    expect(cursorAfterKey('ArrowRight', true, 535, 0.1, 0, 540)).toBe(540);
    expect(cursorAfterKey('End', false, 5, 0.1, 0, 540)).toBe(540);
    expect(cursorAfterKey('a', false, 5, 0.1, 0, 540)).toBeNull();
  });

  it('summaryText', () => {
    expect(summaryText('Throughput per subflow', 7, 7, 540)).toBe('Throughput per subflow: 7 series, 0–540 s');
    expect(summaryText('T', 5, 7, 540)).toBe('T: 5 series of 7 shown, 0–540 s');
  });
});

describe('createFrameScheduler', () => {
  it('coalesces many requests within a frame into one call', () => {
    const queue: Array<(t: number) => void> = [];
    let handles = 0;
    const raf = vi.fn((cb: (t: number) => void) => {
      queue.push(cb);
      handles += 1;
      return handles;
    });
    const caf = vi.fn();
    const draw = vi.fn();
    const s = createFrameScheduler(draw, raf, caf);
    for (let k = 0; k < 50; k += 1) s.schedule();
    expect(raf).toHaveBeenCalledTimes(1);
    expect(s.pending).toBe(true);
    queue.shift()!(16);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(s.pending).toBe(false);
    s.schedule();
    s.schedule();
    expect(raf).toHaveBeenCalledTimes(2);
    s.cancel();
    expect(caf).toHaveBeenCalledWith(2);
    expect(s.pending).toBe(false);
  });
});
