/**
 * The steps of a scenario's lesson (`scenario.lesson.steps`, see docs/scenario.schema.json), read
 * defensively: the builder lists them by number (from 1) whatever else a step carries.
 */
import type { Scenario } from '../../scenario/types';

/** The text of each step of the scenario's lesson, in order (none: an empty list). */
export function lessonStepTexts(scenario: Scenario): string[] {
  const lesson = (scenario as { lesson?: unknown }).lesson;
  if (!lesson || typeof lesson !== 'object') return [];
  const steps = (lesson as { steps?: unknown }).steps;
  if (!Array.isArray(steps)) return [];
  return steps.map((step) => {
    const text = step && typeof step === 'object' ? (step as { text?: unknown }).text : undefined;
    return typeof text === 'string' ? text : '';
  });
}

/** The lesson's title, if the scenario has one. */
export function lessonTitle(scenario: Scenario): string | null {
  const lesson = (scenario as { lesson?: unknown }).lesson;
  const title = lesson && typeof lesson === 'object' ? (lesson as { title?: unknown }).title : undefined;
  return typeof title === 'string' && title ? title : null;
}
