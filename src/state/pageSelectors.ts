/**
 * Selectors of the page store's state: each returns a value that keeps its identity while what it
 * is derived from does (derived values are memoised on their inputs), as `useValue` requires.
 */
import type { Scenario, Station } from '../scenario/types';
import type { PageState } from './pageState';

/** The scenario shown and edited. */
export const selectScenario = (s: PageState): Scenario => s.history.present;

const jsonOf = new WeakMap<Scenario, string>();

/** The scenario's JSON, serialised once per scenario: the only thing that crosses into the solver. */
export function selectScenarioJson(s: PageState): string {
  const scenario = s.history.present;
  let json = jsonOf.get(scenario);
  if (json === undefined) jsonOf.set(scenario, (json = JSON.stringify(scenario)));
  return json;
}

/** The selected station, or null (none selected, or it is gone). */
export function selectStation(s: PageState): Station | null {
  const id = s.view.selectedStationId;
  return id === null ? null : ((s.history.present.stations ?? []).find((st) => st.id === id) ?? null);
}

/** True when the scenario has stations or platforms to map (else the network diagram takes the map's place). */
export function selectGeographic(s: PageState): boolean {
  const scenario = s.history.present;
  return (scenario.stations ?? []).length > 0 || (scenario.platforms ?? []).length > 0;
}

/** True when there is a step to undo. */
export const selectCanUndo = (s: PageState): boolean => s.history.past.length > 0;

/** True when there is a step to redo. */
export const selectCanRedo = (s: PageState): boolean => s.history.future.length > 0;

/** The time cursor, seconds. */
export const selectCursorS = (s: PageState): number => s.view.cursorS;

/** True while the runs are held by the cost gate. */
export const selectHeld = (s: PageState): boolean => s.run.gate?.held ?? false;

/**
 * True while a lesson holds the page: one is loaded and not yet played to its end, and the teacher
 * is not writing it in the builder. The page then hides what would give its answers away (the
 * Watch-for card, paper badges, stability verdicts), and the lesson holds the clock.
 */
export const selectLessonRunning = (s: PageState): boolean =>
  (s.history.present.lesson?.steps?.length ?? 0) > 0 && !s.view.lessonFinished && !s.view.builderOpen;
