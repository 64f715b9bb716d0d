/**
 * The lesson player's model: the step machine (a prediction must be answered before the step
 * plays; Back and Next; the address's steps= limiting the steps) and the actions applied, in
 * order, to a recording LessonTarget; the reducer's setController and annotation actions.
 */
import { describe, expect, it } from 'vitest';
import { applyActions, hiddenAfter, type LessonTarget } from '../../src/lesson/applyActions';
import { runningSteps, type Lesson } from '../../src/lesson/format';
import { currentStep, lessonReducer, mayLeave, startLesson, type LessonEvent } from '../../src/lesson/stepMachine';
import { scenarioReducer } from '../../src/state/scenarioReducer';
import { historyReducer, initialHistory } from '../../src/state/history';
import type { Scenario } from '../../src/scenario/types';
import { at } from '../../src/util/at';

const LESSON: Lesson = {
  version: 1,
  title: 'T',
  steps: [
    { text: 'one', actions: [{ kind: 'setTime', timeS: 5 }] },
    {
      text: 'two',
      actions: [{ kind: 'playTo', timeS: 50 }],
      prediction: { question: 'q', choices: ['a', 'b', 'c'], answer: 2, explanation: 'e' },
    },
    { text: 'three' },
  ],
};

const play = (events: LessonEvent[], order = [0, 1, 2]) =>
  events.reduce((s, e) => lessonReducer(LESSON, s, e), startLesson(LESSON, order));

describe('the step machine', () => {
  it('starts at the first running step, ready when it has no prediction', () => {
    expect(play([])).toEqual({ position: 0, order: [0, 1, 2], phase: 'ready', response: null });
  });

  it('asks before a prediction step plays, plays only once answered, then shows the result', () => {
    const asking = play([{ type: 'next' }]);
    expect(asking.phase).toBe('asking');
    expect(lessonReducer(LESSON, asking, { type: 'play' })).toBe(asking);
    const answered = lessonReducer(LESSON, asking, { type: 'answer', response: { choice: 1 } });
    expect(answered).toMatchObject({ phase: 'ready', response: { choice: 1 } });
    const playing = lessonReducer(LESSON, answered, { type: 'play' });
    expect(playing.phase).toBe('playing');
    // No changing the answer, nor leaving, while the step plays.
    expect(lessonReducer(LESSON, playing, { type: 'answer', response: { choice: 2 } })).toBe(playing);
    expect(lessonReducer(LESSON, playing, { type: 'next' })).toBe(playing);
    const played = lessonReducer(LESSON, playing, { type: 'played' });
    expect(played.phase).toBe('played');
    expect(lessonReducer(LESSON, played, { type: 'answer', response: { choice: 2 } })).toBe(played);
    expect(played.response).toEqual({ choice: 1 });
  });

  it('an answer taken back (a typed number spoilt) asks again: no playing it, nor sending it', () => {
    const answered = play([{ type: 'next' }, { type: 'answer', response: { value: 6.1 } }]);
    const taken = lessonReducer(LESSON, answered, { type: 'unanswer' });
    expect(taken).toMatchObject({ phase: 'asking', response: null });
    expect(lessonReducer(LESSON, taken, { type: 'play' })).toBe(taken);
    // Nothing to take back before an answer, on a step without a question, or once the step played.
    expect(lessonReducer(LESSON, taken, { type: 'unanswer' })).toBe(taken);
    const first = play([]);
    expect(lessonReducer(LESSON, first, { type: 'unanswer' })).toBe(first);
    const played = [{ type: 'play' }, { type: 'played' }] as LessonEvent[];
    const done = played.reduce((s, e) => lessonReducer(LESSON, s, e), answered);
    expect(lessonReducer(LESSON, done, { type: 'unanswer' })).toBe(done);
  });

  it('Back and Next stay within the steps and reset the answer; Next waits for a question to be answered and played', () => {
    expect(play([{ type: 'back' }]).position).toBe(0);
    const done: LessonEvent[] = [{ type: 'answer', response: { choice: 0 } }, { type: 'play' }, { type: 'played' }];
    const last = play([{ type: 'next' }, ...done, { type: 'next' }]);
    expect(last).toMatchObject({ position: 2, phase: 'ready', response: null });
    expect(play([{ type: 'next' }, ...done, { type: 'next' }, { type: 'back' }])).toMatchObject({
      position: 1,
      phase: 'asking',
      response: null,
    });
    // Unanswered, or answered but not played: Next stays on the question.
    const asking = play([{ type: 'next' }]);
    expect(mayLeave(LESSON, asking)).toBe(false);
    expect(lessonReducer(LESSON, asking, { type: 'next' })).toBe(asking);
    const answered = play([{ type: 'next' }, { type: 'answer', response: { choice: 0 } }]);
    expect(lessonReducer(LESSON, answered, { type: 'next' })).toBe(answered);
    // A lesson that allows skipping lets it go.
    expect(lessonReducer({ ...LESSON, allowSkip: true }, asking, { type: 'next' }).position).toBe(2);
  });

  it('runs only the steps of steps= (1-based), in their order, ignoring numbers out of range', () => {
    expect(runningSteps(LESSON)).toEqual([0, 1, 2]);
    expect(runningSteps(LESSON, [3, 2])).toEqual([2, 1]);
    expect(runningSteps(LESSON, [0, 9, 2, 2])).toEqual([1]);
    expect(runningSteps(LESSON, [9])).toEqual([0, 1, 2]);
    const s = play([], runningSteps(LESSON, [2, 3]));
    expect(currentStep(s)).toBe(1);
    expect(s.phase).toBe('asking');
  });
});

