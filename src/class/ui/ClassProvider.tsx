/**
 * The page's class in React: `ClassProvider` makes the page's `ClassPage` once (its lessons load
 * through the page store, after the page's acceptance rule) and opens what the address asks for;
 * `useClassPage` and `useClassValue` read it, as `useValue` reads the page store.
 */
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ClassPage, type ClassMode } from '../classPage';
import { browserStorage } from '../storageKeys';
import { usePageStore } from '../../state/usePageStore';
import { checkScenario } from '../../share/ui/linkView';
import type { Scenario } from '../../scenario/types';

const ClassContext = createContext<ClassPage | null>(null);

/** Provides the page's class to `children`. */
export function ClassProvider({ children }: { children: ReactNode }) {
  const store = usePageStore();
  const [page] = useState(
    () =>
      new ClassPage({
        storage: browserStorage(),
        async loadLesson(value) {
          const checked = await checkScenario(value);
          if ('error' in checked) return `The class's lesson cannot be opened: ${checked.error}`;
          const current = store.getState().history.present;
          if (JSON.stringify(current) !== JSON.stringify(checked.scenario)) store.load(checked.scenario as Scenario);
          return null;
        },
      }),
  );
  useEffect(() => {
    page.open();
    return () => page.leave();
  }, [page]);
  return <ClassContext value={page}>{children}</ClassContext>;
}

/** The page's class. */
export function useClassPage(): ClassPage {
  const page = useContext(ClassContext);
  if (!page) throw new Error('useClassPage: no ClassProvider above this component');
  return page;
}

/** The page's class mode, kept up to date. */
export function useClassMode(): ClassMode {
  const page = useClassPage();
  return useSyncExternalStore(page.subscribe, page.getState);
}

/** A value of an external store with `subscribe` and `getState` (a student's or teacher's class). */
export function useExternal<S>(source: { subscribe(l: () => void): () => void; getState(): S }): S {
  return useSyncExternalStore(source.subscribe, source.getState);
}
