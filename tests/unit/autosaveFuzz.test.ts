/**
 * Fuzzing the autosave loader (issue 10, items 2 and 9; issue 23, items 5 and 6): corrupted stored
 * values go through what the page does at start-up, `openSavedWork` (the page's acceptance rule,
 * src/share/acceptance.ts); a value that fails is set aside. Nothing may throw, every refusal names
 * its field, what loads holds only finite numbers, its cost estimate (`Solver.cost`) is finite too,
 * and it is kept unchanged through an autosave and a reload, a link and a file (keepCheck.ts). The
 * saved undo and redo steps of a quarter of the loaded values are corrupted and checked the same way.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/scenario/types';
import { acceptScenario } from '../../src/share/acceptance';
import { Solver } from '../../src/solver/wasm';
import { AUTOSAVE_KEY, HISTORY_KEY, loadSteps, saveWork, type KeyValueStore } from '../../src/state/autosave';
import { openSavedWork } from '../../src/state/savedWork';
import { setAsideCopies, setAsideText } from '../../src/state/setAside';
import { autosaveText } from './autosaveMutations';
import { fuzzCount, fuzzTimeoutMs, shown } from './fuzzCount';
import { keepDifferences } from './keepCheck';
import { int, rng, type Random } from './random';

const ROOT = resolve(__dirname, '../..');
const WASM = readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm'));
const SCENARIOS = readdirSync(resolve(ROOT, 'public/scenarios'))
  .filter((f) => f.endsWith('.json') && f !== 'index.json')
  .sort()
  .map((f) => JSON.parse(readFileSync(resolve(ROOT, 'public/scenarios', f), 'utf8')) as unknown);
const COUNT = fuzzCount('autosaves');

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(WASM);
});

/** A local storage stand-in. */
function memoryStore(initial: Record<string, string>): KeyValueStore & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

/**
 * True when `message` is `path: text` with a field path: names, `[index]` and `["quoted key"]`
 * parts (`scenario.stations[2].id`, `scenario.routeDelays["a b"]`), or `(root)`.
 */
function fieldNamed(message: string): boolean {
  const path =
    /^(?:\(root\)|(?:[A-Za-z_][\w.+-]*|\[\d+\]|\["(?:[^"\\]|\\.)*"\])(?:\.[\w+-][\w.+-]*|\[\d+\]|\["(?:[^"\\]|\\.)*"\])*): \S/;
  return path.test(message);
}

/** The messages of a refusal that name no field; a capped list may end with `and N more`. */
function unnamed(errors: string[]): string[] {
  const listed = /^and \d+ more$/.test(errors.at(-1) ?? '') ? errors.slice(0, -1) : errors;
  return listed.filter((e) => !fieldNamed(e));
}

/** The path of the first number in `value` that is not finite, if any. */
function nonFinite(value: unknown, path = ''): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (typeof value !== 'object' || value === null) return null;
  for (const [k, v] of Object.entries(value)) {
    const found = nonFinite(v, `${path}.${k}`);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Saves undo and redo steps of corrupted scenarios with `scenario` (saveWork), maybe corrupts the
 * saved history's text, and checks what `loadSteps` returns as the page does (each step like a
 * link). Nothing may throw and every refusal must name its field. Returns the steps checked.
 */
function checkSteps(store: KeyValueStore, scenario: Scenario, fail: (why: string, text: string) => void, r: Random) {
  const step = () => {
    try {
      // saveWork takes objects (the app's scenarios); a corrupted one may be any object.
      const value: unknown = JSON.parse(autosaveText(r, SCENARIOS));
      return typeof value === 'object' && value !== null ? (value as Scenario) : scenario;
    } catch {
      return scenario;
    }
  };
  saveWork(store, { present: scenario, past: [step(), step()], future: [step()] });
  const history = store.getItem(HISTORY_KEY) ?? '';
  if (r() < 0.3) store.setItem(HISTORY_KEY, history.slice(0, int(r, 0, history.length)));
  let steps;
  try {
    steps = loadSteps(store);
  } catch (e) {
    fail(`loadSteps threw ${String(e)}`, history);
    return 0;
  }
  if (!Array.isArray(steps.past) || !Array.isArray(steps.future)) fail('loadSteps gave no arrays', history);
  let checked = 0;
  for (const value of [...steps.past, ...steps.future]) {
    const accepted = acceptScenario(solver, value);
    const errors = 'errors' in accepted ? accepted.errors : [];
    for (const e of unnamed(errors)) fail(`an undo step refused without a field: ${e}`, JSON.stringify(value));
    checked += 1;
  }
  return checked;
}

