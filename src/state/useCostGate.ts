/**
 * The gate before every run: the page's own solver instance estimates what the scenario's run (or
 * its comparison's runs, summed) would cost, and above the solver's limits the runs are held until
 * the user shortens the scenario or chooses to run it anyway. Every way a scenario arrives (edits,
 * presets, files, share links, autosave) passes here, because the page solves only what it shows.
 *
 * The estimate runs on the main thread, before anything is posted to a worker: it is one parse of
 * the scenario in the solver (about 0.1 ms for a preset), so an edit within the limits still starts
 * its run in the same effect as before, with no worker round trip; and one verdict holds the main
 * run, the map's geometry and every comparison worker at once.
 */
import { createContext, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Scenario } from '../scenario/types';
import { gateVerdict, holdsGeometry, withinApproved, type GateFigures, type GateVerdict } from './costGate';
import { loadedMainThreadSolver, mainThreadSolver } from './useGeometry';
import { guardTrap } from './solverGuard';

/**
 * True while the gate holds runs. Comparison mode's runs start inside its view (useComparison),
 * which reads the gate here; the page provides it.
 */
export const RunHoldContext = createContext(false);

/** The gate's state for the current scenario. */
export interface CostGate {
  /** The verdict, or null while the page's solver loads. */
  verdict: GateVerdict | null;
  /** Runs must not start (over the limits and not approved, or not yet estimated). */
  held: boolean;
  /** The map's geometry must not be built either (it is over a limit itself). */
  holdGeometry: boolean;
  /** Over the limits, and run anyway because the user said so. */
  approved: boolean;
  /** Runs the current scenario, and any later one that costs no more, despite the limits. */
  runAnyway(): void;
  /** Withdraws `runAnyway`: the run in progress stops and the scenario is held again. */
  cancel(): void;
}

/**
 * The gate for `scenario` (`scenarioJson` its JSON). While the page's solver loads, a new scenario
 * waits for its estimate, but the one the page opened with does not: a link, a file or the autosave
 * reaches the page only after that solver has checked it (so it is loaded and the estimate is
 * there at once), and otherwise the page opens the default preset, which fits; its run then starts
 * as before, while the worker loads its own module.
 */
export function useCostGate(scenario: Scenario, scenarioJson: string): CostGate {
  const opening = useRef(scenarioJson);
  const [failed, setFailed] = useState(false);
  const [, setLoads] = useState(0);
  const solver = loadedMainThreadSolver();
  useEffect(() => {
    if (solver !== null) return;
    let live = true;
    mainThreadSolver().then(
      () => live && setLoads((n) => n + 1),
      // Not loaded: the worker fails the same way and the page offers a reload; hold nothing.
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [solver]);
  const verdict = useMemo<GateVerdict | null>(() => {
    if (failed) return { kind: 'invalid' };
    if (solver === null) return null;
    // A trap throws the instance away (guardTrap; the verdict reads "invalid", so the worker runs it
    // and names what happened): the next scenario's estimate loads a fresh instance instead of
    // asking a broken one.
    return gateVerdict(scenario, scenarioJson, (json) => guardTrap(solver, (s) => s.cost(json)));
  }, [failed, solver, scenario, scenarioJson]);
  const [approvedFigures, setApprovedFigures] = useState<GateFigures | null>(null);
  const over = verdict?.kind === 'over' ? verdict : null;
  const approved = over !== null && approvedFigures !== null && withinApproved(over.figures, approvedFigures);
  const runAnyway = useCallback(() => over && setApprovedFigures(over.figures), [over]);
  const cancel = useCallback(() => setApprovedFigures(null), []);
  const waiting = verdict === null && scenarioJson !== opening.current;
  return {
    verdict,
    held: waiting || (over !== null && !approved),
    holdGeometry: waiting || (over !== null && !approved && holdsGeometry(over)),
    approved,
    runAnyway,
    cancel,
  };
}
