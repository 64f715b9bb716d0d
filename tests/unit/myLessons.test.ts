/** "My lessons" (src/lesson/myLessons.ts): saved newest first, replaced by title, deleted, bounded with a clear message. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/scenario/types';
import { lessonScenario, newDraft, updateStep } from '../../src/lesson/draft';
import {
  MY_LESSONS_KEY,
  MY_LESSONS_MAX,
  deleteMyLesson,
  readMyLessons,
  saveMyLesson,
  type LessonStorage,
} from '../../src/lesson/myLessons';

const III_D = JSON.parse(readFileSync(resolve(__dirname, '../../public/scenarios/III-D.json'), 'utf8')) as Scenario;

function memory(limitChars = Infinity): LessonStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      if (v.length > limitChars) throw new DOMException('full', 'QuotaExceededError');
      data.set(k, v);
    },
  };
}

function lesson(title: string): Scenario {
  const d = updateStep({ ...newDraft(III_D), title }, 0, { text: 'Watch.' });
  return lessonScenario(III_D, d);
}

describe('My lessons', () => {
  it('keeps lessons newest first, replaces one of the same title, deletes by id', () => {
    const s = memory();
    expect(saveMyLesson(s, lesson('A'), 1000)).toBeNull();
    expect(saveMyLesson(s, lesson('B'), 2000)).toBeNull();
    expect(readMyLessons(s).map((l) => l.title)).toEqual(['B', 'A']);
    expect(saveMyLesson(s, lesson('A'), 3000)).toBeNull();
    const list = readMyLessons(s);
    expect(list.map((l) => [l.title, l.savedAtMs])).toEqual([
      ['A', 3000],
      ['B', 2000],
    ]);
    expect(list[0]!.scenario.lesson!.steps[0]!.text).toBe('Watch.');
    expect(deleteMyLesson(s, list[1]!.id)).toBeNull();
    expect(readMyLessons(s).map((l) => l.title)).toEqual(['A']);
  });

  it('refuses with a clear message when full, and keeps what was there', () => {
    const s = memory();
    for (let i = 0; i < MY_LESSONS_MAX; i++) expect(saveMyLesson(s, lesson(`L${i}`), i)).toBeNull();
    expect(saveMyLesson(s, lesson('one more'), 99)).toBe(
      `My lessons is full (${MY_LESSONS_MAX} lessons): delete one in Presets > Lessons, or save this one as a file.`,
    );
    expect(readMyLessons(s)).toHaveLength(MY_LESSONS_MAX);
    const tight = memory(100);
    expect(saveMyLesson(tight, lesson('A'), 1)).toMatch(/^The browser's storage is full or refused: nothing was saved/);
    expect(tight.data.has(MY_LESSONS_KEY)).toBe(false);
    expect(saveMyLesson(memory(), III_D, 1)).toBe('Nothing to save: the lesson has no steps yet.');
  });

  it('reads a broken stored value as no lessons', () => {
    const s = memory();
    s.setItem(MY_LESSONS_KEY, '{not json');
    expect(readMyLessons(s)).toEqual([]);
  });
});
