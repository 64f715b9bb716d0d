import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { lawKey } from '../../src/compare/sameLaw';
import { defaultComparison, variantLabel, withAddedVariant } from '../../src/compare/defaults';
import { defaultController } from '../../src/scenario/controllers';
import type { Comparison, ControllerKind, Scenario } from '../../src/scenario/format';
import type { RunSummary } from '../../src/solver/layout';
import { Solver } from '../../src/solver/wasm';
import { ROOT } from './nativeCli';
import { at } from '../../src/util/at';

const preset = (name: string): Scenario =>
  JSON.parse(readFileSync(resolve(ROOT, `public/scenarios/${name}.json`), 'utf8'));
let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
});

/** A shorter run of `name` (the first `durationS` seconds), so that every kind solves quickly. */
function shortened(name: string, durationS: number): Scenario {
  const s = preset(name);
  return { ...s, solver: { ...s.solver, durationS } };
}

/** The summary of every variant of `comparison` on `scenario`, by the real solver. */
function summaries(scenario: Scenario, comparison: Comparison): RunSummary[] {
  const json = JSON.stringify({ ...scenario, comparison });
  return comparison.variants.map((_, k) => {
    const run = solver.start(json, k);
    while (!run.done) run.next(5000);
    const summary = run.summary();
    run.dispose();
    return summary;
  });
}

/** Mean throughput of every route of `summary`, by route id. */
const routeMeans = (summary: RunSummary) => summary.routes.map((r) => [r.id, r.meanMbps] as const);

/** A comparison of default controllers of `kinds` for `source`. */
const of = (source: string, kinds: ControllerKind[]): Comparison => ({
  source,
  variants: kinds.map((kind) => ({ label: kind, controller: defaultController(kind) })),
});

describe('controllers that run the same law (sameLaw.ts) give the same run', () => {
  const convoy = shortened('III-D', 120);
  const groups: ControllerKind[][] = [
    ['lia', 'mcc-coop', 'gmcc-coop'],
    ['uncoupled', 'tcp'],
    ['mhip', 'coupled-increase', 'mtcp'],
    ['fully-coupled', 'aimd'],
  ];
  for (const kinds of groups) {
    it(`${kinds.join(' = ')} on the convoy, where no local flow loads a route`, () => {
      const keys = kinds.map((kind) => lawKey(defaultController(kind), convoy, 'fleet'));
      expect(new Set(keys).size).toBe(1);
      const all = summaries(convoy, of('fleet', kinds)).map(routeMeans);
      const [first, rest] = [at(all, 0), all.slice(1)];
      expect(first.every(([, mbps]) => mbps > 0)).toBe(true);
      for (const other of rest)
        other.forEach(([id, mbps], k) => {
          expect(id).toBe(at(first, k)[0]);
          expect(Math.abs(mbps - at(first, k)[1])).toBeLessThanOrEqual(1e-9 * Math.max(1, at(first, k)[1]));
        });
    }, 120_000);
  }

  it('tells apart the laws it says differ: a group from the next, MCC-Coop from LIA beside local flows', () => {
    const means = summaries(convoy, of('fleet', ['lia', 'olia', 'uncoupled'])).map(routeMeans);
    const [lia, olia, uncoupled] = [at(means, 0), at(means, 1), at(means, 2)];
    const differs = (a: typeof lia, b: typeof lia) => a.some(([, mbps], k) => Math.abs(mbps - at(b, k)[1]) > 1e-3);
    expect(differs(lia, olia)).toBe(true);
    expect(differs(lia, uncoupled)).toBe(true);
    const relays = shortened('002-relays-tcp', 60);
    const mp = defaultComparison(relays)!.source;
    expect(lawKey(defaultController('mcc-coop'), relays, mp)).not.toBe(lawKey(defaultController('lia'), relays, mp));
    const relayMeans = summaries(relays, of(mp, ['lia', 'mcc-coop'])).map(routeMeans);
    const [r1, r2] = [at(relayMeans, 0), at(relayMeans, 1)];
    expect(differs(r1, r2)).toBe(true);
  }, 120_000);
});

describe("mHIP's packet-only options", () => {
  it('keep mHIP apart from coupled increase when dupThresh is not 3 or ADDR is on, not otherwise', () => {
    const convoy = preset('III-D');
    const key = (extra: object) => lawKey({ ...defaultController('mhip'), ...extra }, convoy, 'fleet');
    const coupled = lawKey(defaultController('coupled-increase'), convoy, 'fleet');
    expect(key({ dupThresh: 3 })).toBe(coupled);
    expect(key({ dupThresh: 6 })).not.toBe(coupled);
    expect(key({ addrMs: 60 })).not.toBe(coupled);
    expect(key({ dupThresh: 6 })).not.toBe(key({ dupThresh: 10 }));
  });
});

describe('"Add controller" adds a controller whose curve differs', () => {
  it('skips MCC-Coop and GMCC-Coop (LIA here) on the convoy and adds OLIA, then mHIP', () => {
    const convoy = preset('III-D');
    let c = defaultComparison(convoy)!;
    expect(c.variants.map(variantLabel)).toEqual(['Kelly-Voice', 'LIA']);
    c = withAddedVariant(c, convoy);
    expect(c.variants.map(variantLabel)).toEqual(['Kelly-Voice', 'LIA', 'OLIA']);
    c = withAddedVariant(c, convoy);
    expect(c.variants.map(variantLabel)).toEqual(['Kelly-Voice', 'LIA', 'OLIA', 'mHIP two-level']);
    const runs = summaries(shortened('III-D', 120), c).map((s) => at(s.sources, 0).total.meanMbps);
    expect(new Set(runs.map((m) => m.toFixed(3))).size).toBe(4);
  }, 120_000);

  it('compares a LIA source without local flows with a law that differs (not MCC-Coop)', () => {
    const convoy = preset('III-D');
    const lia = { ...convoy, sources: convoy.sources!.map((s) => ({ ...s, controller: defaultController('lia') })) };
    const c = defaultComparison(lia)!;
    expect(c.variants.map(variantLabel)).toEqual(['LIA', 'Kelly-Voice']);
  });
});
