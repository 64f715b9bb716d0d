/**
 * The teacher's controls: lock the class to the shown step or let it run ahead, pause every screen
 * or resume, reveal the shown step's answer, anonymise the names, let students explore (edit their
 * page) once every answer is revealed, download the results (CSV, with
 * the Bearer token, saved from a Blob) and end the class (after a confirmation).
 */
import { useState } from 'react';
import type { Dashboard, TeacherClass } from '../teacher';

/** The controls of the dashboard for `step` (the step shown). */
export function DashboardControls({
  teacher,
  dashboard,
  step,
  asks,
}: {
  teacher: TeacherClass;
  dashboard: Dashboard;
  step: number;
  /** False on a step without a question: nothing to reveal. */
  asks: boolean;
}) {
  const { pacing, anonymise, code } = dashboard;
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [downloadProblem, setDownloadProblem] = useState<string | null>(null);
  const revealed = pacing.revealed.some((k) => k.step === step);
  const ended = pacing.ended;
  return (
    <div className="class-controls" role="group" aria-label="Class controls">
      <button type="button" onClick={() => void teacher.pace(step)} disabled={ended || pacing.lockStep === step}>
        Lock the class to step {step}
      </button>
      <button type="button" onClick={() => void teacher.pace(null)} disabled={ended || pacing.lockStep === null}>
        Let them run ahead
      </button>
      <button
        type="button"
        aria-pressed={pacing.paused}
        onClick={() => void teacher.pause(!pacing.paused)}
        disabled={ended}
      >
        {pacing.paused ? 'Resume screens' : 'Pause all screens'}
      </button>
      <button type="button" onClick={() => void teacher.reveal(step)} disabled={ended || revealed || !asks}>
        {!asks ? 'Nothing to reveal' : revealed ? `Step ${step} revealed` : `Reveal the answer to step ${step}`}
      </button>
      <label className="class-switch">
        <input type="checkbox" checked={anonymise} onChange={(e) => void teacher.anonymise(e.target.checked)} />{' '}
        Anonymise
      </label>
      <label className="class-switch">
        <input
          type="checkbox"
          checked={pacing.explore}
          disabled={ended}
          onChange={(e) => void teacher.explore(e.target.checked)}
        />{' '}
        Let students explore after the reveal
      </label>
      <button
        type="button"
        onClick={() =>
          download(teacher, code).then(
            () => setDownloadProblem(null),
            (e: unknown) =>
              setDownloadProblem(`The results could not be downloaded: ${e instanceof Error ? e.message : String(e)}`),
          )
        }
      >
        Download results (CSV)
      </button>
      {downloadProblem && <span role="alert">{downloadProblem}</span>}
      {!ended &&
        (confirmEnd ? (
          <span className="class-confirm" role="group" aria-label="End the class?">
            End the class for everyone?{' '}
            <button type="button" onClick={() => void teacher.end().then(() => setConfirmEnd(false))}>
              Yes, end it
            </button>{' '}
            <button type="button" onClick={() => setConfirmEnd(false)}>
              No
            </button>
          </span>
        ) : (
          <button type="button" onClick={() => setConfirmEnd(true)}>
            End the class
          </button>
        ))}
    </div>
  );
}

/** Fetches the results with the teacher's token and saves them as `class-CODE.csv`. */
async function download(teacher: TeacherClass, code: string): Promise<void> {
  const csv = await teacher.results();
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `class-${code}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
