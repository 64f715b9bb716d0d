/**
 * Paper 003's Fig 8 as the page draws it: over the alpha-beta square (increase and decrease
 * coupling of MTCP), how many of the paths carry traffic at equilibrium, computed by the solver
 * (solver/src/theory/mtcp.rs) for the loss probabilities given.
 */
import type { DirectionField, PathsMap } from '../solver/theoryTypes';
import { at } from '../util/at';

export type { DirectionField, PathsMap };

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
