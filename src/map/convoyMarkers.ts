/**
 * The convoy's H, M and T markers on screen: where two would overlap (a short convoy, or the map
 * zoomed out) they fold into one wider marker that carries both letters ("HM", "HMT"), so no
 * marker hides another and every letter stays readable. Head first, then tail, then middle: the
 * ends of the convoy keep their own markers longest.
 */

/** A marker's centre on screen, px. */
export interface PointPx {
  x: number;
  y: number;
}

/** What one node's marker shows: hidden (folded into another), or its letters. */
export interface NodeMarkerPlan {
  shown: boolean;
  /** The letters the marker shows, in the order head, middle, tail ('' when hidden). */
  letters: string;
  /** The marker's width, px (its height stays `sizePx`). */
  widthPx: number;
}

/** Extra width of a marker per letter beyond the first, px. */
export const EXTRA_LETTER_PX = 8;

const ORDER = ['H', 'M', 'T'];

/** The width of a marker showing `letters`, px. */
export function markerWidthPx(letters: string, sizePx: number): number {
  return sizePx + Math.max(0, letters.length - 1) * EXTRA_LETTER_PX;
}

/**
 * One plan per node (`points[k]` shows `letters[k]`, one letter each, markers `sizePx` square):
 * taken in the order head, tail, middle, a marker that would overlap one already kept folds its
 * letter into it.
 */
export function planConvoyMarkers(points: PointPx[], letters: string[], sizePx: number): NodeMarkerPlan[] {
  const rank = (k: number) => ['H', 'T', 'M'].indexOf(letters[k] ?? '');
  const order = points.map((_, k) => k).sort((a, b) => rank(a) - rank(b));
  const plans: NodeMarkerPlan[] = points.map(() => ({ shown: false, letters: '', widthPx: sizePx }));
  const kept: number[] = [];
  for (const k of order) {
    const p = points[k]!;
    const host = kept.find((j) => {
      const q = points[j]!;
      const half = (markerWidthPx(plans[j]!.letters + 'X', sizePx) + sizePx) / 2;
      return Math.abs(p.x - q.x) < half && Math.abs(p.y - q.y) < sizePx;
    });
    if (host === undefined) {
      kept.push(k);
      plans[k] = { shown: true, letters: letters[k] ?? '', widthPx: sizePx };
    } else {
      const joined = [...plans[host]!.letters, letters[k] ?? '']
        .sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))
        .join('');
      plans[host] = { shown: true, letters: joined, widthPx: markerWidthPx(joined, sizePx) };
    }
  }
  return plans;
}
