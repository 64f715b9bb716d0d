/**
 * Opening share links, at start-up and when a link is pasted into the open page's address
 * (`hashchange`): both give a scenario and a view (time cursor, hidden series), and both show the
 * view through the one `applyView`.
 */
import type { Scenario } from '../../scenario/types';
import { decodeLink, type LinkView } from '../linkCodec';
import { checkPayload } from '../scenarioShape';
import { SolverTrap, withMainThreadSolver } from '../../state/solverGuard';
import type { PageStore } from '../../state/pageStore';
import { hasLesson } from '../../lesson/format';

/** An opened link: its scenario and view, or why it cannot be used. */
export type OpenedLink = { scenario: Scenario; view: LinkView } | { error: string };

/** Opens a share link fragment (`#s=v1.…`): decoded, then checked by the solver. */
export async function openLink(hash: string): Promise<OpenedLink> {
  const decoded = await decodeLink(hash);
  if (!decoded.ok) return { error: decoded.error };
  let errors: string | null;
  try {
    errors = await solverErrors(decoded.scenario);
  } catch (error) {
    if (error instanceof SolverTrap) return { error: error.message };
    return { error: `the solver could not be loaded to check it (${(error as Error).message})` };
  }
  if (errors) return { error: errors };
  return { scenario: decoded.scenario, view: decoded.view };
}

/**
 * A scenario from elsewhere (the autosave) gets the same checks as a link: the shape check of
 * the link decoder, then the solver's. Returns the scenario, or why it cannot be used.
 */
export async function checkScenario(value: unknown): Promise<{ scenario: Scenario } | { error: string }> {
  const payload: Record<string, unknown> = { scenario: value };
  const shape = checkPayload(payload, true);
  if (shape.length > 0) return { error: shape.join('; ') };
  const scenario = payload.scenario as Scenario;
  const errors = await solverErrors(scenario);
  return errors ? { error: errors } : { scenario };
}

/** The solver's errors for `scenario`, joined, or null when it accepts it. */
async function solverErrors(scenario: Scenario): Promise<string | null> {
  const json = JSON.stringify(scenario);
  const errors = await withMainThreadSolver(json, (solver) => solver.check(json));
  return errors.length > 0 ? errors.join('; ') : null;
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
    if (location.hash.length <= 1) return;
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
