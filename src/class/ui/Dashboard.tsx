/**
 * The teacher's dashboard, over the whole page and large enough to project: the join code, link and
 * QR code, who joined, the shown step's live histogram (the right answer hidden until revealed, the
 * count still thinking), every step's tally, and the controls. "Show the lesson" folds it away.
 */
import { useState } from 'react';
import { hasLesson } from '../../lesson/format';
import { selectScenario } from '../../state/pageSelectors';
import { useValue } from '../../state/usePageStore';
import { stepHistogram } from '../histogram';
import type { StepKey } from '../protocol';
import type { TeacherClass } from '../teacher';
import { useExternal } from './ClassProvider';
import { DashboardHead } from './DashboardHead';
import { DashboardControls } from './DashboardControls';
import { Roster } from './Roster';
import { StepHistogram } from './StepHistogram';
import { StepTally } from './StepTally';
import { useWords } from '../../state/useWords';
import { useRunTextFiller } from '../../lesson/ui/useRunText';

/** The question of the shown step: the key's words (from the server), else the loaded lesson's. */
export function stepQuestion(key: StepKey | undefined, lessonQuestion: string | undefined): string {
  const fromKey = key?.question;
  return fromKey?.trim() ? fromKey : (lessonQuestion ?? '');
}

/** The dashboard of `teacher`'s class. */
export function Dashboard({ teacher }: { teacher: TeacherClass }) {
  const state = useExternal(teacher);
  const { dashboard, problem } = state;
  const [chosenStep, setChosenStep] = useState<number | null>(null);
  const stepCount = dashboard?.stepCount ?? 0;
  const step = Math.min(Math.max(1, chosenStep ?? dashboard?.pacing.lockStep ?? 1), Math.max(1, stepCount));
  const key: StepKey | undefined = dashboard?.keys.find((k) => k.step === step);
  const revealed = !!dashboard?.pacing.revealed.some((k) => k.step === step);
  const scenario = useValue(selectScenario);
  // The level's words and the run's numbers, as the students' cards show them (the whole run: any step may be shown).
  const words = useWords();
  const fill = useRunTextFiller(true);
  const question = words.text(
    fill(stepQuestion(key, hasLesson(scenario) ? scenario.lesson.steps[step - 1]?.prediction?.question : undefined)),
  );
  return (
    <section className="class-dashboard" aria-label="Class dashboard" data-testid="class-dashboard">
      <DashboardHead teacher={teacher} state={state} />
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
            {question && (
              <p className="class-question" data-testid="class-question">
                {question}
              </p>
            )}
            {key ? (
              <StepHistogram
                histogram={stepHistogram(key, dashboard.answers, dashboard.students.length, revealed)}
                revealed={revealed}
                say={words.text}
              />
            ) : (
              <p className="class-hint">This step asks nothing.</p>
            )}
            {key && revealed && key.found && <p className="class-found">On the run: {words.text(key.found)}</p>}
            <DashboardControls teacher={teacher} dashboard={dashboard} step={step} asks={!!key} />
          </section>
        </div>
      ) : (
        <p role="status">Connecting to the class…</p>
      )}
    </section>
  );
}
