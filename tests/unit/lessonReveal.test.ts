/**
 * A lesson in progress does not give its predictions away: the charts show only the time played
 * so far (src/lesson/reveal.ts), the step machine says when the lesson is finished (then the whole
 * run shows), the step button says what it does, and a lesson link does not autoplay.
 */
import { describe, expect, it } from 'vitest';
import { nextReveal, revealedLength, revealedNotes } from '../../src/lesson/reveal';
import { lessonFinished, lessonReducer, startLesson, type LessonEvent } from '../../src/lesson/stepMachine';
import type { Lesson } from '../../src/lesson/format';
import { playLabels } from '../../src/lesson/ui/LessonPlayer';
import { firstLessonChoice } from '../../src/lesson/ui/lessonQuery';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Scenario } from '../../src/scenario/types';

const LESSON: Lesson = {
  version: 1,
  title: 'T',
  steps: [
    { text: 'one', actions: [{ kind: 'playTo', timeS: 20 }] },
    {
      text: 'two',
      actions: [{ kind: 'showAll' }],
      prediction: { question: 'q', choices: ['a', 'b'], answer: 1, explanation: 'e' },
    },
  ],
};
const play = (events: LessonEvent[]) =>
  events.reduce((s, e) => lessonReducer(LESSON, s, e), startLesson(LESSON, [0, 1]));

describe('the horizon of a lesson in progress', () => {
  const timeS = Float64Array.from({ length: 101 }, (_, k) => k * 0.1); // 0 .. 10 s

  it('counts the samples at or before the horizon; everything without one', () => {
    expect(revealedLength(timeS, 101, 0)).toBe(1);
    expect(revealedLength(timeS, 101, 2.5)).toBe(26);
    expect(revealedLength(timeS, 101, 0.30000000000000004)).toBe(4);
    expect(revealedLength(timeS, 101, 99)).toBe(101);
    expect(revealedLength(timeS, 60, 99)).toBe(60);
    expect(revealedLength(timeS, 101, Infinity)).toBe(101);
    expect(revealedLength(timeS, 0, 3)).toBe(0);
  });

  it('hides the notes pinned after it', () => {
    const notes = [
      { timeS: 1, text: 'a' },
      { timeS: 12, text: 'Still oscillating' },
    ];
    expect(revealedNotes(notes, 5).map((n) => n.text)).toEqual(['a']);
    expect(revealedNotes(notes, Infinity)).toHaveLength(2);
  });

  it("hides a step's note until that step has been answered and played, whatever the time", () => {
    const notes = [
      { timeS: 1, text: 'context' },
      { timeS: 2, text: 'it rises', step: 2 },
    ];
    expect(revealedNotes(notes, 100).map((n) => n.text)).toEqual(['context']);
    expect(revealedNotes(notes, 100, new Set([1])).map((n) => n.text)).toEqual(['context']);
    expect(revealedNotes(notes, 100, new Set([2])).map((n) => n.text)).toEqual(['context', 'it rises']);
    expect(revealedNotes(notes, Infinity)).toHaveLength(2); // the lesson is over
  });

  it('starts at 0 whatever the cursor, grows as the cursor moves, never shrinks, lifts when the lesson ends', () => {
    // A link opened at 190 s with a lesson: nothing is revealed until the cursor moves.
    let r = nextReveal({ horizonS: Infinity, cursorS: 190 }, 190, true);
    expect(r.horizonS).toBe(0);
    expect(nextReveal(r, 190, true)).toBe(r);
    r = nextReveal(r, 0, true); // step 1 sets the time to 0
    expect(r.horizonS).toBe(0);
    r = nextReveal(r, 25, true); // and plays
    expect(r.horizonS).toBe(25);
    r = nextReveal(r, 10, true); // Back, or a setTime earlier: what was seen stays seen
    expect(r.horizonS).toBe(25);
    r = nextReveal(r, 10, false);
    expect(r.horizonS).toBe(Infinity);
    expect(nextReveal(r, 3, true).horizonS).toBe(0); // started again
  });
});

describe('when a lesson is finished', () => {
  it('only once the last step has played; a restart begins again', () => {
    expect(lessonFinished(LESSON, play([]))).toBe(false);
    expect(lessonFinished(LESSON, play([{ type: 'play' }, { type: 'played' }]))).toBe(false);
    const last = play([{ type: 'next' }, { type: 'answer', response: { choice: 1 } }]);
    expect(lessonFinished(LESSON, last)).toBe(false);
    const done = [{ type: 'play' }, { type: 'played' }].reduce(
      (s, e) => lessonReducer(LESSON, s, e as LessonEvent),
      last,
    );
    expect(lessonFinished(LESSON, done)).toBe(true);
    expect(lessonReducer(LESSON, done, { type: 'restart' })).toEqual(startLesson(LESSON, [0, 1]));
  });

  it('at once on a last step with nothing to do', () => {
    const lesson: Lesson = { version: 1, title: 'T', steps: [{ text: 'only words' }] };
    expect(lessonFinished(lesson, startLesson(lesson, [0]))).toBe(true);
  });
});

describe('the step button', () => {
  it('says Play for a step that plays the run and Show the result for one that only shows', () => {
    expect(playLabels([{ kind: 'playTo' }]).ready).toBe('Play');
    expect(playLabels([{ kind: 'showAll' }])).toEqual({
      ready: 'Show the result',
      playing: 'Showing…',
      played: 'Shown',
    });
  });
});

describe('a new lesson link', () => {
  const file = (path: string) => JSON.parse(readFileSync(resolve(__dirname, '../..', path), 'utf8')) as Scenario;
  it('does not autoplay a lesson (its steps own the clock); a plain preset still does', () => {
    expect(firstLessonChoice(file('public/lessons/satellite-rises.json'))).toEqual({ lock: true, autoplay: false });
    expect(firstLessonChoice(file('public/scenarios/III-D.json'))).toEqual({ lock: true, autoplay: true });
  });
});
