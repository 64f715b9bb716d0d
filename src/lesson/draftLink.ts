/**
 * One lesson, one link: the lesson being written in the lesson builder is the page's lesson, so the
 * "Create lesson link" dialog links it, saved or not (docs/lessons.md). A draft the teacher has not
 * changed since it started (the builder opened and closed) leaves the page's own lesson linked.
 */
import type { Scenario } from '../scenario/types';
import { compileLesson, draftProblems, lessonScenario, stationIdsOf, type LessonDraft } from './draft';

/** What the link dialog links. */
export interface LinkedLesson {
  /** The scenario the link carries (with the builder's lesson when `fromBuilder`). */
  scenario: Scenario;
  /** The lesson comes from the builder. */
  fromBuilder: boolean;
  /** The builder's lesson differs from what was last saved as a file or to My lessons. */
  unsaved: boolean;
  /** Why the builder's lesson cannot be linked yet (draftProblems); empty when it can. */
  problems: string[];
}

/** The draft's compiled lesson as JSON: what `startedAs` and `savedAs` are compared with. */
export function draftJson(draft: LessonDraft): string {
  return JSON.stringify(compileLesson(draft));
}

/** `draft` marked as saved (a file or My lessons) as it is now. */
export function markSaved(draft: LessonDraft): LessonDraft {
  const json = draftJson(draft);
  return draft.savedAs === json ? draft : { ...draft, savedAs: json };
}

/** The lesson a link of the page carries: the builder's draft once written in, else the scenario's own. */
export function linkedLesson(scenario: Scenario, draft: LessonDraft | null): LinkedLesson {
  const json = draft && draft.steps.length > 0 ? draftJson(draft) : null;
  if (!draft || json === null || (json === draft.startedAs && draft.savedAs === undefined))
    return { scenario, fromBuilder: false, unsaved: false, problems: [] };
  return {
    scenario: lessonScenario(scenario, draft),
    fromBuilder: true,
    unsaved: json !== draft.savedAs,
    problems: draftProblems(draft, scenario.solver.durationS, stationIdsOf(scenario)),
  };
}
