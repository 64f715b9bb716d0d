/**
 * Autosave: the current scenario is kept in local storage, so it survives a reload. A stored value
 * that is not a scenario is reported and ignored, never used.
 */
import { SCENARIO_FORMAT, type Scenario } from '../scenario/format';

/** The local storage key. */
export const AUTOSAVE_KEY = 'multipath-playground/autosave/v1';

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
      return { error: 'autosave: the stored value is not a scenario; the default scenario was loaded instead' };
    }
    return { scenario: value as Scenario };
  } catch {
    return { error: 'autosave: the stored scenario is not valid JSON; the default scenario was loaded instead' };
  }
}
