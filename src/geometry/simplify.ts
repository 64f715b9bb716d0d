/**
 * Simplification of long outlines for drawing: a path of any length (a 100k-vertex polyline, the
 * million-point outline of a 1e7 s curve) becomes at most `maxPoints` vertices, by Douglas-Peucker
 * with a distance tolerance in metres that starts at a fraction of the outline's extent (below a
 * pixel when the whole path is on screen) and doubles until the bound is met. The first and last
 * points are always kept; an outline already within the bound is returned as it is.
 */

/**
 * Most points of a path that can still be edited point by point: the map gives a path with more no
 * vertex handles (src/map/vertexLayer.ts), and an imported track is simplified to it.
 */
export const MAX_EDITABLE_POINTS = 500;

/** Vertices a drawn path keeps at most. */
export const MAX_DRAWN_POINTS = 4000;

/** Starting tolerance as a fraction of the outline's extent (its bounding box's diagonal). */
const TOLERANCE_OF_EXTENT = 1 / 8000;

/**
 * `outline` (interleaved x, y metres) with at most `maxPoints` vertices (at least 2); the same array
 * when it already has no more.
 */
export function simplifyOutline(outline: Float64Array, maxPoints = MAX_DRAWN_POINTS): Float64Array {
  const n = outline.length >> 1;
  const limit = Math.max(2, Math.floor(maxPoints));
  if (n <= limit) return outline;
  let tolM = Math.max(1e-6, extentDiagonalM(outline) * TOLERANCE_OF_EXTENT);
  let points = outline;
  for (;;) {
    points = douglasPeucker(points, tolM);
    if (points.length >> 1 <= limit) return points;
    tolM *= 2;
  }
}

/** The diagonal of the bounding box of `outline`, metres. */
function extentDiagonalM(outline: Float64Array): number {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i + 1 < outline.length; i += 2) {
    const x = outline[i]!; // i + 1 < length
    const y = outline[i + 1]!;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return Number.isFinite(maxX - minX) ? Math.hypot(maxX - minX, maxY - minY) : 0;
}

/** Douglas-Peucker on interleaved points with tolerance `tolM` (iterative, no recursion). */
export function douglasPeucker(outline: Float64Array, tolM: number): Float64Array {
  const n = outline.length >> 1;
  if (n <= 2) return outline;
  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[n - 1] = 1;
  const stack: number[] = [0, n - 1];
  const tol2 = tolM * tolM;
  while (stack.length > 0) {
    const last = stack.pop()!;
    const first = stack.pop()!;
    // 0 <= first < i < last < n: every point indexed below is in the outline.
    const ax = outline[2 * first]!;
    const ay = outline[2 * first + 1]!;
    const dx = outline[2 * last]! - ax;
    const dy = outline[2 * last + 1]! - ay;
    const len2 = dx * dx + dy * dy;
    let worst = -1;
    let worstD2 = tol2;
    for (let i = first + 1; i < last; i += 1) {
      const px = outline[2 * i]! - ax;
      const py = outline[2 * i + 1]! - ay;
      let d2: number;
      if (len2 === 0) d2 = px * px + py * py;
      else {
        const u = Math.min(1, Math.max(0, (px * dx + py * dy) / len2));
        const ex = px - u * dx;
        const ey = py - u * dy;
        d2 = ex * ex + ey * ey;
      }
      if (d2 > worstD2) {
        worstD2 = d2;
        worst = i;
      }
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push(first, worst, worst, last);
    }
  }
  let count = 0;
  for (const kept of keep) count += kept;
  const out = new Float64Array(2 * count);
  for (let i = 0, k = 0; i < n; i += 1) {
    if (!keep[i]) continue;
    out[k++] = outline[2 * i]!; // i < n
    out[k++] = outline[2 * i + 1]!;
  }
  return out;
}
