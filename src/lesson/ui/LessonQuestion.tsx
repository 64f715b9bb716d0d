/**
 * A step's question: the choices a rule offers (or a number to type, or words to write), and once
 * the step has played, what the rule found on the run the student sees and how the answer is marked.
 * The right answer is never typed into the lesson: it is `evaluateRule` on the page's run now.
 */
import { useId, useState } from 'react';
import type { LessonPrediction } from '../format';
import type { LessonState, LessonEvent } from '../stepMachine';
import { bandWords, evaluateRule, markResponse, ruleChoices, formatValue, trendBand, type RuleOutcome } from '../rules';
import { fromStore, seriesUnit } from '../runColumns';
import { parseNumberAnswer } from '../numberAnswer';
import { seriesLabel } from '../seriesLabel';
import { useValue } from '../../state/usePageStore';
import { useWords, type Words } from '../../state/useWords';
import type { LiveLesson } from './liveLesson';
import { LiveAnswerStatus } from './LiveAnswerStatus';
import { usePageRun, useRunTextFiller } from './useRunText';
import { useVerdictBand } from './useVerdictBand';

/**
 * The choices the student picks from: a rule's (series in words: `name`, seriesLabel unless the
 * page's level names them otherwise), or a poll's; none for a number or words.
 */
export function questionChoices(p: LessonPrediction, name: (series: string) => string = seriesLabel): string[] {
  if (p.rule) return p.rule.kind === 'largest' ? p.rule.series.map((id) => name(id)) : ruleChoices(p.rule);
  if (p.freeText) return [];
  return p.choices ?? p.choicesFromSeries ?? [];
}

/** The rule's outcome on the page's run (re-evaluated as the run grows or is replaced), or null. */
function useOutcome(p: LessonPrediction, evaluate: boolean): RuleOutcome | null {
  const solve = useValue((s) => s.run.solve);
  if (!evaluate || !p.rule || !solve.store) return null;
  return evaluateRule(p.rule, fromStore(solve.store));
}

/** The answer a rule found, in words: a choice, or a value with its unit. */
function answerWords(p: LessonPrediction, outcome: RuleOutcome, words: Words): string {
  if (outcome.answerValue !== null && p.rule?.kind === 'value')
    return `${formatValue(outcome.answerValue, p.rule.tolerance)}`;
  return outcome.answer === null ? '' : (questionChoices(p, choiceName(words))[outcome.answer] ?? '');
}

/** How the page's level names a series among a question's choices. */
function choiceName(words: Words): (series: string) => string {
  return (id) => words.series(id, seriesLabel(id));
}

/** What the card says once the step has played. */
function resultText(
  p: LessonPrediction,
  state: LessonState,
  outcome: RuleOutcome | null,
  typedAnswers: boolean,
  words: Words,
): string {
  if (!p.rule) {
    if (p.freeText) return 'Not graded: compare your thinking with what you saw. ';
    return typedAnswers
      ? 'Not graded: this lesson was written before answers came from the run, so its answers are not checked. '
      : 'A poll, not graded. ';
  }
  if (!outcome || outcome.status === 'pending') return 'Waiting for the run to reach the end of the step… ';
  if (outcome.status === 'ambiguous')
    return words.text(
      `This run does not settle the question: ${outcome.why}${outcome.found ? ` (${outcome.found})` : ''}. Your answer is not marked. `,
    );
  const mark = state.response ? markResponse(p.rule, outcome, state.response) : 'ungraded';
  const answer = `${answerWords(p, outcome, words)} (${words.text(outcome.found)})`;
  if (mark === 'right') return `Right. On this run: ${answer}. `;
  if (mark === 'wrong') return `Not quite: on this run the answer is ${answer}. `;
  return `On this run: ${answer}. `;
}

