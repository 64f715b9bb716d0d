/**
 * What the page reads once and never changes (the address's query, the lesson options, the start
 * preset), provided beside the page store (src/app/PageProvider.tsx) for the parts that need it.
 */
import { createContext, useContext } from 'react';
import type { Scenario } from '../scenario/types';
import type { QueryReading } from './queryParams';
import type { LessonOptions } from '../lesson/ui/lessonParams';

/** What the page reads once and never changes: the address's query, the lesson options, the start. */
export interface PageConfig {
  query: QueryReading;
  lesson: LessonOptions;
  preset: Scenario;
  /** The notice the page opened with (a link over the autosave, storage refused), or null. */
  notice: string | null;
}

/** The page's configuration (provided with its store). */
export const PageConfigContext = createContext<PageConfig | null>(null);

/** The page's configuration. */
export function usePageConfig(): PageConfig {
  const config = useContext(PageConfigContext);
  if (!config) throw new Error('usePageConfig: no PageConfigContext above this component');
  return config;
}
