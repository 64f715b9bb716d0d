/**
 * The page's level of language and its words. The level is the address's `level=` if given, else
 * the loaded lesson's `level`, else university (docs/teaching.md). At the school level `useWords`
 * names series by src/scenario/displayNames.ts and rewrites free text (a lesson's, a note's) so
 * that no id, section number or equation reference shows; at the university level it changes
 * nothing. Research views and exports (CSV, SVG) keep the ids.
 */
import { useContext, useMemo, useSyncExternalStore } from 'react';
import { schoolNames, schoolText, type Level, type SchoolNames } from '../scenario/displayNames';
import type { Scenario } from '../scenario/types';
import { PageConfigContext } from './pageConfig';
import { selectScenario } from './pageSelectors';
import type { PageState } from './pageState';
import { PageStoreContext } from './usePageStore';

const noSubscribe = () => () => undefined;

/** `selector` of the page's state, or null outside a page (a part rendered on its own). */
function usePageValue<T>(selector: (s: PageState) => T): T | null {
  const store = useContext(PageStoreContext);
  return useSyncExternalStore(store?.subscribe ?? noSubscribe, () => (store ? selector(store.getState()) : null));
}

const selectLayout = (s: PageState) => s.run.solve.store?.layout ?? null;

/** The page's level: `forced` (the address's `level=`) if given, else the lesson's own, else university. */
export function pageLevel(forced: Level | null | undefined, scenario: Scenario | null): Level {
  return forced ?? scenario?.lesson?.level ?? 'university';
}

/** The page's level of language (see `pageLevel`; university outside a page). */
export function useLevel(): Level {
  const forced = useContext(PageConfigContext)?.query.values.level ?? null;
  const scenario = usePageValue(selectScenario);
  return pageLevel(forced, scenario);
}

/** What the page reads to a person at its level. */
export interface Words {
  level: Level;
  /** True at the school level. */
  school: boolean;
  /** Free text as the level says it (unchanged at the university level). */
  text(text: string): string;
  /** A series' name: the school name, or `fallback` (the university label) when there is none or the level is university. */
  series(id: string, fallback: string): string;
  /** A resource's name (the capacity chart's series), or `fallback`. */
  resource(id: string, fallback: string): string;
  /** A station's or channel's name, or `fallback`. */
  target(id: string, fallback: string): string;
}

const UNIVERSITY: Words = {
  level: 'university',
  school: false,
  text: (t) => t,
  series: (_id, fallback) => fallback,
  resource: (_id, fallback) => fallback,
  target: (_id, fallback) => fallback,
};

/** The words of `names` (a run's school names), or of the scenario alone before its run has a layout. */
export function schoolWords(scenario: Scenario, names: SchoolNames | null): Words {
  return {
    level: 'school',
    school: true,
    text: (t) => (names ? names.text(t) : schoolText(t, new Map(), scenario)),
    series: (id, fallback) => names?.series(id) ?? fallback,
    resource: (id, fallback) => (names ? names.resource(id) : fallback),
    target: (id, fallback) => (names ? names.target(id) : fallback),
  };
}

/** The page's words at its level (see the module comment). */
export function useWords(): Words {
  const level = useLevel();
  const scenario = usePageValue(selectScenario);
  const layout = usePageValue(selectLayout);
  return useMemo(() => {
    if (level !== 'school' || !scenario) return UNIVERSITY;
    return schoolWords(scenario, layout ? schoolNames(scenario, layout) : null);
  }, [level, scenario, layout]);
}
