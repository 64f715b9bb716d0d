import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ScenarioError, Solver } from '../../src/solver/wasm';
import { ROOT, mpsim, mpsimPath, parseCsv } from './nativeCli';
import { at } from '../../src/util/at';

const wasmPath = resolve(ROOT, 'src/wasm/mpsolver.wasm');
const preset = (name: string) => readFileSync(resolve(ROOT, `public/scenarios/${name}.json`), 'utf8');
let solver: Solver;

beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(wasmPath));
  mpsimPath();
}, 600_000);

/** Runs a scenario to its end through the wrapper, in chunks of `chunkRows`. */
function runAll(json: string, chunkRows: number): { columns: string[]; rows: number[][] } {
  const run = solver.start(json);
  const width = run.layout.sampleWidth;
  const rows: number[][] = [];
  while (!run.done) {
    const chunk = run.next(chunkRows);
    for (let i = 0; i < chunk.length; i += width) rows.push(Array.from(chunk.subarray(i, i + width)));
  }
  run.dispose();
  return { columns: run.layout.columns, rows };
}

describe('the solver as WebAssembly in Node', () => {
  it('runs the default preset (III-D) and agrees with the native CLI bit for bit', () => {
    const wasm = runAll(preset('III-D'), 500);
    const native = parseCsv(mpsim('run', 'III-D'));
    expect(wasm.columns).toEqual(native.header);
    expect(wasm.columns.slice(0, 5)).toEqual(['t_s', 'x:head-B1', 'x:head-B2', 'x:head-B3', 'x:sat']);
    expect(wasm.rows.length).toBe(5401);
    expect(native.rows.length).toBe(5401);
    let worst = 0;
    wasm.rows.forEach((row, i) =>
      row.forEach((v, k) => (worst = Math.max(worst, Math.abs(v - at(at(native.rows, i), k))))),
    );
    // Bit for bit: the CSV prints each number's shortest round-trip form, and wasm (with SIMD)
    // does the same IEEE operations in the same order as native (docs/performance.md).
    expect(worst).toBe(0);
    // And the run is the paper's: the satellite ends at eq (15)'s 13.60.
    const sat = wasm.columns.indexOf('x:sat');
    expect(at(wasm.rows, 5400)[sat]).toBeCloseTo(13.6, 1);
  }, 120_000);

  it('gives the same rows whatever the chunk size', () => {
    const json = preset('III-E');
    const big = runAll(json, 10_000).rows;
    const small = runAll(json, 7).rows;
    expect(small).toEqual(big);
    expect(big.length).toBe(2001);
  });

  it('summarises like `mpsim summary`', () => {
    const native = JSON.parse(mpsim('summary', 'III-E'));
    const wasm = solver.summary(preset('III-E'));
    expect(wasm).toEqual(native);
    expect(wasm.fixedPoint?.ratesMbps['sat']).toBeGreaterThan(5);
  });

  it('refuses an invalid scenario with field-named errors, and stays usable', () => {
    const bad = JSON.parse(preset('III-D'));
    bad.stations[2].decay.alphaPerM = -1;
    bad.stations[0].capacityMbps = 'fast';
    expect(() => solver.start(JSON.stringify(bad))).toThrow(ScenarioError);
    const errors = solver.check(JSON.stringify(bad));
    expect(errors).toContain('stations[2].decay.alphaPerM: must be > 0, got -1');
    expect(errors).toContain('stations[0].capacityMbps: must be a number, got "fast"');
    expect(solver.check('{"format": ')[0]).toMatch(/^\(root\): not valid JSON/);
    expect(solver.check(preset('III-D'))).toEqual([]);
  });

  it('reports node positions: head and tail of the static convoy 200 m apart', () => {
    const run = solver.start(preset('III-E'));
    const p = run.positions();
    run.dispose();
    expect(run.layout.nodes.map((n) => n.id)).toEqual(['head', 'middle', 'tail']);
    expect(Math.hypot(at(p, 0) - at(p, 4), at(p, 1) - at(p, 5))).toBeCloseTo(200, 9);
    expect([p[2], p[3]]).toEqual([-200, -200]);
  });

  it('draws the III-D path and places the convoy at any time without moving the run', () => {
    const run = solver.start(preset('III-D'));
    expect(run.layout.platforms).toEqual([{ id: 'convoy', lengthM: 200, endTimeS: expect.closeTo(535.9187, 3) }]);
    const path = run.outline(0, 5);
    // Starts at (500, 0), the clover's start, and ends at (1360, 0) after the half circle.
    expect(path[0]).toBeCloseTo(500, 3);
    expect(path[path.length - 2]).toBeCloseTo(1360, 2);
    expect(path.length / 2).toBeGreaterThan(7000 / 5);
    const middleAt = (t: number) => Array.from(run.positionsAt(t).subarray(2, 4));
    expect(middleAt(0)[0]).toBeCloseTo(500, 3);
    expect(middleAt(0)[1]).toBeCloseTo(0, 3);
    expect(middleAt(600)[0]).toBeCloseTo(1360, 2);
    expect(run.timeS).toBe(0);
    run.dispose();
  });
});
