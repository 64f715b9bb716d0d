/**
 * Lesson and card text with its run placeholders filled (src/lesson/runText.ts) from the page's run,
 * up to what a running lesson has shown (the page store's `lessonLimitS`). Without a page store (a
 * component rendered on its own) the text is returned as written.
 */
import { useContext, useMemo, useSyncExternalStore } from 'react';
import type { PageState } from '../../state/pageState';
import { PageStoreContext } from '../../state/usePageStore';
import { fromStore, type RunColumns } from '../runColumns';
import { fillRunText } from '../runText';

const NO_SUBSCRIBE = () => () => undefined;

/** A value of the page store, or `fallback` without one (a component rendered alone). */
export function useOptionalValue<T>(selector: (s: PageState) => T, fallback: T): T {
  const store = useContext(PageStoreContext);
  return useSyncExternalStore(store?.subscribe ?? NO_SUBSCRIBE, () => (store ? selector(store.getState()) : fallback));
}

/** The page's run as the rules read it (a new value as the run grows), or null. */
export function usePageRun(): RunColumns | null {
  const solve = useOptionalValue((s) => s.run.solve, null);
  return useMemo(() => (solve?.store ? fromStore(solve.store) : null), [solve]);
}

/**
 * A function filling texts from the page's run, shown up to the lesson's limit (`wholeRun`: the
 * whole run, for the teacher's dashboard, which may show any step's question).
 */
export function useRunTextFiller(wholeRun = false): (text: string) => string {
  const hasStore = useContext(PageStoreContext) !== null;
  const run = usePageRun();
  const lessonLimitS = useOptionalValue((s) => s.view.lessonLimitS, Infinity);
  const limitS = wholeRun ? Infinity : lessonLimitS;
  return useMemo(
    () => (hasStore ? (text: string) => fillRunText(text, run, limitS) : (text: string) => text),
    [hasStore, run, limitS],
  );
}
