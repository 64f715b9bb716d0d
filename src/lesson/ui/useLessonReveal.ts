/** The charts' horizon while a lesson runs (src/lesson/reveal.ts): the furthest time played so far. */
import { useState } from 'react';
import { nextReveal, type Reveal } from '../reveal';

/**
 * The time up to which the charts show the run: while `active` (a lesson in progress) the furthest
 * the cursor has moved to since the lesson started (0 at its start); `Infinity` otherwise. Kept as
 * state adjusted during render (no frame shows the whole run before the horizon applies).
 */
export function useLessonReveal(active: boolean, cursorS: number): number {
  const [reveal, setReveal] = useState<Reveal>({ horizonS: Infinity, cursorS });
  const next = nextReveal(reveal, cursorS, active);
  if (next !== reveal) setReveal(next);
  return next.horizonS;
}
