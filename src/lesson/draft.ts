/**
 * The lesson a teacher is writing in the page's lesson builder, as plain data with pure functions:
 * steps added, moved and deleted; each with its text, the time window it plays, its actions, its
 * notes and its question. `compileLesson` turns it into a format-2 `lesson` (docs/scenario.schema.json)
 * and the notes into annotations with `step`; `lessonScenario` puts both into the scenario that a
 * link, a file or "My lessons" carries. The right answers are never typed: a question holds a rule
 * (src/lesson/rules.ts) or is free text.
 */
import type {
  Annotation,
  Lesson,
  LessonAction,
  LessonPrediction,
  LessonRule,
  LessonUnlock,
  Scenario,
} from '../scenario/types';

/** A step's action other than the time ones (the step's window gives `setTime` and `playTo`). */
export type DraftAction = Exclude<LessonAction, { kind: 'setTime' } | { kind: 'playTo' }>;

/** The kinds of action the builder offers, in its menu's order. */
export const DRAFT_ACTION_KINDS = ['highlight', 'showOnly', 'showAll', 'fitY', 'moveStation', 'setController'] as const;

/** A note pinned to a chart that belongs to its step (hidden until the step is answered and played). */
export interface DraftNote {
  chart: Annotation['chart'];
  timeS: number;
  text: string;
}

/** The answer the teacher last saw for a rule: the rule (as JSON) and the answer's words. */
export interface SeenAnswer {
  ruleKey: string;
  answer: string;
}

/** One step being written. */
export interface DraftStep {
  /** Stable id within the draft (React keys; never in the lesson). */
  id: number;
  text: string;
  /** The window the step plays: the cursor goes to fromS, then the run plays to toS. Seconds. */
  fromS: number;
  toS: number;
  actions: DraftAction[];
  notes: DraftNote[];
  /** A question with a rule or free text, or none. */
  prediction: LessonPrediction | null;
  /** The answer the teacher last looked at or saved (for "answer changed"), or null. */
  seen: SeenAnswer | null;
  /** The answer the explanation was written for (keyed by the rule and the explanation's text). */
  explained?: SeenAnswer | null;
  /** The one control a locked student may use during the step (the lesson step's `unlock`), or none. */
  unlock?: LessonUnlock | null;
}

/** The lesson being written. */
export interface LessonDraft {
  title: string;
  summary: string;
  allowSkip: boolean;
  /** The lesson's level of language (absent: university, the default). */
  level?: 'school' | 'university';
  steps: DraftStep[];
  /** The next step id. */
  nextId: number;
  /** The compiled lesson (JSON) the draft started as: unchanged since, it is not yet the page's lesson. */
  startedAs?: string;
  /** The compiled lesson (JSON) last saved as a file or to My lessons. */
  savedAs?: string;
}

/** The rule kinds a question is made from, with the builder's names for them. */
export const RULE_KINDS: ReadonlyArray<{ kind: LessonRule['kind'] | 'freeText'; label: string }> = [
  { kind: 'trend', label: 'Rises or falls' },
  { kind: 'largest', label: 'Which is largest' },
  { kind: 'value', label: 'A value (typed number)' },
  { kind: 'settles', label: 'Settles or keeps swinging' },
  { kind: 'freeText', label: 'Explain your thinking (not graded)' },
];

/** A new draft for `scenario`: one step over the first quarter of the run. */
export function newDraft(scenario: Scenario): LessonDraft {
  const title = scenario.title ? `Lesson: ${scenario.title}` : 'My lesson';
  const draft = addStep({ title: title.slice(0, 200), summary: '', allowSkip: false, steps: [], nextId: 1 }, scenario);
  return { ...draft, startedAs: JSON.stringify(compileLesson(draft)) };
}

/** The window a new step plays: from where the last step ended, a quarter of the run further. */
function nextWindow(draft: LessonDraft, durationS: number): { fromS: number; toS: number } {
  const fromS = Math.min(draft.steps.at(-1)?.toS ?? 0, durationS);
  const span = Math.max(1, Math.round(durationS / 4));
  return { fromS, toS: Math.min(durationS, fromS + span) };
}

/** The draft with a new step at the end (at most 50, the format's limit). */
export function addStep(draft: LessonDraft, scenario: Scenario): LessonDraft {
  if (draft.steps.length >= 50) return draft;
  const step: DraftStep = {
    id: draft.nextId,
    text: '',
    ...nextWindow(draft, scenario.solver.durationS),
    actions: [],
    notes: [],
    prediction: null,
    seen: null,
  };
  return { ...draft, steps: [...draft.steps, step], nextId: draft.nextId + 1 };
}

