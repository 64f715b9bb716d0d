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
    if (timeS[mid]! <= limit)
      lo = mid + 1; // lo <= mid < hi <= length
    else hi = mid;
  }
  return lo;
}

/**
 * The notes a lesson in progress shows: pinned at or before the horizon and, for a note that belongs
 * to a step (it may state that step's answer), only once that step has been answered and played.
 */
export function revealedNotes<T extends Pick<Annotation, 'timeS' | 'step'>>(
  notes: readonly T[],
  untilS: number,
  playedSteps: ReadonlySet<number> = new Set(),
): T[] {
  if (!(untilS < Infinity)) return [...notes];
  return notes.filter((n) => n.timeS <= untilS + 1e-9 && (n.step === undefined || playedSteps.has(n.step)));
}

/** The horizon and the cursor it last saw. */
export interface Reveal {
  horizonS: number;
  cursorS: number;
}

/**
 * The horizon after a render with the cursor at `cursorS`: `Infinity` while no lesson runs; when a
 * lesson starts, 0 (a link's or the teacher's cursor does not reveal anything); then it grows to
 * each time the cursor moves to (a step playing, the student scrubbing), and never shrinks.
 */
export function nextReveal(prev: Reveal, cursorS: number, active: boolean): Reveal {
  // No lesson: nothing to track (the same object, so the page does not render again for it).
  if (!active) return prev.horizonS === Infinity ? prev : { horizonS: Infinity, cursorS };
  if (prev.horizonS === Infinity) return { horizonS: 0, cursorS };
  if (cursorS === prev.cursorS || !Number.isFinite(cursorS)) return prev;
  return { horizonS: Math.max(prev.horizonS, cursorS), cursorS };
}
