/** Point lists of the drawing tools: freehand sampling and clean-up of clicked polylines. */
import type { PointM } from '../scenario/types';
import { distanceM } from './coords';
import { douglasPeucker } from './simplify';

/** How far (screen px) a simplified freehand path may stray from the stroke drawn. */
export const FREEHAND_TOLERANCE_PX = 6;

/**
 * A freehand stroke reduced to the vertices that matter (Douglas-Peucker, `tolM` metres: a few screen
 * pixels at the zoom it was drawn): every stroke sample stays within `tolM` of the result, which keeps
 * the first and last points and only points of the stroke, so a stroke leaves a handful of handles.
 */
export function simplifyStroke(points: PointM[], tolM: number): PointM[] {
  if (points.length <= 2 || !(tolM > 0)) return points;
  const flat = new Float64Array(points.length * 2);
  points.forEach((p, i) => {
    flat[2 * i] = p.xM;
    flat[2 * i + 1] = p.yM;
  });
  const kept = douglasPeucker(flat, tolM);
  const out: PointM[] = [];
  for (let i = 0; i + 1 < kept.length; i += 2) out.push({ xM: kept[i]!, yM: kept[i + 1]! }); // i + 1 < length
  return out;
}

/** Minimum spacing of freehand samples, metres. */
export const FREEHAND_SPACING_M = 20;

/** `points` with `p` appended when it is at least `minM` from the last point (a new array only if it grew). */
export function appendIfFar(points: PointM[], p: PointM, minM = FREEHAND_SPACING_M): PointM[] {
  const last = points[points.length - 1];
  if (last && distanceM(last, p) < minM) return points;
  return [...points, p];
}

/** The freehand points once the pointer is released at `end`: the end point is kept exactly. */
export function finishFreehand(points: PointM[], end: PointM, minM = FREEHAND_SPACING_M): PointM[] {
  const last = points.at(-1);
  if (last === undefined) return [end];
  if (distanceM(last, end) < 1) return points;
  // Replace a too-close last sample by the end point rather than leave a tiny final segment.
  if (points.length >= 2 && distanceM(last, end) < minM / 2) return [...points.slice(0, -1), end];
  return [...points, end];
}

/**
 * `points` without consecutive near-duplicates (closer than `minM`): a double-click adds two
 * clicks at the same place before it finishes a polyline.
 */
export function dedupePoints(points: PointM[], minM: number): PointM[] {
  const out: PointM[] = [];
  for (const p of points) {
    const last = out.at(-1);
    if (last === undefined || distanceM(last, p) >= minM) out.push(p);
  }
  return out;
}
