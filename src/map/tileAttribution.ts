/**
 * Tile attribution as text: Leaflet writes attributions as HTML, and the text comes from the user
 * or a link (`?attribution=`), so it is escaped: markup shows as the characters typed.
 */

/** Longest attribution kept, characters. */
export const MAX_ATTRIBUTION_CHARS = 200;

/** `text` as HTML that displays exactly that text (trimmed, one line, at most MAX_ATTRIBUTION_CHARS). */
export function textAttribution(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim().slice(0, MAX_ATTRIBUTION_CHARS);
  return line.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
