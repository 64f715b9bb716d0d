/**
 * Paper 003's Fig 8 as the page draws it: over the alpha-beta square (increase and decrease
 * coupling of MTCP), how many of the paths carry traffic at equilibrium, computed by the solver
 * (solver/src/theory/mtcp.rs) for the loss probabilities given.
 */
import { at } from '../util/at';

/** The map: `(steps + 1)^2` path counts, row by row from beta = 0, alpha from 0 within a row. */
export interface PathsMap {
  steps: number;
  /** The loss probabilities, ascending. */
  p: number[];
  paths: number[];
}

/** Colours of 1, 2, 3, ... paths (colour-blind-safe; more paths, darker). */
export const PATH_COLOURS: readonly [string, ...string[]] = [
  '#fde725',
  '#5ec962',
  '#21918c',
  '#3b528b',
  '#440154',
  '#1f1f1f',
];

/** The colour of a count of paths. */
export function pathColour(paths: number): string {
  return at(PATH_COLOURS, Math.max(0, Math.min(PATH_COLOURS.length - 1, paths - 1)), 'path colour');
}

/** Reads a list of probabilities typed as `0.01, 0.02 0.05`: the numbers, or null if a piece is not one. */
export function parseLossList(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  const values = parts.map(Number);
  return parts.length > 0 && values.every((v) => Number.isFinite(v)) ? values : null;
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
