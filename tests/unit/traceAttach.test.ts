/**
 * A trace attached to a scenario: to an existing channel or as a new channel linked from a node;
 * the solver (wasm, with `periodS`) accepts it and its `c:` column follows the looping law; the
 * run's traces out read back.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Solver } from '../../src/solver/wasm';
import type { Scenario } from '../../src/scenario/types';
import { ROOT } from './nativeCli';
import { attachTrace, freeChannelId } from '../../src/realdata/trace/attach';
import { capacityAt, traceLaw } from '../../src/realdata/trace/law';
import { parseTrace } from '../../src/realdata/trace/read';
import { RunStore } from '../../src/store/runStore';
import { resourceSeries } from '../../src/realdata/trace/runTraces';
import { mahimahiFromSeries } from '../../src/realdata/trace/exportTrace';
import { mahimahiTimestamps, windowCounts } from '../../src/realdata/trace/mahimahi';

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
});

function preset(): Scenario {
  const s = JSON.parse(readFileSync(resolve(ROOT, 'public/scenarios/III-D.json'), 'utf8')) as Scenario;
  return { ...s, solver: { ...s.solver, durationS: 6 } };
}

/** One loop of 300 ms: the 100 ms windows (0,100], (100,200], (200,300] hold 3, 2 and 3 opportunities. */
const TRACE = ['20', '40', '100', '140', '200', '230', '260', '300'].join('\n');

function law() {
  const parsed = parseTrace(TRACE, 'x.down', { windowMs: 100 });
  if (!parsed.ok) throw new Error('refused');
  return traceLaw(parsed.value, true);
}

describe('attaching a trace', () => {
  it("replaces an existing channel's capacity and nothing else", () => {
    const before = preset();
    const after = attachTrace(before, law(), { kind: 'existing', channelId: 'sat' });
    expect(after.channels![0]!.capacity).toEqual(law());
    expect({ ...after, channels: before.channels }).toEqual(before);
    expect(before.channels![0]!.capacity.law).toBe('constant');
    expect(solver.check(JSON.stringify(after))).toEqual([]);
  });

  it('a new channel linked from the head is a new path whose c: column is the looping law', () => {
    const s = preset();
    const id = freeChannelId(s);
    expect(id).toBe('trace');
    const target = {
      kind: 'new',
      channelId: id,
      forwardMs: 25,
      feedbackMs: 25,
      platformId: 'convoy',
      node: 'head',
    } as const;
    const after = attachTrace(s, law(), target);
    expect(after.platforms![0]!.links![0]).toEqual({ node: 'head', to: ['B1', 'B2', 'B3', 'trace'] });
    expect(solver.check(JSON.stringify(after))).toEqual([]);
    const run = solver.start(JSON.stringify(after));
    const route = run.layout.routes.find((r) => r.resources.includes('trace'));
    expect(route).toMatchObject({ id: 'trace', forwardMs: 25, feedbackMs: 25 });
    const store = new RunStore(run.layout);
    while (!run.done) {
      const rows = run.next(500);
      store.append(rows, rows.length / run.layout.sampleWidth);
    }
    run.dispose();
    const series = resourceSeries(store, 'trace')!;
    // Window counts 3, 2, 3 -> 0.36, 0.24, 0.36 Mbps at 0.05, 0.15, 0.25 s, looping every 0.3 s.
    expect(Array.from(law().points, (p) => +p.capacityMbps.toFixed(9))).toEqual([0.36, 0.24, 0.36]);
    for (const t of [0, 0.1, 0.2, 0.3, 1.7, 5.9]) {
      const i = Math.round(t / 0.1);
      expect(series.timesS[i]).toBeCloseTo(t, 9);
      expect(series.capacitiesMbps[i]).toBeCloseTo(capacityAt(law(), t), 9);
    }
    // ... and the run's channel out as Mahimahi: 6 s of the loop, 20 x 0.3 s windows.
    const out = mahimahiTimestamps(mahimahiFromSeries(series), 'trace.down');
    expect(out.ok).toBe(true);
    if (out.ok) expect(windowCounts(out.value, 300).counts.length).toBe(20);
  });

  it('without a platform, the new channel is a new route of the first source with routes', () => {
    const s = JSON.parse(readFileSync(resolve(ROOT, 'public/scenarios/001-two-paths-packet.json'), 'utf8')) as Scenario;
    const target = {
      kind: 'new',
      channelId: freeChannelId(s),
      forwardMs: 10,
      feedbackMs: 30,
      platformId: null,
      node: 'head',
    } as const;
    const after = attachTrace(s, law(), target);
    expect(solver.check(JSON.stringify(after))).toEqual([]);
    const routes = (after.sources![0] as { routes: Array<{ via: string[] }> }).routes;
    expect(routes[routes.length - 1]).toEqual({ via: ['trace'] });
  });
});
