/**
 * A lesson prediction's right answer, found on the run the student sees: a rule (`lessonRule` of
 * docs/scenario.schema.json) evaluated over the run's columns, never a typed index. The same code
 * grades the student in the page, flags changed answers in the builder and checks the shipped
 * lessons in tests/unit/lessons.test.ts. A rule whose result lies within its margin, or that names a
 * series the run does not have, is `ambiguous`: it never marks a student wrong.
 */
import type { LessonRule } from '../scenario/types';
import { seriesAt, seriesMean, seriesSwing, type RunColumns, type SeriesRef } from './runColumns';

export type { RunColumns };

/** How a rule came out on a run. */
export type RuleStatus = 'ok' | 'ambiguous' | 'pending';

/** A rule's result on one run. */
export interface RuleOutcome {
  status: RuleStatus;
  /** Index of the right choice (`ruleChoices`) when `status` is ok and the rule has choices. */
  answer: number | null;
  /** The run's value, for a `value` rule (status ok). */
  answerValue: number | null;
  /** What the rule found, in words with the run's numbers ("sat: 12.4 Mbps at 150 s -> 13.0 Mbps at 190 s"). */
  found: string;
  /** Why the rule gives no answer (ambiguous or pending); null when ok. */
  why: string | null;
}

/** The words of a trend rule's choices. */
export const TREND_CHOICES = ['Rise', 'Fall', 'Stay about the same'] as const;
/** The words of a settles rule's choices. */
export const SETTLE_CHOICES = ['Settles', 'Keeps swinging'] as const;

/** The choices a rule offers, before the run is known (a `value` rule has none: a number is typed). */
export function ruleChoices(rule: LessonRule): string[] {
  switch (rule.kind) {
    case 'trend':
      return TREND_CHOICES.slice(0, rule.offerSame ? 3 : 2);
    case 'largest':
      return [...rule.series];
    case 'settles':
      return [...SETTLE_CHOICES];
    case 'value':
      return [];
  }
}

/** The series named in a rule. */
export function ruleSeries(rule: LessonRule): string[] {
  return typeof rule.series === 'string' ? [rule.series] : [...rule.series];
}

/** A number printed with enough decimals to tell apart values `resolution` apart (1 decimal at least, 4 at most). */
export function formatValue(value: number, resolution: number): string {
  const decimals = resolution > 0 ? Math.min(4, Math.max(1, Math.ceil(-Math.log10(resolution)))) : 1;
  return value.toFixed(Math.abs(value) >= 1000 ? 0 : decimals);
}

/** "150 s" or "150-190 s". */
function windowWords(fromS: number, toS: number): string {
  return fromS === toS ? `at ${fromS} s` : `over ${fromS}-${toS} s`;
}

function ok(found: string, answer: number | null, answerValue: number | null = null): RuleOutcome {
  return { status: 'ok', answer, answerValue, found, why: null };
}
function ambiguous(found: string, why: string): RuleOutcome {
  return { status: 'ambiguous', answer: null, answerValue: null, found, why };
}

/** Evaluates `rule` on `run`. */
export function evaluateRule(rule: LessonRule, run: RunColumns): RuleOutcome {
  const refs = new Map<string, SeriesRef | null>(ruleSeries(rule).map((s) => [s, run.series(s)]));
  const missing = [...refs].filter(([, r]) => !r).map(([s]) => s);
  if (missing.length) {
    return ambiguous(
      '',
      `this run has no series ${missing.map((s) => `"${s}"`).join(', ')} (an edit renamed or removed it)`,
    );
  }
  if (!run.complete && run.lastTimeS < rule.toS)
    return {
      status: 'pending',
      answer: null,
      answerValue: null,
      found: '',
      why: `the run has not reached ${rule.toS} s yet`,
    };
  const ref = (name: string) => refs.get(name)!; // every name was found above
  switch (rule.kind) {
    case 'trend':
      return trend(rule, ref(rule.series));
    case 'largest':
      return largest(rule, rule.series.map(ref));
    case 'value': {
      const v = seriesMean(ref(rule.series), rule.fromS, rule.toS);
      const r = ref(rule.series);
      return ok(
        `${r.name}: ${formatValue(v, rule.tolerance)} ${r.unit} ${windowWords(rule.fromS, rule.toS)}`.trim(),
        null,
        v,
      );
    }
    case 'settles':
      return settles(rule, rule.series.map(ref));
  }
}

/** The default band of "Stay about the same": within 10 % of the start value. */
export const DEFAULT_SAME_BAND = 0.1;

type TrendRule = Extract<LessonRule, { kind: 'trend' }>;

/** The band of a trend rule's "Stay about the same": a fraction of the start value (`sameBand`), at least `margin`. */
export interface TrendBand {
  /** The fraction of the start value (0.1: within 10 %). */
  relative: number;
  /** The series' value at fromS, or null while the run has not reached it (or lacks the series). */
  centre: number | null;
  /** Half the band's width in the series' unit: max(margin, relative x |centre|); null with `centre`. */
  half: number | null;
  unit: string;
}

