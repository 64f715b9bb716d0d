/**
 * Opening share links, at start-up and when a link is pasted into the open page's address
 * (`hashchange`): both give a scenario and a view (time cursor, hidden series), and both show the
 * view through the one `applyView`.
 */
import type { Scenario } from '../../scenario/types';
import { decodeLink, type LinkView } from '../linkCodec';
import { acceptanceSteps, type Acceptance } from '../acceptance';
import { SolverTrap, withMainThreadSolver } from '../../state/solverGuard';
import { mainThreadSolver } from '../../state/useGeometry';
import type { PageStore } from '../../state/pageStore';
import { hasLesson } from '../../lesson/format';
import { isClassFragment } from '../../class/links';

/** An opened link: its scenario and view, or why it cannot be used. */
export type OpenedLink = { scenario: Scenario; view: LinkView } | { error: string };

/** Opens a share link fragment (`#s=v1.…`): decoded, then given the page's acceptance rule. */
export async function openLink(hash: string): Promise<OpenedLink> {
  const decoded = await decodeLink(hash);
  if (!decoded.ok) return { error: decoded.error };
  const accepted = await accept(decoded.scenario);
  if ('error' in accepted) return accepted;
  return { scenario: accepted.scenario, view: decoded.view };
}

/**
 * A scenario from elsewhere (the autosave, another tab's) gets the page's one acceptance rule
 * (src/share/acceptance.ts), as a link or a file does. Returns the scenario, or why it cannot be used.
 */
export async function checkScenario(value: unknown): Promise<{ scenario: Scenario } | { error: string }> {
  return accept(value);
}

/**
 * The page's acceptance rule on its own solver, step by step with a task between steps (a
 * 2,000-source link held the main thread for their sum), each step guarded: a trap (the instance
 * ran out of memory) is said in words about the scenario and the next call gets a fresh instance
 * (solverGuard.ts).
 */
async function accept(value: unknown): Promise<{ scenario: Scenario } | { error: string }> {
  let accepted: Acceptance;
  try {
    const steps = acceptanceSteps(await mainThreadSolver(), value);
    const json = safeJson(value);
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const step = await withMainThreadSolver(json, () => steps.next());
      if (step.done) {
        accepted = step.value;
        break;
      }
    }
  } catch (error) {
    if (error instanceof SolverTrap) return { error: error.message };
    return { error: `the solver could not be loaded to check it (${(error as Error).message})` };
  }
  return 'errors' in accepted ? { error: accepted.errors.join('; ') } : accepted;
}

/** `value` as JSON for the cost estimate's words after a trap ('' when it cannot be written). */
function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

/** The notice for a link that could not be opened. */
export function linkNotice(error: string): string {
  return `This link could not be opened, your scenario was kept: ${error}`;
}

/** What a link's view sets on the page. */
export interface ViewTarget {
  /** Moves the playback cursor, seconds. */
  setCursorS(timeS: number): void;
  /** Replaces the set of hidden chart series. */
  setHiddenSeries(keys: Iterable<string>): void;
}

/** Shows a link's view: its cursor (0 when it has none) and exactly its hidden series (none when it has none). */
export function applyView(view: LinkView, target: ViewTarget): void {
  target.setCursorS(view.cursorS ?? 0);
  target.setHiddenSeries(view.hidden ?? []);
}

/**
 * What a link's view sets in the page store: its hidden series, and its cursor unless the scenario
 * has a lesson (a lesson opens at its start: it owns the clock, so a link's cursor, a teacher's at
 * 190 s, would show what its first questions ask about). Read when applied, so a link's cursor is
 * clamped to its own scenario's duration, not the one before it.
 */
export function storeViewTarget(store: PageStore): ViewTarget {
  return {
    setCursorS: (tS) => !hasLesson(store.getState().history.present) && store.setCursorS(tS),
    setHiddenSeries: store.setHiddenSeries,
  };
}

/**
 * The page's link view, a subscriber of the page store's window: when a share link is pasted into
 * the open page, loads its scenario (undoable) and applies its view as the start view was applied
 * (`applyView`), or reports why it cannot be opened (`linkProblem`). Returns the function that
 * stops it.
 */
export function startLinkView(store: PageStore): () => void {
  let live = true;
  const onHash = () => {
    if (location.hash.length <= 1 || isClassFragment(location.hash)) return;
    void openLink(location.hash).then((opened) => {
      if (!live) return;
      if ('error' in opened) {
        store.report({ linkProblem: linkNotice(opened.error) });
        return;
      }
      store.report({ linkProblem: null });
      store.load(opened.scenario);
      applyView(opened.view, storeViewTarget(store));
    });
  };
  window.addEventListener('hashchange', onHash);
  return () => {
    live = false;
    window.removeEventListener('hashchange', onHash);
  };
}
