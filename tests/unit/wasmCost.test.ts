import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ScenarioError, Solver } from '../../src/solver/wasm';
import { ROOT, mpsim, mpsimPath } from './nativeCli';

const preset = (name: string) => readFileSync(resolve(ROOT, `public/scenarios/${name}.json`), 'utf8');
let solver: Solver;

beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
  mpsimPath();
}, 600_000);

/** III-D with other solver settings. */
function iiiD(durationS: number, dtS: number, sampleEveryS: number): string {
  const s = JSON.parse(preset('III-D'));
  s.solver = { ...s.solver, durationS, dtS, sampleEveryS };
  return JSON.stringify(s);
}

describe('the cost of a run, from the .wasm (mp_cost)', () => {
  it('finds the default preset within limits, with the steps, rows and columns a run has', () => {
    const cost = solver.cost(preset('III-D'));
    expect(cost).toMatchObject({ steps: 540_000, samples: 5401, routes: 7, resources: 7, columns: 15, fits: true });
    expect(cost.sampleBytes).toBe(5401 * 15 * 8);
    expect(cost.over).toEqual([]);
    const run = solver.start(preset('III-D'));
    expect(run.layout.sampleWidth).toBe(cost.columns);
    run.dispose();
  });

  it('says the same as `mpsim cost --json`', () => {
    expect(solver.cost(preset('III-E'))).toEqual(JSON.parse(mpsim('cost', 'III-E', '--json')));
  });

  it('finds the tab-freezer of issue 10 over the memory limit, with suggestions that fit', () => {
    const cost = solver.cost(iiiD(1e7, 0.05, 0.5));
    expect(cost.fits).toBe(false);
    expect(cost.samples).toBe(20_000_001);
    const memory = cost.over.find((e) => e.what === 'memory');
    expect(memory?.field).toBe('solver.sampleEveryS');
    expect(memory?.message).toMatch(/^solver\.sampleEveryS: 2\.4 GB of samples/);
    expect(cost.suggestions.length).toBeGreaterThan(0);
    for (const s of cost.suggestions) {
      const fixed = JSON.parse(iiiD(1e7, 0.05, 0.5));
      fixed.solver[s.field.replace('solver.', '')] = s.value;
      expect(solver.cost(JSON.stringify(fixed)).fits).toBe(true);
    }
  });

  it('refuses an invalid scenario with field-named errors', () => {
    expect(() => solver.cost(iiiD(540, 0, 0.1))).toThrow(ScenarioError);
    expect(() => solver.cost(iiiD(540, 0, 0.1))).toThrow(/^solver\.dtS: must be between/);
    expect(() => solver.cost('{"format": 3}')).toThrow(/^format: must be a string/);
    // ... and the module is still usable.
    expect(solver.cost(preset('III-E')).fits).toBe(true);
  });
});