/** The band of `rule` on `run` (`run` null or not yet at fromS: the relative band only). */
export function trendBand(rule: TrendRule, run: RunColumns | null): TrendBand {
  const relative = rule.sameBand ?? DEFAULT_SAME_BAND;
  const s = run?.series(rule.series) ?? null;
  const reached = !!run && (run.complete || run.lastTimeS >= rule.fromS);
  if (!s || !reached) return { relative, centre: null, half: null, unit: s?.unit ?? '' };
  const centre = seriesAt(s, rule.fromS);
  return { relative, centre, half: Math.max(rule.margin, relative * Math.abs(centre)), unit: s.unit };
}

/** The band in words, as the student reads it next to "Stay about the same": "within 10 %, i.e. +/-1.2 Mbps". */
export function bandWords(band: TrendBand): string {
  const pct = `within ${Math.round(band.relative * 1000) / 10} %`;
  return band.half === null ? pct : `${pct}, i.e. +/-${formatValue(band.half, 0.1)} ${band.unit}`.trim();
}

function trend(rule: TrendRule, s: SeriesRef): RuleOutcome {
  const from = seriesAt(s, rule.fromS);
  const to = seriesAt(s, rule.toS);
  const change = to - from;
  // With "Stay about the same" the band is relative to the start value (at least the margin).
  const band = rule.offerSame
    ? Math.max(rule.margin, (rule.sameBand ?? DEFAULT_SAME_BAND) * Math.abs(from))
    : rule.margin;
  const res = band || Math.abs(change) / 10 || 0.1;
  const found = `${s.name}: ${formatValue(from, res)} ${s.unit} at ${rule.fromS} s -> ${formatValue(to, res)} ${s.unit} at ${rule.toS} s`;
  const size = Math.abs(change);
  const direction = change > 0 ? 0 : 1;
  const within = `the change (${formatValue(change, res)} ${s.unit}) is within the margin of ${rule.margin} ${s.unit}`;
  if (!rule.offerSame) return size > rule.margin ? ok(found, direction) : ambiguous(found, within);
  const bandText = `${formatValue(band, res)} ${s.unit}`.trim();
  if (size <= band) return ok(`${found}, within the band of +/-${bandText}`, 2);
  if (size >= 2 * band) return ok(found, direction);
  return ambiguous(
    found,
    `the change (${formatValue(change, res)} ${s.unit}) lies between the band (+/-${bandText}) and twice the band`,
  );
}

function largest(rule: Extract<LessonRule, { kind: 'largest' }>, refs: SeriesRef[]): RuleOutcome {
  const change = rule.measure === 'change';
  const scores = refs.map((s) =>
    change ? seriesAt(s, rule.toS) - seriesAt(s, rule.fromS) : seriesMean(s, rule.fromS, rule.toS),
  );
  const order = scores.map((_, k) => k).sort((a, b) => scores[b]! - scores[a]!);
  const res = rule.margin || 0.1;
  const what = change
    ? `change ${rule.fromS} s -> ${rule.toS} s`
    : windowWords(rule.fromS, rule.toS).replace('over', 'mean over');
  const found =
    `${what}: ` +
    order.map((k) => `${refs[k]!.name} ${formatValue(scores[k]!, res)} ${refs[k]!.unit}`.trim()).join(', ');
  const [first, second] = [order[0]!, order[1]!];
  const lead = scores[first]! - scores[second]!;
  if (lead > rule.margin) return ok(found, first);
  return ambiguous(found, `${refs[first]!.name} and ${refs[second]!.name} are within the margin of ${rule.margin}`);
}

function settles(rule: Extract<LessonRule, { kind: 'settles' }>, refs: SeriesRef[]): RuleOutcome {
  const swings = refs.map((s) => seriesSwing(s, rule.fromS, rule.toS));
  const worst = swings.reduce((w, v, k) => (v > swings[w]! ? k : w), 0);
  const s = refs[worst]!;
  const swing = swings[worst]!;
  const found = `largest swing ${windowWords(rule.fromS, rule.toS)}: ${s.name} ${formatValue(swing, rule.margin)} ${s.unit} (highest minus lowest)`;
  if (swing <= rule.margin) return ok(found, 0);
  if (swing >= 2 * rule.margin) return ok(found, 1);
  return ambiguous(found, `the swing lies between the margin (${rule.margin}) and twice the margin`);
}

/** The student's answer: a choice, a typed number, or words (free text). */
export type Response = { choice: number } | { value: number } | { text: string };

/** How an answer is marked. */
export type Mark = 'right' | 'wrong' | 'ungraded';

/** Marks `response` against `outcome`: ungraded unless the rule gave an answer on this run. */
export function markResponse(rule: LessonRule, outcome: RuleOutcome, response: Response): Mark {
  if (outcome.status !== 'ok') return 'ungraded';
  if (rule.kind === 'value') {
    if (!('value' in response) || outcome.answerValue === null) return 'ungraded';
    return Math.abs(response.value - outcome.answerValue) <= rule.tolerance ? 'right' : 'wrong';
  }
  if (!('choice' in response)) return 'ungraded';
  return response.choice === outcome.answer ? 'right' : 'wrong';
}
