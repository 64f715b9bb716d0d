/**
 * One step in the lesson builder: move up or down, delete; the text the student reads; the window
 * it plays (times typed or taken from the timeline's cursor); its actions and notes; its question
 * with the answer the current run gives.
 */
import { RunTextPreview } from './RunTextPreview';
import type { DraftStep } from '../draft';
import type { StepAnswer } from '../draftAnswers';
import { BuilderActions, BuilderNotes, type ActionContext } from './BuilderActions';
import { TimeInput } from './BuilderFields';
import { BuilderQuestion } from './BuilderQuestion';

/** What a step's editor needs from the page. */
export interface StepContext extends ActionContext {
  /** The run's series as rules name them. */
  ruleSeries: readonly string[];
}

/** A step's editor. */
export function BuilderStep({
  step,
  index,
  count,
  answer,
  ctx,
  onChange,
  onMove,
  onDelete,
  onSeen,
}: {
  step: DraftStep;
  index: number;
  count: number;
  answer: StepAnswer;
  ctx: StepContext;
  onChange(patch: Partial<Omit<DraftStep, 'id'>>): void;
  onMove(by: -1 | 1): void;
  onDelete(): void;
  onSeen(): void;
}) {
  const label = `Step ${index + 1}`;
  return (
    <article
      className={`builder-step${answer.changedFrom ? ' is-changed' : ''}`}
      aria-label={label}
      data-testid="builder-step"
    >
      <StepHead
        label={label}
        index={index}
        count={count}
        changed={!!answer.changedFrom}
        onMove={onMove}
        onDelete={onDelete}
      />
      <div className="builder-step-body">
        <div className="builder-step-left">
          <label className="builder-wide">
            Text the student reads
            <textarea
              aria-label={`${label} text`}
              rows={2}
              maxLength={2000}
              value={step.text}
              onChange={(e) => onChange({ text: e.target.value })}
            />
          </label>
          <RunTextPreview text={step.text} />
          <p className="builder-window">
            Plays{' '}
            <TimeInput
              label="from"
              prefix={label}
              valueS={step.fromS}
              cursorS={ctx.cursorS}
              onChange={(fromS) => onChange({ fromS })}
            />{' '}
            <TimeInput
              label="to"
              prefix={label}
              valueS={step.toS}
              cursorS={ctx.cursorS}
              onChange={(toS) => onChange({ toS })}
            />
          </p>
          <UnlockField step={step} ctx={ctx} label={label} onChange={(unlock) => onChange({ unlock })} />
          <BuilderActions
            actions={step.actions}
            ctx={ctx}
            label={label}
            onChange={(actions) => onChange({ actions })}
          />
          <BuilderNotes
            notes={step.notes}
            cursorS={ctx.cursorS}
            label={label}
            onChange={(notes) => onChange({ notes })}
          />
        </div>
        <BuilderQuestion
          prediction={step.prediction}
          answer={answer}
          label={label}
          ctx={{ ruleSeries: ctx.ruleSeries, cursorS: ctx.cursorS, fromS: step.fromS, toS: step.toS }}
          onChange={(prediction) => onChange({ prediction })}
          onSeen={onSeen}
        />
      </div>
    </article>
  );
}

/**
 * The one station a locked student (a lesson link, a class) may drag during the step: its question
 * is then graded on the run with the station where they put it (docs/lessons.md, `unlock`).
 */
function UnlockField({
  step,
  ctx,
  label,
  onChange,
}: {
  step: DraftStep;
  ctx: StepContext;
  label: string;
  onChange(unlock: DraftStep['unlock']): void;
}) {
  const stations = ctx.scenario.stations ?? [];
  const value = step.unlock?.stationId ?? '';
  return (
    <label className="builder-unlock">
      The student may move{' '}
      <select
        aria-label={`${label}: the station the student may move`}
        value={value}
        onChange={(e) => onChange(e.target.value ? { kind: 'moveStation', stationId: e.target.value } : null)}
      >
        <option value="">nothing (the page stays locked)</option>
        {value && !stations.some((st) => st.id === value) && <option value={value}>{value} (no longer here)</option>}
        {stations.map((st) => (
          <option key={st.id} value={st.id}>
            station {st.label ?? st.id}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A step's heading: its number, the "answer changed" flag, Up, Down and Delete. */
function StepHead({
  label,
  index,
  count,
  changed,
  onMove,
  onDelete,
}: {
  label: string;
  index: number;
  count: number;
  changed: boolean;
  onMove(by: -1 | 1): void;
  onDelete(): void;
}) {
  return (
    <header className="builder-step-head">
      <h3>{label}</h3>
      {changed && <span className="builder-flag">answer changed</span>}
      <button
        type="button"
        className="builder-small"
        aria-label={`Move step ${index + 1} up`}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        Up
      </button>
      <button
        type="button"
        className="builder-small"
        aria-label={`Move step ${index + 1} down`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        Down
      </button>
      <button type="button" className="builder-small" aria-label={`Delete step ${index + 1}`} onClick={onDelete}>
        Delete
      </button>
    </header>
  );
}
