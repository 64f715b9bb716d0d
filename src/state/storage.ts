/**
 * The page's storage for autosave, history and consents. Where the browser refuses local storage
 * (a lesson embedded in a course page on another site with third-party storage blocked, some
 * private modes), reading `localStorage` itself throws: the page then keeps its work in memory for
 * this visit and says so, instead of failing to open.
 */
import type { KeyValueStore } from './autosave';

/** The storage to use, and why nothing will outlive this visit when local storage is refused. */
export interface PageStorage {
  store: KeyValueStore;
  /** Null when the browser's local storage works. */
  problem: string | null;
}

/** The notice shown when local storage is refused. */
export const STORAGE_REFUSED_NOTICE =
  'This browser does not let the page keep anything here (an embedded page?): edits last until the page is closed';

/**
 * The `name` of the lesson builder's preview frame: a preview keeps its work in memory, so it
 * never touches the editor's saved scenario and undo steps.
 */
export const PREVIEW_FRAME_NAME = 'multipath-playground-preview';

let cached: PageStorage | null = null;

/** The page's local storage if the browser allows it (probed once), else an in-memory stand-in. */
export function pageStorage(probe: () => KeyValueStore = () => globalThis.localStorage): PageStorage {
  if (cached) return cached;
  if ((globalThis as { name?: unknown }).name === PREVIEW_FRAME_NAME)
    return (cached = { store: memoryStorage(), problem: null });
  try {
    const store = probe();
    store.getItem('multipath-playground/probe');
    cached = { store, problem: null };
  } catch {
    cached = { store: memoryStorage(), problem: STORAGE_REFUSED_NOTICE };
  }
  return cached;
}

/** A storage that lives in memory only. */
export function memoryStorage(): KeyValueStore {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** Forgets the probe (tests). */
export function resetPageStorage(): void {
  cached = null;
}
