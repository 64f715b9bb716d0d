/**
 * The hosts the user agreed to load map tiles from (once per host, kept in local storage), and
 * the page's own Content-Security-Policy (the meta tag a production build carries).
 */

/** Local-storage key of the agreed tile origins (a JSON array of `https://host` strings). */
export const TILE_CONSENT_KEY = 'multipath-playground/tile-hosts';

/** The origins the user agreed to load tiles from (none when storage is unavailable or unreadable). */
export function consentedTileOrigins(storage: Pick<Storage, 'getItem'> | null): Set<string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(TILE_CONSENT_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((o): o is string => typeof o === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Remembers that the user agreed to load tiles from `origin`. */
export function rememberTileConsent(storage: Pick<Storage, 'getItem' | 'setItem'> | null, origin: string): void {
  const origins = consentedTileOrigins(storage);
  origins.add(origin);
  try {
    storage?.setItem(TILE_CONSENT_KEY, JSON.stringify([...origins]));
  } catch {
    // Storage full or refused: the consent holds for this page only.
  }
}

/** The Content-Security-Policy of `doc`'s meta tag, or null when it has none. */
export function pagePolicy(doc: Document): string | null {
  return doc.querySelector('meta[http-equiv="Content-Security-Policy" i]')?.getAttribute('content') ?? null;
}
