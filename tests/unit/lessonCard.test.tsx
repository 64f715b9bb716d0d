// @vitest-environment jsdom
/**
 * The lesson card and the chart notes in the DOM: the student answers before Play runs the
 * step's actions, then sees the result and the explanation; notes are drawn at their time and
 * pinned from the cursor.
 */
import { act } from 'react';
import { scaleLinear } from 'd3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountHost, unmountHost, type ReactHost } from './reactHost';
import { LessonPlayer } from '../../src/lesson/ui/LessonPlayer';
import { NoteControls, NotesLayer, noteLabel, notesOf } from '../../src/charts/ChartNotes';
import type { LessonTarget } from '../../src/lesson/applyActions';
import type { Annotation, Lesson } from '../../src/scenario/types';
import { at } from '../../src/util/at';
import { PageStore } from '../../src/state/pageStore';
import { PageStoreContext } from '../../src/state/usePageStore';
import { initialHistory } from '../../src/state/history';
import { initialView } from '../../src/state/pageState';
import type { Scenario } from '../../src/scenario/types';
import type { RunStore } from '../../src/store/runStore';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: ReactHost;
beforeEach(() => (host = mountHost()));
afterEach(() => unmountHost(host));

const LESSON: Lesson = {
  version: 2,
  title: 'Satellite',
  steps: [
    { text: 'Read this first.' },
    {
      text: 'WiFi fades.',
      actions: [
        { kind: 'highlight', series: ['sat'] },
        { kind: 'playTo', timeS: 190 },
      ],
      prediction: {
        question: 'What will sat do?',
        rule: { kind: 'trend', series: 'sat', fromS: 150, toS: 190, margin: 0.1 },
        explanation: 'Coupling.',
      },
    },
  ],
};

/** A page store whose run has `sat` rising from 12 to 13 Mbps over 0-200 s (`satMbps` overrides it). */
function pageWithRun(satMbps = (t: number) => 12 + t / 200): PageStore {
  const scenario = JSON.parse(
    readFileSync(resolve(__dirname, '../../public/scenarios/III-D.json'), 'utf8'),
  ) as Scenario;
  const store = new PageStore({
    history: initialHistory(scenario),
    locked: false,
    resetTarget: scenario,
    view: initialView(),
  });
  const timeS = Float64Array.from({ length: 201 }, (_, i) => i);
  const columns = new Map([
    ['t_s', timeS],
    ['x:sat', timeS.map(satMbps)],
  ]);
  const run = { length: 201, complete: true, column: (n: string) => columns.get(n), layout: { sources: [] } };
  const solve = store.getState().run.solve;
  store.setRun({ solve: { ...solve, store: run as unknown as RunStore, version: 1 } });
  return store;
}

/** Renders the player over `page`'s store. */
function render(page: PageStore, lesson: Lesson, log: string[] = [], steps?: number[]) {
  act(() =>
    host.root.render(
      <PageStoreContext value={page}>
        <LessonPlayer lesson={lesson} steps={steps} target={target(log)} />
      </PageStoreContext>,
    ),
  );
}

function target(log: string[]): LessonTarget {
  return {
    setTime: (t) => log.push(`setTime ${t}`),
    playTo: async (t) => void log.push(`playTo ${t}`),
    seriesNames: () => ['sat'],
    setHiddenSeries: () => undefined,
    highlight: (n) => log.push(`highlight ${n.join(',')}`),
    fitY: () => undefined,
    selectStation: () => undefined,
    dispatch: () => undefined,
  };
}

