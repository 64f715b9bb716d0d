/**
 * Which scenario the page opens with: a share link in the address wins, then the autosaved
 * scenario (if it passes a link's checks) with its saved undo and redo steps, then the default
 * preset. A link that opens keeps the autosaved work one Undo away; a link that cannot be opened
 * is reported by name and the user's scenario is kept. When the solver itself cannot be loaded (a
 * broken or unreachable .wasm), the autosave gets the link's shape check alone and opens with a
 * notice: the user's work stays on screen and can be saved as a file, never a bare error page.
 */
import { useEffect, useState } from 'react';
import type { Scenario } from '../scenario/types';
import type { LinkView } from '../share/linkCodec';
import { loadScenario, loadSteps, setAsideAutosave, type Steps } from '../state/autosave';
import { pageStorage } from '../state/storage';
import { lessonOptions } from '../lesson/ui/lessonParams';
import { checkScenario, linkNotice, openLink } from '../share/ui/linkView';
import { checkPayload } from '../share/scenarioShape';
import { DEFAULT_PRESET, presetUrl } from '../papers/presets';

/** The notice when a link replaced the autosaved work at start-up. */
export const LINK_OVER_WORK_NOTICE = 'Opened a shared link; Undo brings back your previous work';

/** The same in a locked lesson, where Undo is off. */
export const LESSON_OVER_WORK_NOTICE =
  'Opened a shared lesson; your previous work is kept: open the page without the lesson parameters and press Undo';

/** The notice when the autosave opened unchecked because the solver could not be loaded. */
export function solverMissingNotice(why: string): string {
  return `The solver could not be loaded (${why}): your saved scenario is open but cannot be run or fully checked. File > Save scenario downloads it; reload when the connection is back.`;
}

/** A saved scenario as checked: usable, usable but unchecked by the solver (and why), refused, or none saved. */
type Checked = { scenario: Scenario; unchecked?: string } | { error: string } | { none: true };

/**
 * A saved scenario (the autosave, an undo step) given a link's checks; when the solver cannot be
 * loaded to run its check, the link's shape check alone, with the reason in `unchecked`.
 */
async function checkSaved(value: unknown): Promise<Checked> {
  try {
    return await checkScenario(value);
  } catch (error) {
    const payload: Record<string, unknown> = { scenario: value };
    const shape = checkPayload(payload, true);
    if (shape.length > 0) return { error: shape.join('; ') };
    return {
      scenario: payload.scenario as Scenario,
      unchecked: error instanceof Error ? error.message : String(error),
    };
  }
}

/**
 * The scenario to open, the preset (for Reset), the view from a link (empty without one), a
 * notice, and the undo and redo steps to start with.
 */
export interface StartScenario {
  initial: Scenario;
  preset: Scenario;
  view: LinkView;
  notice: string | null;
  steps: Steps;
}

/**
 * Works out the start scenario (fetches the preset, checks the autosave and the link). Its side
 * effect (setting a failed autosave aside) must happen once per page: see `startOnce`.
 */
export async function resolveStartScenario(): Promise<StartScenario> {
  const { store, problem } = pageStorage();
  const response = await fetch(presetUrl(DEFAULT_PRESET));
  if (!response.ok) throw new Error(`${presetUrl(DEFAULT_PRESET)}: HTTP ${response.status}`);
  const preset = (await response.json()) as Scenario;
  // The autosave gets a link's checks; one that fails them is set aside, not used or overwritten.
  const saved = loadScenario(store);
  const checked: Checked = 'scenario' in saved ? await checkSaved(saved.scenario) : saved;
  let initial = 'scenario' in checked ? checked.scenario : preset;
  let notice = 'error' in checked ? setAsideAutosave(store, checked.error) : problem;
  if ('scenario' in checked && checked.unchecked !== undefined) notice = solverMissingNotice(checked.unchecked);
  let steps: Steps = 'scenario' in checked ? await restoreSteps(loadSteps(store)) : { past: [], future: [] };
  let view: LinkView = {};
  if (location.hash.length > 1) {
    const opened = await openLink(location.hash);
    if ('scenario' in opened) {
      // The autosaved work becomes the step before the link's scenario: one Undo brings it back.
      if ('scenario' in checked && JSON.stringify(checked.scenario) !== JSON.stringify(opened.scenario)) {
        steps = { past: [...steps.past, checked.scenario], future: [] };
        notice = lessonOptions(location.search).locked ? LESSON_OVER_WORK_NOTICE : LINK_OVER_WORK_NOTICE;
      }
      initial = opened.scenario;
      view = opened.view;
    } else {
      notice = linkNotice(opened.error);
    }
  }
  // A locked lesson takes no edits, so "your edits last until the page is closed" (storage refused,
  // as in a course page on another site) is not true there: no notice. The notice that the previous
  // work is kept stays (it can be closed).
  if (lessonOptions(location.search).locked && notice === problem) notice = null;
  return { initial, preset, view, notice, steps };
}

let starting: Promise<StartScenario> | null = null;

/**
 * The start scenario, resolved once per page load: React's development mode runs an effect twice,
 * and a second resolution would no longer see the autosave the first one set aside.
 */
export function startOnce(resolve: () => Promise<StartScenario> = resolveStartScenario): Promise<StartScenario> {
  starting ??= resolve();
  return starting;
}

/** Resolves the start scenario once. */
export function useStartScenario(): { start: StartScenario | null; error: string | null } {
  const [state, setState] = useState<{ start: StartScenario | null; error: string | null }>({
    start: null,
    error: null,
  });
  useEffect(() => {
    let cancelled = false;
    startOnce().then(
      (start) => !cancelled && setState({ start, error: null }),
      (e: unknown) => !cancelled && setState({ start: null, error: String(e) }),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}

/**
 * The saved undo and redo steps, each given a link's checks; if any fails them, none is used
 * (a history with a hole would undo to the wrong place).
 */
async function restoreSteps(saved: Steps<unknown>): Promise<Steps> {
  const check = async (values: unknown[]) => {
    const out: Scenario[] = [];
    for (const value of values) {
      const checked = await checkSaved(value);
      if (!('scenario' in checked)) return null;
      out.push(checked.scenario);
    }
    return out;
  };
  const past = await check(saved.past);
  const future = past && (await check(saved.future));
  return past && future ? { past, future } : { past: [], future: [] };
}
