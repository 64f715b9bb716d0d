/**
 * Comparison variants and run summaries through the WebAssembly wrapper, checked against
 * `mpsim compare --json` of the native CLI.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ScenarioError, Solver } from '../../src/solver/wasm';
import type { RunSummary } from '../../src/solver/layout';
import { ROOT, mpsim, mpsimPath } from './nativeCli';
import { TWO_RELAYS } from './compareFixtures';

let solver: Solver;
const json = JSON.stringify(TWO_RELAYS);

beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
  mpsimPath();
}, 600_000);

/** Runs variant `index` to its end in chunks, as the worker does, and returns its summary. */
function runVariant(index: number): { title: string; rows: number; summary: RunSummary } {
  const run = solver.start(json, index);
  let rows = 0;
  while (!run.done) rows += run.next(137).length / run.layout.sampleWidth;
  const summary = run.summary();
  run.dispose();
  return { title: run.layout.title, rows, summary };
}

/** Every number of `actual` within `tolerance` of `expected`, everything else equal. */
function expectClose(actual: unknown, expected: unknown, path = '$'): void {
  if (typeof expected === 'number') {
    expect(typeof actual, path).toBe('number');
    expect(Math.abs((actual as number) - expected), path).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
  } else if (expected !== null && typeof expected === 'object') {
    expect(Object.keys(actual as object).sort(), path).toEqual(Object.keys(expected).sort());
    for (const [k, v] of Object.entries(expected)) expectClose((actual as Record<string, unknown>)[k], v, `${path}.${k}`);
  } else expect(actual, path).toEqual(expected);
}

describe('comparison variants in WebAssembly', () => {
  it('runs each variant with its own controller and summarises it like `mpsim compare --json`', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mp-compare-'));
    writeFileSync(join(dir, 'two-relays.json'), json);
    const native = JSON.parse(mpsim('compare', join(dir, 'two-relays.json'), '--json')) as Array<{ label: string; summary: RunSummary }>;
    expect(native.map((v) => v.label)).toEqual(['LIA', 'MCC-Coop']);

    const [lia, coop] = [runVariant(0), runVariant(1)];
    expect(lia.title).toBe('Two relays · LIA');
    expect(coop.title).toBe('Two relays · MCC-Coop');
    expect(lia.rows).toBe(601);
    expectClose(lia.summary, native[0].summary);
    expectClose(coop.summary, native[1].summary);

    // The compared source runs the variant's controller; the local flows keep TCP.
    const mp = (s: RunSummary) => s.sources.find((x) => x.id === 'mp')!;
    expect(lia.summary.sources.map((s) => s.controller)).toEqual(['lia', 'tcp', 'tcp']);
    expect(coop.summary.sources.map((s) => s.controller)).toEqual(['mcc-coop', 'tcp', 'tcp']);
    // The two controllers treat the flows differently (numbers of `mpsim compare`).
    expect(mp(lia.summary).total.meanMbps).toBeCloseTo(0.55, 2);
    expect(mp(coop.summary).total.meanMbps).toBeCloseTo(0.659, 2);
    expect(lia.summary.routes.filter((r) => r.source === 'mp').map((r) => r.share)).toEqual([expect.closeTo(0.5, 2), expect.closeTo(0.5, 2)]);
    expect(coop.summary.routes.find((r) => r.id === 'mp-lte2')!.share).toBeCloseTo(0.535, 2);
    expect(mp(lia.summary).friendlinessPeers).toEqual(['local1', 'local2']);
    expect(mp(lia.summary).friendlinessFactor).toBeCloseTo(0.954, 2);
    expect(mp(coop.summary).friendlinessFactor).toBeCloseTo(1.263, 2);
    expect(lia.summary.sources[2].sendingRateMbps).toBe(0.9);
    expect(lia.summary.fileMegabytes).toBe(2);
    expect(mp(coop.summary).fileTransferS).toBeLessThan(mp(lia.summary).fileTransferS!);
    expect(lia.summary.jainIndex).toBeGreaterThan(coop.summary.jainIndex!);
  });

  it('summarises only the steps run so far', () => {
    const run = solver.start(json, 1);
    run.next(100);
    const partial = run.summary();
    run.dispose();
    expect(partial.sources[0].megabytes).toBeGreaterThan(0);
    expect(partial.sources[0].megabytes).toBeLessThan(runVariant(1).summary.sources[0].megabytes / 3);
  });

  it('refuses a variant the comparison does not have, and stays usable', () => {
    expect(() => solver.start(json, 2)).toThrow(ScenarioError);
    try {
      solver.start(json, 2);
    } catch (error) {
      expect((error as ScenarioError).errors).toEqual(['comparison: variant 2 does not exist (the scenario has 2)']);
    }
    expect(runVariant(0).rows).toBe(601);
  });
});
