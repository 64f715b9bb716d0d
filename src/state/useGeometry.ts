/**
 * The map's geometry of the current scenario, from a WebAssembly solver instance on the main
 * thread (paths and positions only; the dynamics run in the worker).
 */
import { useEffect, useRef, useState } from 'react';
import wasmUrl from '../wasm/mpsolver.wasm?url';
import { scenarioGeometry, type ScenarioGeometry } from '../geometry/geometry';
import { ScenarioError, Solver } from '../solver/wasm';

let solverPromise: Promise<Solver> | null = null;

/** The main thread's solver instance (loaded once). */
export function mainThreadSolver(): Promise<Solver> {
  solverPromise ??= Solver.fromUrl(wasmUrl);
  return solverPromise;
}

/** Geometry of `scenarioJson`, or null while loading or when the scenario is invalid. */
export function useGeometry(scenarioJson: string | null): ScenarioGeometry | null {
  const [geometry, setGeometry] = useState<ScenarioGeometry | null>(null);
  const current = useRef<ScenarioGeometry | null>(null);
  useEffect(() => {
    if (scenarioJson === null) return;
    let cancelled = false;
    void mainThreadSolver().then((solver) => {
      if (cancelled) return;
      let built: ScenarioGeometry;
      try {
        built = scenarioGeometry(solver, scenarioJson);
      } catch (error) {
        // The worker reports the same errors; the map keeps the last valid geometry. Anything
        // else (a trap) may have broken the instance: the next geometry loads a fresh one.
        if (!(error instanceof ScenarioError)) solverPromise = null;
        return;
      }
      const old = current.current;
      current.current = built;
      setGeometry(built);
      // Freed once the new geometry is on screen (a disposed one answers with zeros anyway).
      if (old) requestAnimationFrame(() => old.dispose());
    });
    return () => {
      cancelled = true;
    };
  }, [scenarioJson]);
  useEffect(() => () => current.current?.dispose(), []);
  return geometry;
}
