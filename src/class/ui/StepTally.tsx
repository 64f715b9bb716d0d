/**
 * Every step at a glance on the dashboard: a button per step with how many answered its question
 * (or that it asks nothing), the step the class is held on and the steps revealed; a click shows
 * that step's histogram.
 */
import type { Dashboard } from '../teacher';

/** The row of steps; `shown` is the step whose histogram shows. */
export function StepTally({
  dashboard,
  shown,
  onShow,
}: {
  dashboard: Dashboard;
  shown: number;
  onShow(step: number): void;
}) {
  const { stepCount, keys, answers, students, pacing } = dashboard;
  const steps = Array.from({ length: stepCount }, (_, k) => k + 1);
  return (
    <ol className="class-tally" aria-label="Every step" data-testid="class-tally">
      {steps.map((step) => {
        const asks = keys.some((k) => k.step === step);
        const stepAnswers = answers.filter((a) => a.step === step);
        const late = stepAnswers.filter((a) => a.afterReveal).length;
        const notes = [
          asks ? `${stepAnswers.length}/${students.length} answered` : 'no question',
          late > 0 && `${late} after reveal (not graded)`,
          pacing.lockStep === step && 'held here',
          pacing.revealed.some((k) => k.step === step) && 'revealed',
        ].filter(Boolean);
        return (
          <li key={step}>
            <button type="button" aria-current={step === shown ? 'step' : undefined} onClick={() => onShow(step)}>
              Step {step}: {notes.join(', ')}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
