/**
 * The lesson builder's live preview: the answer each step's rule gives on the page's current run
 * (src/lesson/rules.ts on src/lesson/runColumns.ts), and which answers changed since the teacher last
 * looked or saved ("answer changed: was Rise, now Fall"). A step remembers the answer it was seen
 * with (`DraftStep.seen`, keyed by the rule): an edit of the rule itself adopts the new answer, an
 * edit of the scenario (a station dragged) that changes it flags the step until the teacher has
 * seen it.
 */
import type { LessonRule } from '../scenario/types';
import { ruleProblems, type DraftStep, type LessonDraft, type SeenAnswer } from './draft';
import { seriesUnit } from './runColumns';
import { evaluateRule, formatValue, ruleChoices, type RuleOutcome, type RunColumns } from './rules';

/** What the preview shows for a step's question on the current run. */
export interface StepAnswer {
  /** The rule's outcome, or null for a step without a rule (none, or free text). */
  outcome: RuleOutcome | null;
  /** The answer in words ("Rise", "sat", "12.4 Mbps", "ambiguous"), or null while the run is not far enough. */
  words: string | null;
  /** The answer the teacher last saw, when it differs from `words` for the same rule; null otherwise. */
  changedFrom: string | null;
  /** The rule is not complete (draftProblems says why), so it is not evaluated. */
  incomplete: boolean;
  /** The answer the explanation was written for, when the run now gives another; null otherwise. */
  explainedFrom: string | null;
}

/** The key a seen answer is kept under: the rule as JSON. */
export function ruleKey(rule: LessonRule): string {
  return JSON.stringify(rule);
}

/** The answer in words: the right choice, the value with its unit, "ambiguous", or null while pending. */
export function answerWords(rule: LessonRule, outcome: RuleOutcome): string | null {
  if (outcome.status === 'pending') return null;
  if (outcome.status === 'ambiguous') return 'ambiguous';
  if (rule.kind === 'value') {
    return `${formatValue(outcome.answerValue ?? NaN, rule.tolerance)} ${seriesUnit(rule.series)}`.trim();
  }
  return ruleChoices(rule)[outcome.answer ?? -1] ?? 'ambiguous';
}

/** The key the explanation's answer is kept under: the rule and the explanation's text (an edit of either adopts the answer). */
function explainedKey(step: DraftStep): string | null {
  const p = step.prediction;
  return p?.rule && p.explanation?.trim() ? `${ruleKey(p.rule)}\u0000${p.explanation}` : null;
}

/** The answer `kept` recorded under `key`, when `words` now differ from it; else null. */
function changedFrom(kept: SeenAnswer | null | undefined, key: string | null, words: string | null): string | null {
  return words !== null && kept && key !== null && kept.ruleKey === key && kept.answer !== words ? kept.answer : null;
}

/** The preview of one step on `run`. */
export function stepAnswer(step: DraftStep, run: RunColumns | null): StepAnswer {
  const rule = step.prediction?.rule;
  const incomplete = !!rule && ruleProblems(rule).length > 0;
  if (!rule || !run || incomplete)
    return { outcome: null, words: null, changedFrom: null, incomplete, explainedFrom: null };
  const outcome = evaluateRule(rule, run);
  const words = answerWords(rule, outcome);
  return {
    outcome,
    words,
    changedFrom: changedFrom(step.seen, ruleKey(rule), words),
    incomplete: false,
    explainedFrom: changedFrom(step.explained, explainedKey(step), words),
  };
}

/** The answer seen for `step` on `run` now, or null (no rule, or the run not far enough). */
function seenNow(step: DraftStep, run: RunColumns): SeenAnswer | null {
  const rule = step.prediction?.rule;
  if (!rule || ruleProblems(rule).length) return null;
  const words = answerWords(rule, evaluateRule(rule, run));
  return words === null ? null : { ruleKey: ruleKey(rule), answer: words };
}

/** `draft` with the steps for which `pick` gives a new seen answer changed (the same draft if none). */
function withSeen(draft: LessonDraft, pick: (step: DraftStep) => SeenAnswer | null): LessonDraft {
  let changed = false;
  const steps = draft.steps.map((step) => {
    const seen = pick(step);
    if (!seen || (step.seen?.ruleKey === seen.ruleKey && step.seen.answer === seen.answer)) return step;
    changed = true;
    return { ...step, seen };
  });
  return changed ? { ...draft, steps } : draft;
}

/**
 * Adopts the current answer of every step that has not seen one for its rule (a new rule, or one
 * the teacher just edited); a step whose rule is unchanged keeps the answer it saw, so a change of
 * the run flags it. Returns the same draft when nothing changed.
 */
export function adoptNewRules(draft: LessonDraft, run: RunColumns | null): LessonDraft {
  if (!run) return draft;
  const adopted = withSeen(draft, (step) => {
    const rule = step.prediction?.rule;
    if (!rule || step.seen?.ruleKey === ruleKey(rule)) return null;
    return seenNow(step, run);
  });
  return adoptExplanations(adopted, run);
}

/**
 * Records the answer each explanation is written for, when it is new or was just edited (or its
 * rule was): a later change of the run's answer flags it ("written when the answer was Rise").
 */
function adoptExplanations(draft: LessonDraft, run: RunColumns): LessonDraft {
  let changed = false;
  const steps = draft.steps.map((step) => {
    const key = explainedKey(step);
    if (key === null || step.explained?.ruleKey === key) return step;
    const now = seenNow(step, run);
    if (!now) return step;
    changed = true;
    return { ...step, explained: { ruleKey: key, answer: now.answer } };
  });
  return changed ? { ...draft, steps } : draft;
}

/** The teacher has seen every answer (or saved the lesson): no step stays flagged. */
export function acknowledgeAll(draft: LessonDraft, run: RunColumns | null): LessonDraft {
  return run ? withSeen(draft, (step) => seenNow(step, run)) : draft;
}

/** The teacher has seen step `index`'s answer. */
export function acknowledgeStep(draft: LessonDraft, index: number, run: RunColumns | null): LessonDraft {
  const id = draft.steps[index]?.id;
  return run ? withSeen(draft, (step) => (step.id === id ? seenNow(step, run) : null)) : draft;
}
