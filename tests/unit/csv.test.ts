import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatF64, runCsv } from '../../src/share/csv';
import { readScenarioText } from '../../src/share/importScenario';
import { RunStore } from '../../src/store/runStore';
import { Solver } from '../../src/solver/wasm';
import { ROOT, mpsim } from './nativeCli';

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
}, 600_000);

describe('formatF64 writes numbers as Rust does', () => {
  it('expands exponents and keeps shortest digits', () => {
    expect(formatF64(0.1)).toBe('0.1');
    expect(formatF64(20)).toBe('20');
    expect(formatF64(1.2345e-7)).toBe('0.00000012345');
    expect(formatF64(5e-324)).toBe(`0.${'0'.repeat(323)}5`);
    expect(formatF64(1e21)).toBe('1000000000000000000000');
    expect(formatF64(-2.5e-8)).toBe('-0.000000025');
    expect(formatF64(0)).toBe('0');
  });
});

describe('CSV export', () => {
  it('is byte for byte the CSV of `mpsim run` for the same scenario', () => {
    const json = readFileSync(resolve(ROOT, 'public/scenarios/III-E.json'), 'utf8');
    const run = solver.start(json);
    const store = new RunStore(run.layout);
    while (!run.done) {
      const rows = run.next(333);
      store.append(rows, rows.length / run.layout.sampleWidth);
    }
    run.dispose();
    expect(runCsv(store)).toBe(mpsim('run', 'III-E'));
  });
});

describe('importing a scenario file', () => {
  it('accepts a preset and names the field of a broken one', () => {
    const text = readFileSync(resolve(ROOT, 'public/scenarios/III-D.json'), 'utf8');
    expect(readScenarioText(solver, 'a.json', text)).toHaveProperty('scenario.title');
    const broken = JSON.parse(text);
    broken.stations[1].capacityMbps = -3;
    expect(readScenarioText(solver, 'b.json', JSON.stringify(broken))).toEqual({
      errors: ['b.json: stations[1].capacityMbps: must be > 0, got -3'],
    });
    expect(readScenarioText(solver, 'c.json', '{"format":')).toEqual({
      errors: [expect.stringMatching(/^c\.json: not valid JSON/)],
    });
  });
});
