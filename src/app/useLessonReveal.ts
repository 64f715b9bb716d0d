/** The charts' horizon while a lesson runs (src/lesson/reveal.ts): the furthest time played so far. */
import { useState } from 'react';
import { nextHorizon } from '../lesson/reveal';

/**
 * The time up to which the charts show the run: while `active` (a lesson in progress) the furthest
 * the cursor has reached since the lesson started; `Infinity` otherwise. Kept as state adjusted
 * during render (no frame shows the whole run before the horizon applies).
 */
export function useLessonReveal(active: boolean, cursorS: number): number {
  const [horizonS, setHorizonS] = useState(Infinity);
  const next = nextHorizon(horizonS, cursorS, active);
  if (next !== horizonS) setHorizonS(next);
  return next;
}
