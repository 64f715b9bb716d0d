/**
 * Each question's outcome on the run its student sees: the scenario after the steps' own actions
 * (applied through the player's code path, applyActions), run to its end, the step's rule evaluated
 * on it. The shipped lessons' test (tests/unit/lessons.test.ts) and the class server's answer key
 * (server/keys/) both use it. The scenario reducer is passed in (model folders import no page state).
 */
import type { LessonRule, Scenario } from '../scenario/types';
import type { Solver } from '../solver/wasm';
import { applyActions, type LessonEdit, type LessonTarget } from './applyActions';
import type { LessonScenario } from './format';
import { evaluateRule, type RuleOutcome } from './rules';
import { fromColumns, type SourceRoutes } from './runColumns';

/** Applies one lesson edit to a scenario (the page's scenarioReducer). */
export type ApplyEdit = (scenario: Scenario, edit: LessonEdit) => Scenario;

/** One question's rule and its outcome on its run. */
export interface StepOutcome {
  /** 1-based step. */
  step: number;
  rule: LessonRule;
  outcome: RuleOutcome;
}

/** A finished run: its columns by name and its sources' routes. */
export interface FinishedRun {
  columns: Map<string, Float64Array>;
  sources: readonly SourceRoutes[];
}

/** The scenario after the actions of the first `stepCount` steps. */
export async function afterSteps(s: LessonScenario, stepCount: number, apply: ApplyEdit): Promise<Scenario> {
  let scenario: Scenario = s;
  const target: LessonTarget = {
    setTime: () => undefined,
    playTo: async () => undefined,
    seriesNames: () => [],
    setHiddenSeries: () => undefined,
    highlight: () => undefined,
    fitY: () => undefined,
    selectStation: () => undefined,
    dispatch: (edit) => (scenario = apply(scenario, edit)),
  };
  for (const step of s.lesson.steps.slice(0, stepCount)) await applyActions(step.actions ?? [], target);
  return scenario;
}

/** Runs `scenario` to its end on `solver`. */
export function finishedRun(solver: Solver, scenario: Scenario): FinishedRun {
  const r = solver.start(JSON.stringify(scenario));
  const width = r.layout.sampleWidth;
  const values: number[][] = r.layout.columns.map(() => []);
  while (!r.done) {
    const chunk = r.next(5000);
    for (let i = 0; i < chunk.length; i++) values[i % width]!.push(chunk[i]!);
  }
  r.dispose();
  const columns = new Map(r.layout.columns.map((c, k) => [c, Float64Array.from(values[k]!)]));
  return { columns, sources: r.layout.sources };
}

/** Each rule's outcome on the run of its step (`run` runs a scenario to its end; a cache may sit in it). */
export async function stepOutcomes(
  s: LessonScenario,
  apply: ApplyEdit,
  run: (scenario: Scenario) => FinishedRun,
): Promise<StepOutcome[]> {
  const out: StepOutcome[] = [];
  for (const [k, step] of s.lesson.steps.entries()) {
    const rule = step.prediction?.rule;
    if (!rule) continue;
    const r = run(await afterSteps(s, k + 1, apply));
    out.push({ step: k + 1, rule, outcome: evaluateRule(rule, fromColumns(r.columns, r.sources)) });
  }
  return out;
}
