/**
 * The gallery's "My lessons": the lessons saved from the builder in this browser
 * (src/lesson/myLessons.ts), each to open, delete or export as a file.
 */
import { useState } from 'react';
import type { Scenario } from '../../scenario/types';
import { download, fileStem } from '../../share/download';
import { pageStorage } from '../../state/storage';
import { deleteMyLesson, readMyLessons } from '../myLessons';

/** The "My lessons" list; `onStart` receives the lesson's scenario. */
export function MyLessons({ onStart }: { onStart(scenario: Scenario): void }) {
  const storage = pageStorage().store;
  const [lessons, setLessons] = useState(() => readMyLessons(storage));
  const [message, setMessage] = useState('');
  return (
    <section className="my-lessons" aria-labelledby="my-lessons-title">
      <h3 id="my-lessons-title">My lessons</h3>
      {lessons.length === 0 ? (
        <p>None yet: write one with the Lesson builder and choose "Save to My lessons". They stay in this browser.</p>
      ) : (
        <ul className="cards">
          {lessons.map((l) => (
            <li key={l.id} className="card" data-testid="my-lesson">
              <h4>{l.title}</h4>
              <p className="steps">
                {l.scenario.lesson?.steps.length ?? 0} steps, saved {new Date(l.savedAtMs).toLocaleString()}
              </p>
              <button type="button" onClick={() => onStart(l.scenario)} aria-label={`Open my lesson: ${l.title}`}>
                Open
              </button>{' '}
              <button
                type="button"
                aria-label={`Export my lesson as a file: ${l.title}`}
                onClick={() =>
                  download(`${fileStem(l.title)}.json`, `${JSON.stringify(l.scenario, null, 2)}\n`, 'application/json')
                }
              >
                Export as file
              </button>{' '}
              <button
                type="button"
                aria-label={`Delete my lesson: ${l.title}`}
                onClick={() => {
                  const error = deleteMyLesson(storage, l.id);
                  setMessage(error ?? `Deleted "${l.title}".`);
                  setLessons(readMyLessons(storage));
                }}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status">{message}</p>
    </section>
  );
}
