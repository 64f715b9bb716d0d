/**
 * The lesson player's state: which step is shown and where the student is in it. A step with a
 * prediction is `asking` until a choice is made, then `ready`; "Play" makes it `playing` (its actions
 * run) and then `played` (the result is shown). A step without a prediction starts `ready`.
 */
import type { Lesson } from './format';
import type { Response } from './rules';
import { at } from '../util/at';

/** Where the student is within the current step. */
export type StepPhase = 'asking' | 'ready' | 'playing' | 'played';

/** The player's state. */
export interface LessonState {
  /** Position in `order` (0-based). */
  position: number;
  /** The 0-based indexes of the steps that run, in order. */
  order: number[];
  phase: StepPhase;
  /** The student's answer to the current step's prediction, if any. */
  response: Response | null;
}

/** What the student (or the player) does. */
export type LessonEvent =
  | { type: 'answer'; response: Response }
  /** The answer was taken back (a typed number that is no longer one): the step asks again. */
  | { type: 'unanswer' }
  | { type: 'play' }
  | { type: 'played' }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'restart' }
  /** A live class moves the card to `position` (the teacher's lock, a reload's place). */
  | { type: 'goto'; position: number };

/** The phase a step starts in. */
function startPhase(lesson: Lesson, stepIndex: number): StepPhase {
  return lesson.steps[stepIndex]?.prediction ? 'asking' : 'ready';
}

/** The state at the first running step. */
export function startLesson(lesson: Lesson, order: number[]): LessonState {
  return { position: 0, order, phase: startPhase(lesson, order[0] ?? 0), response: null };
}

/** The 0-based index (in the lesson) of the current step. */
export function currentStep(state: LessonState): number {
  return state.order[state.position] ?? 0;
}

/** The state after `event`; an event that does not apply leaves the state as it was. */
export function lessonReducer(lesson: Lesson, state: LessonState, event: LessonEvent): LessonState {
  switch (event.type) {
    case 'answer':
      if (state.phase !== 'asking' && state.phase !== 'ready') return state;
      if (!lesson.steps[currentStep(state)]?.prediction) return state;
      return { ...state, phase: 'ready', response: event.response };
    case 'unanswer':
      return state.phase === 'ready' && state.response ? { ...state, phase: 'asking', response: null } : state;
    case 'play':
      return state.phase === 'ready' ? { ...state, phase: 'playing' } : state;
    case 'played':
      return state.phase === 'playing' ? { ...state, phase: 'played' } : state;
    case 'restart':
      return state.phase === 'playing' ? state : startLesson(lesson, state.order);
    case 'goto': {
      const { position } = event;
      if (position === state.position || position < 0 || position >= state.order.length) return state;
      if (state.phase === 'playing') return state;
      return { ...state, position, phase: startPhase(lesson, state.order[position]!), response: null };
    }
    case 'next':
    case 'back': {
      const position = state.position + (event.type === 'next' ? 1 : -1);
      if (position < 0 || position >= state.order.length || state.phase === 'playing') return state;
      if (event.type === 'next' && !mayLeave(lesson, state)) return state;
      return {
        ...state,
        position,
        phase: startPhase(lesson, at(state.order, position, 'lesson step')),
        response: null,
      };
    }
  }
}

/**
 * True when Next may leave the current step: its question has been answered and played (or it has
 * none), or the lesson lets students skip (`allowSkip`).
 */
export function mayLeave(lesson: Lesson, state: LessonState): boolean {
  if (lesson.allowSkip) return true;
  return !lesson.steps[currentStep(state)]?.prediction || state.phase === 'played';
}

/**
 * True once the lesson is over: the last running step is shown and has nothing left to do (its
 * actions played, or it has neither actions nor a question). Until then the charts show only the
 * time played so far (src/lesson/reveal.ts).
 */
export function lessonFinished(lesson: Lesson, state: LessonState): boolean {
  if (state.position < state.order.length - 1) return false;
  const step = lesson.steps[currentStep(state)];
  if (!step) return true;
  const waits = (step.actions ?? []).length > 0 || !!step.prediction;
  return !waits || state.phase === 'played';
}
