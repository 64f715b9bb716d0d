/**
 * A class session's answer key (protocol.ts `StepKey`), built from each question's outcome on its
 * own run (src/lesson/stepOutcomes.ts), and the grading of a student's answer against it. The
 * server computes both; a student only ever receives a key the teacher revealed.
 */
import type { LessonScenario } from '../lesson/format';
import { ruleChoices } from '../lesson/rules';
import { seriesLabel } from '../lesson/seriesLabel';
import type { StepOutcome } from '../lesson/stepOutcomes';
import type { ClassAnswer, StepKey } from './protocol';

/** The key of every step with a question, in step order (steps without one have no key). */
export function stepKeys(s: LessonScenario, outcomes: readonly StepOutcome[]): StepKey[] {
  const keys: StepKey[] = [];
  for (const [k, step] of s.lesson.steps.entries()) {
    const p = step.prediction;
    if (!p) continue;
    const base = {
      step: k + 1,
      choices: [],
      answer: null,
      value: null,
      tolerance: null,
      found: '',
      question: p.question,
      ...(step.unlock && { unlock: step.unlock.stationId }),
    };
    const outcome = outcomes.find((o) => o.step === k + 1);
    if (p.freeText) keys.push({ ...base, kind: 'text' });
    else if (p.rule && outcome) {
      const ok = outcome.outcome.status === 'ok';
      if (p.rule.kind === 'value') {
        const value = ok ? outcome.outcome.answerValue : null;
        keys.push({ ...base, kind: 'value', value, tolerance: p.rule.tolerance, found: outcome.outcome.found });
      } else {
        const answer = ok ? outcome.outcome.answer : null;
        // The choices in the words the student's card shows them (LessonQuestion's questionChoices).
        const choices = p.rule.kind === 'largest' ? p.rule.series.map(seriesLabel) : ruleChoices(p.rule);
        keys.push({ ...base, kind: 'choice', choices, answer, found: outcome.outcome.found });
      }
    } else keys.push({ ...base, kind: 'poll', choices: [...(p.choices ?? p.choicesFromSeries ?? [])] });
  }
  return keys;
}

/** Whether `answer` fits its key's kind (a choice index in range; a value for a value step; words for text). */
export function answerFits(key: StepKey, answer: ClassAnswer): boolean {
  if ('choice' in answer) return (key.kind === 'choice' || key.kind === 'poll') && answer.choice < key.choices.length;
  if ('value' in answer) return key.kind === 'value';
  return key.kind === 'text';
}

/** An answer graded against its key: true, false, or null when not graded (words, poll, ambiguous). */
export function gradeAnswer(key: StepKey, answer: ClassAnswer): boolean | null {
  if (key.kind === 'choice' && 'choice' in answer) return key.answer === null ? null : answer.choice === key.answer;
  if (key.kind === 'value' && 'value' in answer) {
    if (key.value === null || key.tolerance === null) return null;
    return Math.abs(answer.value - key.value) <= key.tolerance;
  }
  return null;
}
