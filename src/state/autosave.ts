/**
 * Autosave: the current scenario is kept in local storage, so it survives a reload. A stored value
 * that is not a scenario is reported and set aside (kept under SET_ASIDE_KEY), never used and never
 * overwritten.
 */
import { SCENARIO_FORMAT, type Scenario } from '../scenario/format';

/** The local storage key. */
export const AUTOSAVE_KEY = 'multipath-playground/autosave/v1';

/** Where an autosaved value that could not be opened is kept, so nothing the user had is lost. */
export const SET_ASIDE_KEY = 'multipath-playground/autosave/v1/set-aside';

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

/**
 * Moves the autosaved value to SET_ASIDE_KEY (the next autosave would overwrite it). Returns the
 * notice to show: why it could not be opened, and where it is kept.
 */
export function setAsideAutosave(store: KeyValueStore, why: string): string {
  try {
    const text = store.getItem(AUTOSAVE_KEY);
    if (text !== null) store.setItem(SET_ASIDE_KEY, text);
    store.removeItem(AUTOSAVE_KEY);
    return `autosave: the saved scenario could not be opened (${why}); it is kept in this browser's storage under "${SET_ASIDE_KEY}" and the default scenario was loaded`;
  } catch (error) {
    return `autosave: the saved scenario could not be opened (${why}) nor set aside (${String(error)}); the default scenario was loaded`;
  }
}
