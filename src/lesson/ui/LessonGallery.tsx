/**
 * The gallery's "Lessons" section: a card per guided lesson of `public/presets.json`'s `lessons`
 * (files in `public/lessons/`), with its title and summary. Starting one loads its scenario, which
 * carries the lesson, as an ordinary undoable edit; the lesson card then leads the student. A tag
 * says each lesson's level of language (School or University). Below
 * them, "My lessons": those saved from the lesson builder in this browser (MyLessons.tsx).
 */
import { useEffect, useState } from 'react';
import type { Scenario } from '../../scenario/types';
import { MyLessons } from './MyLessons';
import { useWords } from '../../state/useWords';
import type { Level } from '../../scenario/displayNames';

/** The gallery's index, `public/presets.json` (its `lessons` array). */
const INDEX_URL = `${import.meta.env.BASE_URL}presets.json`;

/** URL of a lesson file of `public/lessons/`. */
export function lessonUrl(file: string): string {
  return `${import.meta.env.BASE_URL}lessons/${file}`;
}

/** The lessons of the index, loaded once the section is shown. */
function useLessons(): { lessons: Array<{ name: string; scenario: Scenario }>; error: string | null } {
  const [state, setState] = useState<{ lessons: Array<{ name: string; scenario: Scenario }>; error: string | null }>({
    lessons: [],
    error: null,
  });
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const index = (await (await fetch(INDEX_URL)).json()) as {
        lessons?: Array<{ name: string; file: string }>;
      };
      const lessons = await Promise.all(
        (index.lessons ?? []).map(async ({ name, file }) => ({
          name,
          scenario: (await (await fetch(lessonUrl(file))).json()) as Scenario,
        })),
      );
      if (!cancelled) setState({ lessons, error: null });
    })().catch(
      (e: unknown) => !cancelled && setState({ lessons: [], error: `The lessons could not be loaded: ${String(e)}` }),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}

/** A small tag with a lesson's level of language: "School" (ages 14-16) or "University". */
export function LevelTag({ level }: { level: Level }) {
  return (
    <span
      className={`lesson-level lesson-level--${level}`}
      data-testid="lesson-level"
      title={
        level === 'school' ? 'School level: plain words, for ages 14-16' : "University level: ids and the papers' terms"
      }
    >
      {level === 'school' ? 'School' : 'University'}
    </span>
  );
}

/** The "Lessons" section of the gallery; `onStart` receives the lesson's scenario. */
export function LessonGallery({ onStart }: { onStart(scenario: Scenario): void }) {
  const { lessons, error } = useLessons();
  // At the school level the cards' words drop section numbers and ids too.
  const words = useWords();
  return (
    <section className="lesson-gallery" aria-labelledby="lesson-gallery-title">
      <h2 id="lesson-gallery-title">Lessons: guided, with questions</h2>
      {error && <p role="alert">{error}</p>}
      <ul className="cards">
        {lessons.map(({ name, scenario }) => (
          <li key={name} className="card">
            <h3>{scenario.lesson?.title ?? scenario.title}</h3>
            <p>{words.text(scenario.lesson?.summary ?? '')}</p>
            <p className="steps">
              {scenario.lesson?.steps.length ?? 0} steps <LevelTag level={scenario.lesson?.level ?? 'university'} />
            </p>
            <button
              type="button"
              onClick={() => onStart(scenario)}
              aria-label={`Start lesson: ${scenario.lesson?.title ?? name}`}
            >
              Start lesson
            </button>
          </li>
        ))}
      </ul>
      <MyLessons onStart={onStart} />
    </section>
  );
}
