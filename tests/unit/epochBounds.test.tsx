// @vitest-environment jsdom
/**
 * Epoch marks scale with the screen, not the run (issue 10 item 4): a 1e7 s run gives a bounded
 * list of marks on the charts and on the map, a round multiple of 30 s apart, and a chart draws at
 * most one line per MIN_EPOCH_LINE_PX; III-D (540 s) keeps t1..t18.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { scaleLinear } from 'd3';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChartAxes, MIN_EPOCH_LINE_PX, epochThinning } from '../../src/charts/ChartAxes';
import { MAX_CHART_EPOCHS, epochMarks } from '../../src/charts/series';
import { MAX_MAP_EPOCHS, epochStride, scenarioGeometry } from '../../src/geometry/geometry';
import { Solver } from '../../src/solver/wasm';
import { ROOT } from './nativeCli';
import { mountHost, unmountHost } from './reactHost';
import type { Root } from 'react-dom/client';
import { at } from '../../src/util/at';

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
}, 600_000);

function iiiD(solverOver: Record<string, number> = {}): string {
  const s = JSON.parse(readFileSync(resolve(ROOT, 'public/scenarios/III-D.json'), 'utf8'));
  s.solver = { ...s.solver, ...solverOver };
  return JSON.stringify(s);
}

describe('epoch marks of the charts', () => {
  it('III-D (540 s) keeps every epoch t1..t18', () => {
    expect(epochMarks(540).map((m) => m.label)).toEqual(Array.from({ length: 18 }, (_, k) => `t${k + 1}`));
  });

  it('a 1e7 s run gives at most MAX_CHART_EPOCHS marks, a round multiple of 30 s apart', () => {
    const marks = epochMarks(1e7);
    expect(marks.length).toBeLessThanOrEqual(MAX_CHART_EPOCHS);
    expect(marks.length).toBeGreaterThan(MAX_CHART_EPOCHS / 3);
    // 333,333 epochs: every 2,000th (60,000 s apart), labels keep their epoch number.
    expect(marks[0]).toEqual({ label: 't2000', tS: 60_000 });
    expect(marks[1]).toEqual({ label: 't4000', tS: 120_000 });
    expect(marks.at(-1)!.tS).toBeLessThanOrEqual(1e7);
  });

  it('epochStride steps 1, 2, 5, 10, ... so that the marks fit', () => {
    expect(epochStride(540, 200)).toBe(1);
    expect(epochStride(30 * 200, 200)).toBe(1);
    expect(epochStride(30 * 201, 200)).toBe(2);
    expect(epochStride(30 * 900, 200)).toBe(5);
    expect(epochStride(30 * 3000, 200)).toBe(20);
    expect(epochStride(1e7, 200)).toBe(2000);
  });

  it('epochThinning keeps lines MIN_EPOCH_LINE_PX apart and labels every k-th line', () => {
    expect(epochThinning(40)).toEqual({ lineEvery: 1, labelEvery: 1 });
    expect(epochThinning(12)).toEqual({ lineEvery: 1, labelEvery: 2 });
    expect(epochThinning(3)).toEqual({ lineEvery: 4, labelEvery: 8 });
    expect(epochThinning(0.001).lineEvery).toBe(MIN_EPOCH_LINE_PX * 1000);
    // Larger type (the presenter view's --chart-text-scale) needs labels further apart.
    expect(epochThinning(30)).toEqual({ lineEvery: 1, labelEvery: 1 });
    expect(epochThinning(30, 1.4)).toEqual({ lineEvery: 1, labelEvery: 2 });
  });
});

describe('ChartAxes draws a bounded number of epoch lines', () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => ({ container, root } = mountHost()));
  afterEach(() => unmountHost({ container, root }));

  function axes(epochs: Array<{ label: string; tS: number }>, t1: number, plotW: number): Element {
    const x = scaleLinear().domain([0, t1]).range([0, plotW]);
    const y = scaleLinear().domain([0, 10]).range([200, 0]);
    act(() =>
      root.render(
        <svg>
          <ChartAxes x={x} y={y} t0={0} t1={t1} plotW={plotW} plotH={200} epochs={epochs} yLabel="Mbps" />
        </svg>,
      ),
    );
    return container;
  }

  it('every epoch of III-D at 720 px, lines and labels', () => {
    const c = axes(epochMarks(540), 540, 720);
    expect(c.querySelectorAll('.ts-chart-epoch line')).toHaveLength(18);
    expect(c.querySelectorAll('.ts-chart-epoch text')).toHaveLength(18);
  });

  it('a 1e7 s run at 300 px: at most one line per MIN_EPOCH_LINE_PX, fewer labels', () => {
    const c = axes(epochMarks(1e7), 1e7, 300);
    const lines = c.querySelectorAll('.ts-chart-epoch line').length;
    expect(lines).toBeGreaterThan(0);
    expect(lines).toBeLessThanOrEqual(300 / MIN_EPOCH_LINE_PX + 1);
    expect(c.querySelectorAll('.ts-chart-epoch text').length).toBeLessThan(lines);
  });
});

describe('epoch marks of the map', () => {
  it('III-D (540 s): t1..t18 at their places', () => {
    const g = scenarioGeometry(solver, iiiD());
    try {
      expect(g.epochs.map((e) => e.label)).toEqual(Array.from({ length: 18 }, (_, k) => `t${k + 1}`));
    } finally {
      g.dispose();
    }
  });

  it('III-D over 1e7 s: at most MAX_MAP_EPOCHS marks, a round multiple of 30 s apart', () => {
    const g = scenarioGeometry(solver, iiiD({ durationS: 1e7, dtS: 0.05, sampleEveryS: 0.5 }));
    try {
      expect(g.epochs.length).toBeLessThanOrEqual(MAX_MAP_EPOCHS);
      expect(at(g.epochs, 0).label).toBe('t2000');
      expect(at(g.epochs, 1).tS - at(g.epochs, 0).tS).toBe(60_000);
    } finally {
      g.dispose();
    }
  });
});
