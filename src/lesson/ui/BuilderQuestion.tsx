/**
 * A builder step's question: its kind (a rule of src/lesson/rules.ts, or "explain your thinking",
 * not graded), the question's words, the rule's series, window and margin, the choices the rule
 * generates (the teacher never types the right answer), and the live preview of the answer the
 * current run gives, "ambiguous: why", or "answer changed: was Rise, now Fall".
 */
import type { ReactNode } from 'react';
import type { LessonPrediction, LessonRule } from '../../scenario/types';
import { RULE_KINDS, defaultRule } from '../draft';
import type { StepAnswer } from '../draftAnswers';
import { ruleChoices } from '../rules';
import { NumberInput, SeriesChecks, SeriesSelect, TimeInput, TrendFields } from './BuilderFields';

/** What the question editor needs from its step. */
export interface QuestionContext {
  /** The run's series as rules name them. */
  ruleSeries: readonly string[];
  cursorS: number;
  /** The step's window (a new rule starts with it). */
  fromS: number;
  toS: number;
}

type QuestionKind = LessonRule['kind'] | 'freeText' | 'none';

function kindOf(p: LessonPrediction | null): QuestionKind {
  if (!p) return 'none';
  return p.rule ? p.rule.kind : 'freeText';
}

/** The step's question editor and its answer on the current run. */
export function BuilderQuestion({
  prediction,
  answer,
  ctx,
  label,
  onChange,
  onSeen,
}: {
  prediction: LessonPrediction | null;
  answer: StepAnswer;
  ctx: QuestionContext;
  /** "Step 2", for the fields' names. */
  label: string;
  onChange(prediction: LessonPrediction | null): void;
  onSeen(): void;
}) {
  const kind = kindOf(prediction);
  const question = prediction?.question ?? '';
  const explanation = prediction?.explanation;
  const setKind = (k: QuestionKind) => {
    if (k === 'none') return onChange(null);
    const base = { question, ...(explanation ? { explanation } : {}) };
    if (k === 'freeText') return onChange({ ...base, freeText: true });
    onChange({ ...base, rule: defaultRule(k, ctx.ruleSeries, ctx.fromS, ctx.toS) });
  };
  const rule = prediction?.rule;
  return (
    <fieldset className="builder-question">
      <legend>Question</legend>
      <label>
        Kind{' '}
        <select
          aria-label={`${label} question kind`}
          value={kind}
          onChange={(e) => setKind(e.target.value as QuestionKind)}
        >
          <option value="none">No question</option>
          {RULE_KINDS.map((k) => (
            <option key={k.kind} value={k.kind}>
              {k.label}
            </option>
          ))}
        </select>
      </label>
      {prediction && (
        <>
          <label className="builder-wide">
            Question the student answers
            <input
              aria-label={`${label} question`}
              value={question}
              maxLength={2000}
              onChange={(e) => onChange({ ...prediction, question: e.target.value })}
            />
          </label>
          {rule && (
            <RuleFields rule={rule} ctx={ctx} label={label} onChange={(r) => onChange({ ...prediction, rule: r })} />
          )}
          <label className="builder-wide">
            Explanation shown after the step played (optional; the card adds the run's numbers)
            <input
              aria-label={`${label} explanation`}
              value={explanation ?? ''}
              maxLength={2000}
              onChange={(e) => {
                const { explanation: _old, ...rest } = prediction;
                onChange(e.target.value ? { ...rest, explanation: e.target.value } : rest);
              }}
            />
          </label>
          {answer.explainedFrom && (
            <p role="status" className="builder-changed" data-testid="builder-explanation-changed">
              This explanation was written when the answer was {answer.explainedFrom}; the run now gives {answer.words}.
              Check that it still holds (edit it to clear this).
            </p>
          )}
        </>
      )}
      {rule && <p className="builder-choices">Choices: {choiceWords(rule)}</p>}
      {rule && <AnswerPreview answer={answer} label={label} onSeen={onSeen} />}
      {kind === 'freeText' && <p className="builder-choices">The student writes an answer; it is not graded.</p>}
    </fieldset>
  );
}

function choiceWords(rule: LessonRule): string {
  const choices = ruleChoices(rule);
  return choices.length ? choices.join(' · ') : 'the student types a number';
}

/** The rule's fields, by kind. */
function RuleFields({
  rule,
  ctx,
  label,
  onChange,
}: {
  rule: LessonRule;
  ctx: QuestionContext;
  label: string;
  onChange(r: LessonRule): void;
}) {
  const window = (
    <>
      <TimeInput
        label="rule from"
        prefix={label}
        valueS={rule.fromS}
        cursorS={ctx.cursorS}
        onChange={(fromS) => onChange({ ...rule, fromS })}
      />
      <TimeInput
        label="rule to"
        prefix={label}
        valueS={rule.toS}
        cursorS={ctx.cursorS}
        onChange={(toS) => onChange({ ...rule, toS })}
      />
    </>
  );
  switch (rule.kind) {
    case 'trend':
    case 'value':
      return (
        <div className="builder-rule">
          <SeriesSelect
            label={`${label} series`}
            value={rule.series}
            options={ctx.ruleSeries}
            onChange={(series) => onChange({ ...rule, series })}
          />
          {window}
          {rule.kind === 'trend' ? (
            <TrendFields rule={rule} label={label} onChange={onChange} />
          ) : (
            <NumberInput
              label="tolerance"
              prefix={label}
              value={rule.tolerance}
              min={1e-9}
              max={1e9}
              onChange={(tolerance) => onChange({ ...rule, tolerance })}
            />
          )}
        </div>
      );
    case 'largest':
    case 'settles':
      return <ManyFields rule={rule} ctx={ctx} label={label} window={window} onChange={onChange} />;
  }
}

/** The fields of a rule over several series (largest, settles). */
function ManyFields({
  rule,
  ctx,
  label,
  window,
  onChange,
}: {
  rule: Extract<LessonRule, { kind: 'largest' | 'settles' }>;
  ctx: QuestionContext;
  label: string;
  window: ReactNode;
  onChange(r: LessonRule): void;
}) {
  return (
    <div className="builder-rule">
      <SeriesChecks
        legend={
          rule.kind === 'largest' ? `${label}: series to compare (2 to 8)` : `${label}: series that should settle`
        }
        chosen={rule.series}
        options={ctx.ruleSeries}
        onChange={(series) => onChange({ ...rule, series })}
      />
      {window}
      {rule.kind === 'largest' && (
        <label>
          Ranked by{' '}
          <select
            value={rule.measure ?? 'mean'}
            onChange={(e) => onChange({ ...rule, measure: e.target.value as 'mean' | 'change' })}
          >
            <option value="mean">mean over the window</option>
            <option value="change">change over the window</option>
          </select>
        </label>
      )}
      <NumberInput
        label="margin"
        prefix={label}
        value={rule.margin}
        min={rule.kind === 'settles' ? 1e-9 : 0}
        max={1e9}
        onChange={(margin) => onChange({ ...rule, margin })}
      />
    </div>
  );
}

/** The answer the current run gives, for the teacher's eyes only. */
function AnswerPreview({ answer, label, onSeen }: { answer: StepAnswer; label: string; onSeen(): void }) {
  const o = answer.outcome;
  if (answer.incomplete)
    return (
      <p className="builder-answer" data-testid="builder-answer">
        Answer on this run: none until the rule is complete (see the list at the end).
      </p>
    );
  if (!o || o.status === 'pending')
    return (
      <p className="builder-answer" data-testid="builder-answer">
        Answer on this run: waiting for the run…
      </p>
    );
  return (
    <div className={`builder-answer${answer.changedFrom ? ' is-changed' : ''}`} data-testid="builder-answer">
      {answer.changedFrom && (
        <p role="status" className="builder-changed">
          Answer changed: was {answer.changedFrom}, now {answer.words}{' '}
          <button type="button" className="builder-small" onClick={onSeen} aria-label={`${label}: seen the new answer`}>
            Seen
          </button>
        </p>
      )}
      {o.status === 'ok' ? (
        <p>
          Answer on this run: <strong>{answer.words}</strong> ({o.found})
        </p>
      ) : (
        <p>
          <strong>ambiguous: {o.why}</strong>
          {o.found ? ` (${o.found})` : ''}. A student is not marked wrong.
        </p>
      )}
    </div>
  );
}
