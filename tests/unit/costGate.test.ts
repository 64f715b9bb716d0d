import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Solver } from '../../src/solver/wasm';
import type { Scenario } from '../../src/scenario/types';
import {
  applySuggestion,
  gateVerdict,
  holdsGeometry,
  runCount,
  suggestTogether,
  withinApproved,
  type GateVerdict,
} from '../../src/state/costGate';
import { ROOT } from './nativeCli';
import { at } from '../../src/util/at';

let solver: Solver;
const preset = (name: string): Scenario =>
  JSON.parse(readFileSync(resolve(ROOT, `public/scenarios/${name}.json`), 'utf8')) as Scenario;
const verdictOf = (s: Scenario): GateVerdict => gateVerdict(s, JSON.stringify(s), (json) => solver.cost(json));

/** `s` with other solver settings. */
function withSolver(s: Scenario, settings: Partial<Scenario['solver']>): Scenario {
  return { ...s, solver: { ...s.solver, ...settings } };
}

/** The tab-freezer of issue 10: III-D for 1e7 s at dt 0.05 s, sampled every 0.5 s. */
const freezer = () => withSolver(preset('III-D'), { durationS: 1e7, dtS: 0.05, sampleEveryS: 0.5 });
/** III-D over the memory limit only (3 million rows of 15 columns: 360 MB in 1 s of solving). */
const memoryHog = () => withSolver(preset('III-D'), { durationS: 3000, dtS: 0.001, sampleEveryS: 0.001 });

beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
}, 600_000);

