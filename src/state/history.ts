/**
 * Undo and redo over scenario edits. Every ScenarioAction is one undoable step, except that a run
 * of actions with the same coalescing key in quick succession (the frames of one drag, repeated
 * arrow-key nudges) counts as one step.
 */
import type { Scenario } from '../scenario/types';
import type { ScenarioAction } from './actions';
import { scenarioReducer } from './scenarioReducer';

/** Steps kept for undo. */
export const HISTORY_LIMIT = 200;
/** Actions with one key closer together than this merge into one undo step, milliseconds. */
export const COALESCE_MS = 1000;

/** The scenario with what can be undone and redone. */
export interface History {
  past: Scenario[];
  present: Scenario;
  future: Scenario[];
  /** Key and time of the last recorded edit, for coalescing. */
  lastKey: string | null;
  lastAtMs: number;
}

/** What the history reducer accepts. */
export type HistoryAction =
  { type: 'undo' } | { type: 'redo' } | { type: 'edit'; action: ScenarioAction; atMs: number };

/** The coalescing key of an action: edits of one thing by one gesture share it. */
export function coalesceKey(a: ScenarioAction): string | null {
  switch (a.type) {
    case 'moveStation':
      return `moveStation:${a.id}`;
    case 'moveVertex':
      return `moveVertex:${a.platformId}:${a.index}`;
    case 'updateStation':
      return `updateStation:${a.id}:${Object.keys(a.patch).sort().join(',')}`;
    case 'updateChannel':
      return `updateChannel:${a.id}:${Object.keys(a.patch).sort().join(',')}`;
    case 'setFileMegabytes':
      return 'setFileMegabytes';
    default:
      return null;
  }
}

/** A history at `scenario`, with the undo and redo steps of `steps` (none by default; a reload restores them). */
export function initialHistory(scenario: Scenario, steps: { past?: Scenario[]; future?: Scenario[] } = {}): History {
  const past = (steps.past ?? []).slice(-HISTORY_LIMIT);
  return { past, present: scenario, future: steps.future ?? [], lastKey: null, lastAtMs: 0 };
}

/** The history after `action`. */
export function historyReducer(h: History, action: HistoryAction): History {
  switch (action.type) {
    case 'undo': {
      const previous = h.past.at(-1);
      if (previous === undefined) return h;
      return {
        past: h.past.slice(0, -1),
        present: previous,
        future: [h.present, ...h.future],
        lastKey: null,
        lastAtMs: 0,
      };
    }
    case 'redo': {
      const [next, ...rest] = h.future;
      if (next === undefined) return h;
      return { past: [...h.past, h.present], present: next, future: rest, lastKey: null, lastAtMs: 0 };
    }
    case 'edit': {
      const present = scenarioReducer(h.present, action.action);
      if (present === h.present) return h;
      const key = coalesceKey(action.action);
      const merge = key !== null && key === h.lastKey && action.atMs - h.lastAtMs < COALESCE_MS && h.past.length > 0;
      const past = merge ? h.past : [...h.past, h.present].slice(-HISTORY_LIMIT);
      return { past, present, future: [], lastKey: key, lastAtMs: action.atMs };
    }
  }
}
