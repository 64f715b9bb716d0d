/**
 * What the lesson player needs from a live class (src/class/), so the lesson does not depend on
 * how the class talks to its server: the teacher's pacing, the student's sent answers and the
 * revealed keys, and where to send an answer and the card's step.
 */
import type { ClassAnswer, MovedStation, StepKey } from '../../class/protocol';

/** A student's answer as the card shows it. */
export interface LiveAnswer {
  answer: ClassAnswer;
  /** 'waiting': kept in the browser until the server has it; 'sent': committed. */
  status: 'waiting' | 'sent' | 'refused';
  problem?: string;
  /** Where the student put the station their step unlocked (the verdict is then on their run). */
  moved?: MovedStation;
}

/** A live class as the lesson player sees it. */
export interface LiveLesson {
  /** The step (1-based) everyone is held on, or null (run ahead). */
  lockStep: number | null;
  /** The step (1-based) the card starts on (a reload's place), or null. */
  startStep: number | null;
  /** The keys the teacher revealed. */
  revealed: readonly StepKey[];
  /** Steps whose answer the server stored after the step's reveal (not graded). */
  lateSteps: readonly number[];
  /** The student's answer to `step`, if any. */
  answerFor(step: number): LiveAnswer | undefined;
  /** Sends the answer to `step` (once), with where the student put the station the step unlocked. */
  answer(step: number, answer: ClassAnswer, elapsedMs: number, moved?: MovedStation): void;
  /** The card is on `step`. */
  progress(step: number): void;
}
