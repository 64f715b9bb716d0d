/**
 * A session's results as CSV: one row per student and step with a question (src/share/csv.ts's
 * escaping), UTF-8 starting with a byte order mark so a spreadsheet (Excel) reads "Zoë" right.
 */
import { csvField } from '../src/share/csv';
import type { ClassAnswer, StepKey } from '../src/class/protocol';
import type { AnswerRow, StudentRow } from './db/store';

/** The byte order mark the CSV starts with (EF BB BF in UTF-8): Excel then reads it as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** An answer as a CSV cell: the choice's text or the words typed (escaped), or the number. */
function answerCell(answer: ClassAnswer, key: StepKey | undefined): string {
  if ('choice' in answer) return csvField(key?.choices[answer.choice] ?? String(answer.choice));
  if ('value' in answer) return String(answer.value);
  return csvField(answer.text);
}

/** Whether an answer was right: yes, no, "after reveal" (not graded: sent after the answer was shown), or empty (not graded). */
function correctCell(a: AnswerRow): string {
  if (a.afterReveal) return 'after reveal';
  return a.correct === null ? '' : a.correct ? 'yes' : 'no';
}

/**
 * The CSV text, one row per student and step with a question (in step order, then join order):
 * step, nickname, answered (yes or no), answer, correct (yes, no, "after reveal", or empty: not
 * graded or not answered), time to answer s (empty when not answered). A student who did not answer a step has
 * its row too, so the teacher sees who did not. Starts with `CSV_BOM`.
 */
export function resultsCsv(keys: StepKey[], students: StudentRow[], answers: AnswerRow[]): string {
  const byStudentStep = new Map(answers.map((a) => [`${a.studentId} ${a.step}`, a]));
  const roster = [...students].sort((a, b) => a.number - b.number);
  const steps = [...keys].sort((a, b) => a.step - b.step);
  const lines = ['step,nickname,answered,answer,correct,time to answer s'];
  for (const key of steps) {
    for (const student of roster) {
      const a = byStudentStep.get(`${student.id} ${key.step}`);
      const cells = a
        ? ['yes', answerCell(a.answer, key), correctCell(a), (a.elapsedMs / 1000).toFixed(1)]
        : ['no', '', '', ''];
      lines.push([String(key.step), csvField(student.nickname), ...cells].join(','));
    }
  }
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
