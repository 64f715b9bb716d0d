/** A session's results as CSV: one row per student and answered step (src/share/csv.ts's escaping). */
import { csvField } from '../src/share/csv';
import type { ClassAnswer, StepKey } from '../src/class/protocol';
import type { AnswerRow, StudentRow } from './db/store';

/** An answer as a CSV cell: the choice's text or the words typed (escaped), or the number. */
function answerCell(answer: ClassAnswer, key: StepKey | undefined): string {
  if ('choice' in answer) return csvField(key?.choices[answer.choice] ?? String(answer.choice));
  if ('value' in answer) return String(answer.value);
  return csvField(answer.text);
}

/** The CSV text: step, nickname, answer, correct (yes, no, or empty: not graded), time to answer s. */
export function resultsCsv(keys: StepKey[], students: StudentRow[], answers: AnswerRow[]): string {
  const byId = new Map(students.map((s) => [s.id, s]));
  const lines = ['step,nickname,answer,correct,time to answer s'];
  const sorted = [...answers].sort(
    (a, b) => a.step - b.step || (byId.get(a.studentId)?.number ?? 0) - (byId.get(b.studentId)?.number ?? 0),
  );
  for (const a of sorted) {
    const key = keys.find((k) => k.step === a.step);
    const correct = a.correct === null ? '' : a.correct ? 'yes' : 'no';
    const nickname = byId.get(a.studentId)?.nickname ?? '';
    lines.push(
      [String(a.step), csvField(nickname), answerCell(a.answer, key), correct, (a.elapsedMs / 1000).toFixed(1)].join(
        ',',
      ),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
