/**
 * Runs the solver on every new scenario: a worker streams the run into a RunStore, with progress,
 * and field-named errors when the scenario is refused. While dragging, runs are coalesced to the
 * latest scenario instead of cancelled (see SolveScheduler).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { SolverClient } from '../solver/client';
import { RunStore } from '../store/runStore';
import { SolveScheduler } from './solveScheduler';

/** Where the current run is. */
export type SolveStatus =
  | { kind: 'idle' }
  | { kind: 'running'; timeS: number }
  | { kind: 'done'; elapsedMs: number }
  | { kind: 'invalid'; errors: string[] }
  | { kind: 'failed'; message: string };

/** The latest run's data and status. */
export interface SolveState {
  store: RunStore | null;
  /** Bumped whenever the store grows or is replaced. */
  version: number;
  status: SolveStatus;
  /** Time from the request to the first chunk and to the end of the last run, milliseconds. */
  firstChunkMs: number | null;
  completeMs: number | null;
  /** Complete runs so far (for the drag benchmark). */
  completedRuns: number;
}

/** Solves `scenarioJson` (null: nothing to solve) and keeps the newest result. */
export function useSolver(scenarioJson: string | null, dragging: boolean): SolveState {
  const [state, setState] = useState<SolveState>({ store: null, version: 0, status: { kind: 'idle' }, firstChunkMs: null, completeMs: null, completedRuns: 0 });
  const client = useMemo(() => new SolverClient(), []);
  const scheduler = useMemo(
    () =>
      new SolveScheduler((json, finished) => {
        const requested = performance.now();
        let store: RunStore | null = null;
        let first = true;
        client.run(json, {
          onLayout(layout) {
            store = new RunStore(layout);
            // The previous store stays on screen until this run's first chunk arrives.
          },
          onChunk(rows, rowCount, timeS) {
            if (!store) return;
            store.append(rows, rowCount);
            const current = store;
            const firstChunkMs = first ? performance.now() - requested : null;
            first = false;
            setState((s) => ({
              ...s,
              store: current,
              version: s.version + 1,
              status: { kind: 'running', timeS },
              firstChunkMs: firstChunkMs ?? s.firstChunkMs,
            }));
          },
          onDone(elapsedMs) {
            const completeMs = performance.now() - requested;
            setState((s) => ({ ...s, version: s.version + 1, status: { kind: 'done', elapsedMs }, completeMs, completedRuns: s.completedRuns + 1 }));
            finished();
          },
          onInvalid(errors) {
            setState((s) => ({ ...s, status: { kind: 'invalid', errors } }));
            finished();
          },
          onFailed(message) {
            setState((s) => ({ ...s, status: { kind: 'failed', message } }));
            finished();
          },
        });
      }),
    [client],
  );
  const draggingRef = useRef(dragging);
  draggingRef.current = dragging;

  useEffect(() => {
    if (scenarioJson !== null) scheduler.request(scenarioJson, draggingRef.current);
  }, [scenarioJson, scheduler]);
  useEffect(() => () => client.dispose(), [client]);
  return state;
}
