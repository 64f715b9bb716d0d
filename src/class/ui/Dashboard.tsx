/**
 * The teacher's dashboard, over the whole page and large enough to project: the join code, link and
 * QR code, who joined, the shown step's live histogram (the right answer hidden until revealed, the
 * count still thinking), every step's tally, and the controls. "Show the lesson" folds it away.
 */
import { useState } from 'react';
import { stepHistogram } from '../histogram';
import { joinLink } from '../links';
import type { StepKey } from '../protocol';
import type { TeacherClass } from '../teacher';
import { useClassPage, useExternal } from './ClassProvider';
import { DashboardControls } from './DashboardControls';
import { QrCode } from './QrCode';
import { Roster } from './Roster';
import { StepHistogram } from './StepHistogram';
import { StepTally } from './StepTally';

const CONNECTION_WORDS = { open: 'live', connecting: 'reconnecting…', offline: 'offline', stopped: 'closed' } as const;

/** The dashboard of `teacher`'s class. */
export function Dashboard({ teacher }: { teacher: TeacherClass }) {
  const page = useClassPage();
  const { code, connection, dashboard, problem } = useExternal(teacher);
  const [chosenStep, setChosenStep] = useState<number | null>(null);
  const link = joinLink(location.origin, code);
  const stepCount = dashboard?.stepCount ?? 0;
  const step = Math.min(Math.max(1, chosenStep ?? dashboard?.pacing.lockStep ?? 1), Math.max(1, stepCount));
  const key: StepKey | undefined = dashboard?.keys.find((k) => k.step === step);
  const revealed = !!dashboard?.pacing.revealed.some((k) => k.step === step);
  return (
    <section className="class-dashboard" aria-label="Class dashboard" data-testid="class-dashboard">
      <header className="class-dashboard__head">
        <div className="class-join-info">
          <p className="class-code-label">
            Join at {link.replace(/^https?:\/\//, '').replace(/\/\?join=.*/, '')} with the code
          </p>
          <p className="class-code" data-testid="class-code">
            {code}
          </p>
          <p className="class-link">
            <a href={link} data-testid="class-join-link">
              {link}
            </a>
          </p>
        </div>
        <QrCode text={link} sizePx={168} label={`QR code of the join link ${link}`} />
        <div className="class-dashboard__meta">
          <h2>{dashboard?.title ?? 'Class'}</h2>
          <p role="status" data-testid="class-connection" data-connection={connection}>
            Dashboard {CONNECTION_WORDS[connection]}
            {dashboard?.pacing.paused && ' · screens paused'}
            {dashboard?.pacing.ended && ' · the class has ended'}
          </p>
          <button type="button" onClick={() => page.showDashboard(false)}>
            Show the lesson
          </button>
        </div>
      </header>
      {problem && <p role="alert">{problem}</p>}
      {dashboard ? (
        <div className="class-dashboard__body">
          <Roster students={dashboard.students} anonymise={dashboard.anonymise} />
          <section className="class-step" aria-label={`Step ${step}`}>
            <nav className="class-step__nav" aria-label="Steps">
              <button type="button" onClick={() => setChosenStep(step - 1)} disabled={step <= 1}>
                Previous step
              </button>
              <h3 data-testid="class-shown-step">
                Step {step} of {stepCount}
                {dashboard.pacing.lockStep === step && ' · the class is held here'}
              </h3>
              <button type="button" onClick={() => setChosenStep(step + 1)} disabled={step >= stepCount}>
                Next step
              </button>
            </nav>
            <StepTally dashboard={dashboard} shown={step} onShow={setChosenStep} />
            {key ? (
              <StepHistogram
                histogram={stepHistogram(key, dashboard.answers, dashboard.students.length, revealed)}
                revealed={revealed}
              />
            ) : (
              <p className="class-hint">This step asks nothing.</p>
            )}
            {key && revealed && key.found && <p className="class-found">On the run: {key.found}</p>}
            <DashboardControls teacher={teacher} dashboard={dashboard} step={step} />
          </section>
        </div>
      ) : (
        <p role="status">Connecting to the class…</p>
      )}
    </section>
  );
}
