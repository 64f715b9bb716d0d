/**
 * The placement map's model: the coarse-first grid and the squares it draws, the best point, the
 * metrics read from real summaries (wasm), and the worker pool's scheduling and cancelling.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bestIndex, cellBounds, placementGrid } from '../../src/placement/grid';
import { metricsFor } from '../../src/placement/metrics';
import { WorkerPool } from '../../src/solver/workerPool';
import { poolSize } from '../../src/solver/poolSize';
import { asFluid, stationSets, withStationAt } from '../../src/placement/scenarioAt';
import { Solver } from '../../src/solver/wasm';
import type { Scenario } from '../../src/scenario/types';
import { ROOT } from './nativeCli';
import { at, valueAt } from '../../src/util/at';

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
});
const preset = (name: string) =>
  JSON.parse(readFileSync(resolve(ROOT, `public/scenarios/${name}.json`), 'utf8')) as Scenario;

describe('the placement grid', () => {
  const bounds = { x0: -1000, y0: -500, x1: 1000, y1: 1500 };
  it('covers every cell once, coarse points first, each at its cell centre', () => {
    const points = placementGrid(bounds, 20);
    expect(points).toHaveLength(400);
    expect(new Set(points.map((p) => p.j * 20 + p.i)).size).toBe(400);
    expect(points.slice(0, 25).every((p) => p.stride === 4)).toBe(true);
    expect(points.slice(25, 125).every((p) => p.stride === 2)).toBe(true);
    expect(points.slice(125).every((p) => p.stride === 1)).toBe(true);
    // Cells are 100 m: cell (i, j) is centred at x0 + 100 i + 50.
    expect(points.find((p) => p.i === 0 && p.j === 0)!.position).toEqual({ xM: -950, yM: -450 });
    expect(points.find((p) => p.i === 19 && p.j === 19)!.position).toEqual({ xM: 950, yM: 1450 });
  });

  it('draws a coarse point as the square it stands for, inside the bounds', () => {
    const points = placementGrid(bounds, 10);
    const coarse = at(points, 0, 'grid point');
    expect([coarse.i, coarse.j, coarse.stride]).toEqual([1, 1, 4]);
    expect(cellBounds(coarse, bounds, 10)).toEqual({ x0: -1000, y0: -500, x1: -200, y1: 300 });
    // The last coarse column (i = 9 would be 5 + 4) is clipped at the edge.
    const edge = points.find((p) => p.stride === 4 && p.i === 5 && p.j === 5)!;
    expect(cellBounds(edge, bounds, 10)).toEqual({ x0: -200, y0: 300, x1: 600, y1: 1100 });
  });

  it('picks the best value either way and never a missing one', () => {
    expect(bestIndex([3, null, 7, 5], 'higher')).toBe(2);
    expect(bestIndex([3, null, 7, 5], 'lower')).toBe(0);
    expect(bestIndex([null, Number.NaN], 'higher')).toBe(-1);
  });
});

describe('placement metrics from real runs', () => {
  it("reads III-D's fleet throughput, its satellite's share and its transfer time; B1 closer to the path pays", () => {
    const base = preset('III-D');
    const summary = solver.summary(JSON.stringify(base));
    const fleet = at(summary.sources, 0, 'source');
    const metrics = metricsFor({
      sourceId: fleet.id,
      sourceLabel: fleet.label,
      groups: Object.keys(fleet.byGroup).sort(),
    });
    expect(metrics.map((m) => m.id)).toEqual(['throughput', 'transfer', 'share:satellite', 'share:wifi']);
    expect(at(metrics, 0).value(summary)).toBeCloseTo(fleet.total.meanMbps, 12);
    const share = at(metrics, 2).value(summary)!;
    expect(share).toBeCloseTo((100 * valueAt(fleet.byGroup, 'satellite', 'group').meanMbps) / fleet.total.meanMbps, 9);
    expect(at(metrics, 2).better).toBe('lower');
    // The station far away from everything: the fleet gets less.
    const far = solver.summary(JSON.stringify(withStationAt(base, 'B1', { xM: 20000, yM: 20000 })));
    expect(at(metrics, 0).value(far)!).toBeLessThan(at(metrics, 0).value(summary)!);
    expect(at(metrics, 2).value(far)!).toBeGreaterThan(share);
  });

  it("moves the station by sets on one scenario text: the same summaries, bit for bit, as the moved scenario's own runs", () => {
    // III-D cut to 40 s; after the second run the solver copies B2's and B3's capacities
    // (solver/src/network/memo.rs), so this checks the memo in the .wasm the page runs.
    const base = { ...preset('III-D'), solver: { ...preset('III-D').solver, durationS: 40 } } as Scenario;
    const baseJson = JSON.stringify(asFluid(base));
    for (const position of [
      { xM: -200, yM: -400 },
      { xM: 150, yM: 300 },
      { xM: -700, yM: 50 },
      { xM: 400, yM: -450 },
    ]) {
      const bySets = solver.summaryWith(baseJson, stationSets(base, 'B1', position));
      const moved = solver.summary(JSON.stringify(withStationAt(base, 'B1', position)));
      expect(bySets).toEqual(moved);
    }
    expect(stationSets(base, 'B3', { xM: 1, yM: 2 })).toEqual([
      ['stations.2.position.xM', 1],
      ['stations.2.position.yM', 2],
    ]);
    expect(() => stationSets(base, 'B9', { xM: 1, yM: 2 })).toThrow('stations: no station "B9"');
  });

  it('runs the fluid engine even for a packet preset', () => {
    const s = withStationAt(preset('III-D'), 'B2', { xM: 1, yM: 2 });
    expect(s.solver?.engine).toBe('fluid');
    expect(s.stations!.find((x) => x.id === 'B2')!.position).toEqual({ xM: 1, yM: 2 });
  });
});

/** A fake worker answering `summarize` with a summary whose title is the scenario text. */
class FakeWorker {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  terminated = false;
  posted: unknown[] = [];
  postMessage(m: { runId: number; scenarioJson: string }) {
    this.posted.push(m);
    queueMicrotask(() => {
      if (this.terminated) return;
      this.onmessage?.({ data: { type: 'started', runId: m.runId } } as MessageEvent);
      // "trap": the module fails (a panic or an allocation that failed).
      if (m.scenarioJson === 'trap') {
        this.onmessage?.({ data: { type: 'failed', runId: m.runId, message: 'unreachable' } } as MessageEvent);
        return;
      }
      this.onmessage?.({
        data: { type: 'summary', runId: m.runId, summary: { title: m.scenarioJson } },
      } as MessageEvent);
    });
  }
  terminate() {
    this.terminated = true;
  }
}

