/**
 * Which map tiles may load. A tile URL comes from the address (`?tiles=`), so anyone who shares a
 * link could make every student's browser contact a server of their choosing: the URL is never
 * used silently.
 *
 * - Only `https:` URLs are read, or URLs on the page's own origin (a local tile server); a
 *   protocol-relative (`//host/…`) or `http:` URL, or any other scheme, is refused with a notice
 *   naming the parameter (`checkTileUrl`).
 * - Hosts the deployer allows at build time (`MP_TILE_HOSTS`, written into the page's
 *   Content-Security-Policy `img-src` by scripts/csp.ts) load at once.
 * - Any other host loads only after the user agrees, once per host (remembered in local storage).
 * - Where the page has a Content-Security-Policy (every production build), a host it does not list
 *   cannot load at all: the map says so instead of asking and then failing (`decideTiles`).
 */

/** A tile URL that passed the rule: the template as given and the origin it loads from. */
export interface TileUrl {
  /** The template as given (`{z}`, `{x}`, `{y}` kept), resolved against the page when relative. */
  template: string;
  /** `https://tile.example.org` (scheme, host and port). */
  origin: string;
  /** `tile.example.org` (with the port when it has one), for people. */
  host: string;
}

/** What the map does with a checked tile URL. */
export type TileDecision =
  /** Load it now (an allowed host, or the user agreed). */
  | { kind: 'load'; tile: TileUrl }
  /** Ask the user first: "Load map tiles from <host>?". */
  | { kind: 'ask'; tile: TileUrl }
  /** It cannot load here (the page's policy does not list it); `message` says so. */
  | { kind: 'blocked'; tile: TileUrl; message: string }
  /** The user said no. */
  | { kind: 'declined'; tile: TileUrl };

/**
 * Checks a tile URL template against the page's origin (`https://app.example.org`; null: none).
 * Returns the URL, or the problem (without the parameter's name: the caller prefixes it).
 */
export function checkTileUrl(raw: string, pageOrigin: string | null): TileUrl | { problem: string } {
  const text = raw.trim();
  if (/^[\\/]{2}/.test(text)) return { problem: refusal(text) };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'https' && scheme !== 'http') return { problem: refusal(text) };
  let parsed: URL;
  try {
    // Template braces are not URL syntax; a placeholder keeps the parser from choking on `{s}.host`.
    parsed = new URL(text.replace(/\{[a-z]+\}/gi, '0'), pageOrigin ?? undefined);
  } catch {
    return { problem: `"${shorten(text)}" is not a URL` };
  }
  const sameOrigin = pageOrigin !== null && parsed.origin === pageOrigin;
  if (!sameOrigin && parsed.protocol !== 'https:') return { problem: refusal(text) };
  if (scheme !== undefined && /\{[a-z]+\}/i.test(text.split(/[\\/]/)[2] ?? ''))
    return { problem: `"${shorten(text)}": the host must be written out (no {s} in it)` };
  const template = scheme !== undefined ? text : `${pageOrigin}${text.startsWith('/') ? '' : '/'}${text}`;
  // The template as the browser will read it must reach the origin that was checked.
  if (new URL(template.replace(/\{[a-z]+\}/gi, '0')).origin !== parsed.origin) return { problem: refusal(text) };
  return { template, origin: parsed.origin, host: parsed.host };
}

function shorten(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

function refusal(text: string): string {
  const kind = /^[\\/]{2}/.test(text)
    ? 'a protocol-relative URL'
    : /^http:/i.test(text)
      ? 'an http URL'
      : 'not an https URL';
  return `"${shorten(text)}" is ${kind}: map tiles load only over https (or from this page's own origin)`;
}

/**
 * The tile hosts a Content-Security-Policy lists in `img-src` (its https origins: the build's
 * `MP_TILE_HOSTS`), or null when the page has no policy (the dev server) or it restricts no images.
 */
export function policyTileHosts(policy: string | null): string[] | null {
  if (policy === null) return null;
  const directive = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find((parts) => parts[0]?.toLowerCase() === 'img-src');
  if (!directive) return null;
  return directive
    .slice(1)
    .filter((source) => /^https:\/\/[^/*]+$/i.test(source))
    .map((s) => s.toLowerCase());
}

/**
 * What to do with `tile` on the page at `pageOrigin`: load it when its origin is one of the build's
 * tile hosts (`tileHosts`, from the policy) or the user agreed (`consented`); when the page has a
 * policy (`tileHosts` not null), refuse any origin but those and the page's own; else ask, unless
 * the user said no (`declined`).
 */
export function decideTiles(
  tile: TileUrl,
  {
    pageOrigin,
    tileHosts,
    consented,
    declined,
  }: {
    pageOrigin: string;
    tileHosts: readonly string[] | null;
    consented: ReadonlySet<string>;
    declined: ReadonlySet<string>;
  },
): TileDecision {
  if (tileHosts?.includes(tile.origin)) return { kind: 'load', tile };
  if (tileHosts !== null && tile.origin !== pageOrigin) {
    const listed = tileHosts.map((o) => o.replace(/^https:\/\//, '')).join(', ');
    return {
      kind: 'blocked',
      tile,
      message:
        `Map tiles from ${tile.host} cannot load here: this site allows map tiles only from ` +
        `${listed ? `${listed} (chosen when it was built) and ` : ''}its own address.`,
    };
  }
  if (declined.has(tile.origin)) return { kind: 'declined', tile };
  if (consented.has(tile.origin)) return { kind: 'load', tile };
  return { kind: 'ask', tile };
}
