/**
 * Runs the solver on every new scenario on the solver service's screen clients (a small pool of
 * workers, src/solver/service.ts) and keeps the newest result: an edit streams into the charts as
 * it is solved; while dragging, complete results replace each other as they finish (see
 * SolveScheduler). Invalid scenarios come back as field-named errors.
 */
import { useEffect, useMemo, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { SolverClient } from '../solver/client';
import { solverService } from '../solver/service';
import { RunStore } from '../store/runStore';
import { SolveScheduler, type RunMode } from './solveScheduler';

/** Where the current run is. */
export type SolveStatus =
  | { kind: 'idle' }
  | { kind: 'running'; timeS: number }
  | { kind: 'done'; elapsedMs: number }
  | { kind: 'invalid'; errors: string[] }
  /** Not started: the cost gate holds it (see useCostGate). */
  | { kind: 'held' }
  /** `reload`: the solver module could not be loaded, only reloading the page can help. */
  | { kind: 'failed'; message: string; reload?: boolean };

/** The latest run's data and status. */
export interface SolveState {
  store: RunStore | null;
  /** Bumped whenever the store grows or is replaced. */
  version: number;
  status: SolveStatus;
  /** From starting the latest run to its first chunk, and to its end, milliseconds. */
  firstChunkMs: number | null;
  completeMs: number | null;
  /** Complete results shown so far (for the drag benchmark). */
  completedRuns: number;
  /** The shown run's warnings (`path: message`, e.g. a round trip run as two steps), from its summary. */
  warnings: string[];
}

/** Nothing solved yet (the page store's `NO_RUN` starts from it too). */
export const IDLE_SOLVE: SolveState = {
  store: null,
  version: 0,
  status: { kind: 'idle' },
  firstChunkMs: null,
  completeMs: null,
  completedRuns: 0,
  warnings: [],
};

/** What a screen run reads and writes of its hook. */
interface ScreenRefs {
  /** The sequence number of the run on screen. */
  shown: RefObject<number>;
  /** Bumped when the gate holds: callbacks of the runs it stopped (a queued frame) do nothing. */
  holds: RefObject<number>;
  setState: Dispatch<SetStateAction<SolveState>>;
}

/**
 * Starts run `sequence` of `json` on `client`: a streamed run puts its first chunk on screen at
 * once and later ones at most once per frame; a complete run shows only its end. Runs older than
 * the one on screen, or stopped by a hold, change nothing. `finished` is called when it ends.
 */
function startScreenRun(
  client: SolverClient,
  json: string,
  mode: RunMode,
  sequence: number,
  finished: () => void,
  { shown, holds, setState }: ScreenRefs,
): void {
  const requested = performance.now();
  let store: RunStore | null = null;
  let first = true;
  let frame = 0;
  let latestTimeS = 0;
  let warnings: string[] = [];
  const holdsAtStart = holds.current;
  const isNewest = () => sequence >= shown.current && holdsAtStart === holds.current;
  client.run(json, {
    onLayout(layout) {
      store = new RunStore(layout);
    },
    onSummary(summary) {
      warnings = summary.warnings ?? [];
    },
    onChunk(rows, rowCount, timeS) {
      if (!store) return;
      store.append(rows, rowCount);
      if (mode === 'complete' || !isNewest()) return;
      const current = store;
      if (first) {
        // The first chunk goes on screen at once; later ones at most once per frame.
        first = false;
        shown.current = sequence;
        const firstChunkMs = performance.now() - requested;
        setState((s) => ({
          ...s,
          store: current,
          version: s.version + 1,
          status: { kind: 'running', timeS },
          firstChunkMs,
        }));
        return;
      }
      latestTimeS = timeS;
      if (frame === 0) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          if (!isNewest()) return;
          const t = latestTimeS;
          setState((s) =>
            s.store === current ? { ...s, version: s.version + 1, status: { kind: 'running', timeS: t } } : s,
          );
        });
      }
    },
    onDone(elapsedMs) {
      if (frame !== 0) cancelAnimationFrame(frame);
      frame = 0;
      if (isNewest() && store) {
        shown.current = sequence;
        const current = store;
        const completeMs = performance.now() - requested;
        setState((s) => ({
          ...s,
          store: current,
          version: s.version + 1,
          status: { kind: 'done', elapsedMs },
          completeMs,
          completedRuns: s.completedRuns + 1,
          warnings,
        }));
      }
      finished();
    },
    onInvalid(errors) {
      // A queued frame would show "Solving…" over the outcome: cancel it, as onDone does.
      if (frame !== 0) cancelAnimationFrame(frame);
      frame = 0;
      if (isNewest()) setState((s) => ({ ...s, status: { kind: 'invalid', errors } }));
      finished();
    },
    onFailed(message, reload) {
      if (frame !== 0) cancelAnimationFrame(frame);
      frame = 0;
      const status: SolveStatus = reload ? { kind: 'failed', message, reload } : { kind: 'failed', message };
      if (isNewest()) setState((s) => ({ ...s, status }));
      finished();
    },
  });
}

/**
 * Solves `scenarioJson` (null: nothing to solve) in `workers` workers (the page's `?workers=`;
 * null: the rule of src/solver/poolSize.ts) and keeps the newest result. `held`: start nothing and
 * stop the runs in progress (the cost gate; the last result stays on screen).
 */
export function useSolver(
  scenarioJson: string | null,
  dragging: boolean,
  workers: number | null = null,
  held = false,
): SolveState {
  const [state, setState] = useState<SolveState>(IDLE_SOLVE);
  const clients = useMemo(() => solverService().screenClients(workers), [workers]);
  const shown = useRef(0);
  // Bumped when the gate holds: callbacks of the runs it stopped (a queued frame) do nothing.
  const holds = useRef(0);
  const scheduler = useMemo(() => {
    const screen: ScreenRefs = { shown, holds, setState };
    const start = (slot: number, json: string, mode: RunMode, sequence: number, finished: () => void) =>
      // The scheduler's slots are the clients' indices.
      startScreenRun(clients[slot]!, json, mode, sequence, finished, screen);
    return new SolveScheduler(clients.length, start, (slot) => clients[slot]!.cancel());
  }, [clients]);
  const draggingRef = useRef(dragging);
  draggingRef.current = dragging;

  useEffect(() => {
    if (held) {
      holds.current += 1;
      scheduler.cancelAll();
      setState((s) => ({ ...s, status: { kind: 'held' } }));
    } else if (scenarioJson !== null) scheduler.request(scenarioJson, draggingRef.current);
  }, [scenarioJson, scheduler, held]);
  useEffect(() => () => clients.forEach((c) => c.dispose()), [clients]);
  return state;
}
