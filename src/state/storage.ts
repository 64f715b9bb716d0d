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
  /** The page runs as a preview (PREVIEW_FRAME_NAME): its work is kept in memory on purpose. */
  preview?: boolean;
}

/** The notice shown when local storage is refused. */
export const STORAGE_REFUSED_NOTICE =
  'This browser does not let the page keep anything here (an embedded page?): edits last until the page is closed';

/**
 * The `name` of the lesson builder's preview frame: a preview keeps its work in memory, so it
 * never touches the editor's saved scenario and undo steps. A window's name is set by whoever opens
 * it, so a whole tab opened elsewhere with `window.open(url, PREVIEW_FRAME_NAME)` is a preview too:
 * the page then says its edits are not saved and offers to save them (PreviewNotice.tsx,
 * `leavePreview`).
 */
export const PREVIEW_FRAME_NAME = 'multipath-playground-preview';

let cached: PageStorage | null = null;

/** The page's local storage if the browser allows it (probed once), else an in-memory stand-in. */
export function pageStorage(probe: () => KeyValueStore = () => globalThis.localStorage): PageStorage {
  if (cached) return cached;
  if ((globalThis as { name?: unknown }).name === PREVIEW_FRAME_NAME)
    return (cached = { store: memoryStorage(), problem: null, preview: true });
  try {
    const store = probe();
    store.getItem('multipath-playground/probe');
    cached = { store, problem: null };
  } catch {
    cached = { store: memoryStorage(), problem: STORAGE_REFUSED_NOTICE };
  }
  return cached;
}

/**
 * Stops being a preview: forgets the window's preview name (so a reload of this tab saves too) and
 * gives the page's local storage from now on (or the in-memory stand-in and its problem when the
 * browser refuses it).
 */
export function leavePreview(probe: () => KeyValueStore = () => globalThis.localStorage): PageStorage {
  if ((globalThis as { name?: unknown }).name === PREVIEW_FRAME_NAME) (globalThis as { name?: unknown }).name = '';
  cached = null;
  return pageStorage(probe);
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
