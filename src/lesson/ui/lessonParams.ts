/**
 * Lesson mode: what the lesson parameters of the address (`lesson`, `lock`, `hide`, `charts`,
 * `autoplay`, `speed`, `steps`; declared with the page's other parameters in queryParams.ts) ask of the
 * page. `lesson=1` is the preset: it locks editing and hides panels, tools and file buttons.
 */
import type { ChartName } from '../../charts/chartNames';
import { readQueryParams, type Hideable, type QueryReading } from '../../state/queryParams';

/** What the lesson parameters ask for. */
export interface LessonOptions {
  hidden: Set<Hideable>;
  locked: boolean;
  charts: ChartName[];
  autoplay: boolean;
  speed: number | null;
  /** The lesson steps to run, 1-based, in the order asked (null: every step). */
  steps: number[] | null;
  /** Messages about parameters that were not understood (every parameter of the query). */
  problems: string[];
}

/** The parts a lesson or a lock hides before `hide=` adds its own. */
export const LOCKED_HIDDEN: readonly Hideable[] = ['panels', 'tools', 'files'];

/** The lesson options of a query already read. */
export function lessonFromQuery({ values, problems }: QueryReading): LessonOptions {
  const locked = values.lesson || values.lock;
  const hidden = new Set<Hideable>([...(locked ? LOCKED_HIDDEN : []), ...values.hide]);
  return {
    hidden,
    locked,
    charts: values.charts,
    autoplay: values.autoplay,
    speed: values.speed,
    steps: values.steps,
    problems,
  };
}

/** Reads the lesson parameters of a query string. */
export function lessonOptions(search: string): LessonOptions {
  return lessonFromQuery(readQueryParams(search));
}
