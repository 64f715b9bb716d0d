/**
 * Rectangles bucketed on a grid of cells, so that the area a new label would share with the
 * rectangles already placed reads only the few nearby ones (issue 23: a 5,000-station link compared
 * every label with every one placed before it, 43 s on the page's thread).
 */

/** A rectangle in screen pixels. */
export interface RectPx {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Cell size, px: about a label's size. */
const CELL_PX = 64;
/** A rectangle spanning more cells than this (the map's edge bands) is checked against every query. */
const MAX_CELLS = 64;

const cellOf = (v: number) => Math.floor(v / CELL_PX);
/** One number per cell (cells within +-10^4 of the origin; screen pixels stay far inside). */
const key = (cx: number, cy: number) => (cx + 10_000) * 20_001 + (cy + 10_000);

/** The area two rectangles share, px². */
export function overlapArea(a: RectPx, b: RectPx): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/** A set of rectangles that answers "how much of this rectangle do they cover, summed". */
export class RectIndex {
  private readonly rects: RectPx[] = [];
  private readonly big: number[] = [];
  private readonly cells = new Map<number, number[]>();
  /** The query that last counted each rectangle (one rectangle in several cells counts once). */
  private readonly seen: number[] = [];
  private query = 0;

  constructor(rects: Iterable<RectPx> = []) {
    for (const r of rects) this.add(r);
  }

  /** Adds `r`. */
  add(r: RectPx): void {
    const id = this.rects.push(r) - 1;
    this.seen.push(0);
    const [x0, x1, y0, y1] = [cellOf(r.left), cellOf(r.right), cellOf(r.top), cellOf(r.bottom)];
    const finite = [x0, x1, y0, y1].every(Number.isFinite);
    if (!finite || (x1 - x0 + 1) * (y1 - y0 + 1) > MAX_CELLS) {
      this.big.push(id);
      return;
    }
    for (let cx = x0; cx <= x1; cx++)
      for (let cy = y0; cy <= y1; cy++) {
        const k = key(cx, cy);
        const list = this.cells.get(k);
        if (list) list.push(id);
        else this.cells.set(k, [id]);
      }
  }

  /** The area `r` shares with every rectangle added, summed, px² (the same sum as a scan of all). */
  overlapSum(r: RectPx): number {
    this.query += 1;
    let sum = 0;
    for (const id of this.big) sum += overlapArea(r, this.rects[id]!); // ids index rects
    const [x0, x1, y0, y1] = [cellOf(r.left), cellOf(r.right), cellOf(r.top), cellOf(r.bottom)];
    for (let cx = x0; cx <= x1; cx++)
      for (let cy = y0; cy <= y1; cy++)
        for (const id of this.cells.get(key(cx, cy)) ?? []) {
          if (this.seen[id] === this.query) continue;
          this.seen[id] = this.query;
          sum += overlapArea(r, this.rects[id]!); // ids index rects
        }
    return sum;
  }
}
