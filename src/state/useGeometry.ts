/**
 * The map's geometry of the current scenario, from a WebAssembly solver instance on the main
 * thread (paths and positions only; the dynamics run in the worker).
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import wasmUrl from '../wasm/mpsolver.wasm?url';
import { scenarioGeometry, type ScenarioGeometry } from '../geometry/geometry';
import { ScenarioError, Solver } from '../solver/wasm';

let solverPromise: Promise<Solver> | null = null;
let loadedSolver: Solver | null = null;
let loadProblem: string | null = null;
const problemListeners = new Set<() => void>();

/**
 * The main thread's solver instance (loaded once, the fetch retried; see wasmLoad.ts). When it
 * cannot be loaded the promise rejects, and `useSolverLoadProblem` says why.
 */
export function mainThreadSolver(): Promise<Solver> {
  if (!solverPromise) {
    solverPromise = Solver.fromUrl(wasmUrl);
    solverPromise
      .then((solver) => (loadedSolver = solver))
      .catch((error: unknown) => {
        loadProblem = error instanceof Error ? error.message : String(error);
        problemListeners.forEach((listener) => listener());
      });
  }
  return solverPromise;
}

/** Throws away `solver` if it is still the main thread's instance: the next call loads a fresh one. */
export function discardMainThreadSolver(solver: Solver): void {
  if (loadedSolver === solver) [solverPromise, loadedSolver] = [null, null];
}

/** The main thread's solver instance if it has loaded (null while loading or when it failed). */
export function loadedMainThreadSolver(): Solver | null {
  return loadedSolver;
}

/** Why the main thread's solver could not be loaded (null while loading or once loaded). */
export function useSolverLoadProblem(): string | null {
  return useSyncExternalStore(
    (listener) => {
      problemListeners.add(listener);
      return () => problemListeners.delete(listener);
    },
    () => loadProblem,
  );
}

/** Geometry of `scenarioJson`, or null while loading or when the scenario is invalid. */
export function useGeometry(scenarioJson: string | null): ScenarioGeometry | null {
  const [geometry, setGeometry] = useState<ScenarioGeometry | null>(null);
  const current = useRef<ScenarioGeometry | null>(null);
  useEffect(() => {
    if (scenarioJson === null) return;
    let cancelled = false;
    mainThreadSolver().then(
      (solver) => {
        if (cancelled) return;
        let built: ScenarioGeometry;
        try {
          built = scenarioGeometry(solver, scenarioJson);
        } catch (error) {
          // The worker reports the same errors; the map keeps the last valid geometry. Anything
          // else (a trap) may have broken the instance: the next geometry loads a fresh one.
          if (!(error instanceof ScenarioError)) discardMainThreadSolver(solver);
          return;
        }
        const old = current.current;
        current.current = built;
        setGeometry(built);
        // Freed once the new geometry is on screen (a disposed one answers with zeros anyway).
        if (old) requestAnimationFrame(() => old.dispose());
      },
      // Not loaded: useSolverLoadProblem tells the page, which offers a reload.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [scenarioJson]);
  useEffect(() => () => current.current?.dispose(), []);
  return geometry;
}