/** A target that records what the lesson did. */
function recorder(names = ['head-B1', 'sat', 'tail-B2']) {
  const log: string[] = [];
  const target: LessonTarget = {
    setTime: (t) => log.push(`setTime ${t}`),
    playTo: async (t) => void log.push(`playTo ${t}`),
    seriesNames: () => names,
    setHiddenSeries: (h) => log.push(`hidden ${[...h].sort().join(',')}`),
    highlight: (n) => log.push(`highlight ${n.join(',')}`),
    fitY: (on) => log.push(`fitY ${on}`),
    selectStation: (id) => log.push(`select ${id}`),
    dispatch: (e) => log.push(`dispatch ${JSON.stringify(e)}`),
  };
  return { log, target };
}

describe('applying a step', () => {
  it('applies every kind of action in order, awaiting playTo', async () => {
    const { log, target } = recorder();
    const hidden = await applyActions(
      [
        { kind: 'setTime', timeS: 0 },
        { kind: 'playTo', timeS: 120 },
        { kind: 'showOnly', series: ['head-B1'] },
        { kind: 'hideSeries', series: ['head-B1'] },
        { kind: 'showAll' },
        { kind: 'hideSeries', series: ['tail-B2'] },
        { kind: 'highlight', series: ['sat'] },
        { kind: 'fitY' },
        { kind: 'fitY', on: false },
        { kind: 'selectStation', stationId: 'B2' },
        { kind: 'moveStation', stationId: 'B2', xM: 1200, yM: 300 },
        { kind: 'setController', sourceId: 'fleet', controller: { kind: 'lia' } },
      ],
      target,
    );
    expect(log).toEqual([
      'setTime 0',
      'playTo 120',
      'hidden sat,tail-B2',
      'hidden head-B1,sat,tail-B2',
      'hidden ',
      'highlight ',
      'hidden tail-B2',
      'highlight sat',
      'fitY true',
      'fitY false',
      'select B2',
      'dispatch {"type":"moveStation","id":"B2","position":{"xM":1200,"yM":300}}',
      'dispatch {"type":"setController","sourceId":"fleet","controller":{"kind":"lia"}}',
    ]);
    expect([...hidden]).toEqual(['tail-B2']);
  });

  it('hiddenAfter leaves the set alone for actions that do not touch series', () => {
    expect(hiddenAfter({ kind: 'setTime', timeS: 1 }, new Set(['a']), ['a', 'b'])).toBeNull();
    expect([...hiddenAfter({ kind: 'hideSeries', series: ['b'] }, new Set(['a']), ['a', 'b'])!]).toEqual(['a', 'b']);
  });
});

const SCENARIO: Scenario = {
  format: 'multipath-playground/scenario',
  version: 1,
  channels: [{ id: 'c', capacity: { law: 'constant', capacityMbps: 10 } }],
  sources: [{ id: 's', routes: [{ via: ['c'] }], controller: { kind: 'tcp' } }],
  solver: { durationS: 10 },
};

describe('the reducer: a lesson edit and chart notes', () => {
  it('setController replaces the named source controller and ignores an unknown source', () => {
    const next = scenarioReducer(SCENARIO, { type: 'setController', sourceId: 's', controller: { kind: 'lia' } });
    expect(at(next.sources!, 0).controller).toEqual({ kind: 'lia' });
    expect(at(SCENARIO.sources!, 0).controller).toEqual({ kind: 'tcp' });
    expect(scenarioReducer(SCENARIO, { type: 'setController', sourceId: 'x', controller: { kind: 'lia' } })).toBe(
      SCENARIO,
    );
  });

  it('adds and removes notes, undoably; the last removed note takes the field away', () => {
    const note = { chart: 'throughput' as const, timeS: 3, text: 'here' };
    let h = initialHistory(SCENARIO);
    h = historyReducer(h, { type: 'edit', action: { type: 'addAnnotation', annotation: note }, atMs: 0 });
    h = historyReducer(h, {
      type: 'edit',
      action: { type: 'addAnnotation', annotation: { ...note, timeS: 5 } },
      atMs: 10,
    });
    expect(h.present.annotations).toEqual([note, { ...note, timeS: 5 }]);
    h = historyReducer(h, { type: 'edit', action: { type: 'removeAnnotation', index: 1 }, atMs: 20 });
    expect(h.present.annotations).toEqual([note]);
    expect(scenarioReducer(h.present, { type: 'removeAnnotation', index: 4 })).toBe(h.present);
    h = historyReducer(h, { type: 'edit', action: { type: 'removeAnnotation', index: 0 }, atMs: 30 });
    expect('annotations' in h.present).toBe(false);
    h = historyReducer(h, { type: 'undo' });
    expect(h.present.annotations).toEqual([note]);
  });
});

describe('a live class moves the card (goto)', () => {
  it('goes to a step (its question asked again), not while a step plays, nor out of range', () => {
    const at2 = play([{ type: 'goto', position: 1 }]);
    expect(at2).toMatchObject({ position: 1, phase: 'asking', response: null });
    expect(play([{ type: 'goto', position: 5 }]).position).toBe(0);
    const playing = play([
      { type: 'goto', position: 1 },
      { type: 'answer', response: { choice: 0 } },
      { type: 'play' },
    ]);
    expect(lessonReducer(LESSON, playing, { type: 'goto', position: 2 }).position).toBe(1);
  });
});