describe('the autosave loader under fuzzing', () => {
  it('the field-path test knows a field path', () => {
    expect(fieldNamed('scenario.stations[2].decay.alphaPerM: must be > 0')).toBe(true);
    expect(fieldNamed('scenario.routeDelays["a: b"]: not a route id')).toBe(true);
    expect(fieldNamed('solver.dtS: must be between')).toBe(true);
    expect(fieldNamed('(root): not valid JSON')).toBe(true);
    expect(fieldNamed('must be a number')).toBe(false);
    expect(fieldNamed('something went wrong: x')).toBe(false);
    // A capped list ends with a count of the rest, and only there.
    expect(unnamed(['scenario.a: x', 'and 3 more'])).toEqual([]);
    expect(unnamed(['and 3 more', 'scenario.a: x'])).toEqual(['and 3 more']);
  });

  it(
    `${shown(COUNT)} corrupted autosaves load, kept unchanged, or are set aside, with field-named reasons, never an exception`,
    { timeout: fuzzTimeoutMs('autosaves', 240_000) },
    async () => {
      const r = rng(0xa5a5);
      const counts = { loaded: 0, notJson: 0, notScenario: 0, refused: 0, steps: 0 };
      const failures: string[] = [];
      const fail = (why: string, text: string) =>
        failures.length < 10 && failures.push(`${why}\n  ${text.slice(0, 600)}`);
      for (let n = 0; n < COUNT; n++) {
        const text = autosaveText(r, SCENARIOS);
        const store = memoryStore({ [AUTOSAVE_KEY]: text });
        let opened;
        try {
          opened = await openSavedWork(store, () => Promise.resolve(solver));
        } catch (e) {
          fail(`the loader threw ${String(e)}`, text);
          continue;
        }
        if ('none' in opened) {
          fail('a stored value read as nothing', text);
        } else if ('notice' in opened) {
          // What the page does with a value it cannot open: keep it aside, as it was stored.
          const copies = setAsideCopies(store);
          const kept = copies.length === 1 && copies[0] ? setAsideText(store, copies[0]) : null;
          if (!opened.notice.startsWith('autosave: ') || kept !== text || store.items.has(AUTOSAVE_KEY))
            fail(`not set aside: ${opened.notice}`, text);
          let value: unknown;
          try {
            value = JSON.parse(text);
          } catch {
            counts.notJson++;
            continue;
          }
          if (!opened.notice.includes('not a scenario')) {
            counts.refused++;
            const accepted = acceptScenario(solver, value);
            if (!('errors' in accepted)) fail('set aside, yet the acceptance rule takes it', text);
            else for (const e of unnamed(accepted.errors)) fail(`refused without a field: ${e}`, text);
          } else counts.notScenario++;
        } else {
          counts.loaded++;
          const scenario = opened.work.present;
          const inScenario = nonFinite(scenario, 'scenario');
          if (inScenario !== null) fail(`a non-finite number was accepted at ${inScenario}`, text);
          const cost = solver.cost(JSON.stringify(scenario));
          const inCost = nonFinite(cost, 'cost');
          if (inCost !== null || typeof cost.fits !== 'boolean')
            fail(`the cost estimate is not finite at ${inCost}`, text);
          for (const d of await keepDifferences(solver, scenario)) fail(`not kept: ${d}`, text);
          if (r() < 0.25) counts.steps += checkSteps(store, scenario, fail, r);
        }
      }
      console.log(`autosave fuzz: ${COUNT} values: ${JSON.stringify(counts)}`);
      expect(failures).toEqual([]);
      // Both sides are exercised: intact and lightly corrupted values load, most others are refused.
      expect(counts.loaded).toBeGreaterThan(COUNT / 10);
      expect(counts.steps).toBeGreaterThan(COUNT / 20);
      expect(counts.refused + counts.notJson + counts.notScenario).toBeGreaterThan(COUNT / 3);
    },
  );
});
