/**
 * The page store in React: the context that provides it and `useValue`, which reads one selected
 * value through `useSyncExternalStore`, so a component re-renders only when that value changes.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { PageState } from './pageState';
import type { PageStore } from './pageStore';

/** The page's store (provided once, by the page's start-up). */
export const PageStoreContext = createContext<PageStore | null>(null);

/** The page's store, for its actions. */
export function usePageStore(): PageStore {
  const store = useContext(PageStoreContext);
  if (!store) throw new Error('usePageStore: no PageStoreContext above this component');
  return store;
}

/**
 * The value `selector` picks from the page's state, kept up to date. The selector must return
 * the same value (by `===`) for the same inputs: a part of the state, a primitive, or a value
 * memoised on its inputs (see pageSelectors.ts).
 */
export function useValue<T>(selector: (state: PageState) => T): T {
  const store = usePageStore();
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()));
}
