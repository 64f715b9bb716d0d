/** Loads the default scenario (the paper's III-D convoy) from the presets. */
import { useEffect, useState } from 'react';
import type { Scenario } from '../scenario/types';

/** URL of a preset by name. */
export function presetUrl(name: string): string {
  return `${import.meta.env.BASE_URL}scenarios/${name}.json`;
}

/** The default preset. */
export const DEFAULT_PRESET = 'III-D';

/** Fetches a preset once; returns it, or an error message. */
export function usePresetScenario(name: string): { scenario: Scenario | null; error: string | null } {
  const [result, setResult] = useState<{ scenario: Scenario | null; error: string | null }>({ scenario: null, error: null });
  useEffect(() => {
    let cancelled = false;
    fetch(presetUrl(name))
      .then((r) => {
        if (!r.ok) throw new Error(`${presetUrl(name)}: HTTP ${r.status}`);
        return r.json() as Promise<Scenario>;
      })
      .then((scenario) => !cancelled && setResult({ scenario, error: null }))
      .catch((e: unknown) => !cancelled && setResult({ scenario: null, error: String(e) }));
    return () => {
      cancelled = true;
    };
  }, [name]);
  return result;
}
