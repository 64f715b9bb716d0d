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

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: ReactHost;
beforeEach(() => (host = mountHost()));
afterEach(() => unmountHost(host));

const LESSON: Lesson = {
  version: 1,
  title: 'Satellite',
  steps: [
    { text: 'Read this first.' },
    {
      text: 'WiFi fades.',
      actions: [
        { kind: 'highlight', series: ['sat'] },
        { kind: 'playTo', timeS: 190 },
      ],
      prediction: { question: 'What will sat do?', choices: ['Rise', 'Fall'], answer: 0, explanation: 'It rises.' },
    },
  ],
};

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
  it('asks, refuses Play until answered, plays the actions, then shows the result', async () => {
    const log: string[] = [];
    act(() => host.root.render(<LessonPlayer lesson={LESSON} target={target(log)} />));
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
    expect(log).toEqual(['highlight sat', 'playTo 190']);
    expect(host.container.querySelector('.lesson-result')?.textContent).toBe(
      'Not quite: the answer is "Rise". It rises.',
    );
    expect(host.container.querySelector('fieldset')!.disabled).toBe(true);
  });

  it('runs only the steps given (1-based)', () => {
    act(() => host.root.render(<LessonPlayer lesson={LESSON} steps={[2]} target={target([])} />));
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
