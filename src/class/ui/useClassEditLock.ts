/**
 * Keeps the page store's class lock (`classLocked`) in step with the page's class: a student's
 * page is locked (src/class/explore.ts), a teacher's or no class is not.
 */
import { useEffect, useMemo } from 'react';
import { hasLesson } from '../../lesson/format';
import { selectScenario } from '../../state/pageSelectors';
import { usePageStore, useValue } from '../../state/usePageStore';
import type { ClassMode } from '../classPage';
import { studentLocked } from '../explore';
import type { StudentState } from '../student';
import { useExternal } from './ClassProvider';

const NO_STUDENT = {
  subscribe: () => () => undefined,
  getState: (): StudentState | null => null,
};

/** Locks the page's editing while `mode` is a student's, until the teacher lets them explore. */
export function useClassEditLock(mode: ClassMode): void {
  const store = usePageStore();
  const student = mode.kind === 'student' ? mode.student : null;
  const state = useExternal<StudentState | null>(student ?? NO_STUDENT);
  const scenario = useValue(selectScenario);
  const questionSteps = useMemo(
    () => (hasLesson(scenario) ? scenario.lesson.steps.flatMap((step, k) => (step.prediction ? [k + 1] : [])) : []),
    [scenario],
  );
  const locked = !!student && studentLocked(state?.pacing ?? null, questionSteps);
  useEffect(() => store.setClassLocked(locked), [store, locked]);
  // Leaving the page (or the class) unlocks it.
  useEffect(() => () => store.setClassLocked(false), [store]);
}
