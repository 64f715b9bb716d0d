/**
 * "For teachers": a one-screen page in a dialog, reachable from the top bar (the Menu on a small
 * screen) and from "What am I looking at?". How to run a lesson, how students join by link, how
 * to present and how to write a lesson; docs/teaching.md says the same at more length.
 */
import { useRef, useState } from 'react';
import { Dialog } from '../ui/Dialog';
import './teaching.css';

/** The "For teachers" button and its dialog. */
export function TeachersButton({ className = 'topbar-button' }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={buttonRef} type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        For teachers
      </button>
      {open && (
        <Dialog
          title="For teachers"
          className="teachers-dialog"
          onClose={() => setOpen(false)}
          returnFocusTo={buttonRef}
        >
          <TeachersText />
        </Dialog>
      )}
    </>
  );
}

/** The page's four short sections. */
export function TeachersText() {
  return (
    <div className="teachers-text" data-testid="teachers-text">
      <section>
        <h3>Run a lesson</h3>
        <p>
          Open <strong>Presets</strong>: the lessons are at the top. A lesson card walks through a few steps; at a
          question the students predict first, then <strong>Play</strong> runs the model and the card says whether they
          were right and why. The charts show only the time played so far. At the <em>school</em> level (ages 14-16) the
          page says &quot;front car via WiFi B1&quot;, with no ids or equations: tick <em>School level</em> in the
          builder, or <code>level=school</code> in a link.
        </p>
      </section>
      <section>
        <h3>Run a live class</h3>
        <p>
          Start the app with its session server (<code>npm start</code>; for students&apos; devices on the classroom
          network, <code>MP_CLASSROOM=1 npm start</code>). Open a lesson, then <strong>Teach › Class</strong> &gt;{' '}
          <strong>Start a class</strong>: project the dashboard. Students join with the code and a nickname; their pages
          are locked. You lock them to a step, pause, <strong>Reveal</strong> answers and download a CSV.
        </p>
      </section>
      <section>
        <h3>Students join by lesson link</h3>
        <p>
          <strong>Create lesson link</strong> makes an address that carries the whole scenario and the page&apos;s
          lesson: the one you are writing in the <strong>Lesson builder</strong>, saved or not, else the one you opened
          (nothing is stored on a server). Tick <em>Lock editing</em>, then send the link. Each student&apos;s browser
          runs the model itself; after the first visit it works offline.
        </p>
      </section>
      <section>
        <h3>Present</h3>
        <p>
          <strong>Present</strong> in the top bar (or <code>?present=1</code> in the address) shows the map and one
          large chart, with large type and thick lines for the back row; keys 1-4 choose the chart, L shows or hides the
          lesson card, Esc leaves. Space plays and pauses the timeline, the arrow keys step it. Old{' '}
          <code>?projector=1</code> links open it too.
        </p>
      </section>
      <section>
        <h3>Write a lesson</h3>
        <p>
          Set up a preset, open the <strong>Lesson builder</strong> and write the steps: a text, what to play, what to
          show and a question whose answer comes from the run. Text may quote the run, as in{' '}
          <code>{'{mean sat 150..190}'}</code>, and the builder warns of what a locked student cannot do or see. Then{' '}
          <strong>Create lesson link</strong> (or the builder&apos;s <em>Save as a link…</em>, the same dialog).
        </p>
      </section>
      <section>
        <h3>Questions students ask</h3>
        <p>
          <em>Why does a link never fill?</em> The button <strong>Why not 100 %?</strong> under the throughput chart
          answers with the run's own numbers. <em>Why is a rate above the capacity?</em> The lines are sending rates;
          the note under the chart says when and why.
        </p>
      </section>
    </div>
  );
}
