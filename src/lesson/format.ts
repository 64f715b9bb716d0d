/** Names of the lesson format's parts, taken from the generated scenario types. */
import type { Lesson, LessonAction, LessonPrediction, LessonStep, Scenario } from '../scenario/types';

export type { Lesson, LessonAction, LessonPrediction, LessonStep };

/** A scenario that carries a lesson. */
export type LessonScenario = Scenario & { lesson: Lesson };

/** True when the scenario carries a lesson. */
export function hasLesson(s: Scenario): s is LessonScenario {
  return !!s.lesson && Array.isArray(s.lesson.steps) && s.lesson.steps.length > 0;
}

/** The choices a prediction offers: its free-text choices or the series it names. */
export function predictionChoices(p: LessonPrediction): string[] {
  return p.choices ?? p.choicesFromSeries ?? [];
}

/** The 0-based indexes of the steps that run: `steps` is the address's 1-based list (absent: all); unknown numbers are dropped. */
export function runningSteps(lesson: Lesson, steps?: readonly number[] | null): number[] {
  const all = lesson.steps.map((_, i) => i);
  if (!steps || steps.length === 0) return all;
  const chosen = [...new Set(steps)].filter((n) => Number.isInteger(n) && n >= 1 && n <= lesson.steps.length);
  return chosen.length ? chosen.map((n) => n - 1) : all;
}