/** A step's prediction: the question and the way to answer it; once played, the result. */
export function LessonQuestion({
  prediction,
  state,
  send,
  name,
  typedAnswers,
  live,
  stepNumber = 0,
  unlockStationId,
}: {
  prediction: LessonPrediction;
  state: LessonState;
  send(event: LessonEvent): void;
  /** The radio group's name. */
  name: string;
  /** True for a version 1 lesson (typed answers, not graded). */
  typedAnswers: boolean;
  /** A live class: the answer is sent to it, and the verdict waits for the teacher's reveal. */
  live?: LiveLesson;
  /** The step's number in the lesson (from 1), for the live class. */
  stepNumber?: number;
  /** The station the step lets the student drag (its `unlock`): a class grades it on their run. */
  unlockStationId?: string;
}) {
  const played = state.phase === 'played';
  // In a class, a step with `unlock` is graded on the student's own run (the revealed key is the lesson's).
  const outcome = useOutcome(prediction, (played && !live) || (!!live && !!unlockStationId));
  const given = live?.answerFor(stepNumber);
  const words = useWords();
  const choices = questionChoices(prediction, choiceName(words));
  const response = state.response;
  const fill = useRunTextFiller();
  const run = usePageRun();
  const rule = prediction.rule;
  // "Stay about the same" says how much "about" is: its band, relative and in the series' unit.
  const sameBand = rule?.kind === 'trend' && rule.offerSame ? bandWords(trendBand(rule, run)) : null;
  // The band shows with the verdict: after playing, or in a class once the teacher revealed it.
  useVerdictBand(rule, run, live ? live.revealed.some((k) => k.step === stepNumber) : played);
  const explanation = prediction.explanation && fill(prediction.explanation);
  return (
    <>
      <fieldset className="lesson-prediction" disabled={state.phase === 'playing' || played || !!given}>
        <legend>{words.text(fill(prediction.question))}</legend>
        {choices.map((choice, k) => (
          <label key={k}>
            <input
              type="radio"
              name={name}
              checked={!!response && 'choice' in response && response.choice === k}
              onChange={() => send({ type: 'answer', response: { choice: k } })}
            />{' '}
            {choice}
            {sameBand && k === 2 && <span className="lesson-band"> ({sameBand})</span>}
          </label>
        ))}
        {prediction.rule?.kind === 'value' && <ValueInput unitHint={seriesUnit(prediction.rule.series)} send={send} />}
        {prediction.freeText && <WordsInput send={send} />}
      </fieldset>
      {live && (
        <LiveAnswerStatus
          live={live}
          step={stepNumber}
          response={response}
          explanation={explanation}
          unlockStationId={unlockStationId}
          ownOutcome={outcome}
        />
      )}
      {played && !live && (
        <p className="lesson-result" role="status" data-testid="lesson-result">
          {resultText(prediction, state, outcome, typedAnswers, words)}
          {explanation && words.text(explanation)}
        </p>
      )}
    </>
  );
}

/**
 * A number to type, read as students write it (parseNumberAnswer: `6,1` is 6.1): one number answers
 * the question; anything else takes the answer back and says what to type.
 */
function ValueInput({ unitHint, send }: { unitHint: string; send(event: LessonEvent): void }) {
  const id = useId();
  const [text, setText] = useState('');
  const read = parseNumberAnswer(text);
  const problem = text.trim() !== '' && 'problem' in read ? read.problem : null;
  return (
    <span className="lesson-number">
      <label>
        Your answer{' '}
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            const typed = parseNumberAnswer(e.target.value);
            send('value' in typed ? { type: 'answer', response: { value: typed.value } } : { type: 'unanswer' });
          }}
        />{' '}
        {unitHint}
      </label>
      {problem && (
        <span id={`${id}-problem`} className="lesson-number-problem" role="alert">
          {' '}
          {problem}
        </span>
      )}
    </span>
  );
}

/** Words to write ("explain your thinking"); anything written answers the question. */
function WordsInput({ send }: { send(event: LessonEvent): void }) {
  return (
    <label className="lesson-words">
      Your answer
      <textarea
        rows={2}
        maxLength={2000}
        onChange={(e) => {
          if (e.target.value.trim() !== '') send({ type: 'answer', response: { text: e.target.value } });
        }}
      />
    </label>
  );
}
