/**
 * "Check accuracy": the wasm check (the run at dt against the run at dt/2) and what the page
 * says about it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ScenarioError, Solver } from '../../src/solver/wasm';
import { ACCURACY_TOLERANCE, accuracyVerdict } from '../../src/run/accuracyText';
import { ROOT } from './nativeCli';

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
});

const preset = (name: string) => JSON.parse(readFileSync(resolve(ROOT, `public/scenarios/${name}.json`), 'utf8'));

describe('the accuracy check', () => {
  it("passes the paper's 1 ms step on III-E and names the route that moved most", () => {
    const report = solver.accuracy(JSON.stringify(preset('III-E')));
    expect(report.dtS).toBe(0.001);
    expect(report.halfDtS).toBe(0.0005);
    expect(report.series).toHaveLength(7);
    expect(report.largestRelative).toBeLessThan(ACCURACY_TOLERANCE);
    const verdict = accuracyVerdict(report);
    expect(verdict.warning).toBe(false);
    expect(verdict.text).toMatch(
      /^dt = 1 ms is small enough: halving it moves no route by more than 0\.\d+ % of its peak \(head-B3, /,
    );
  });

  it('warns at a step too coarse for the round trips, and says what to change', () => {
    const s = preset('III-E');
    s.solver.dtS = 0.02;
    s.solver.sampleEveryS = 0.1;
    const report = solver.accuracy(JSON.stringify(s));
    expect(report.largestRelative).toBeGreaterThan(ACCURACY_TOLERANCE);
    const verdict = accuracyVerdict(report);
    expect(verdict.warning).toBe(true);
    expect(verdict.text).toMatch(/^dt = 20 ms is too coarse: .* Lower the solver's dt \(solver\.dtS\)/);
  });

  it('refuses a packet run by field', () => {
    const s = preset('003-three-paths-packet');
    s.solver.durationS = 5;
    expect(() => solver.accuracy(JSON.stringify(s))).toThrow(ScenarioError);
  });
});
