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
import { at } from '../../src/util/at';

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
    for (const [k, v] of Object.entries(expected))
      expectClose((actual as Record<string, unknown>)[k], v, `${path}.${k}`);
  } else expect(actual, path).toEqual(expected);
}

describe('comparison variants in WebAssembly', () => {
  it('runs each variant with its own controller and summarises it like `mpsim compare --json`', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mp-compare-'));
    writeFileSync(join(dir, 'two-relays.json'), json);
    const native = JSON.parse(mpsim('compare', join(dir, 'two-relays.json'), '--json')) as Array<{
      label: string;
      summary: RunSummary;
    }>;
    expect(native.map((v) => v.label)).toEqual(['LIA', 'MCC-Coop']);

    const [lia, coop] = [runVariant(0), runVariant(1)];
    expect(lia.title).toBe('Two relays · LIA');
    expect(coop.title).toBe('Two relays · MCC-Coop');
    expect(lia.rows).toBe(601);
    expectClose(lia.summary, at(native, 0).summary);
    expectClose(coop.summary, at(native, 1).summary);

    // The compared source runs the variant's controller; the local flows keep TCP.
    expect(lia.summary.sources.map((s) => s.controller)).toEqual(['lia', 'tcp', 'tcp']);
    expect(coop.summary.sources.map((s) => s.controller)).toEqual(['mcc-coop', 'tcp', 'tcp']);
    for (const { summary } of [lia, coop]) {
      const [mp, local1, local2] = [
        at(summary.sources, 0, 'source'),
        at(summary.sources, 1, 'source'),
        at(summary.sources, 2, 'source'),
      ];
      const paths = summary.routes.filter((r) => r.source === 'mp');
      expect(paths.map((r) => r.id)).toEqual(['mp-lte1', 'mp-lte2']);
      // Shares are the paths' parts of the source's mean; bytes are mean rate times 60 s.
      expect(at(paths, 0).share + at(paths, 1).share).toBeCloseTo(1, 9);
      expect(at(paths, 1).share).toBeCloseTo(at(paths, 1).meanMbps / mp.total.meanMbps, 9);
      expect(mp.megabytes).toBeCloseTo((mp.total.meanMbps * 60) / 8, 6);
      // FF compares with bulk TCP flows only: application-limited local flows are no peers.
      expect(mp.friendlinessPeers).toEqual([]);
      expect(mp.friendlinessFactor).toBeNull();
      expect(local1.friendlinessFactor).toBeNull();
      // The local flows stay under their sending rates; the file is moved within the run.
      expect(local1.sendingRateMbps).toBe(1);
      expect(local2.sendingRateMbps).toBe(0.9);
      expect(local2.total.meanMbps).toBeLessThan(0.9);
      expect(mp.fileTransferS).toBeGreaterThan(0);
      expect(mp.fileTransferS).toBeLessThan(60);
      expect(summary.fileMegabytes).toBe(2);
      expect(summary.resources.map((r) => r.id)).toEqual(['lte1', 'lte2']);
      expect(at(summary.resources, 0).meanCapacityMbps).toBeCloseTo(1.2, 9);
    }
    // The two controllers treat the flows differently.
    expect(
      Math.abs(at(lia.summary.sources, 0).total.meanMbps - at(coop.summary.sources, 0).total.meanMbps),
    ).toBeGreaterThan(0.01);
    expect(at(lia.summary.routes, 1).share).not.toBeCloseTo(at(coop.summary.routes, 1).share, 3);
  });

  it('summarises only the steps run so far', () => {
    const run = solver.start(json, 1);
    run.next(100);
    const partial = run.summary();
    run.dispose();
    expect(at(partial.sources, 0).megabytes).toBeGreaterThan(0);
    expect(at(partial.sources, 0).megabytes).toBeLessThan(at(runVariant(1).summary.sources, 0).megabytes / 3);
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
