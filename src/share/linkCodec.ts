/**
 * Share links: the whole scenario plus view state in the URL fragment, `#s=v2.<check>.<data>` with
 * `<data>` = base64url(deflate-raw(UTF-8 JSON of `{ scenario, view }`)), compressed by the
 * platform's CompressionStream, and `<check>` = the CRC-32 of `<data>` (its characters), big-endian,
 * in 6 base64url characters: a link changed or cut anywhere in its data is refused before it is
 * read, never opened as another scenario. v1 links (`#s=v1.<data>`, no checksum) and v0 links
 * still open (see migrate.ts). Decoding never throws: every broken link gives a message that names
 * what is wrong. The scenario is checked here for shape only (types, required fields, finite
 * numbers, the limits of what the page keeps); `openCheckedLink` then gives the scenario the
 * page's one acceptance rule (acceptance.ts), the solver's check included.
 */
import type { Scenario } from '../scenario/types';
import { acceptScenario, type ScenarioChecker } from './acceptance';
import { crc32Text } from './checksum';
import { MAX_SCENARIO_BYTES } from './limits';
import { LINK_VERSION, migratePayload } from './migrate';
import { checkPayload, describe, isObject } from './scenarioShape';

export { LINK_VERSION } from './migrate';

/** Longest URL the app offers as a link; beyond it, it offers a scenario file instead. */
export const LINK_LIMIT = 8000;
/** Longest fragment `decodeLink` reads, characters. */
export const LINK_MAX_CHARS = 200_000;
/**
 * Largest inflated JSON `decodeLink` accepts, bytes; inflating stops as soon as it is exceeded.
 * The largest scenario the page keeps (limits.ts) and room for the view.
 */
export const LINK_MAX_JSON_BYTES = MAX_SCENARIO_BYTES + 100_000;

/** View state carried by a link: the time cursor and the hidden series ids. */
export interface LinkView {
  cursorS?: number;
  hidden?: string[];
}

/** The message for a link whose checksum does not match its data. */
export const CHECKSUM_ERROR = 'link: checksum does not match (the link was changed or cut)';

/** The first link version that carries a checksum. */
const CHECKSUM_SINCE = 2;

/** What `decodeLink` gives: the scenario and view, or one `path: message` line per problem. */
export type DecodedLink = { ok: true; scenario: Scenario; view: LinkView } | { ok: false; error: string };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const LOOKUP = new Map([...ALPHABET].map((c, i) => [c, i] as const));

/**
 * Encodes a scenario and view as a link fragment (without '#'), e.g. `s=v2.Ab3xZ0.pZPBb...`. Rejects with
 * an Error naming the fields if the scenario does not pass the same shape check as `decodeLink`
 * (a link is only made if it will open).
 */
export async function encodeLink(scenario: Scenario, view: LinkView): Promise<string> {
  const payload = { scenario, view };
  const errors = checkPayload(payload, false);
  if (errors.length) throw new Error(`cannot share this scenario:\n${errors.join('\n')}`);
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const deflated = new Uint8Array(await new Response(stream).arrayBuffer());
  const data = toBase64Url(deflated);
  return `s=v${LINK_VERSION}.${checksum(data)}.${data}`;
}

/** The checksum of a link's data: its CRC-32 in 6 base64url characters. */
function checksum(data: string): string {
  const crc = crc32Text(data);
  return toBase64Url(new Uint8Array([crc >>> 24, (crc >>> 16) & 255, (crc >>> 8) & 255, crc & 255]));
}

/**
 * Decodes a link fragment (with or without '#'; other `&`-separated parameters are ignored).
 * Never throws: a malformed, truncated, oversized, newer or ill-shaped link gives `ok: false` and a
 * message such as `link: not valid base64`, `link: checksum does not match (the link was changed or
 * cut)` or `scenario.stations[0].capacityMbps: number out of range`. An older link version is
 * migrated first (see migrate.ts).
 */
export async function decodeLink(fragment: string): Promise<DecodedLink> {
  try {
    return await decode(fragment);
  } catch (e) {
    return fail(`link: cannot be read (${e instanceof Error ? e.message : String(e)})`);
  }
}

/**
 * Opens a link fragment: `decodeLink`, then the page's acceptance rule (`acceptScenario`) on its
 * scenario. The scenario, or one message (lines joined with "; ") naming what is wrong.
 */
export async function openCheckedLink(
  checker: ScenarioChecker,
  fragment: string,
): Promise<{ scenario: Scenario; view: LinkView } | { error: string }> {
  const decoded = await decodeLink(fragment);
  if (!decoded.ok) return { error: decoded.error };
  const accepted = acceptScenario(checker, decoded.scenario);
  if ('errors' in accepted) return { error: accepted.errors.join('; ') };
  return { scenario: accepted.scenario, view: decoded.view };
}

