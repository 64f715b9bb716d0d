/**
 * Where each map label goes beside its mark so that markers, other labels and the map's buttons do
 * not hide it (a small greedy placement): the first of a few places around the mark (in order of
 * preference) that overlaps nothing, else the one that overlaps least; each placed label is an
 * obstacle for the next. Station names (beside their 30 px markers, right first) and epoch labels
 * t1, t2, … (beside their marks, above right first) use it; see labelLayout.ts.
 */

import { at } from '../util/at';
import { RectIndex } from './rectIndex';

import type { RectPx } from './rectIndex';

export type { RectPx } from './rectIndex';
export { overlapArea } from './rectIndex';

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

/** The candidate places for an epoch label `w` x `h`, in order of preference: close to the mark first, then further out. */
export function epochLabelPlaces(w: number, h: number): LabelOffsetPx[] {
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

/**
 * The candidate places for a station's name `w` x `h` beside its marker (`radiusPx` from its
 * centre to its edge): right of it first (where it always was), then left, below, above, then
 * the corners.
 */
export function stationLabelPlaces(w: number, h: number, radiusPx = 15): LabelOffsetPx[] {
  const g = radiusPx + 2;
  return [
    { dx: g, dy: -h / 2 },
    { dx: -g - w, dy: -h / 2 },
    { dx: -w / 2, dy: g },
    { dx: -w / 2, dy: -g - h },
    { dx: g - 4, dy: g - 6 },
    { dx: g - 4, dy: -g - h + 6 },
    { dx: -g - w + 4, dy: g - 6 },
    { dx: -g - w + 4, dy: -g - h + 6 },
  ];
}

/**
 * One offset per mark, in order, from `places` (each placed label is an obstacle for the next
 * ones). A label with no free place gets the one that overlaps least, or with `dropCrowded` none
 * (null: the caller hides it, as on a map too small for every label).
 */
export function placeLabels(
  marks: EpochMarkPx[],
  obstacles: RectPx[],
  places: (w: number, h: number) => LabelOffsetPx[],
  dropCrowded = false,
): Array<LabelOffsetPx | null> {
  const taken = new RectIndex(obstacles);
  return marks.map((m) => {
    let best: LabelOffsetPx | null = null;
    let bestArea = Infinity;
    for (const c of places(m.widthPx, m.heightPx)) {
      const rect = {
        left: m.x + c.dx,
        top: m.y + c.dy,
        right: m.x + c.dx + m.widthPx,
        bottom: m.y + c.dy + m.heightPx,
      };
      const area = taken.overlapSum(rect);
      if (area < bestArea) {
        best = c;
        bestArea = area;
      }
      if (area === 0) break;
    }
    if (dropCrowded && bestArea > 0) return null;
    const chosen = best ?? at(places(m.widthPx, m.heightPx), 0, 'label place');
    taken.add({
      left: m.x + chosen.dx,
      top: m.y + chosen.dy,
      right: m.x + chosen.dx + m.widthPx,
      bottom: m.y + chosen.dy + m.heightPx,
    });
    return chosen;
  });
}

/** The epoch labels' offsets (placeLabels with epochLabelPlaces; the least crowded place when none is free). */
export function placeEpochLabels(marks: EpochMarkPx[], obstacles: RectPx[]): LabelOffsetPx[] {
  return placeLabels(marks, obstacles, epochLabelPlaces).map((o) => o ?? { dx: 7, dy: -1 });
}
