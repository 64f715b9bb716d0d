/**
 * A student's verdict in a live class, from the key the teacher revealed (the server's `revealed`):
 * the same words as the lesson card's own result (src/lesson/ui/LessonQuestion.tsx), so a class
 * hears "Right" or "Not quite" with the run's numbers, all at the moment of the reveal.
 */
import { formatValue, type RuleOutcome } from '../lesson/rules';
import type { ClassAnswer, StepKey } from './protocol';

/** How the answer is marked against the key: right, wrong, or not marked (ungraded or unsettled). */
export function markAgainstKey(key: StepKey, answer: ClassAnswer | null): 'right' | 'wrong' | 'ungraded' {
  if (!answer) return 'ungraded';
  if (key.kind === 'choice' && key.answer !== null && 'choice' in answer)
    return answer.choice === key.answer ? 'right' : 'wrong';
  if (key.kind === 'value' && key.value !== null && 'value' in answer)
    return Math.abs(answer.value - key.value) <= (key.tolerance ?? 0) ? 'right' : 'wrong';
  return 'ungraded';
}

/**
 * The revealed `key` made the key of the student's own run (a step with `unlock`, where they moved
 * a station): the outcome of the same rule on the page's run. The server grades it the same way.
 */
export function ownRunKey(key: StepKey, outcome: RuleOutcome): StepKey {
  const ok = outcome.status === 'ok';
  return {
    ...key,
    answer: key.kind === 'choice' && ok ? outcome.answer : null,
    value: key.kind === 'value' && ok ? outcome.answerValue : null,
    found: outcome.found,
  };
}

/** The run's answer in words: the right choice, or the value. */
function keyWords(key: StepKey): string {
  if (key.kind === 'value' && key.value !== null) return formatValue(key.value, key.tolerance ?? 0);
  return key.answer === null ? '' : (key.choices[key.answer] ?? '');
}

/** What the card says once the teacher revealed `key`, for the student's `answer`. */
export function verdictText(key: StepKey, answer: ClassAnswer | null): string {
  if (key.kind === 'text') return 'Not graded: compare your thinking with what you saw. ';
  if (key.kind === 'poll') return 'A poll, not graded. ';
  const settled = key.kind === 'choice' ? key.answer !== null : key.value !== null;
  if (!settled)
    return `This run does not settle the question${key.found ? ` (${key.found})` : ''}. Your answer is not marked. `;
  const words = `${keyWords(key)}${key.found ? ` (${key.found})` : ''}`;
  const mark = markAgainstKey(key, answer);
  if (mark === 'right') return `Right. On this run: ${words}. `;
  if (mark === 'wrong') return `Not quite: on this run the answer is ${words}. `;
  return `On this run: ${words}. `;
}
