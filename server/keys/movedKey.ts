/**
 * The answer key of a step with `unlock` for one student's move: the lesson cut at that step, the
 * student's `moveStation` first among the step's actions (they moved it before playing the step),
 * the earlier steps' questions dropped (one run), computed like the class key (computeKeys.ts: the
 * same worker, stepOutcomes and stepKeys, bounded in time). `movedProblem` refuses a move that does
 * not fit the step, naming the field.
 */
import { MAX_UNLOCK_MOVE_M, type MovedStation, type StepKey } from '../../src/class/protocol';
import type { LessonScenario } from '../../src/lesson/format';
import { computeKeys, type KeyOptions } from './computeKeys';

/** Why `moved` cannot be graded for `key`'s step of the lesson `scenarioJson`, or null. */
export function movedProblem(scenarioJson: string, key: StepKey, moved: MovedStation): string | null {
  if (!key.unlock) return `moved: step ${key.step} unlocks no station`;
  if (moved.stationId !== key.unlock)
    return `moved.stationId: step ${key.step} unlocks ${key.unlock}, not ${moved.stationId}`;
  const lesson = JSON.parse(scenarioJson) as LessonScenario;
  const home = (lesson.stations ?? []).find((s) => s.id === moved.stationId)?.position;
  if (!home) return `moved.stationId: the lesson has no station ${moved.stationId}`;
  const distanceM = Math.hypot(moved.xM - home.xM, moved.yM - home.yM);
  if (!(distanceM <= MAX_UNLOCK_MOVE_M))
    return `moved: ${moved.stationId} is ${Math.round(distanceM / 1000)} km from its place in the lesson; at most ${MAX_UNLOCK_MOVE_M / 1000} km`;
  return null;
}

/** The lesson `scenarioJson` as it runs for a student who moved a station during step `step` (1-based). */
export function movedLesson(scenarioJson: string, step: number, moved: MovedStation): string {
  const lesson = JSON.parse(scenarioJson) as LessonScenario;
  const move = { kind: 'moveStation' as const, stationId: moved.stationId, xM: moved.xM, yM: moved.yM };
  const steps = lesson.lesson.steps
    .slice(0, step)
    .map((s, k) => (k + 1 < step ? { ...s, prediction: undefined } : { ...s, actions: [move, ...(s.actions ?? [])] }));
  return JSON.stringify({ ...lesson, lesson: { ...lesson.lesson, steps } });
}

/** The key of step `step` for the student's move (KeyError when the run fails or takes too long). */
export async function movedStepKey(
  scenarioJson: string,
  step: number,
  moved: MovedStation,
  options: KeyOptions,
): Promise<StepKey | null> {
  const keys = await computeKeys(movedLesson(scenarioJson, step, moved), options);
  return keys.find((k) => k.step === step) ?? null;
}
