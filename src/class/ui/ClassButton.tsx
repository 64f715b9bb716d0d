/**
 * The top bar's "Class" entry (in the phone's Menu too): a dialog that says whether class sessions
 * can run here (the session server answers `GET /api/health`; a plain static host does not), and
 * offers "Start a class" on the loaded lesson and "Join a class". While in a class it reopens the
 * dashboard (teacher) or says whose class this is (student).
 */
import { useEffect, useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { serverAvailable } from '../api';
import { hasLesson } from '../../lesson/format';
import { selectScenario } from '../../state/pageSelectors';
import { useValue } from '../../state/usePageStore';
import { useClassMode, useClassPage } from './ClassProvider';
import './class.css';

/** What the dialog says when the page is served without the session server. */
export const NEEDS_SERVER_WORDS =
  'Class sessions need the session server: start the app with npm start on the teacher’s machine (docs/class.md). This copy of the page is served without it.';

/** The "Class" button and its dialog (`locked`: a locked page offers no "Start a class"). */
export function ClassButton({ locked = false }: { locked?: boolean }) {
  const page = useClassPage();
  const mode = useClassMode();
  const [open, setOpen] = useState(false);
  if (mode.kind === 'teacher')
    return (
      <button type="button" className="topbar-button" data-closes-menu onClick={() => page.showDashboard(true)}>
        Class {mode.code}
      </button>
    );
  return (
    <>
      <button type="button" className="topbar-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Class
      </button>
      {open && (
        <Dialog title="Class" onClose={() => setOpen(false)} className="class-dialog">
          <ClassChoices onDone={() => setOpen(false)} locked={locked} />
        </Dialog>
      )}
    </>
  );
}

/** The dialog's body: the server's availability, then Start and Join. */
function ClassChoices({ onDone, locked }: { onDone(): void; locked: boolean }) {
  const page = useClassPage();
  const mode = useClassMode();
  const scenario = useValue(selectScenario);
  const [available, setAvailable] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void serverAvailable().then((ok) => live && setAvailable(ok));
    return () => {
      live = false;
    };
  }, []);
  if (available === null) return <p role="status">Looking for the session server…</p>;
  if (!available)
    return (
      <p data-testid="class-needs-server" role="status">
        {NEEDS_SERVER_WORDS}
      </p>
    );
  const lesson = hasLesson(scenario);
  const start = async () => {
    setBusy(true);
    try {
      await page.startClass(scenario);
      onDone();
    } catch (e) {
      setProblem(`The class could not start: ${e instanceof Error ? e.message : String(e)}`);
      setBusy(false);
    }
  };
  return (
    <div className="class-choices">
      {mode.kind === 'student' && <p>You are in class {mode.code}.</p>}
      {!locked && (
        <section>
          <h3>Teach</h3>
          {lesson ? (
            <p>Run “{scenario.lesson.title}” with your class: they join with a code, you see their answers.</p>
          ) : (
            <p>Open a lesson first (Presets, My lessons, or a lesson link): a class runs a lesson.</p>
          )}
          <button type="button" onClick={() => void start()} disabled={!lesson || busy}>
            Start a class
          </button>
          {problem && <p role="alert">{problem}</p>}
        </section>
      )}
      <section>
        <h3>Learn</h3>
        <button
          type="button"
          onClick={() => {
            page.openJoin();
            onDone();
          }}
        >
          Join a class
        </button>
      </section>
    </div>
  );
}
