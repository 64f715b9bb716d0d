/**
 * User text inside the app's own text. A label may hold a right-to-left override (U+202E), other
 * bidirectional controls or right-to-left letters; set in the middle of a sentence they would
 * reorder the app's text after it. `isolate` wraps such user text in FIRST STRONG ISOLATE
 * (U+2068) ... POP DIRECTIONAL ISOLATE (U+2069), so its direction stays inside; elements that hold
 * only user text get the CSS `unicode-bidi: isolate` instead (src/app/playground.css).
 */

/** U+2068 FIRST STRONG ISOLATE: user text starts. */
export const FSI = '\u2068';
/** U+2069 POP DIRECTIONAL ISOLATE: user text ends. */
export const PDI = '\u2069';

/**
 * Characters that can change the order of text around them: right-to-left letters (Hebrew, Arabic,
 * Syriac, Thaana, N'Ko, Samaritan, Mandaic and their presentation forms, and the historic
 * right-to-left scripts) and the bidirectional marks, embeddings, overrides and isolates.
 */
const BIDI_SENSITIVE =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

/**
 * `text` made safe to interpolate into the app's text (tooltips, aria labels, status lines,
 * summaries): isolated when it holds anything that could reorder its surroundings, unchanged
 * otherwise (plain left-to-right text needs no isolation, and ids never do).
 */
export function isolate(text: string | number | null | undefined): string {
  const s = `${text ?? ''}`;
  return BIDI_SENSITIVE.test(s) ? `${FSI}${s}${PDI}` : s;
}
