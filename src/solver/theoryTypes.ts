/**
 * What the solver's paper-003 exports return (solver/src/theory/): the utilization curves, the
 * paths map and the direction field, as the worker and the wasm wrapper type them.
 */

/** The four controllers paper 003 compares, as the solver names them. */
export type Coupling = 'mstcp' | 'coupled-decrease' | 'coupled-increase' | 'fully-coupled';

/** One controller's utilization at counts 1, 2, ... */
export interface UtilizationCurve {
  coupling: Coupling;
  utilization: number[];
}

/** The map: `(steps + 1)^2` path counts, row by row from beta = 0, alpha from 0 within a row. */
export interface PathsMap {
  steps: number;
  /** The loss probabilities, ascending. */
  p: number[];
  paths: number[];
}

/** Paper 003's Fig 7: eq (15) on two paths (solver/src/theory/mtcp.rs `DirectionField`). */
export interface DirectionField {
  /** The square `[0, wMax]^2`, packets. */
  wMax: number;
  steps: number;
  /** `[dw1/dt, dw2/dt]` at cell centres, row by row from w2 = 0. */
  arrows: Array<[number, number]>;
  /** Eq (15) integrated from several starts (RK4), `[w1, w2]` every 0.05 s for 20 s. */
  trajectories: Array<Array<[number, number]>>;
  /** The same starts run by the solver's fluid model (delays, Euler at 1 ms), same sampling. */
  solverTrajectories: Array<Array<[number, number]>>;
  equilibria: Array<[number, number]>;
  /** The equilibria are the segment between the two points (equal paths, full coupling). */
  equilibriumSegment: boolean;
}