/** Length of a URL as it is sent (percent-encoded), to compare with `LINK_LIMIT`. */
export function linkLength(url: string): number {
  try {
    return new URL(url).href.length;
  } catch {
    return encodeURI(url.replace(/[\uD800-\uDFFF]/g, '\uFFFD')).length; // not absolute: measure it as is
  }
}

async function decode(fragment: string): Promise<DecodedLink> {
  if (typeof fragment !== 'string') return fail('link: not a string');
  if (fragment.length > LINK_MAX_CHARS) {
    return fail(`link: too long (${fragment.length} characters, at most ${LINK_MAX_CHARS})`);
  }
  const text = fragment.trim().replace(/^#/, '');
  const param = text.split('&').find((p) => p.startsWith('s='));
  if (param === undefined) return fail('link: no scenario in this link (expected #s=v1.…)');
  const match = /^v(0|[1-9]\d{0,8})\.(.*)$/s.exec(param.slice(2));
  if (!match) return fail('link: not a scenario link (expected s=v<version>.<data>)');
  const version = Number(match[1]);
  if (version > LINK_VERSION) return fail(`link: version v${version} is newer than this app (v${LINK_VERSION})`);
  let data = match[2] ?? '';
  if (version >= CHECKSUM_SINCE) {
    const checked = /^([A-Za-z0-9_-]{6})\.(.*)$/s.exec(data);
    const rest = checked?.[2] ?? '';
    if (!checked || checked[1] !== checksum(rest)) return fail(CHECKSUM_ERROR);
    data = rest;
  }
  const bytes = fromBase64Url(data);
  if (!bytes) return fail('link: not valid base64');
  const inflated = await inflateLimited(bytes, LINK_MAX_JSON_BYTES);
  if (inflated === 'too-big') return fail(`link: data inflates to more than ${LINK_MAX_JSON_BYTES} bytes`);
  if (inflated === 'corrupt') return fail('link: data is truncated or corrupt');
  let json: string;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(inflated);
  } catch {
    return fail('link: data is not valid UTF-8');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (e) {
    return fail(`link: data is not valid JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  const migrated = migratePayload(version, parsed);
  if (!migrated.ok) return fail(migrated.error);
  const payload = migrated.payload;
  if (!isObject(payload))
    return fail(`link: data must be an object with "scenario" and "view", got ${describe(payload)}`);
  // The page answers between reading the data and checking its shape (a link of thousands of
  // sources or stations spends tens of milliseconds in each).
  await new Promise((resolve) => setTimeout(resolve, 0));
  const errors = checkPayload(payload, true);
  if (errors.length) return fail(errors.join('\n'));
  const rawView = isObject(payload.view) ? payload.view : {};
  const view: LinkView = {};
  if (rawView.cursorS !== undefined && rawView.cursorS !== null) view.cursorS = rawView.cursorS as number;
  if (rawView.hidden !== undefined && rawView.hidden !== null) view.hidden = rawView.hidden as string[];
  return { ok: true, scenario: payload.scenario as Scenario, view };
}

function fail(error: string): DecodedLink {
  return { ok: false, error };
}

/** Inflates deflate-raw data in small pieces, stopping as soon as the output exceeds `limit`. */
async function inflateLimited(bytes: Uint8Array, limit: number): Promise<Uint8Array | 'corrupt' | 'too-big'> {
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  let stopped = false;
  const feeding = (async () => {
    for (let i = 0; i < bytes.length && !stopped; i += 4096) await writer.write(bytes.slice(i, i + 4096));
    if (!stopped) await writer.close();
  })().catch(() => undefined); // a failure shows on the reading side
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > limit) {
        stopped = true;
        await reader.cancel().catch(() => undefined);
        return 'too-big';
      }
      chunks.push(value);
    }
  } catch {
    return 'corrupt';
  } finally {
    stopped = true;
    await feeding;
  }
  return new Uint8Array(await new Blob(chunks as Uint8Array<ArrayBuffer>[]).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0); // i < length
    // Every index below is < 64, the alphabet's length.
    parts.push(ALPHABET.charAt(n >> 18), ALPHABET.charAt((n >> 12) & 63));
    if (i + 1 < bytes.length) parts.push(ALPHABET.charAt((n >> 6) & 63));
    if (i + 2 < bytes.length) parts.push(ALPHABET.charAt(n & 63));
  }
  return parts.join('');
}

/** Strict base64url (padding tolerated); null if any character or the length is wrong. */
function fromBase64Url(text: string): Uint8Array | null {
  const body = text.replace(/={1,2}$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(body) || body.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((body.length * 3) / 4));
  let acc = 0;
  let bits = 0;
  let j = 0;
  for (const c of body) {
    acc = ((acc << 6) | (LOOKUP.get(c) ?? 0)) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[j++] = (acc >> bits) & 255;
    }
  }
  return out;
}

// ---- Shape check, a subset of docs/scenario.md: types, required fields, tags, no unknown field.
// Ranges, ids and references are the solver's.
