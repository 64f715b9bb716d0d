import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ScenarioError, Solver } from '../../src/solver/wasm';
import { ROOT } from './nativeCli';

const preset = (name: string) => JSON.parse(readFileSync(resolve(ROOT, `public/scenarios/${name}.json`), 'utf8'));
let solver: Solver;

beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
}, 600_000);

/** A Kelly-Voice source on a channel that never signals congestion: its rate overflows after about 25 s. */
const unbounded = JSON.stringify({
  format: 'multipath-playground/scenario',
  version: 1,
  channels: [
    {
      id: 'free',
      group: 'path',
      capacity: { law: 'constant', capacityMbps: 20 },
      lossProbability: 0,
      delays: { forwardMs: 10, feedbackMs: 10 },
    },
  ],
  sources: [{ id: 'flow', routes: [{ via: ['free'] }], controller: { kind: 'kelly-voice', a: 1, b: 1 } }],
  solver: { dtS: 0.001, durationS: 40, sampleEveryS: 0.5 },
});

describe('the WebAssembly solver on runs the step cannot resolve (docs/model.md §4.6-4.7)', () => {
  it('stops a run whose rate overflows: finite rows, then summary() throws naming the route and time', () => {
    const run = solver.start(unbounded);
    let rows = 0;
    while (!run.done) {
      const chunk = run.next(10);
      expect(chunk.every(Number.isFinite)).toBe(true);
      rows += chunk.length / run.layout.sampleWidth;
    }
    expect(rows).toBeGreaterThan(40);
    expect(rows).toBeLessThan(81);
    // The worker posts this error as its `failed` reply (workers/solver.worker.ts).
    expect(() => run.summary()).toThrow(/^route "flow-free": its rate.* t = 25\./);
    run.dispose();
    // The whole-run summary refuses the same way, and the module stays usable.
    expect(() => solver.summary(unbounded)).toThrow(ScenarioError);
    expect(solver.check(unbounded)).toEqual([]);
  });

  it('runs a 1e-6 ms round trip at two steps, below capacity, with a field-named warning', () => {
    const scenario = preset('III-D');
    scenario.stations[0].delays = { forwardMs: 5e-7, feedbackMs: 5e-7 };
    scenario.solver.durationS = 60;
    const summary = solver.summary(JSON.stringify(scenario)) as unknown as {
      routes: { id: string; meanMbps: number }[];
      warnings: string[];
    };
    expect(summary.warnings).toHaveLength(2);
    expect(summary.warnings[0]).toMatch(/^stations\[0\]\.delays: the round trip of route "head-B1" \(1e-6 ms\)/);
    for (const r of summary.routes) expect(r.meanMbps).toBeLessThanOrEqual(20);
  });

  it('refuses 140k duplicate route ids with 20 errors and a count', () => {
    const scenario = preset('III-D');
    scenario.platforms[0].links[0].to = Array.from({ length: 140_000 }, () => 'B1');
    const errors = solver.check(JSON.stringify(scenario));
    expect(errors).toHaveLength(21);
    expect(errors[20]).toBe('(root): and 139979 more errors');
  });
});