const button = (name: string) =>
  [...host.container.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;

describe('the lesson card', () => {
  it('asks, refuses Play until answered, plays the actions, then shows what the rule found on the run', async () => {
    const log: string[] = [];
    render(pageWithRun(), LESSON, log);
    const text = () => host.container.textContent ?? '';
    expect(text()).toContain('Step 1 of 2');
    expect(text()).toContain('Read this first.');
    expect(button('Back').disabled).toBe(true);
    act(() => button('Next').click());
    expect(text()).toContain('Step 2 of 2');
    expect(text()).toContain('What will sat do?');
    expect(button('Play').disabled).toBe(true);
    const fall = at(host.container.querySelectorAll<HTMLInputElement>('input[type=radio]'), 1);
    act(() => fall.click());
    expect(button('Play').disabled).toBe(false);
    await act(async () => button('Play').click());
    // The verdict shows the step's view first: its highlight, the cursor at the step's end.
    expect(log).toEqual(['highlight sat', 'playTo 190', 'highlight sat', 'setTime 190']);
    expect(host.container.querySelector('.lesson-result')?.textContent).toBe(
      'Not quite: on this run the answer is Rise (sat: 12.8 Mbps at 150 s -> 12.9 Mbps at 190 s). Coupling.',
    );
    expect(host.container.querySelector('fieldset')!.disabled).toBe(true);
  });

  it('grades on the run the student sees: the same answer is right once an edit makes sat fall', async () => {
    render(
      pageWithRun((t) => 13 - t / 200),
      LESSON,
      [],
      [2],
    );
    act(() => at(host.container.querySelectorAll<HTMLInputElement>('input[type=radio]'), 1).click());
    await act(async () => button('Play').click());
    expect(host.container.querySelector('.lesson-result')?.textContent).toContain('Right. On this run: Fall');
  });

  it('never marks a student wrong when the run does not settle the question', async () => {
    render(
      pageWithRun(() => 12),
      LESSON,
      [],
      [2],
    );
    act(() => at(host.container.querySelectorAll<HTMLInputElement>('input[type=radio]'), 1).click());
    await act(async () => button('Play').click());
    const result = host.container.querySelector('.lesson-result')?.textContent ?? '';
    expect(result).toContain('This run does not settle the question');
    expect(result).toContain('Your answer is not marked');
  });

  it('a version 1 lesson (typed answers) is shown as a poll, not graded', async () => {
    const v1: Lesson = {
      version: 1,
      title: 'Old',
      steps: [{ text: 'x', prediction: { question: 'q', choices: ['Rise', 'Fall'], answer: 0 } }],
    };
    render(pageWithRun(), v1);
    act(() => at(host.container.querySelectorAll<HTMLInputElement>('input[type=radio]'), 1).click());
    await act(async () => button('Show the result').click());
    expect(host.container.querySelector('.lesson-result')?.textContent).toContain('Not graded');
  });

  it('runs only the steps given (1-based)', () => {
    render(pageWithRun(), LESSON, [], [2]);
    expect(host.container.textContent).toContain('Step 1 of 1 (lesson step 2)');
  });
});

describe('chart notes', () => {
  const notes: Annotation[] = [
    { chart: 'throughput', timeS: 150, text: 'B1 fades here' },
    { chart: 'capacity', timeS: 10, text: 'x' },
    { chart: 'throughput', timeS: 900, text: 'after the end' },
  ];

  it('picks a chart notes with their indexes and shortens long labels', () => {
    expect(notesOf(notes, 'throughput')).toEqual([
      { index: 0, timeS: 150, text: 'B1 fades here' },
      { index: 2, timeS: 900, text: 'after the end' },
    ]);
    expect(noteLabel('y'.repeat(60))).toHaveLength(40);
  });

  it('draws a marker at the note time, leaving out notes outside the axis', () => {
    const x = scaleLinear().domain([0, 540]).range([0, 540]);
    act(() =>
      host.root.render(
        <NotesLayer notes={notesOf(notes, 'throughput')} x={x} t0={0} t1={540} width={620} height={200} plotH={132} />,
      ),
    );
    const marks = host.container.querySelectorAll('.ts-chart-note');
    expect(marks).toHaveLength(1);
    expect(at(marks, 0).querySelector('line')!.getAttribute('x1')).toBe('150');
    expect(at(marks, 0).textContent).toContain('B1 fades here');
  });

  it('pins a note at the cursor time and deletes one', () => {
    const added: Annotation[] = [];
    const removed: number[] = [];
    act(() =>
      host.root.render(
        <NoteControls
          chart="throughput"
          notes={notesOf(notes, 'throughput')}
          cursorS={42.04}
          onAdd={(a) => added.push(a)}
          onRemove={(i) => removed.push(i)}
        />,
      ),
    );
    act(() => button('Pin a note').click());
    const input = host.container.querySelector('input')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    act(() => {
      setValue.call(input, '  Look here ');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => button('Pin').click());
    expect(added).toEqual([{ chart: 'throughput', timeS: 42, text: 'Look here' }]);
    act(() => at(host.container.querySelectorAll<HTMLButtonElement>('.chart-notes-list button'), 1).click());
    expect(removed).toEqual([2]);
  });
});
