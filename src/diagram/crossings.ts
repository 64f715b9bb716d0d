/**
 * Where a route crosses a column it has no hop in: through a gap between that column's boxes (not
 * through a box, which would read as a hop), the gap nearest the straight line between its ends.
 */
import type { BoxPx } from './boxPx';
import { at } from '../util/at';

/** A route passing column `column` with no hop there; `idealYPx` is where a straight line would cross it. */
export interface Crossing {
  column: number;
  idealYPx: number;
}

/** Room kept between a crossing line and a box, pixels. */
const MARGIN_PX = 3;
/** Largest distance between crossings sharing a gap, pixels. */
const SPACING_PX = 8;

/** Free vertical spans of a column: above, between and below its boxes, within `[topPx, bottomPx]`. */
export function columnGaps(boxes: BoxPx[], topPx: number, bottomPx: number): Array<{ fromPx: number; toPx: number }> {
  const sorted = [...boxes].sort((a, b) => a.yPx - b.yPx);
  const gaps: Array<{ fromPx: number; toPx: number }> = [];
  let from = topPx;
  for (const box of sorted) {
    gaps.push({ fromPx: from, toPx: box.yPx });
    from = box.yPx + box.heightPx;
  }
  gaps.push({ fromPx: from, toPx: bottomPx });
  return gaps.filter((g) => g.toPx > g.fromPx);
}

/**
 * The y of every crossing: in the gap of its column nearest its ideal y; crossings that share a gap
 * are spread over it in the order of their ideal y (so they do not cross each other there).
 * `columnBoxes[c]` are the boxes of column c.
 */
export function crossingYs(crossings: Crossing[], columnBoxes: BoxPx[][], topPx: number, bottomPx: number): number[] {
  const gapsOf = columnBoxes.map((boxes) => columnGaps(boxes, topPx, bottomPx));
  const members = new Map<string, number[]>();
  const gapOf = crossings.map((x, k) => {
    const gaps = gapsOf[x.column] ?? [];
    let best = -1;
    let bestDistance = Infinity;
    gaps.forEach((g, i) => {
      const inside = Math.min(Math.max(x.idealYPx, g.fromPx + MARGIN_PX), g.toPx - MARGIN_PX);
      const distance = Math.abs(inside - x.idealYPx);
      if (distance < bestDistance) {
        best = i;
        bestDistance = distance;
      }
    });
    const key = `${x.column}:${best}`;
    members.set(key, [...(members.get(key) ?? []), k]);
    return best;
  });
  const ys = crossings.map((x) => x.idealYPx);
  for (const [key, list] of members) {
    const column = Number(key.slice(0, key.indexOf(':')));
    const [first] = list;
    const gap = first === undefined ? undefined : gapsOf[column]?.[at(gapOf, first, 'crossing')];
    if (!gap) continue;
    const lo = gap.fromPx + MARGIN_PX;
    const hi = Math.max(lo, gap.toPx - MARGIN_PX);
    const idealYPx = (k: number) => at(crossings, k, 'crossing').idealYPx;
    list.sort((a, b) => idealYPx(a) - idealYPx(b) || a - b);
    const n = list.length;
    const spacing = Math.min((hi - lo) / n, SPACING_PX);
    const mean = list.reduce((sum, k) => sum + idealYPx(k), 0) / n;
    const half = (spacing * (n - 1)) / 2;
    const centre = Math.min(Math.max(mean, lo + half), hi - half);
    list.forEach((k, i) => (ys[k] = centre - half + spacing * i));
  }
  return ys;
}
