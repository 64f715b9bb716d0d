// @vitest-environment jsdom
/** The lesson builder's fields: drawn from the query table, giving the values buildLessonQuery writes. */
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountHost, unmountHost, type ReactHost } from './reactHost';
import { BUILDER_PARAMS, LessonBuilderForm, type LessonChoice } from '../../src/lesson/ui/LessonBuilderForm';
import { buildLessonQuery } from '../../src/lesson/ui/lessonQuery';
import { lessonStepTexts, lessonTitle } from '../../src/lesson/ui/lessonSteps';
import type { Scenario } from '../../src/scenario/types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: ReactHost;
let latest: LessonChoice = {};
beforeEach(() => {
  host = mountHost();
});
afterEach(() => unmountHost(host));

function Harness({ first, steps }: { first: LessonChoice; steps: string[] }) {
  const [choice, setChoice] = useState(first);
  latest = choice;
  return <LessonBuilderForm choice={choice} onChange={setChoice} stepTexts={steps} />;
}

/** The checkbox whose label reads `text`. */
function box(text: string | RegExp): HTMLInputElement {
  const label = [...host.container.querySelectorAll('label')].find((l) =>
    typeof text === 'string' ? l.textContent?.trim() === text : text.test(l.textContent?.trim() ?? ''),
  );
  expect(label, String(text)).toBeDefined();
  return label!.querySelector('input')!;
}

describe('LessonBuilderForm', () => {
  it('offers the lesson parameters of the table (lesson=1 is lock plus hide)', () => {
    expect(BUILDER_PARAMS).toEqual(['lock', 'hide', 'charts', 'autoplay', 'speed', 'steps', 'level', 'present']);
  });

  it('gives the values the link is built from', () => {
    act(() => host.root.render(<Harness first={{}} steps={[]} />));
    act(() => box(/^Lock editing/).click());
    // Locked: panels, tools and files are hidden anyway, shown checked and fixed.
    expect(box(/^Panels/).checked && box(/^Panels/).disabled).toBe(true);
    expect(box('Timeline').disabled).toBe(false);
    act(() => box('Timeline').click());
    act(() => box('Map and network diagram').click());
    act(() => box('Channel capacities').click());
    act(() => box(/WiFi and satellite/).click());
    // The last chart stays.
    expect(box('Throughput per subflow').disabled).toBe(true);
    const speed = host.container.querySelector('select')!;
    act(() => {
      speed.value = '8';
      speed.dispatchEvent(new Event('change', { bubbles: true }));
    });
    // Charts come back in the table's order whatever the order they are ticked in.
    act(() => box(/WiFi and satellite/).click());
    act(() => box('Channel capacities').click());
    expect(latest).toEqual({
      lock: true,
      hide: ['map', 'timeline'],
      charts: ['throughput', 'capacity', 'aggregate'],
      speed: 8,
    });
    expect(buildLessonQuery(latest)).toBe('?lock=1&hide=map,timeline&speed=8');
    expect(host.container.textContent).toContain('This scenario has no lesson steps');
  });

  it('offers the level of language: as the lesson says (no parameter), school or university', () => {
    act(() => host.root.render(<Harness first={{}} steps={[]} />));
    const level = [...host.container.querySelectorAll('label')]
      .find((l) => l.textContent?.startsWith('Words'))!
      .querySelector('select')!;
    expect([...level.options].map((o) => o.textContent)).toEqual([
      'as the lesson says',
      'School (ages 14-16: plain words, no ids or equations)',
      "University (ids and the papers' terms)",
    ]);
    act(() => {
      level.value = 'school';
      level.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(latest.level).toBe('school');
    expect(buildLessonQuery(latest)).toBe('?level=school');
  });

  it("lists the lesson's steps by number; all of them is no steps parameter", () => {
    act(() => host.root.render(<Harness first={{}} steps={['Look at B1.', 'Predict the satellite.', 'Play.']} />));
    expect(box('Step 2: Predict the satellite.').checked).toBe(true);
    act(() => box('Step 2: Predict the satellite.').click());
    expect(latest.steps).toEqual([1, 3]);
    act(() => box('Step 1: Look at B1.').click());
    expect(latest.steps).toEqual([3]);
    // One step is left: it cannot be taken away.
    expect(box('Step 3: Play.').disabled).toBe(true);
    act(() => box('Step 1: Look at B1.').click());
    act(() => box('Step 2: Predict the satellite.').click());
    expect(latest.steps).toBeNull();
    expect(buildLessonQuery(latest)).toBe('');
  });
});

describe("a scenario's lesson, read for the builder", () => {
  it('gives the step texts and the title, and nothing for a scenario without a lesson', () => {
    const withLesson = {
      title: 'III-D',
      lesson: { version: 1, title: 'Why the satellite rises', steps: [{ text: 'One' }, { actions: [] }] },
    } as unknown as Scenario;
    expect(lessonStepTexts(withLesson)).toEqual(['One', '']);
    expect(lessonTitle(withLesson)).toBe('Why the satellite rises');
    expect(lessonStepTexts({ title: 'x' } as unknown as Scenario)).toEqual([]);
    expect(lessonTitle({ title: 'x' } as unknown as Scenario)).toBeNull();
  });
});
