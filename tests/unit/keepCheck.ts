/**
 * The differential check of issue 23, item 5: a scenario the page accepted must come back
 * unchanged through everything that keeps it: a save to the autosave and a reload (the real
 * loader, `openSavedWork`, with an undo step), a share link (`encodeLink`, then `openCheckedLink`)
 * and a saved file (`scenarioFileText`, then `readScenarioText`). Used by the file, link and
 * autosave fuzzers and by tests/unit/acceptance.test.ts.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Scenario } from '../../src/scenario/types';
import type { ScenarioChecker } from '../../src/share/acceptance';
import { readScenarioText, scenarioFileText } from '../../src/share/importScenario';
import { encodeLink, openCheckedLink } from '../../src/share/linkCodec';
import { saveWork } from '../../src/state/autosave';
import { openSavedWork } from '../../src/state/savedWork';
import { memoryStorage } from '../../src/state/storage';

/** What differs when `scenario` (as the page accepted it) is kept and opened again; empty when nothing. */
export async function keepDifferences(solver: ScenarioChecker, scenario: Scenario): Promise<string[]> {
  const out: string[] = [];
  const same = (what: string, back: unknown) => {
    if (!isDeepStrictEqual(back, scenario)) out.push(`${what}: ${JSON.stringify(back)?.slice(0, 300)}`);
  };
  const store = memoryStorage();
  const problem = saveWork(store, { present: scenario, past: [scenario], future: [] });
  if (problem) out.push(`autosave refused: ${problem}`);
  const opened = await openSavedWork(store, () => Promise.resolve(solver));
  if ('work' in opened) {
    same('autosave + reload', opened.work.present);
    same('autosave + reload, the undo step', opened.work.past[0]);
  } else out.push(`autosave + reload: ${JSON.stringify(opened)}`);
  try {
    const link = await openCheckedLink(solver, await encodeLink(scenario, {}));
    if ('scenario' in link) same('link round trip', link.scenario);
    else out.push(`link round trip refused: ${link.error}`);
  } catch (e) {
    out.push(`Copy link refused: ${String(e)}`);
  }
  const file = readScenarioText(solver, 'f.json', scenarioFileText(scenario));
  if ('scenario' in file) same('file round trip', file.scenario);
  else out.push(`file round trip refused: ${file.errors.join('; ')}`);
  return out;
}

/** A number JSON cannot hold anywhere in `value` (JSON.parse reads 1e400 as Infinity). */
export function hasNonFinite(value: unknown): boolean {
  const stack = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'number' && !Number.isFinite(v)) return true;
    if (typeof v === 'object' && v !== null) stack.push(...Object.values(v));
  }
  return false;
}

/** `meta` nested `levels` levels deep: `{"a": {"a": ... 1}}`. */
export function deepMeta(levels: number): Record<string, unknown> {
  let meta: unknown = 1;
  for (let i = 0; i < levels; i++) meta = { a: meta };
  return meta as Record<string, unknown>;
}
