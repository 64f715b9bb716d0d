/**
 * What a lesson in progress lets the charts show: only the time played so far, so a prediction is
 * not given away by the curves (or the lesson's own notes) further on. The horizon is the furthest
 * time the cursor has reached since the lesson started; once the lesson is finished (or there is
 * none) it is `Infinity` and everything shows. The chart's time axis stays the whole run.
 */
import type { Annotation } from '../scenario/types';

/** The number of leading samples at or before `untilS` (`timeS` ascending; the first `length` count). */
export function revealedLength(timeS: ArrayLike<number>, length: number, untilS: number): number {
  if (!(untilS < Infinity)) return length;
  let lo = 0;
  let hi = length;
  // First index whose time is after the horizon (a small slack for float times on the grid).
  const limit = untilS + 1e-9;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (timeS[mid] <= limit) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The notes pinned at or before the horizon. */
export function revealedNotes<T extends Pick<Annotation, 'timeS'>>(notes: readonly T[], untilS: number): T[] {
  return untilS < Infinity ? notes.filter((n) => n.timeS <= untilS + 1e-9) : [...notes];
}

/** The horizon after the cursor moved to `cursorS` (it only grows while a lesson runs). */
export function nextHorizon(horizonS: number, cursorS: number, active: boolean): number {
  if (!active) return Infinity;
  return Number.isFinite(cursorS) ? Math.max(horizonS === Infinity ? 0 : horizonS, cursorS) : horizonS;
}
