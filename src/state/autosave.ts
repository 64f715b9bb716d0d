/**
 * Autosave: the current scenario is kept in local storage, so it survives a reload, and with it
 * the nearest undo and redo steps (under HISTORY_KEY, bounded in steps and size, tied to the saved
 * scenario by a checksum). A stored value that is not a scenario is reported and set aside
 * (setAside.ts), never used; savedWork.ts opens the saved work with the page's acceptance rule.
 */
import { SCENARIO_FORMAT, type Scenario } from '../scenario/format';
import { crc32Text } from '../share/checksum';

/** The local storage key. */
export const AUTOSAVE_KEY = 'multipath-playground/autosave/v1';

/** Where the undo and redo steps of the autosaved scenario are kept. */
export const HISTORY_KEY = 'multipath-playground/autosave/v1/history';

/** Undo steps (and, separately, redo steps) kept across a reload, the nearest ones. */
export const SAVED_STEPS = 50;

/** Largest saved history, characters of JSON; the oldest undo steps are dropped first to fit. */
export const SAVED_HISTORY_MAX_CHARS = 2_000_000;

/** Where to store (injectable for tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Saves `scenario`; returns an error message if the storage refused (full, or disabled). */
export function saveScenario(store: KeyValueStore, scenario: Scenario): string | null {
  try {
    store.setItem(AUTOSAVE_KEY, JSON.stringify(scenario));
    return null;
  } catch (error) {
    return `autosave: the browser refused to store the scenario (${String(error)})`;
  }
}

/** The undo steps (oldest first) and redo steps (next first) around a scenario. */
export interface Steps<T = Scenario> {
  past: T[];
  future: T[];
}

/** The JSON of each scenario saved so far: a scenario is never changed, so it is written once. */
const jsonOf = new WeakMap<Scenario, string>();
function scenarioJson(scenario: Scenario): string {
  let text = jsonOf.get(scenario);
  if (text === undefined) jsonOf.set(scenario, (text = JSON.stringify(scenario)));
  return text;
}

/** What ties a saved history to the saved scenario: the scenario text's CRC-32 and length. */
function fingerprint(text: string): string {
  return `${crc32Text(text).toString(16)}:${text.length}`;
}

/**
 * Saves `present` (as `saveScenario` does) and, under HISTORY_KEY, the nearest undo and redo steps
 * that fit `boundSteps`. Returns an error message if the scenario could not be stored; a history
 * that does not fit the storage is removed instead (the scenario matters more than its undo). When
 * steps within SAVED_STEPS had to be left out to fit, it says so (`historyShortenedNotice`), since
 * after a reload Undo will not reach them.
 */
export function saveWork(store: KeyValueStore, work: Steps & { present: Scenario }): string | null {
  const text = scenarioJson(work.present);
  try {
    if (store.getItem(AUTOSAVE_KEY) !== text) store.setItem(AUTOSAVE_KEY, text);
  } catch (error) {
    return `autosave: the browser refused to store the scenario (${String(error)})`;
  }
  const steps = boundSteps({ past: work.past.map(scenarioJson), future: work.future.map(scenarioJson) });
  const history = `{"of":${JSON.stringify(fingerprint(text))},"past":[${steps.past.join(',')}],"future":[${steps.future.join(',')}]}`;
  try {
    store.setItem(HISTORY_KEY, history);
  } catch {
    try {
      store.removeItem(HISTORY_KEY);
    } catch {
      // nothing more can be done; the saved scenario is intact
    }
    return work.past.length + work.future.length > 0 ? historyShortenedNotice(0) : null;
  }
  const wanted = Math.min(work.past.length, SAVED_STEPS) + Math.min(work.future.length, SAVED_STEPS);
  return steps.past.length + steps.future.length < wanted ? historyShortenedNotice(steps.past.length) : null;
}

/** The notice when saved undo steps had to be left out: `steps` undo steps are kept. */
export function historyShortenedNotice(steps: number): string {
  return steps === 0
    ? "Undo history was not saved, to fit the browser's storage: after a reload, Undo starts from here"
    : `Undo history was shortened to the last ${steps} ${steps === 1 ? 'step' : 'steps'} to fit the browser's storage`;
}

/**
 * The steps to keep, as JSON texts: at most `maxSteps` undo steps, the newest, then at most
 * `maxSteps` redo steps, the next ones, in at most `maxChars` characters in all (the oldest undo
 * steps are dropped first, then the farthest redo steps).
 */
export function boundSteps(
  steps: Steps<string>,
  maxSteps = SAVED_STEPS,
  maxChars = SAVED_HISTORY_MAX_CHARS,
): Steps<string> {
  let chars = 0;
  const fits = (text: string) => (chars + text.length + 1 <= maxChars ? ((chars += text.length + 1), true) : false);
  const past: string[] = [];
  // 0 <= i < length in both loops: an element of the list.
  for (let i = steps.past.length - 1; i >= 0 && past.length < maxSteps && fits(steps.past[i]!); i--)
    past.unshift(steps.past[i]!);
  const future: string[] = [];
  for (let i = 0; i < steps.future.length && future.length < maxSteps && fits(steps.future[i]!); i++)
    future.push(steps.future[i]!);
  return { past, future };
}

/**
 * The saved undo and redo steps, parsed but not checked (the caller checks each one like a link),
 * if they belong to the autosaved scenario as it is now; none otherwise (another tab, or a hand,
 * changed one without the other). Never throws.
 */
export function loadSteps(store: KeyValueStore): Steps<unknown> {
  const none = { past: [], future: [] };
  try {
    const text = store.getItem(AUTOSAVE_KEY);
    const history = store.getItem(HISTORY_KEY);
    if (text === null || history === null) return none;
    const value = JSON.parse(history) as { of?: unknown; past?: unknown; future?: unknown } | null;
    if (!value || value.of !== fingerprint(text) || !Array.isArray(value.past) || !Array.isArray(value.future))
      return none;
    return { past: value.past, future: value.future };
  } catch {
    return none;
  }
}

/** The autosaved scenario, nothing, or why the stored value cannot be used. */
export function loadScenario(store: KeyValueStore): { scenario: Scenario } | { none: true } | { error: string } {
  let text: string | null;
  try {
    text = store.getItem(AUTOSAVE_KEY);
  } catch {
    return { none: true };
  }
  if (text === null) return { none: true };
  try {
    const value = JSON.parse(text) as Partial<Scenario> | null;
    if (!value || typeof value !== 'object' || value.format !== SCENARIO_FORMAT || typeof value.solver !== 'object') {
      return { error: 'the stored value is not a scenario' };
    }
    return { scenario: value as Scenario };
  } catch {
    return { error: 'the stored scenario is not valid JSON' };
  }
}
