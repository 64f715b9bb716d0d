/**
 * Which scenario the page opens with: a share link in the address wins, then the autosaved
 * scenario, then the default preset. A link that cannot be opened is reported by name and the
 * user's scenario is kept.
 */
import { useEffect, useState } from 'react';
import type { Scenario } from '../scenario/types';
import { decodeLink } from '../share/linkCodec';
import { loadScenario } from '../state/autosave';
import { mainThreadSolver } from '../state/useGeometry';
import { DEFAULT_PRESET, presetUrl } from './presets';

/** The scenario to open, the preset (for Reset), the cursor from a link, and a notice. */
export interface StartScenario {
  initial: Scenario;
  preset: Scenario;
  cursorS: number;
  hidden: string[];
  notice: string | null;
}

/** Opens a share link fragment: the scenario and view, or why it cannot be used. */
export async function openLink(hash: string): Promise<{ scenario: Scenario; cursorS: number; hidden: string[] } | { error: string }> {
  const decoded = await decodeLink(hash);
  if (!decoded.ok) return { error: decoded.error };
  const solver = await mainThreadSolver();
  const errors = solver.check(JSON.stringify(decoded.scenario));
  if (errors.length > 0) return { error: errors.join('; ') };
  return { scenario: decoded.scenario, cursorS: decoded.view.cursorS ?? 0, hidden: decoded.view.hidden ?? [] };
}

/** Resolves the start scenario once. */
export function useStartScenario(): { start: StartScenario | null; error: string | null } {
  const [state, setState] = useState<{ start: StartScenario | null; error: string | null }>({ start: null, error: null });
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const response = await fetch(presetUrl(DEFAULT_PRESET));
      if (!response.ok) throw new Error(`${presetUrl(DEFAULT_PRESET)}: HTTP ${response.status}`);
      const preset = (await response.json()) as Scenario;
      const saved = loadScenario(localStorage);
      let initial = 'scenario' in saved ? saved.scenario : preset;
      let notice = 'error' in saved ? saved.error : null;
      let cursorS = 0;
      let hidden: string[] = [];
      if (location.hash.length > 1) {
        const opened = await openLink(location.hash);
        if ('scenario' in opened) {
          initial = opened.scenario;
          cursorS = opened.cursorS;
          hidden = opened.hidden;
        } else {
          notice = `This link could not be opened, your scenario was kept: ${opened.error}`;
        }
      }
      if (!cancelled) setState({ start: { initial, preset, cursorS, hidden, notice }, error: null });
    })().catch((e: unknown) => !cancelled && setState({ start: null, error: String(e) }));
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}
