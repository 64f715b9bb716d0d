/**
 * The lesson card: "Step k of n", the step's text, Back and Next; for a step with a prediction, the
 * question and its choices, which the student answers before "Play" runs the step's actions; once
 * played, whether the answer was right and the explanation. The actions reach the page through a
 * `LessonTarget` (src/lesson/applyActions.ts) over the page store (lessonTarget.ts).
 */
import { useCallback, useEffect, useId, useMemo, useReducer, useRef } from 'react';
import type { Lesson } from '../format';
import { runningSteps } from '../format';
import {
  currentStep,
  lessonFinished,
  lessonReducer,
  mayLeave,
  startLesson,
  type LessonEvent,
  type LessonState,
} from '../stepMachine';
import { applyActions, applyView, type LessonTarget } from '../applyActions';
import { LessonQuestion } from './LessonQuestion';
import type { LiveLesson } from './liveLesson';
import { heldByLock, useLivePacing } from './useLivePacing';
import { useRunTextFiller } from './useRunText';
import { useStepUnlock } from './useStepUnlock';
import { useWords } from '../../state/useWords';
import './lesson.css';

/** The lesson player's card. */
export function LessonPlayer({
  lesson,
  steps,
  target,
  onFinishedChange,
  clock,
  live,
}: {
  lesson: Lesson;
  /** 1-based step numbers that run (the address's `steps=`); absent: all. */
  steps?: readonly number[] | null;
  target: LessonTarget;
  /** Told when the lesson becomes finished (the charts then show the whole run) or starts again. */
  onFinishedChange?(finished: boolean): void;
  /** The page's clock and notes, held by the lesson (absent: the lesson does not hold them). */
  clock?: LessonClock;
  /** A live class the card follows (src/class/): the teacher's pacing, answers sent to the class. */
  live?: LiveLesson;
}) {
  const order = useMemo(() => runningSteps(lesson, steps), [lesson, steps]);
  const [state, send] = useReducer(
    (s: LessonState, e: LessonEvent) => lessonReducer(lesson, s, e),
    null,
    () => startLesson(lesson, order),
  );
  const hidden = useRef<Set<string>>(new Set());
  const finished = lessonFinished(lesson, state);
  useLessonLifetime(target, finished, onFinishedChange);
  useLessonClock(clock, finished || !!lesson.allowSkip);
  const nameId = useId();
  const fill = useRunTextFiller();
  const words = useWords();
  const index = currentStep(state);
  useLivePacing(lesson, state, send, live);
  const step = lesson.steps[index];
  const prediction = step?.prediction;
  const answered = !!live && !!prediction && !!live.answerFor(index + 1);
  useStepUnlock(target, index, step, !finished && (state.phase === 'asking' || state.phase === 'ready') && !answered);
  const play = useCallback(async () => {
    send({ type: 'play' });
    try {
      hidden.current = await applyActions(step?.actions ?? [], target, hidden.current);
    } finally {
      send({ type: 'played' });
      clock?.markPlayed(index + 1);
    }
  }, [step, target, clock, index]);
  useVerdictView(step, state, live, index, target, hidden);
  if (!step) return null;
  const hasActions = (step.actions ?? []).length > 0;
  const label = playLabels(step.actions ?? [])[state.phase === 'asking' ? 'ready' : state.phase];
  return (
    <section className="panel lesson-player" aria-labelledby={`${nameId}-title`} data-testid="lesson-player">
      <h2 id={`${nameId}-title`}>{words.text(lesson.title)}</h2>
      <p className="lesson-progress">
        Step {state.position + 1} of {order.length}
        {order.length < lesson.steps.length && ` (lesson step ${index + 1})`}
      </p>
      <p className="lesson-text">{words.text(fill(step.text))}</p>
      {prediction && (
        <LessonQuestion
          key={state.position}
          prediction={prediction}
          state={state}
          send={send}
          name={`${nameId}-choice`}
          typedAnswers={lesson.version === 1}
          live={live}
          stepNumber={index + 1}
          unlockStationId={step.unlock?.stationId}
        />
      )}
      {finished && (
        <p className="lesson-done" data-testid="lesson-done">
          End of the lesson: the charts now show the whole run. Explore it, or start again.
        </p>
      )}
      <LessonButtons
        lesson={lesson}
        state={state}
        send={send}
        last={state.position >= order.length - 1 || heldByLock(live, state)}
        waitsToSend={!!live && !!prediction && !live.answerFor(index + 1)}
        finished={finished}
        playLabel={hasActions || prediction ? label : null}
        onPlay={() => void play()}
        onRestart={() => {
          clock?.hold(0);
          target.setTime(0);
          send({ type: 'restart' });
        }}
      />
    </section>
  );
}