/** The draft with step `index` moved one place up (-1) or down (1); unchanged at either end. */
export function moveStep(draft: LessonDraft, index: number, by: -1 | 1): LessonDraft {
  const to = index + by;
  if (index < 0 || to < 0 || index >= draft.steps.length || to >= draft.steps.length) return draft;
  const steps = [...draft.steps];
  [steps[index], steps[to]] = [steps[to]!, steps[index]!];
  return { ...draft, steps };
}

/** The draft without step `index`. */
export function deleteStep(draft: LessonDraft, index: number): LessonDraft {
  if (index < 0 || index >= draft.steps.length) return draft;
  return { ...draft, steps: draft.steps.filter((_, i) => i !== index) };
}

/** The draft with step `index` changed by `patch`. */
export function updateStep(draft: LessonDraft, index: number, patch: Partial<Omit<DraftStep, 'id'>>): LessonDraft {
  const step = draft.steps[index];
  if (!step) return draft;
  const steps = [...draft.steps];
  steps[index] = { ...step, ...patch };
  return { ...draft, steps };
}

/** A new rule of `kind` over the window, on `series` (the run's series; the first ones are used). */
export function defaultRule<K extends LessonRule['kind']>(
  kind: K,
  series: readonly string[],
  fromS: number,
  toS: number,
): Extract<LessonRule, { kind: K }> {
  return ruleOf(kind, series, fromS, toS) as Extract<LessonRule, { kind: K }>;
}

function ruleOf(kind: LessonRule['kind'], series: readonly string[], fromS: number, toS: number): LessonRule {
  const first = series[0] ?? '';
  switch (kind) {
    case 'trend':
      return { kind, series: first, fromS, toS, margin: 0.1, offerSame: false };
    case 'largest':
      return { kind, series: series.slice(0, 2), measure: 'mean', fromS, toS, margin: 0.1 };
    case 'value':
      return { kind, series: first, fromS, toS, tolerance: 0.5 };
    case 'settles':
      return { kind, series: [first], fromS, toS, margin: 0.5 };
  }
}

/** What is wrong with the draft, in words naming the step and the field (none: it can be saved). */
export function draftProblems(draft: LessonDraft, durationS: number, stationIds?: readonly string[]): string[] {
  const problems: string[] = [];
  if (!draft.title.trim()) problems.push('The lesson needs a title.');
  if (draft.steps.length === 0) problems.push('The lesson needs at least one step.');
  draft.steps.forEach((step, i) => {
    const at = `Step ${i + 1}`;
    if (!step.text.trim()) problems.push(`${at}: write the text the student reads.`);
    if (!(step.fromS <= step.toS))
      problems.push(`${at}: the window ends before it starts (${step.fromS} s to ${step.toS} s).`);
    if (step.toS > durationS)
      problems.push(`${at}: the window ends at ${step.toS} s, after the run's end (${durationS} s).`);
    step.notes.forEach((n, k) => {
      if (!n.text.trim()) problems.push(`${at}: note ${k + 1} has no text.`);
    });
    if (step.unlock && stationIds && !stationIds.includes(step.unlock.stationId))
      problems.push(
        `${at}: it lets the student move station ${step.unlock.stationId}, which the scenario no longer has.`,
      );
    const p = step.prediction;
    if (!p) return;
    if (!p.question.trim()) problems.push(`${at}: write the question.`);
    if (p.rule) problems.push(...ruleProblems(p.rule).map((m) => `${at}: ${m}`));
  });
  return problems;
}

/** The ids of `scenario`'s stations (what a step's `unlock` may name). */
export function stationIdsOf(scenario: Scenario): string[] {
  return (scenario.stations ?? []).map((st) => st.id);
}

/** What is wrong with a rule (empty: nothing); a rule with problems is not evaluated. */
export function ruleProblems(rule: LessonRule): string[] {
  const out: string[] = [];
  const series = typeof rule.series === 'string' ? [rule.series] : rule.series;
  if (series.length === 0 || series.some((s) => !s)) out.push('choose the series the rule reads.');
  if (rule.kind === 'largest' && (series.length < 2 || series.length > 8))
    out.push(`"which is largest" compares 2 to 8 series (${series.length} chosen).`);
  if (rule.kind === 'largest' && new Set(series).size !== series.length) out.push('a series is chosen twice.');
  const strict = rule.kind === 'trend' || rule.kind === 'settles';
  if (strict ? !(rule.fromS < rule.toS) : !(rule.fromS <= rule.toS))
    out.push(`the rule's window must end after it starts (${rule.fromS} s to ${rule.toS} s).`);
  if (rule.kind === 'value' && !(rule.tolerance > 0)) out.push('the tolerance must be more than 0.');
  if (rule.kind === 'settles' && !(rule.margin > 0)) out.push('the margin must be more than 0.');
  if (rule.kind !== 'value' && !(rule.margin >= 0)) out.push('the margin must be 0 or more.');
  return out;
}

