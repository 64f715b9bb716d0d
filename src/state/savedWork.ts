/**
 * Opening the saved work at start-up: the autosaved scenario and its saved undo and redo steps,
 * each given the page's one acceptance rule (src/share/acceptance.ts), as a file or a link is. A
 * saved scenario that fails it is set aside (setAside.ts), never used and never lost.
 */
import type { Scenario } from '../scenario/types';
import { acceptScenario, type ScenarioChecker } from '../share/acceptance';
import { loadScenario, loadSteps, type KeyValueStore, type Steps } from './autosave';
import { setAsideAutosave } from './setAside';

/** The saved work: the scenario and the undo and redo steps around it. */
export type SavedWork = Steps & { present: Scenario };

/**
 * What `openSavedWork` found: the work (with `unchecked`, why the solver could not check it, when
 * it could not be loaded), nothing saved, or the notice of a value set aside.
 */
export type OpenedWork = { work: SavedWork; unchecked?: string } | { none: true } | { notice: string };

/**
 * The saved work in `store`, accepted as the page accepts a file or a link; a saved scenario it
 * refuses is set aside and its notice returned. `checker` (the solver) is asked for only when there
 * is something to check; when it cannot be loaded, `unchecked` says why. The saved steps are used only if every one of them is accepted (a history
 * with a hole would undo to the wrong place).
 */
export async function openSavedWork(
  store: KeyValueStore,
  checker: () => Promise<ScenarioChecker>,
): Promise<OpenedWork> {
  const saved = loadScenario(store);
  if ('none' in saved) return saved;
  if ('error' in saved) return { notice: setAsideAutosave(store, saved.error) };
  // Without a solver (a broken or unreachable .wasm) the work gets the limits and the shape alone
  // and opens with a notice: the user's work stays on screen and can be saved, never a bare page.
  let solver: ScenarioChecker = { check: () => [], cost: () => ({ over: [] }) };
  let unchecked: string | undefined;
  try {
    solver = await checker();
  } catch (error) {
    unchecked = error instanceof Error ? error.message : String(error);
  }
  const accepted = acceptScenario(solver, saved.scenario);
  if ('errors' in accepted) return { notice: setAsideAutosave(store, accepted.errors.join('; ')) };
  const steps = loadSteps(store);
  const accept = (values: unknown[]): Scenario[] | null => {
    const out: Scenario[] = [];
    for (const value of values) {
      const step = acceptScenario(solver, value);
      if ('errors' in step) return null;
      out.push(step.scenario);
    }
    return out;
  };
  const past = accept(steps.past);
  const future = past && accept(steps.future);
  const work = { present: accepted.scenario, past: past && future ? past : [], future: past && future ? future : [] };
  return unchecked === undefined ? { work } : { work, unchecked };
}
