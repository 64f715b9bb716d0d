/**
 * The page's scenario with its undo history: edits, undo and redo, and the lock of a locked
 * lesson (which takes no edits but a whole scenario's load; its own steps still go through).
 */
import { useCallback, useReducer } from 'react';
import type { ScenarioAction } from './actions';
import { historyReducer, initialHistory, type History } from './history';
import type { Scenario } from '../scenario/types';

/** What the playground edits through. */
export interface ScenarioHistory {
  history: History;
  /** An edit by the user (refused, but for a load, while `locked`). */
  dispatch: (action: ScenarioAction) => void;
  /** A lesson's own edit (moveStation, setController): goes through even when locked. */
  dispatchLesson: (action: ScenarioAction) => void;
  undo: () => void;
  redo: () => void;
}

/** The history of `initial` (with `startSteps` to undo and redo), locked while `locked`. */
export function useScenarioHistory(
  initial: Scenario,
  startSteps: { past?: Scenario[]; future?: Scenario[] },
  locked: boolean,
): ScenarioHistory {
  const [history, dispatchHistory] = useReducer(historyReducer, null, () => initialHistory(initial, startSteps));
  const dispatch = useCallback(
    (action: ScenarioAction) =>
      (!locked || action.type === 'load') && dispatchHistory({ type: 'edit', action, atMs: performance.now() }),
    [locked],
  );
  const dispatchLesson = useCallback(
    (action: ScenarioAction) => dispatchHistory({ type: 'edit', action, atMs: performance.now() }),
    [],
  );
  const undo = useCallback(() => !locked && dispatchHistory({ type: 'undo' }), [locked]);
  const redo = useCallback(() => !locked && dispatchHistory({ type: 'redo' }), [locked]);
  return { history, dispatch, dispatchLesson, undo, redo };
}