describe('the summary pool', () => {
  it('uses one worker per core left after the page, 2 to 4, unless ?workers= says', () => {
    const cores = [1, 2, 4, 8, Number.NaN];
    expect(cores.map((n) => poolSize(null, n))).toEqual([2, 2, 3, 4, 2]);
    expect(cores.map((n) => poolSize(1, n))).toEqual([1, 1, 1, 1, 1]);
  });

  it('spreads runs over its workers, answers each, and cancels what is pending', async () => {
    const workers: FakeWorker[] = [];
    const pool = new WorkerPool(2, () => {
      const w = new FakeWorker();
      workers.push(w);
      return w as unknown as Worker;
    });
    const answers = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((t) => pool.summarize(t)));
    expect(answers.map((s) => s.title)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(workers).toHaveLength(2);
    expect(at(workers, 0).posted.length + at(workers, 1).posted.length).toBe(5);
    // A worker whose module failed is not used again: the next request starts a new one.
    await expect(pool.summarize('trap')).rejects.toThrow('unreachable');
    const trapped = workers.find((w) => w.terminated)!;
    expect(trapped).toBeDefined();
    expect((await pool.summarize('g')).title).toBe('g');
    expect(trapped.posted.map((m) => (m as { scenarioJson: string }).scenarioJson)).not.toContain('g');
    const pending = pool.summarize('f');
    pool.cancel();
    await expect(pending).rejects.toThrow('cancelled');
    expect(workers.every((w) => w.terminated)).toBe(true);
  });

  it('starts its workers before any request when warmed, and says when it is busy', async () => {
    const workers: FakeWorker[] = [];
    const pool = new WorkerPool(2, () => {
      const w = new FakeWorker();
      workers.push(w);
      return w as unknown as Worker;
    });
    pool.warm();
    expect(workers).toHaveLength(2);
    expect(pool.busy).toBe(false);
    const answers = ['a', 'b', 'c'].map((t) => pool.summarize(t));
    expect(pool.busy).toBe(true);
    await Promise.all(answers);
    expect(pool.busy).toBe(false);
    // The warm workers did the work: no third one was started.
    expect(workers).toHaveLength(2);
    pool.warm();
    expect(workers).toHaveLength(2);
  });
});
