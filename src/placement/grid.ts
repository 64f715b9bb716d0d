/**
 * The placement map's grid: `n x n` candidate positions over a rectangle of the map (cell
 * centres), ordered coarse first (every 4th row and column, then every 2nd, then the rest), so the
 * map is coloured everywhere early and refined as runs finish. Each point is drawn as a square of
 * its level's stride until finer points cover it.
 */
import type { PointM } from '../scenario/types';

/** A rectangle in metres. */
export interface BoundsM {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One candidate position. */
export interface GridPoint {
  /** Column and row, 0 .. n-1 (row 0 at y0). */
  i: number;
  j: number;
  position: PointM;
  /** Cells per side of the square it stands for until finer points arrive (4, 2 or 1). */
  stride: number;
}

/** The strides of the levels, coarse first. */
export const STRIDES = [4, 2, 1];

/** Every point of an `n x n` grid over the bounds, coarse levels first. */
export function placementGrid(bounds: BoundsM, n: number): GridPoint[] {
  const cellX = (bounds.x1 - bounds.x0) / n;
  const cellY = (bounds.y1 - bounds.y0) / n;
  const seen = new Set<number>();
  const out: GridPoint[] = [];
  for (const stride of STRIDES) {
    // Offset so a coarse point sits in the middle of the square it stands for.
    const start = Math.floor((stride - 1) / 2);
    for (let j = start; j < n; j += stride) {
      for (let i = start; i < n; i += stride) {
        if (seen.has(j * n + i)) continue;
        seen.add(j * n + i);
        out.push({
          i,
          j,
          stride,
          position: { xM: Math.round(bounds.x0 + (i + 0.5) * cellX), yM: Math.round(bounds.y0 + (j + 0.5) * cellY) },
        });
      }
    }
  }
  return out;
}

/** The square a point stands for, in metres (clipped to the bounds). */
export function cellBounds(p: GridPoint, bounds: BoundsM, n: number): BoundsM {
  const cellX = (bounds.x1 - bounds.x0) / n;
  const cellY = (bounds.y1 - bounds.y0) / n;
  const start = Math.floor((p.stride - 1) / 2);
  const i0 = Math.max(0, p.i - start);
  const j0 = Math.max(0, p.j - start);
  return {
    x0: bounds.x0 + i0 * cellX,
    y0: bounds.y0 + j0 * cellY,
    x1: bounds.x0 + Math.min(n, i0 + p.stride) * cellX,
    y1: bounds.y0 + Math.min(n, j0 + p.stride) * cellY,
  };
}

/** The index of the best value (higher or lower is better); null values never win. -1 if none. */
export function bestIndex(values: ReadonlyArray<number | null>, better: 'higher' | 'lower'): number {
  let best = -1;
  for (let k = 0; k < values.length; k++) {
    const v = values[k];
    if (v === null || v === undefined || !Number.isFinite(v)) continue;
    const b = best < 0 ? null : values[best]!;
    if (b === null || (better === 'higher' ? v > b : v < b)) best = k;
  }
  return best;
}
