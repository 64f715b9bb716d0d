/**
 * Which scenario the page opens with: a share link in the address wins, then the autosaved
 * scenario (if it passes the page's acceptance rule, as a link does) with its saved undo and redo steps, then the default
 * preset. A link that opens keeps the autosaved work one Undo away; a link that cannot be opened
 * is reported by name and the user's scenario is kept. When the solver itself cannot be loaded (a
 * broken or unreachable .wasm), the autosave gets the rule's limits and shape check alone and opens with a
 * notice: the user's work stays on screen and can be saved as a file, never a bare error page.
 */
import { useEffect, useState } from 'react';
import type { Scenario } from '../scenario/types';
import type { LinkView } from '../share/linkCodec';
import type { Steps } from '../state/autosave';
import { openSavedWork } from '../state/savedWork';
import { pageStorage } from '../state/storage';
import { mainThreadSolver } from '../state/useGeometry';
import { lessonOptions } from '../lesson/ui/lessonParams';
import { linkNotice, openLink } from '../share/ui/linkView';
import { DEFAULT_PRESET, presetUrl } from '../papers/presets';
import { isClassFragment } from '../class/links';

/** The notice when a link replaced the autosaved work at start-up. */
export const LINK_OVER_WORK_NOTICE = 'Opened a shared link; Undo brings back your previous work';

/** The same in a locked lesson, where Undo is off. */
export const LESSON_OVER_WORK_NOTICE =
  'Opened a shared lesson; your previous work is kept: open the page without the lesson parameters and press Undo';

/** The notice when the autosave opened unchecked because the solver could not be loaded. */
export function solverMissingNotice(why: string): string {
  return `The solver could not be loaded (${why}): your saved scenario is open but cannot be run or fully checked. File > Save scenario downloads it; reload when the connection is back.`;
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
  // The autosave gets the page's acceptance rule; a value it refuses is set aside, not used or lost.
  const saved = await openSavedWork(store, mainThreadSolver);
  const checked = 'work' in saved ? { scenario: saved.work.present } : saved;
  let initial = 'scenario' in checked ? checked.scenario : preset;
  let notice = 'notice' in saved ? saved.notice : problem;
  if ('work' in saved && saved.unchecked !== undefined) notice = solverMissingNotice(saved.unchecked);
  let steps: Steps = 'work' in saved ? saved.work : { past: [], future: [] };
  let view: LinkView = {};
  // The teacher's class link carries its token in the fragment: not a share link.
  if (location.hash.length > 1 && !isClassFragment(location.hash)) {
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
