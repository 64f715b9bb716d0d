/**
 * Autosaved values that could not be opened are set aside, not lost: each is kept in local storage
 * under its own key (`<SET_ASIDE_KEY>/<time set aside, ms>`), listed oldest first under
 * SET_ASIDE_INDEX_KEY, and the page lists them with a Download button each (SetAsideList.tsx).
 * At most SET_ASIDE_MAX_COPIES copies and SET_ASIDE_MAX_CHARS characters are kept; when a new copy
 * does not fit, the newest of the older copies are dropped first and the oldest last (the oldest
 * is the most likely to be the user's real work; the one just set aside is always kept). A copy
 * from before this list (the one slot SET_ASIDE_KEY) is listed as the oldest.
 */
import { AUTOSAVE_KEY, type KeyValueStore } from './autosave';

/** The one set-aside slot of earlier versions; the copies' keys start with it. */
export const SET_ASIDE_KEY = 'multipath-playground/autosave/v1/set-aside';

/** Where the list of set-aside copies is kept (JSON, oldest first). */
export const SET_ASIDE_INDEX_KEY = `${SET_ASIDE_KEY}/index`;

/** How the notice of a value set aside starts (the page then lists the copies). */
export const SET_ASIDE_NOTICE_START = 'autosave: the saved scenario could not be opened';

/** Most set-aside copies kept. */
export const SET_ASIDE_MAX_COPIES = 5;

/** Most characters of set-aside copies kept in all (a single larger copy is kept alone). */
export const SET_ASIDE_MAX_CHARS = 2_500_000;

/** One set-aside copy: where it is kept, when it was set aside (null: before the list) and why. */
export interface SetAsideCopy {
  key: string;
  atMs: number | null;
  why: string;
  chars: number;
}

/** The set-aside copies that are still in storage, oldest first. Never throws. */
export function setAsideCopies(store: KeyValueStore): SetAsideCopy[] {
  const copies: SetAsideCopy[] = [];
  try {
    const legacy = store.getItem(SET_ASIDE_KEY);
    if (legacy !== null)
      copies.push({ key: SET_ASIDE_KEY, atMs: null, why: 'set aside earlier', chars: legacy.length });
    const index = JSON.parse(store.getItem(SET_ASIDE_INDEX_KEY) ?? '[]') as unknown;
    if (!Array.isArray(index)) return copies;
    for (const entry of index as Partial<SetAsideCopy>[]) {
      const key = entry?.key;
      if (typeof key !== 'string' || !key.startsWith(`${SET_ASIDE_KEY}/`) || key === SET_ASIDE_INDEX_KEY) continue;
      const text = store.getItem(key);
      if (text === null || copies.some((c) => c.key === key)) continue;
      const atMs = typeof entry.atMs === 'number' ? entry.atMs : null;
      copies.push({ key, atMs, why: typeof entry.why === 'string' ? entry.why : '', chars: text.length });
    }
  } catch {
    // an unreadable list: the copies found so far
  }
  return copies;
}

/** The text of a set-aside copy, exactly as it was stored, or null when it is gone. */
export function setAsideText(store: KeyValueStore, copy: Pick<SetAsideCopy, 'key'>): string | null {
  try {
    return store.getItem(copy.key);
  } catch {
    return null;
  }
}

/**
 * Moves the autosaved value into a new set-aside copy (the next autosave would overwrite it),
 * dropping older copies as the bounds require (see the file's comment). Returns the notice to
 * show: why it could not be opened, and that it is kept.
 */
export function setAsideAutosave(store: KeyValueStore, why: string, nowMs = Date.now()): string {
  const opened = `${SET_ASIDE_NOTICE_START} (${why})`;
  try {
    const text = store.getItem(AUTOSAVE_KEY);
    if (text === null) return `${opened}; the default scenario was loaded`;
    const kept = setAsideCopies(store);
    let atMs = Math.round(nowMs);
    while (kept.some((c) => c.key === `${SET_ASIDE_KEY}/${atMs}`)) atMs += 1;
    const copy: SetAsideCopy = { key: `${SET_ASIDE_KEY}/${atMs}`, atMs, why, chars: text.length };
    const total = () => kept.reduce((sum, c) => sum + c.chars, copy.chars);
    while (kept.length > 0 && (kept.length + 1 > SET_ASIDE_MAX_COPIES || total() > SET_ASIDE_MAX_CHARS))
      store.removeItem(kept.pop()!.key); // length > 0: the newest older copy
    store.setItem(copy.key, text);
    const listed = [...kept, copy].filter((c) => c.key !== SET_ASIDE_KEY);
    store.setItem(SET_ASIDE_INDEX_KEY, JSON.stringify(listed));
    store.removeItem(AUTOSAVE_KEY);
    const count = kept.length + 1;
    return `${opened}; it is kept in this browser (${count} set-aside ${count === 1 ? 'copy' : 'copies'}, listed below to download) and the default scenario was loaded`;
  } catch (error) {
    return `${opened} nor set aside (${String(error)}); the default scenario was loaded`;
  }
}

/** A copy's file name, from when it was set aside (UTC): `set-aside-2026-11-27T18-05-12-345Z.json`. */
export function setAsideFileName(copy: Pick<SetAsideCopy, 'atMs'>): string {
  if (copy.atMs === null) return 'set-aside-earlier.json';
  const when = new Date(copy.atMs).toISOString().replaceAll(':', '-').replace('.', '-');
  return `set-aside-${when}.json`;
}

/** How the page names a copy: when it was set aside, in the reader's time zone. */
export function setAsideLabel(copy: Pick<SetAsideCopy, 'atMs'>): string {
  if (copy.atMs === null) return 'set aside by an earlier version';
  return `set aside ${new Date(copy.atMs).toLocaleString()}`;
}
