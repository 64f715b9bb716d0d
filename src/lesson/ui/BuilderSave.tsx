/**
 * The lesson builder's ways out: a link (the "Create lesson link" dialog with its options, on the
 * scenario carrying the lesson), a file (the File menu's JSON), and "My lessons" in this browser
 * (listed in the gallery's Lessons section). Each counts as the teacher having seen every answer.
 * Nothing is saved while the draft has problems; they are listed instead.
 */
import { useState } from 'react';
import type { Scenario } from '../../scenario/types';
import { download, fileStem } from '../../share/download';
import { pageStorage } from '../../state/storage';
import { saveMyLesson } from '../myLessons';
import { LessonBuilder } from './LessonBuilder';

/** The save buttons for `scenario` (the page's scenario with the draft's lesson). */
export function BuilderSave({
  scenario,
  problems,
  cursorS,
  hiddenSeries,
  onSaved,
}: {
  scenario: Scenario;
  problems: readonly string[];
  cursorS: number;
  hiddenSeries: ReadonlySet<string>;
  /** Called on every save (the answers count as seen); `stored`: as a file or to My lessons. */
  onSaved(stored: boolean): void;
}) {
  const [message, setMessage] = useState('');
  if (problems.length)
    return (
      <div className="builder-save">
        <p>Before it can be saved:</p>
        <ul className="builder-problems" data-testid="builder-problems">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </div>
    );
  const title = scenario.lesson?.title ?? scenario.title;
  return (
    <div className="builder-save" role="group" aria-label="Save the lesson">
      <LessonBuilder
        scenario={scenario}
        cursorS={cursorS}
        hiddenSeries={hiddenSeries}
        label="Save as a link…"
        onOpen={() => onSaved(false)}
      />
      <button
        type="button"
        onClick={() => {
          download(`${fileStem(title)}.json`, `${JSON.stringify(scenario, null, 2)}\n`, 'application/json');
          onSaved(true);
          setMessage('Saved as a file (File > Open reads it back).');
        }}
      >
        Save as a file
      </button>
      <button
        type="button"
        onClick={() => {
          const error = saveMyLesson(pageStorage().store, scenario, Date.now());
          if (!error) onSaved(true);
          setMessage(error ?? `Saved to My lessons (Presets > Lessons) as "${title}".`);
        }}
      >
        Save to My lessons
      </button>
      <p role="status" className="builder-message">
        {message}
      </p>
    </div>
  );
}
