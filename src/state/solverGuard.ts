/**
 * Calls of the page's own solver instance (links' and files' checks, the cost gate) that survive
 * a trap: the instance is thrown away and the next call loads a fresh one (issue 23: after one
 * link ran it out of memory, every later link, file and estimate failed until a reload).
 */
import type { Solver } from '../solver/wasm';
import type { RunCost } from '../solver/cost';
import type { Scenario } from '../scenario/types';
import { gateVerdict } from './costGate';
import { formatBytes } from '../solver/memoryLimit';
import { discardMainThreadSolver, mainThreadSolver } from './useGeometry';

/**
 * A call of the main thread's solver that trapped (ran out of memory, or any other trap): the
 * instance was thrown away (the next call loads a fresh one) and `message` says what happened in
 * words about the scenario, never the module's bare "unreachable".
 */
export class SolverTrap extends Error {}

/** The words for a trap of `solver` on a scenario. */
function trapWords(solver: Solver, error: unknown): string {
  const asked = solver.failedAllocBytes();
  if (asked > 0) return `the solver ran out of memory on this scenario (it asked for ${formatBytes(asked)} more)`;
  const words = solver.describeFailure(error);
  return words.startsWith('the solver ran out of memory')
    ? 'the solver ran out of memory on this scenario'
    : 'the solver stopped on this scenario with an internal error';
}

/**
 * Runs `call` on the loaded main-thread `solver`. A trap throws the instance away and becomes a
 * `SolverTrap` (`ScenarioError`s and other errors pass as they are).
 */
export function guardTrap<T>(solver: Solver, call: (solver: Solver) => T): T {
  try {
    return call(solver);
  } catch (error) {
    if (!(error instanceof WebAssembly.RuntimeError) && !(error instanceof RangeError)) throw error;
    const words = trapWords(solver, error);
    discardMainThreadSolver(solver);
    throw new SolverTrap(words);
  }
}

/**
 * Runs `call` on the main thread's solver (loading it first). A trap throws the instance away and
 * rejects with a `SolverTrap`; when the solver's cost estimate of `scenarioJson` (asked on the
 * fresh instance) refuses the scenario, its messages are the words ("too many platforms ...").
 */
export async function withMainThreadSolver<T>(scenarioJson: string, call: (solver: Solver) => T): Promise<T> {
  const solver = await mainThreadSolver();
  try {
    return guardTrap(solver, call);
  } catch (error) {
    if (!(error instanceof SolverTrap)) throw error;
    throw new SolverTrap(await estimateWords(scenarioJson, error.message));
  }
}

/** The cost estimate's refusal of `scenarioJson` on a fresh instance, or `otherwise`. */
async function estimateWords(scenarioJson: string, otherwise: string): Promise<string> {
  try {
    const fresh = await mainThreadSolver();
    const cost = guardTrap(fresh, (s) => s.cost(scenarioJson));
    if (!cost.fits && cost.over.length > 0) return `${otherwise}: ${cost.over.map((o) => o.message).join('; ')}`;
  } catch {
    // No estimate (an invalid scenario, or the estimate trapped too): the trap's own words.
  }
  return otherwise;
}

/** Estimates one run of scenario JSON (the page's solver's `cost`). */
export type EstimateCost = (scenarioJson: string) => RunCost;

/** The page's own estimate, through `withMainThreadSolver`. */
export const pageEstimate = (scenarioJson: string): Promise<EstimateCost> =>
  withMainThreadSolver(scenarioJson, (solver) => (json: string) => guardTrap(solver, (s) => s.cost(json)));

/**
 * Why a background job (paper badges, the gallery's reports) must not start for `scenarioJson`:
 * the page's cost verdict refuses it (the gate's verdict, the same that holds the page's run), in
 * words: `over the cost limits: solver.durationS: about 70.0 s to solve ...`. Null when it fits,
 * or when the scenario is invalid (the job's worker then names its errors).
 */
export function costRefusal(scenarioJson: string, estimate: EstimateCost): string | null {
  let scenario: Scenario;
  try {
    scenario = JSON.parse(scenarioJson) as Scenario;
  } catch {
    return null;
  }
  const verdict = gateVerdict(scenario, scenarioJson, estimate);
  if (verdict.kind !== 'over') return null;
  return `over the cost limits: ${verdict.over.map((o) => o.message).join('; ')}`;
}

/**
 * Why a job the user starts (a sweep, a placement map) must not start for `scenarioJson`: the
 * page's cost verdict refuses the scenario it varies (every point would be held as the page's own
 * run is), in words; null when it fits or cannot be estimated (each point's worker then names its
 * errors, and refuses what the solver itself cannot run).
 */
export async function jobRefusal(
  scenarioJson: string,
  estimate: (scenarioJson: string) => Promise<EstimateCost> = pageEstimate,
): Promise<string | null> {
  try {
    return costRefusal(scenarioJson, await estimate(scenarioJson));
  } catch {
    return null;
  }
}
