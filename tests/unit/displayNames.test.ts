/**
 * The school level's display names (src/scenario/displayNames.ts), derived from the scenario and
 * the run's layout as the solver (wasm) builds it: every series of the shipped lessons has a name
 * without an id, and lesson text loses its ids, section numbers and equation references.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/scenario/types';
import type { RunLayout } from '../../src/solver/layout';
import { Solver } from '../../src/solver/wasm';
import { schoolNames, schoolText } from '../../src/scenario/displayNames';

const ROOT = resolve(__dirname, '../..');
const read = (path: string) => JSON.parse(readFileSync(resolve(ROOT, path), 'utf8')) as Scenario;
let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
});
const layoutOf = (s: Scenario): RunLayout => {
  const run = solver.start(JSON.stringify(s));
  const { layout } = run;
  run.dispose();
  return layout;
};
const namesOf = (path: string) => {
  const s = read(path);
  return schoolNames(s, layoutOf(s));
};

describe('school names of series, from the scenario', () => {
  it('the convoy: front/back car via WiFi Bk, the satellite, capacities', () => {
    const n = namesOf('public/lessons/satellite-rises.json');
    expect(n.series('head-B1')).toBe('front car via WiFi B1');
    expect(n.series('tail-B2')).toBe('back car via WiFi B2');
    expect(n.series('sat')).toBe('satellite');
    expect(n.series('total:fleet')).toBe('all of the convoy fleet');
    expect(n.series('c:head-B3')).toBe('capacity of WiFi B3 for the front car');
    expect(n.resource('tail-B1')).toBe('WiFi B1 for the back car');
    expect(n.target('B2')).toBe('WiFi B2');
    expect(n.series('nothing-here')).toBeNull();
  });

  it('a shared bottleneck: the ordinary TCP flow, all of the multipath flow, a path by its own access link', () => {
    const n = namesOf('public/lessons/coupled-vs-uncoupled.json');
    expect(n.series('tcp-bottleneck')).toBe('the ordinary TCP flow');
    expect(n.series('total:mhip')).toBe('all of the multipath flow');
    expect(n.series('mhip-access2+bottleneck')).toBe('the multipath flow via access 2');
  });

  it('one car: the car via the roadside unit, 3G keeps its name', () => {
    const n = namesOf('public/lessons/roadside-drive-by.json');
    expect(n.series('middle-RSU')).toBe('car via the roadside unit');
    expect(n.series('3g')).toBe('3G');
    expect(n.target('RSU')).toBe('roadside unit');
  });

  it('a label whose first word is not a plain capitalised word keeps its case', () => {
    const n = namesOf('public/lessons/two-roads.json');
    expect(n.series('middle-B1')).toBe('car via the WiFi hotspot');
    expect(n.series('sat')).toBe('satellite');
  });

  it('a competitor on the satellite is its source', () => {
    const n = namesOf('public/scenarios/III-F.json');
    const layout = layoutOf(read('public/scenarios/III-F.json'));
    for (const r of layout.routes) expect(n.series(r.id), r.id).not.toMatch(/\b(head|tail|middle)-|^sat$|:/);
  });
});

describe('school text', () => {
  it('replaces whole ids, sections and equation references', () => {
    const n = namesOf('public/lessons/satellite-rises.json');
    expect(n.text('A satellite (sat, 20 Mbps); the last WiFi subflow (tail-B3) loses its station.')).toBe(
      'A satellite (satellite, 20 Mbps); the last WiFi subflow (back car via WiFi B3) loses its station.',
    );
    expect(n.text('The convoy of III-D; open III-E from the gallery.')).toBe(
      'The convoy of this example; open another example from the gallery.',
    );
    expect(schoolText('Stable (eq 6): mu as in eq (15) of paper 000.', new Map())).toBe(
      'Stable: mu as in the rule of the paper.',
    );
    // A word that only contains an id stays a word.
    expect(n.text('satellites and saturday')).toBe('satellites and saturday');
  });
});
