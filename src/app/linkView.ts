/**
 * Opening share links, at start-up and when a link is pasted into the open page's address
 * (`hashchange`): both give a scenario and a view (time cursor, hidden series), and both show the
 * view through the one `applyView`.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import type { Scenario } from '../scenario/types';
import { decodeLink, type LinkView } from '../share/linkCodec';
import { checkPayload } from '../share/scenarioShape';
import { mainThreadSolver } from '../state/useGeometry';

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
  const solver = await mainThreadSolver();
  const errors = solver.check(JSON.stringify(scenario));
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
 * The page's link view: applies `startView` when the page mounts and, when a share link is
 * pasted into the open page, loads its scenario through `load` (undoable) and applies its view
 * the same way. A view waits for the render that has its scenario, so its cursor is clamped to
 * the new duration, not the old one. Returns the notice of a link that could not be opened.
 */
export function useLinkView(
  startView: LinkView,
  target: ViewTarget,
  load: (scenario: Scenario) => void,
): string | null {
  const [pending, setPending] = useState<LinkView | null>(startView);
  const [problem, setProblem] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (!pending) return;
    applyView(pending, target);
    setPending(null);
  }, [pending, target]);
  useEffect(() => {
    const onHash = () => {
      if (location.hash.length <= 1) return;
      void openLink(location.hash).then((opened) => {
        if ('error' in opened) {
          setProblem(linkNotice(opened.error));
          return;
        }
        setProblem(null);
        load(opened.scenario);
        setPending(opened.view);
      });
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [load]);
  return problem;
}