/** The draft as a format-2 lesson and its steps' notes (annotations with `step`, numbered from 1). */
export function compileLesson(draft: LessonDraft): { lesson: Lesson; annotations: Annotation[] } {
  const summary = draft.summary.trim();
  const lesson: Lesson = {
    version: 2,
    title: draft.title.trim(),
    ...(summary ? { summary } : {}),
    ...(draft.allowSkip ? { allowSkip: true } : {}),
    ...(draft.level === 'school' ? { level: 'school' as const } : {}),
    steps: draft.steps.map((step) => {
      const actions: LessonAction[] = [
        { kind: 'setTime', timeS: step.fromS },
        ...step.actions,
        { kind: 'playTo', timeS: step.toS },
      ];
      return {
        text: step.text.trim(),
        actions,
        ...(step.prediction ? { prediction: step.prediction } : {}),
        ...(step.unlock ? { unlock: step.unlock } : {}),
      };
    }),
  };
  const annotations = draft.steps.flatMap((step, i) =>
    step.notes.map((n) => ({ chart: n.chart, timeS: n.timeS, text: n.text.trim(), step: i + 1 })),
  );
  return { lesson, annotations };
}

/**
 * `scenario` carrying the draft's lesson and notes (a lesson it had, and that lesson's notes, are
 * replaced); with no draft or no steps, `scenario` itself.
 */
export function lessonScenario(scenario: Scenario, draft: LessonDraft | null): Scenario {
  if (!draft || draft.steps.length === 0) return scenario;
  const { lesson, annotations } = compileLesson(draft);
  const kept = (scenario.annotations ?? []).filter((a) => a.step === undefined);
  const all = [...kept, ...annotations];
  const { annotations: _old, ...rest } = scenario;
  return { ...rest, lesson, ...(all.length ? { annotations: all } : {}) };
}

/**
 * A draft of the lesson `scenario` carries, to edit it in the builder: each step's window from its
 * first `setTime` and last `playTo` (a step without them plays on from the previous one), its other
 * actions, its notes (annotations with its `step`), and its question if it is graded by a rule or
 * free text (version 1's typed answers and version 2's polls are dropped: the builder writes rules).
 * Null when the scenario has no lesson.
 */
export function draftFromLesson(scenario: Scenario): LessonDraft | null {
  const lesson = scenario.lesson;
  if (!lesson || lesson.steps.length === 0) return null;
  let lastS = 0;
  const steps = lesson.steps.slice(0, 50).map((step, i): DraftStep => {
    const actions = step.actions ?? [];
    const fromS = actions.find((a) => a.kind === 'setTime')?.timeS ?? lastS;
    const toS = [...actions].reverse().find((a) => a.kind === 'playTo')?.timeS ?? fromS;
    lastS = toS;
    const p = step.prediction;
    const prediction: LessonPrediction | null =
      p && (p.rule || p.freeText)
        ? p.rule
          ? { question: p.question, rule: p.rule, ...(p.explanation ? { explanation: p.explanation } : {}) }
          : { question: p.question, freeText: true, ...(p.explanation ? { explanation: p.explanation } : {}) }
        : null;
    const notes = (scenario.annotations ?? [])
      .filter((a) => a.step === i + 1)
      .map((a) => ({ chart: a.chart, timeS: a.timeS, text: a.text }));
    const others = actions.filter((a): a is DraftAction => a.kind !== 'setTime' && a.kind !== 'playTo');
    const unlock = step.unlock ? { unlock: step.unlock } : {};
    return { id: i + 1, text: step.text, fromS, toS, actions: others, notes, prediction, seen: null, ...unlock };
  });
  const draft = {
    title: lesson.title,
    summary: lesson.summary ?? '',
    allowSkip: lesson.allowSkip ?? false,
    ...(lesson.level === 'school' ? { level: 'school' as const } : {}),
    steps,
    nextId: steps.length + 1,
  };
  return { ...draft, startedAs: JSON.stringify(compileLesson(draft)) };
}
