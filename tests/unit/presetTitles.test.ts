import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { scenarioReducer } from '../../src/state/scenarioReducer';
import { Solver } from '../../src/solver/wasm';
import type { Scenario } from '../../src/scenario/types';
import { ROOT } from './nativeCli';
import { at } from '../../src/util/at';

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
});

/** What the solver builds from `scenario`: its subflows (routes), stations and sources. */
function counts(scenario: Scenario): Record<string, number> {
  const run = solver.start(JSON.stringify(scenario));
  run.dispose();
  return {
    subflow: run.layout.routes.length,
    path: run.layout.routes.length,
    station: (scenario.stations ?? []).length,
    source: run.layout.sources.length,
  };
}

/** Every count `title` states ("7 subflows", "3 stations") that `scenario` contradicts. */
function contradictions(title: string | undefined, scenario: Scenario): string[] {
  const actual = counts(scenario);
  return [...(title ?? '').matchAll(/\b(\d+) (subflow|path|station|source)s?\b/g)]
    .filter((m) => Number(m[1]) !== actual[at(m, 2)])
    .map((m) => `"${m[0]}" but ${actual[at(m, 2)]}`);
}

const preset = (file: string): Scenario =>
  JSON.parse(readFileSync(resolve(ROOT, 'public/scenarios', file), 'utf8')) as Scenario;

describe('a scenario title states no count its scenario contradicts', () => {
  it('holds for every preset', () => {
    for (const file of readdirSync(resolve(ROOT, 'public/scenarios')).filter((f) => f.endsWith('.json')))
      expect(contradictions(preset(file).title, preset(file)), file).toEqual([]);
  });

  it('still holds for III-D after B2 is deleted (five subflows left)', () => {
    const convoy = preset('III-D.json');
    const edited = scenarioReducer(convoy, { type: 'removeStation', id: 'B2' });
    expect(counts(edited).subflow).toBe(5);
    expect(contradictions(edited.title, edited)).toEqual([]);
    // The check itself: a title claiming the seven subflows of the unedited preset is caught.
    expect(contradictions(`${edited.title} (7 subflows)`, edited)).toEqual(['"7 subflows" but 5']);
  });
});
