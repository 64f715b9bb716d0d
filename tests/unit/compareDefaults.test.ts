import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  defaultComparedSource,
  defaultComparison,
  fluidVsPacket,
  isComparing,
  routeCount,
  shortLabel,
  uniqueLabel,
  variantLabel,
  withAddedVariant,
  withVariantKind,
  withVariantLabel,
  withoutVariant,
  withSource,
} from '../../src/compare/defaults';
import type { Comparison, Scenario } from '../../src/scenario/types';
import { Solver } from '../../src/solver/wasm';
import { ROOT } from './nativeCli';
import { at } from '../../src/util/at';

const preset = (name: string): Scenario =>
  JSON.parse(readFileSync(resolve(ROOT, `public/scenarios/${name}.json`), 'utf8'));
let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
});

/** The solver's verdict on `scenario` with `comparison`: no errors, and each variant's title. */
function accepted(scenario: Scenario, comparison: Comparison): string[] {
  const json = JSON.stringify({ ...scenario, comparison });
  expect(solver.check(json)).toEqual([]);
  return comparison.variants.map((_, k) => {
    const run = solver.start(json, k);
    run.dispose();
    return run.layout.title;
  });
}

describe('comparison defaults', () => {
  it('counts a platform source one route per link target, and compares the first source with 2+ routes', () => {
    const convoy = preset('III-F');
    expect(convoy.sources!.map((s) => routeCount(convoy, s))).toEqual([7, 1]);
    expect(defaultComparedSource(convoy)?.id).toBe('fleet');
    const shared = preset('001-shared-bottleneck');
    expect(defaultComparedSource({ ...shared, sources: [...shared.sources!].reverse() })?.id).toBe('mhip');
    expect(defaultComparedSource({ ...shared, sources: [] })).toBeNull();
  });

  it('starts with the current controller and LIA (MCC-Coop when it already is LIA), accepted by the solver', () => {
    const convoy = preset('III-D');
    const first = defaultComparison(convoy)!;
    expect(first.source).toBe('fleet');
    expect(first.variants).toEqual([
      { label: 'Kelly-Voice', controller: { kind: 'kelly-voice', a: 0.025, b: 0.875 } },
      { label: 'LIA', controller: { kind: 'lia', packetBytes: 1500 } },
    ]);
    expect(accepted(convoy, first)).toEqual([`${convoy.title} · Kelly-Voice`, `${convoy.title} · LIA`]);

    const { comparison: _, ...relays } = preset('002-relays-tcp');
    const second = defaultComparison(relays)!;
    expect(second.source).toBe('root');
    expect(second.variants.map(variantLabel)).toEqual(['LIA', 'MCC-Coop']);
    expect(at(second.variants, 1).controller.kind).toBe('mcc-coop');
    expect(isComparing(relays)).toBe(false);
    expect(isComparing({ ...relays, comparison: second })).toBe(true);
    expect(defaultComparison({ ...relays, sources: [] })).toBeNull();
  });

  it('"Fluid vs packet": the compared source\'s own controller on both engines, each variant run by its engine', () => {
    const { comparison: _, ...three } = preset('003-three-paths');
    const both = fluidVsPacket(three)!;
    const controller = three.sources!.find((s) => s.id === 'mtcp')!.controller!;
    expect(both).toEqual({
      source: 'mtcp',
      variants: [
        { label: `${shortLabel(controller.kind)}, fluid`, controller, engine: 'fluid' },
        { label: `${shortLabel(controller.kind)}, packet`, controller, engine: 'packet' },
      ],
    });
    const json = JSON.stringify({ ...three, comparison: both });
    expect(solver.check(json)).toEqual([]);
    const engines = both.variants.map((_, k) => {
      const run = solver.start(json, k);
      run.dispose();
      return run.layout.engine;
    });
    expect(engines).toEqual(['fluid', 'packet']);
    expect(fluidVsPacket({ ...three, sources: [] })).toBeNull();
  });

  it('adds up to four controllers, removes down to two, all with unique labels the solver accepts', () => {
    const convoy = preset('III-D');
    let c = defaultComparison(convoy)!;
    c = withAddedVariant(c);
    c = withAddedVariant(c);
    expect(c.variants.map(variantLabel)).toEqual(['Kelly-Voice', 'LIA', 'MCC-Coop', 'GMCC-Coop']);
    expect(withAddedVariant(c)).toBe(c);
    expect(accepted(convoy, c)).toHaveLength(4);
    c = withoutVariant(c, 0);
    c = withoutVariant(c, 0);
    expect(c.variants.map(variantLabel)).toEqual(['MCC-Coop', 'GMCC-Coop']);
    expect(withoutVariant(c, 1)).toBe(c);
  });

  it('changes a controller kind (its label follows unless renamed), renames uniquely, and changes the source', () => {
    const convoy = preset('III-D');
    let c = defaultComparison(convoy)!;
    c = withVariantKind(c, 1, 'kelly-voice');
    expect(c.variants.map(variantLabel)).toEqual(['Kelly-Voice', 'Kelly-Voice 2']);
    expect(at(c.variants, 1).controller).toEqual({ kind: 'kelly-voice', a: 0.025, b: 0.875 });
    c = withVariantKind(c, 1, 'udp');
    expect(c.variants[1]).toEqual({ label: 'UDP', controller: { kind: 'udp', rateMbps: 1 } });
    c = withVariantLabel(c, 1, '  constant 1 Mbps ');
    c = withVariantKind(c, 1, 'mstcp');
    expect(c.variants.map(variantLabel)).toEqual(['Kelly-Voice', 'constant 1 Mbps']);
    expect(withVariantLabel(c, 1, '   ')).toBe(c);
    expect(withVariantLabel(c, 1, 'Kelly-Voice').variants.map(variantLabel)).toEqual(['Kelly-Voice', 'Kelly-Voice 2']);
    expect(accepted(convoy, c)).toEqual([`${convoy.title} · Kelly-Voice`, `${convoy.title} · constant 1 Mbps`]);
    expect(withSource(c, 'other').source).toBe('other');
  });

  it('names kinds briefly and makes labels unique', () => {
    expect(['lia', 'mcc-coop', 'uncoupled', 'mtcp', 'tcp'].map(shortLabel)).toEqual([
      'LIA',
      'MCC-Coop',
      'Uncoupled',
      'MTCP(α, β)',
      'TCP Reno',
    ]);
    expect(uniqueLabel('LIA', ['LIA', 'LIA 2'])).toBe('LIA 3');
    expect(uniqueLabel('LIA', ['MCC-Coop'])).toBe('LIA');
    expect(variantLabel({ controller: { kind: 'aimd' } })).toBe('aimd');
  });
});
