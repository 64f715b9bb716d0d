/**
 * "Fit y": a small change must be readable. The satellite lesson's rise (12.4 to 13.0 Mbps) was
 * about 5 px on a 0-20 axis; fitted, it spans a good part of the plot, and a start-up transient
 * (every flow starts near zero) does not stretch the axis back to zero.
 */
import { describe, expect, it } from 'vitest';
import { ChartRenderer, FIT_TRIM, fittedYDomain, middleRange, niceYDomain, yTickCount } from '../../src/charts/render';

/** The throughput plot's height at 1280x720 (175 px box less the margins), CSS px. */
const PLOT_HEIGHT_PX = 120;
const pxOf = ([lo, hi]: [number, number], from: number, to: number) => ((to - from) / (hi - lo)) * PLOT_HEIGHT_PX;

describe('the fitted y domain', () => {
  it('makes 12.4 -> 13.0 Mbps span at least 40 px where the zero-based axis gives it about 4', () => {
    const ticks = yTickCount(PLOT_HEIGHT_PX);
    expect(pxOf(niceYDomain(0, 20, ticks), 12.4, 13.0)).toBeLessThan(5);
    const fitted = fittedYDomain(12.34, 12.99, ticks);
    expect(fitted[0]).toBeGreaterThan(11);
    expect(fitted[0]).toBeLessThanOrEqual(12.34);
    expect(fitted[1]).toBeGreaterThanOrEqual(12.99);
    expect(pxOf(fitted, 12.4, 13.0)).toBeGreaterThanOrEqual(40);
  });

  it('keeps a flat line mid-plot, never goes below zero for non-negative data, and survives no data', () => {
    const [lo, hi] = fittedYDomain(5, 5);
    expect(lo).toBeLessThan(5);
    expect(hi).toBeGreaterThan(5);
    expect(fittedYDomain(0, 0.5)[0]).toBe(0);
    expect(fittedYDomain(Infinity, -Infinity)).toEqual([0, 1]);
    expect(fittedYDomain(-3, -1)[0]).toBeLessThan(-3);
  });

  it('leaves out a start-up transient of the points (the lowest 5 %, the highest 1 %)', () => {
    // A rise from 0.1 over the first 4 % of the points, then 12.4 -> 13.0.
    const values = [
      ...Array.from({ length: 20 }, (_, k) => 0.1 + (12.3 * k) / 20),
      ...Array.from({ length: 480 }, (_, k) => 12.4 + (0.6 * k) / 479),
    ];
    const points = new Float64Array(values.flatMap((v, k) => [k, v]));
    const [lo, hi] = middleRange([{ points, count: values.length }], FIT_TRIM);
    expect(lo).toBeGreaterThanOrEqual(12.4);
    expect(hi).toBeLessThanOrEqual(13.0);
  });

  it('is what the renderer uses when asked, for lines only', () => {
    const n = 500;
    const timeS = Float64Array.from({ length: n }, (_, k) => k);
    const sat = Float64Array.from({ length: n }, (_, k) => (k === 0 ? 0.1 : 12.4 + (0.6 * k) / n));
    const input = {
      timeS,
      length: n,
      t0: 0,
      t1: n,
      width: 400,
      height: PLOT_HEIGHT_PX,
      series: [{ id: 'sat', label: 'sat', colour: '#000000', values: sat }],
      hidden: new Set<string>(),
      highlighted: null,
      stacked: false,
    };
    expect(new ChartRenderer().render(null, input).yDomain[0]).toBe(0);
    const fitted = new ChartRenderer().render(null, { ...input, fitY: true }).yDomain;
    expect(pxOf(fitted, 12.4, 13.0)).toBeGreaterThanOrEqual(40);
    expect(new ChartRenderer().render(null, { ...input, fitY: true, stacked: true }).yDomain[0]).toBe(0);
    // With a "Stay about the same" band of +/-1.24 Mbps around 12.4 (and as much again around it,
    // chartHooks' bandContext), the fitted axis holds the band: the 0.6 Mbps change looks small.
    const banded = new ChartRenderer().render(null, { ...input, fitY: true, yInclude: [9.92, 14.88] }).yDomain;
    expect(banded[0]).toBeLessThanOrEqual(9.92);
    expect(banded[1]).toBeGreaterThanOrEqual(14.88);
    expect(pxOf(banded, 12.4, 13.0)).toBeLessThan(20);
  });
});
