/**
 * The lesson player in a live class: the card goes where the teacher locks it (and where a reload
 * left it), tells the class the step it is on, and shows an answer already given to a step again.
 */
import { useEffect, useRef } from 'react';
import type { Lesson } from '../format';
import { currentStep, type LessonEvent, type LessonState } from '../stepMachine';
import type { LiveLesson } from './liveLesson';

/** Keeps the player's card in step with the class (does nothing without `live`). */
export function useLivePacing(
  lesson: Lesson,
  state: LessonState,
  send: (event: LessonEvent) => void,
  live: LiveLesson | undefined,
): void {
  const lockStep = live?.lockStep ?? null;
  // Where the card must go once it may (not while a step plays): the start place, then each lock.
  const wanted = useRef<number | null>(live?.startStep ?? null);
  useEffect(() => {
    if (lockStep !== null) wanted.current = lockStep;
  }, [lockStep]);
  useEffect(() => {
    const step = wanted.current;
    if (step === null || state.phase === 'playing') return;
    wanted.current = null;
    const position = state.order.indexOf(step - 1);
    if (position >= 0) send({ type: 'goto', position });
  });
  const index = currentStep(state);
  const progress = live?.progress;
  useEffect(() => progress?.(index + 1), [index, progress]);
  // An answer given before (a reload, Back then Next) shows on its step again.
  const given = live?.answerFor(index + 1)?.answer;
  const hasPrediction = !!lesson.steps[index]?.prediction;
  useEffect(() => {
    if (given && hasPrediction && state.response === null) send({ type: 'answer', response: given });
  }, [given, hasPrediction, state.response, send]);
}

/** True when Next must stop: the class is locked to this step (or an earlier one). */
export function heldByLock(live: LiveLesson | undefined, state: LessonState): boolean {
  return !!live && live.lockStep !== null && currentStep(state) + 1 >= live.lockStep;
}
