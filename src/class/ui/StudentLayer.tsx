/**
 * The student's side of a class on the page: a line saying whose class this is and whether it is
 * connected, the full-page "Eyes on the teacher" overlay while the teacher pauses the screens (the
 * page under it inert: no click or key reaches it), and the `LiveLesson` the lesson player follows.
 */
import { useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import type { LiveLesson } from '../../lesson/ui/liveLesson';
import type { StudentClass } from '../student';
import { useClassMode, useExternal } from './ClassProvider';

const CONNECTION_WORDS = {
  open: 'connected',
  connecting: 'reconnecting…',
  offline: 'offline: your answers are kept and sent when you are back',
  stopped: 'left',
} as const;

/** The banner once the teacher ended the class (the card is then a lesson alone). */
export const ENDED_WORDS = 'The class has ended: you can finish the lesson on your own';

/** The status line and the pause overlay of a student in a class. */
export function StudentLayer({ student }: { student: StudentClass }) {
  const state = useExternal(student);
  const paused = !!state.pacing?.paused && !state.pacing.ended;
  usePageInert(paused);
  return (
    <>
      <p className="class-status" role="status" data-testid="class-status" data-connection={state.connection}>
        Class {state.code} · {state.nickname} · {CONNECTION_WORDS[state.connection]}
        {state.pacing?.lockStep != null && !state.pacing.ended && ` · the class is on step ${state.pacing.lockStep}`}
        {state.pacing?.ended && ' · the class has ended'}
      </p>
      {state.pacing?.ended && (
        <p className="class-ended" role="status" data-testid="class-ended">
          {ENDED_WORDS}
        </p>
      )}
      {state.problem && <p role="alert">{state.problem}</p>}
      {paused &&
        createPortal(
          <div
            className="class-paused"
            role="alertdialog"
            aria-modal="true"
            aria-label="Paused"
            data-testid="class-paused"
          >
            <p>Eyes on the teacher</p>
          </div>,
          document.body,
        )}
    </>
  );
}

/**
 * Makes the page's root inert while `inert` (the overlay is outside it), and stops every key before
 * the page's shortcuts (on the window) see it.
 */
function usePageInert(inert: boolean): void {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root || !inert) return;
    root.inert = true;
    const swallow = (e: KeyboardEvent) => {
      e.stopImmediatePropagation();
      e.preventDefault();
    };
    window.addEventListener('keydown', swallow, true);
    return () => {
      root.inert = false;
      window.removeEventListener('keydown', swallow, true);
    };
  }, [inert]);
}

/** The live class the lesson player follows, while this page is a student's in a class that has not ended. */
export function useLiveLesson(): LiveLesson | undefined {
  const mode = useClassMode();
  const student = mode.kind === 'student' ? mode.student : null;
  return useStudentLive(student);
}

const NO_STUDENT = {
  subscribe: () => () => undefined,
  getState: () => null,
};

function useStudentLive(student: StudentClass | null): LiveLesson | undefined {
  const state = useExternal<ReturnType<StudentClass['getState']> | null>(student ?? NO_STUDENT);
  return useMemo(() => {
    // Once the class ended, the card is a lesson alone: answers graded in the page, Play free.
    if (!student || !state || state.pacing?.ended) return undefined;
    const answers = state.answers;
    return {
      lockStep: state.pacing?.lockStep ?? null,
      startStep: state.place,
      revealed: state.pacing?.revealed ?? [],
      lateSteps: state.lateSteps,
      answerFor: (step) => answers.find((a) => a.step === step),
      answer: student.answer,
      progress: student.progress,
    };
  }, [student, state]);
}