describe('the cost gate', () => {
  it('lets every preset through, with its figures', () => {
    const d = verdictOf(preset('III-D'));
    expect(d).toEqual({
      kind: 'fits',
      figures: { runs: 1, solveMs: expect.closeTo(189 + 12.2, 0), sampleBytes: 5401 * 15 * 8, drawnPoints: 1608 + 18 },
    });
    for (const name of ['III-B', 'III-C', 'III-E', 'III-F', 'III-G', '000-convoy-controllers', '004-roadside'])
      expect(verdictOf(preset(name)).kind, name).toBe('fits');
  });

  it('holds the tab-freezer with the solver numbers, and its suggestion fits', () => {
    const v = verdictOf(freezer());
    if (v.kind !== 'over') throw new Error(`expected over, got ${v.kind}`);
    expect(v.figures.runs).toBe(1);
    expect(v.figures.sampleBytes).toBe(20_000_001 * 15 * 8);
    expect(v.figures.drawnPoints).toBe(1608 + 333_333);
    expect(v.over.map((e) => [e.what, e.field])).toEqual([
      ['time', 'solver.durationS'],
      ['memory', 'solver.sampleEveryS'],
      ['drawing', 'solver.durationS'],
    ]);
    expect(at(v.over, 1).message).toMatch(/^solver\.sampleEveryS: 2\.4 GB of samples \(20000001 rows x 15 columns/);
    expect(v.suggestions).toEqual([
      { field: 'solver.durationS', value: 710_000, message: 'solver.durationS: run 710000 s instead of 10000000 s' },
    ]);
    // Drawing is over: the map's geometry waits too.
    expect(holdsGeometry(v)).toBe(true);
    const shortened = applySuggestion(freezer(), at(v.suggestions, 0));
    expect(shortened.solver).toEqual({ ...freezer().solver, durationS: 710_000 });
    expect(verdictOf(shortened).kind).toBe('fits');
  });

  it('offers a longer sample interval when only memory is over, and both suggestions fit', () => {
    const v = verdictOf(memoryHog());
    if (v.kind !== 'over') throw new Error(`expected over, got ${v.kind}`);
    expect(v.over.map((e) => e.what)).toEqual(['memory']);
    expect(holdsGeometry(v)).toBe(false);
    expect(v.suggestions.map((s) => [s.field, s.value])).toEqual([
      ['solver.sampleEveryS', 0.002],
      ['solver.durationS', 1600],
    ]);
    for (const s of v.suggestions) expect(verdictOf(applySuggestion(memoryHog(), s)).kind, s.field).toBe('fits');
  });

  it('searches as the solver does: for one run it finds the solver own suggestions', () => {
    for (const s of [freezer(), memoryHog()]) {
      const cost = solver.cost(JSON.stringify(s));
      expect(suggestTogether(s, cost, 1, (json) => solver.cost(json))).toEqual(
        cost.suggestions.map((x) => ({ ...x, message: expect.any(String) })),
      );
    }
  });

  it('sums the variants of a comparison, and its suggestions fit all of them together', () => {
    const convoy = preset('000-convoy-controllers');
    expect(runCount(convoy)).toBe(convoy.comparison!.variants.length);
    expect(runCount(preset('III-D'))).toBe(1);
    // One run fits (1,500,001 rows x 15 columns x 8 bytes = 180 MB, under 200 MB); three together do not.
    const one = withSolver(preset('III-D'), { durationS: 1500, dtS: 0.001, sampleEveryS: 0.001 });
    expect(verdictOf(one).kind).toBe('fits');
    const three = {
      ...one,
      comparison: { source: convoy.comparison!.source, variants: convoy.comparison!.variants.slice(0, 3) },
    };
    three.comparison.source = at(one.sources!, 0).id;
    const v = verdictOf(three);
    if (v.kind !== 'over') throw new Error(`expected over, got ${v.kind}`);
    expect(v.figures.runs).toBe(3);
    expect(v.figures.sampleBytes).toBe(3 * 1_500_001 * 15 * 8);
    expect(v.over.map((e) => e.what)).toEqual(['memory']);
    expect(at(v.over, 0).message).toMatch(/^solver\.sampleEveryS: 540 MB of samples for 3 controllers/);
    expect(v.suggestions.map((s) => s.field)).toEqual(['solver.sampleEveryS', 'solver.durationS']);
    for (const s of v.suggestions) {
      const applied = verdictOf(applySuggestion(three, s));
      expect(applied.kind, `${s.field} ${s.value}`).toBe('fits');
    }
  });

  it('holds 200 clover platforms as hard: no Run anyway, no suggestion, the memory named by field (issue 23)', () => {
    const s = preset('III-D');
    const clovers = Array.from({ length: 200 }, (_, i) => ({
      id: `p${i}`,
      trajectory: { kind: 'clover', radiusM: 1000, revolutions: 100 },
      links: [{ node: 'middle', to: ['sat'] }],
    }));
    const big = { ...s, platforms: [...(s.platforms ?? []), ...clovers] } as Scenario;
    const v = verdictOf(big);
    if (v.kind !== 'over') throw new Error(`expected over, got ${v.kind}`);
    expect(v.hard).toBe(true);
    expect(v.suggestions).toEqual([]);
    expect(v.over.find((e) => e.hard)?.message).toMatch(/^platforms: 201 clover paths need about [\d.]+ GB/);
    // A soft excess (time) is not hard: Run anyway stays.
    const soft = verdictOf(freezer());
    expect(soft.kind === 'over' && soft.hard).toBe(false);
  });

  it('lets an invalid scenario through (the worker names its errors)', () => {
    expect(verdictOf(withSolver(preset('III-D'), { dtS: 0 }))).toEqual({ kind: 'invalid' });
  });

  it('keeps an approval for scenarios that cost no more', () => {
    const approved = { runs: 1, solveMs: 7000, sampleBytes: 1e6, drawnPoints: 700 };
    expect(withinApproved({ ...approved, solveMs: 6999 }, approved)).toBe(true);
    expect(withinApproved({ ...approved, sampleBytes: 2e6 }, approved)).toBe(false);
    expect(withinApproved({ ...approved, runs: 2 }, approved)).toBe(false);
  });
});
