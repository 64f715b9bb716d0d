/**
 * Where each epoch label (t1, t2, …) goes beside its mark so that station markers, station
 * labels, other marks and the labels already placed do not hide it: the first of a few places
 * around the mark (above right first, as before) that overlaps nothing, else the one that
 * overlaps least.
 */

/** A rectangle in screen pixels. */
export interface RectPx {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** An epoch mark: its centre and its label's size, px. */
export interface EpochMarkPx {
  x: number;
  y: number;
  widthPx: number;
  heightPx: number;
}

/** The label's top-left corner relative to its mark's centre, px. */
export interface LabelOffsetPx {
  dx: number;
  dy: number;
}

/** The candidate places for a `w` x `h` label, in order of preference: close to the mark first, then further out. */
function candidates(w: number, h: number): LabelOffsetPx[] {
  return [7, 16, 28].flatMap((gap) => [
    { dx: gap, dy: -h - 1 - (gap - 7) },
    { dx: -gap - w, dy: -h - 1 - (gap - 7) },
    { dx: gap, dy: 1 + (gap - 7) },
    { dx: -gap - w, dy: 1 + (gap - 7) },
    { dx: gap + 2, dy: -h / 2 },
    { dx: -gap - 2 - w, dy: -h / 2 },
    { dx: -w / 2, dy: -h - gap },
    { dx: -w / 2, dy: gap },
  ]);
}

/** The area two rectangles share, px². */
export function overlapArea(a: RectPx, b: RectPx): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/** One offset per mark, in order; each placed label becomes an obstacle for the next ones. */
export function placeEpochLabels(marks: EpochMarkPx[], obstacles: RectPx[]): LabelOffsetPx[] {
  const taken = [...obstacles];
  return marks.map((m) => {
    let best: LabelOffsetPx | null = null;
    let bestArea = Infinity;
    for (const c of candidates(m.widthPx, m.heightPx)) {
      const rect = {
        left: m.x + c.dx,
        top: m.y + c.dy,
        right: m.x + c.dx + m.widthPx,
        bottom: m.y + c.dy + m.heightPx,
      };
      const area = taken.reduce((sum, o) => sum + overlapArea(rect, o), 0);
      if (area < bestArea) {
        best = c;
        bestArea = area;
      }
      if (area === 0) break;
    }
    const chosen = best ?? { dx: 7, dy: -m.heightPx - 1 };
    taken.push({
      left: m.x + chosen.dx,
      top: m.y + chosen.dy,
      right: m.x + chosen.dx + m.widthPx,
      bottom: m.y + chosen.dy + m.heightPx,
    });
    return chosen;
  });
}
