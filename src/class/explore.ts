/**
 * Whether a student's page in a class is locked for editing: always, unless the teacher lets the
 * class explore (the dashboard's switch, `Pacing.explore`) and every question step of the lesson has
 * been revealed. Explore opens after the last reveal, not step by step: an edit made after step 2's
 * reveal would change the run of step 3's question, whose verdict then no longer describes it.
 */
import type { Pacing } from './protocol';

/** True while a student's page must not edit (before the first state: locked). */
export function studentLocked(pacing: Pacing | null, questionSteps: readonly number[]): boolean {
  if (!pacing?.explore) return true;
  const revealed = new Set(pacing.revealed.map((k) => k.step));
  return !questionSteps.every((step) => revealed.has(step));
}
