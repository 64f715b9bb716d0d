/** The dashboard's numbers (src/class/histogram.ts), the verdict from a revealed key and the class links. */
import { describe, expect, it } from 'vitest';
import { anonymousName, binValues, stepHistogram } from '../../src/class/histogram';
import { gradeAnswer } from '../../src/class/stepKeys';
import { verdictText } from '../../src/class/verdict';
import { isClassFragment, readClassRoute, teacherPath } from '../../src/class/links';
import type { DashboardAnswer, StepKey } from '../../src/class/protocol';

const choiceKey: StepKey = {
  step: 2,
  kind: 'choice',
  choices: ['wifi', 'sat'],
  answer: 1,
  value: null,
  tolerance: null,
  found: 'sat 3 Mbps',
  question: 'Which is larger?',
};
const valueKey: StepKey = {
  step: 3,
  kind: 'value',
  choices: [],
  answer: null,
  value: 4.2,
  tolerance: 0.4,
  found: 'tcp: 4.2 Mbps',
  question: 'How many Mbps?',
};
const a = (step: number, answer: DashboardAnswer['answer'], id = 'x'): DashboardAnswer => ({
  studentId: id,
  step,
  answer,
  correct: null,
  elapsedMs: 1,
  afterReveal: false,
});

describe('stepHistogram', () => {
  it('counts a bar per choice, marks the right one only once revealed, and counts who is still thinking', () => {
    const answers = [a(2, { choice: 1 }), a(2, { choice: 1 }), a(2, { choice: 0 }), a(3, { value: 1 })];
    const hidden = stepHistogram(choiceKey, answers, 5, false);
    expect(hidden.bars).toEqual([
      { label: 'wifi', count: 1, right: false },
      { label: 'sat', count: 2, right: false },
    ]);
    expect(hidden).toMatchObject({ answered: 3, thinking: 2 });
    expect(stepHistogram(choiceKey, answers, 5, true).bars[1]!.right).toBe(true);
  });
  it('bins numbers and lists free text', () => {
    const bars = binValues([1, 2, 3, 4, 10], 4.2);
    expect(bars.reduce((s, b) => s + b.count, 0)).toBe(5);
    expect(bars.filter((b) => b.right)).toHaveLength(1);
    expect(binValues([3, 3], 3)).toEqual([{ label: '3', count: 2, right: true }]);
    const text: StepKey = { ...valueKey, kind: 'text', value: null };
    expect(stepHistogram(text, [a(3, { text: '<b>hi</b>' })], 2, true)).toMatchObject({
      texts: ['<b>hi</b>'],
      thinking: 1,
    });
  });
  it('once revealed, puts typed numbers in the bars they were graded into: too low, within A ± tol, too high', () => {
    const key: StepKey = { ...valueKey, value: 6.1, tolerance: 0.6 };
    const values = [61, 6, 4, 6.2, 6];
    const answers = values.map((v, k) => a(3, { value: v }, `s${k}`));
    const shown = stepHistogram(key, answers, 5, true).bars;
    expect(shown).toEqual([
      { label: 'too low (below 5.5)', count: 1, right: false },
      { label: 'within 6.1 ± 0.6', count: 3, right: true },
      { label: 'too high (above 6.7)', count: 1, right: false },
    ]);
    // The right bar holds exactly the answers the server grades right.
    expect(values.filter((v) => gradeAnswer(key, { value: v }))).toHaveLength(shown[1]!.count);
    // Before the reveal: spread bins, nothing marked and no bound that gives the answer away.
    const hidden = stepHistogram(key, answers, 5, false).bars;
    expect(hidden.some((b) => b.right || /too|within/.test(b.label))).toBe(false);
    expect(hidden.reduce((s, b) => s + b.count, 0)).toBe(5);
  });
  it('names students by animals in join order', () => {
    expect(anonymousName(1)).toBe('Otter');
    expect(anonymousName(21)).toBe('Otter 2');
  });
});

describe('verdictText', () => {
  it('says Right or Not quite with the run’s numbers from the revealed key', () => {
    expect(verdictText(choiceKey, { choice: 1 })).toBe('Right. On this run: sat (sat 3 Mbps). ');
    expect(verdictText(choiceKey, { choice: 0 })).toMatch(/^Not quite: on this run the answer is sat/);
    expect(verdictText(valueKey, { value: 4.5 })).toMatch(/^Right/);
    expect(verdictText(valueKey, { value: 5 })).toMatch(/^Not quite/);
    expect(verdictText({ ...choiceKey, answer: null }, { choice: 0 })).toMatch(/does not settle/);
  });
});

describe('class links', () => {
  it('reads the teacher token from the fragment only, and a join code in any case', () => {
    expect(readClassRoute('?class=ACDEFG', '#teacher=t0k')).toEqual({ role: 'teacher', code: 'ACDEFG', token: 't0k' });
    // A token in the query is never read; without a fragment the route is the class alone.
    expect(readClassRoute('?class=ACDEFG&teacher=t0k', '')).toEqual({ role: 'class', code: 'ACDEFG' });
    expect(readClassRoute('?join=acdefg', '')).toEqual({ role: 'join', code: 'ACDEFG' });
    expect(teacherPath('ACDEFG', 'a b')).toBe('/?class=ACDEFG#teacher=a%20b');
    expect(isClassFragment('#teacher=x')).toBe(true);
    expect(isClassFragment('#s=v2.abc')).toBe(false);
  });
});
