/**
 * Migration of share-link payloads: a link carries its payload version (`v2.` before the data), and
 * an older payload is brought up to the current shape, one version at a time, before it is checked.
 * Only the JSON shape changes here; the checks come afterwards (see linkCodec.ts).
 */

/** The link version this app writes, and the newest it reads. */
export const LINK_VERSION = 2;

/** Turns the parsed JSON of a version-`n` payload into the version-`n + 1` shape, or says why not. */
export type Migration = (payload: unknown) => { ok: true; payload: unknown } | { ok: false; error: string };

/**
 * The migrations, keyed by the version they read: `MIGRATIONS[n]` turns version n into n + 1.
 *
 * - v0 (the unwrapped form) is the scenario object itself, without the `{ scenario, view }`
 *   wrapper and so without view state; it becomes `{ scenario, view: {} }`.
 * - v1 has the payload of v2; v2 only added a checksum of the data to the link (checked by
 *   linkCodec.ts before the data is read), so the payload passes unchanged.
 */
export const MIGRATIONS: Readonly<Record<number, Migration>> = {
  0: (payload) => ({ ok: true, payload: { scenario: payload, view: {} } }),
  1: (payload) => ({ ok: true, payload }),
};

/** The outcome of `migratePayload`. */
export type MigrationResult = { ok: true; payload: unknown } | { ok: false; error: string };

/**
 * Brings the parsed payload of a version-`version` link up to `LINK_VERSION` by applying the
 * migrations in turn. Refuses a version newer than this app, and an older one that has no
 * migration (the message names the version). Never throws.
 */
export function migratePayload(
  version: number,
  payload: unknown,
  migrations: Readonly<Record<number, Migration>> = MIGRATIONS,
): MigrationResult {
  if (!Number.isSafeInteger(version) || version < 0)
    return { ok: false, error: `link: version v${version} is not a link version` };
  if (version > LINK_VERSION)
    return { ok: false, error: `link: version v${version} is newer than this app (v${LINK_VERSION})` };
  let current = payload;
  for (let v = version; v < LINK_VERSION; v++) {
    const step = Object.prototype.hasOwnProperty.call(migrations, v) ? migrations[v] : undefined;
    if (!step)
      return { ok: false, error: `link: version v${v} is no longer supported (this app reads v${LINK_VERSION})` };
    try {
      const next = step(current);
      if (!next.ok) return { ok: false, error: next.error };
      current = next.payload;
    } catch (e) {
      return { ok: false, error: `link: cannot migrate from v${v}: ${e instanceof Error ? e.message : String(e)}` };
    }
  }
  return { ok: true, payload: current };
}