/**
 * A verdict shows the step's view first (a class's reveal may come before the student played): the
 * step's series, zoom and time are applied once its verdict shows.
 */
function useVerdictView(
  step: Lesson['steps'][number] | undefined,
  state: LessonState,
  live: LiveLesson | undefined,
  index: number,
  target: LessonTarget,
  hiddenRef: { current: Set<string> },
) {
  const verdictShown =
    !!step?.prediction &&
    state.phase !== 'playing' &&
    (state.phase === 'played' || (!!live && live.revealed.some((k) => k.step === index + 1)));
  useEffect(() => {
    if (verdictShown && step) hiddenRef.current = applyView(step.actions ?? [], target, hiddenRef.current);
  }, [verdictShown, step, target, hiddenRef]);
}

/** Back, the step's button (Play or Show), Start again once finished, and Next. */
function LessonButtons({
  lesson,
  state,
  send,
  last,
  finished,
  playLabel,
  waitsToSend = false,
  onPlay,
  onRestart,
}: {
  lesson: Lesson;
  state: LessonState;
  send(event: LessonEvent): void;
  /** The last running step is shown. */
  last: boolean;
  finished: boolean;
  /** The step button's words; null when the step has nothing to play. */
  playLabel: string | null;
  /** A live class: the answer must be sent before the step plays. */
  waitsToSend?: boolean;
  onPlay(): void;
  onRestart(): void;
}) {
  const mayGo = mayLeave(lesson, state);
  return (
    <div className="lesson-buttons">
      <button type="button" onClick={() => send({ type: 'back' })} disabled={state.position === 0}>
        Back
      </button>
      {playLabel && (
        <button
          type="button"
          onClick={onPlay}
          disabled={state.phase !== 'ready' || waitsToSend}
          title={state.phase === 'asking' || waitsToSend ? 'Answer the question first' : undefined}
        >
          {playLabel}
        </button>
      )}
      {finished && (
        <button type="button" onClick={onRestart}>
          Start again
        </button>
      )}
      <button
        type="button"
        onClick={() => send({ type: 'next' })}
        disabled={last || state.phase === 'playing' || !mayGo}
        title={mayGo ? undefined : 'Answer the question and play the step first'}
      >
        Next
      </button>
    </div>
  );
}

/** What a lesson holds of the page: the clock's limit and the steps played (their notes show). */
export interface LessonClock {
  /** The cursor may not pass `limitS` (0: the lesson starts; Infinity: it lets go). */
  hold(limitS: number): void;
  /** Step `stepNumber` (from 1) has been answered and played. */
  markPlayed(stepNumber: number): void;
}

/** Holds the clock from the lesson's start until it is `free` (finished, or skipping allowed) or goes. */
function useLessonClock(clock: LessonClock | undefined, free: boolean): void {
  useEffect(() => {
    if (!clock) return;
    clock.hold(free ? Infinity : 0);
    return () => clock.hold(Infinity);
  }, [clock, free]);
}

/**
 * Ties the page to the lesson's lifetime: tells `onFinishedChange` when the lesson finishes or starts
 * again; a lesson that goes (another scenario loaded) takes its highlight and fitted axes with it
 * and leaves the charts whole.
 */
function useLessonLifetime(
  target: LessonTarget,
  finished: boolean,
  onFinishedChange: ((finished: boolean) => void) | undefined,
): void {
  useEffect(
    () => () => {
      target.highlight([]);
      target.fitY(false);
    },
    [target],
  );
  useEffect(() => onFinishedChange?.(finished), [finished, onFinishedChange]);
  // A lesson that goes leaves the charts whole.
  useEffect(() => () => onFinishedChange?.(true), [onFinishedChange]);
}

/**
 * The step button's words for each phase: "Play" when the step plays the run forward, "Show" when
 * it only changes what is shown (series, time, selection, an edit).
 */
export function playLabels(actions: readonly { kind: string }[]): Record<'ready' | 'playing' | 'played', string> {
  return actions.some((a) => a.kind === 'playTo')
    ? { ready: 'Play', playing: 'Playing…', played: 'Played' }
    : { ready: 'Show the result', playing: 'Showing…', played: 'Shown' };
}
