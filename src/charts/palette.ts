/**
 * The colours of stations and channels: a palette that stays apart for colour-blind eyes, the
 * paper's named colours, and a station's colour as a function of its id (the map's markers and the
 * charts' series both use it).
 */
import { hsl } from 'd3';
import { at } from '../util/at';

/**
 * Station colours, chosen to stay apart for the common colour-vision deficiencies (the first six and
 * the satellite at least 10 CIEDE2000 apart under protanopia, deuteranopia and tritanopia, and so
 * are B1-B3's head and tail shades with the satellite: tests/unit/palette.test.ts): the paper's B1
 * blue, B2 red (a vermilion), B3 green (a muted one), then purple, brown, pink, orange, ultramarine and
 * grey, every pair at least 10 apart too. Black is kept for the satellite.
 */
export const STATION_PALETTE: readonly [string, string, string, ...string[]] = [
  '#0072b2',
  '#d55e00',
  '#609c64',
  '#542788',
  '#8c564b',
  '#cc79a7',
  '#e69f00',
  '#0b20da',
  '#7f7f7f',
];

const NAMED = {
  b1: STATION_PALETTE[0],
  b2: STATION_PALETTE[1],
  b3: STATION_PALETTE[2],
  // Black: a light blue (the paper's) is a twin of B1's lighter tail shade.
  sat: '#000000',
  satellite: '#17becf',
  wifi: '#d62728',
  total: '#333333',
  competitor: '#d4a20a',
  cell: '#9467bd',
  cellular: '#9467bd',
};

/**
 * The tail route's colour of the paper's three stations: a hue of its own, near the head's (B1 blue
 * -> teal, B2 vermilion -> magenta, B3 green -> olive brown), not only a lighter shade, so head and
 * tail stay apart on a washed-out projector (tests/unit/projectorPalette.test.ts).
 */
const TAILS: Readonly<Record<string, string>> = {
  [STATION_PALETTE[0]]: '#70c2bd',
  [STATION_PALETTE[1]]: '#a82479',
  [STATION_PALETTE[2]]: '#594c26',
};

/** Degrees a tail's hue turns from its head's when the station has no tail colour of its own. */
const TAIL_HUE_TURN_DEG = 40;

/**
 * The colour of the `node` route of a station of colour `base`: the head (and the middle node) the
 * station's own colour; the tail another hue near it (the paper's stations' from `TAILS`, others'
 * turned by `TAIL_HUE_TURN_DEG` and lighter).
 */
export function nodeColour(base: string, node: 'head' | 'middle' | 'tail' | null): string {
  if (node !== 'tail') return base;
  const own = TAILS[base.toLowerCase()];
  if (own) return own;
  const c = hsl(base);
  c.h = ((Number.isNaN(c.h) ? 0 : c.h) + TAIL_HUE_TURN_DEG) % 360;
  c.l = Math.min(0.62, c.l + (1 - c.l) * 0.25);
  return c.formatHex();
}

/** Base colours of named stations, channels and groups (lower-case names; others are undefined). */
export const NAMED_COLOURS: Readonly<typeof NAMED & Partial<Record<string, string>>> = NAMED;

/** A small, fixed hash of `text` (FNV-1a, 32 bits). */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * Base colour of a station or channel, a function of its id alone (so it stays put when another
 * station is deleted, and the map and the charts agree): a named one's colour (`B1`-`B3`, `sat`,
 * ...); `B<n>` (the app's own station ids) palette entry n; another id ending in a number n, entry n
 * shifted by a hash of the rest (`lte1`, `lte2` differ); any other id, the entry of its hash.
 */
export function stationColour(id: string): string {
  const named = NAMED_COLOURS[id.toLowerCase()];
  if (named) return named;
  const m = /^(.*?)(\d+)$/.exec(id);
  const n = STATION_PALETTE.length;
  if (m) {
    const [, prefix = '', digits = ''] = m;
    const offset = prefix.toLowerCase() === 'b' ? 0 : hashOf(prefix);
    return at(STATION_PALETTE, (((offset + Number(digits) - 1) % n) + n) % n, 'palette colour');
  }
  return at(STATION_PALETTE, hashOf(id) % n, 'palette colour');
}

/** True when `id` has a colour of its own that never moves: a named one or the app's `B<n>`. */
function fixedColour(id: string): boolean {
  return !!NAMED_COLOURS[id.toLowerCase()] || /^b\d+$/i.test(id);
}

/**
 * Colours for a set of stations and channels shown together: each its `stationColour`, except that
 * an id whose hashed colour an earlier one already has takes the next palette colour still free
 * (named ids and `B<n>` first, which never move; then the others in alphabetical order, so the map
 * and the charts, given the same ids, agree). Beyond the palette's size colours repeat.
 */
export function distinctColours(ids: Iterable<string>): Map<string, string> {
  const unique = [...new Set(ids)];
  const ordered = [
    ...unique.filter(fixedColour),
    ...unique.filter((id) => !fixedColour(id)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
  ];
  const out = new Map<string, string>();
  const used = new Set<string>();
  for (const id of ordered) {
    let colour = stationColour(id);
    if (used.has(colour) && !fixedColour(id)) {
      const start = STATION_PALETTE.indexOf(colour);
      const free = STATION_PALETTE.map((_, k) =>
        at(STATION_PALETTE, (start + 1 + k) % STATION_PALETTE.length, 'palette colour'),
      ).find((c) => !used.has(c));
      if (free) colour = free;
    }
    out.set(id, colour);
    used.add(colour);
  }
  return out;
}
