/**
 * "My lessons": lessons a teacher saved from the builder, kept in the browser's local storage under
 * one key and listed in the gallery's Lessons section (open, delete, export as a file). Bounded: at
 * most `MY_LESSONS_MAX` lessons and `MY_LESSONS_MAX_CHARS` characters in all; past either, or when
 * the browser's storage is full, saving says so and keeps what was there.
 */
import type { Scenario } from '../scenario/types';

/** The storage key. */
export const MY_LESSONS_KEY = 'multipath-playground/my-lessons';
/** At most this many lessons are kept. */
export const MY_LESSONS_MAX = 30;
/** At most this many characters (about 2 MB of the browser's usual 5 MB) for all of them. */
export const MY_LESSONS_MAX_CHARS = 1_000_000;

/** What "My lessons" needs of a storage (localStorage has it). */
export interface LessonStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** One saved lesson: its scenario (with `lesson`), its title and when it was saved. */
export interface MyLesson {
  id: string;
  title: string;
  savedAtMs: number;
  scenario: Scenario;
}

/** The saved lessons, newest first (a stored value that cannot be read gives none). */
export function readMyLessons(storage: LessonStorage): MyLesson[] {
  try {
    const parsed = JSON.parse(storage.getItem(MY_LESSONS_KEY) ?? '[]') as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (l): l is MyLesson =>
        !!l && typeof l === 'object' && typeof l.id === 'string' && !!l.scenario && typeof l.title === 'string',
    );
  } catch {
    return [];
  }
}

/** Writes `lessons`, or returns why it could not (too many, too large, storage full). */
function write(storage: LessonStorage, lessons: MyLesson[]): string | null {
  if (lessons.length > MY_LESSONS_MAX)
    return `My lessons is full (${MY_LESSONS_MAX} lessons): delete one in Presets > Lessons, or save this one as a file.`;
  const text = JSON.stringify(lessons);
  if (text.length > MY_LESSONS_MAX_CHARS)
    return `My lessons is full (${Math.round(text.length / 1000)} of ${MY_LESSONS_MAX_CHARS / 1000} thousand characters): delete a lesson in Presets > Lessons, or save this one as a file.`;
  try {
    storage.setItem(MY_LESSONS_KEY, text);
    return null;
  } catch {
    return "The browser's storage is full or refused: nothing was saved. Delete a lesson in Presets > Lessons, or save this one as a file.";
  }
}

/**
 * Saves `scenario` (which carries a lesson) as the newest of My lessons; one with the same title is
 * replaced. Returns an error message, or null when saved.
 */
export function saveMyLesson(storage: LessonStorage, scenario: Scenario, nowMs: number): string | null {
  const title = scenario.lesson?.title;
  if (!title) return 'Nothing to save: the lesson has no steps yet.';
  const others = readMyLessons(storage).filter((l) => l.title !== title);
  return write(storage, [
    { id: `${nowMs.toString(36)}-${others.length}`, title, savedAtMs: nowMs, scenario },
    ...others,
  ]);
}

/** Deletes the lesson `id`; returns an error message, or null. */
export function deleteMyLesson(storage: LessonStorage, id: string): string | null {
  return write(
    storage,
    readMyLessons(storage).filter((l) => l.id !== id),
  );
}
