/**
 * The dashboard's numbers for one step: a bar per choice (choices and polls), binned numbers
 * (value questions; once revealed, too low / right / too high as graded) or the count and the words (free text), and how many joined students are still
 * thinking (no answer to the step yet).
 */
import { formatValue } from '../lesson/rules';
import type { ClassAnswer, DashboardAnswer, StepKey } from './protocol';
import { gradeAnswer } from './stepKeys';

/** One bar of a histogram. */
export interface Bar {
  label: string;
  count: number;
  /** This bar holds the right answer (shown only once revealed). */
  right: boolean;
}

/** One step's histogram. */
export interface StepHistogram {
  step: number;
  kind: StepKey['kind'];
  bars: Bar[];
  /** Free-text answers, in the order they came. */
  texts: string[];
  answered: number;
  thinking: number;
}

/** Numbers are put in at most this many bins. */
export const MAX_BINS = 6;

function choiceOf(a: ClassAnswer): number | null {
  return 'choice' in a ? a.choice : null;
}
function valueOf(a: ClassAnswer): number | null {
  return 'value' in a && Number.isFinite(a.value) ? a.value : null;
}

/** A short number for a bin's label. */
export function shortNumber(v: number): string {
  const a = Math.abs(v);
  if (a >= 1000 || a === 0) return v.toFixed(0);
  return String(Number(v.toPrecision(3)));
}

/** Bars for `values`: equal bins from the lowest to the highest (one bar when they are all equal). */
export function binValues(values: readonly number[], key: number | null): Bar[] {
  if (values.length === 0) return [];
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  if (lo === hi) return [{ label: shortNumber(lo), count: values.length, right: key !== null && key === lo }];
  const bins = Math.min(MAX_BINS, new Set(values).size);
  const widthV = (hi - lo) / bins;
  const binOf = (v: number) => Math.min(bins - 1, Math.floor((v - lo) / widthV));
  const counts = new Array<number>(bins).fill(0);
  for (const v of values) counts[binOf(v)]! += 1;
  return counts.map((count, k) => ({
    label: `${shortNumber(lo + k * widthV)} to ${shortNumber(lo + (k + 1) * widthV)}`,
    count,
    right: key !== null && key >= lo && key <= hi && binOf(key) === k,
  }));
}

/**
 * The revealed bars of a value step, graded by the server's own rule (`gradeAnswer`: right within
 * value ± tolerance): too low, right, too high, so each bar agrees with the verdicts its students got.
 */
export function gradedValueBars(key: StepKey, values: readonly number[]): Bar[] {
  const { value, tolerance } = key;
  if (key.kind !== 'value' || value === null || tolerance === null) return [];
  const counts = [0, 0, 0];
  for (const v of values) {
    const right = gradeAnswer(key, { value: v });
    counts[right ? 1 : v < value ? 0 : 2]! += 1;
  }
  const num = (v: number) => formatValue(v, tolerance);
  return [
    { label: `too low (below ${num(value - tolerance)})`, count: counts[0]!, right: false },
    { label: `within ${num(value)} ± ${shortNumber(tolerance)}`, count: counts[1]!, right: true },
    { label: `too high (above ${num(value + tolerance)})`, count: counts[2]!, right: false },
  ];
}

/** The histogram of `step` from the answers, for `studentCount` joined students. */
export function stepHistogram(
  key: StepKey,
  answers: readonly DashboardAnswer[],
  studentCount: number,
  revealed: boolean,
): StepHistogram {
  const mine = answers.filter((a) => a.step === key.step);
  const base = {
    step: key.step,
    kind: key.kind,
    answered: mine.length,
    thinking: Math.max(0, studentCount - mine.length),
  };
  if (key.kind === 'choice' || key.kind === 'poll') {
    const counts = key.choices.map(() => 0);
    for (const a of mine) {
      const c = choiceOf(a.answer);
      if (c !== null && c >= 0 && c < counts.length) counts[c]! += 1;
    }
    const bars = key.choices.map((label, k) => ({ label, count: counts[k]!, right: revealed && key.answer === k }));
    return { ...base, bars, texts: [] };
  }
  if (key.kind === 'value') {
    const values = mine.map((a) => valueOf(a.answer)).filter((v): v is number => v !== null);
    // Before the reveal, bins that give nothing away; once revealed, the bars the answers were graded into.
    const graded = revealed ? gradedValueBars(key, values) : [];
    return { ...base, bars: graded.length > 0 ? graded : binValues(values, null), texts: [] };
  }
  const texts = mine.map((a) => ('text' in a.answer ? a.answer.text : '')).filter(Boolean);
  return { ...base, bars: [], texts };
}

const ANIMALS = [
  'Otter',
  'Heron',
  'Lynx',
  'Badger',
  'Puffin',
  'Gecko',
  'Walrus',
  'Falcon',
  'Beaver',
  'Koala',
  'Panda',
  'Tapir',
  'Bison',
  'Moose',
  'Ibis',
  'Marten',
  'Newt',
  'Orca',
  'Quokka',
  'Raven',
];

/** The name a student shows under "Anonymise": an animal by join order, numbered past the list. */
export function anonymousName(number: number): string {
  const animal = ANIMALS[(number - 1) % ANIMALS.length] ?? 'Student';
  const round = Math.floor((number - 1) / ANIMALS.length);
  return round === 0 ? animal : `${animal} ${round + 1}`;
}
