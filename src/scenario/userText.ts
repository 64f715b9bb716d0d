/**
 * User text inside the app's own text. A label may hold a right-to-left override (U+202E) or other
 * bidirectional controls; set in the middle of a sentence they would reorder the app's text after
 * it. `isolate` wraps user text in FIRST STRONG ISOLATE (U+2068) ... POP DIRECTIONAL ISOLATE
 * (U+2069), so its direction stays inside; elements that hold only user text get the CSS
 * `unicode-bidi: isolate` instead (class `user-text`).
 */

/** U+2068 FIRST STRONG ISOLATE: user text starts. */
export const FSI = '\u2068';
/** U+2069 POP DIRECTIONAL ISOLATE: user text ends. */
export const PDI = '\u2069';

/** `text` isolated for interpolation into the app's text (tooltips, aria labels, status lines, summaries). */
export function isolate(text: string | number | null | undefined): string {
  return `${FSI}${text ?? ''}${PDI}`;
}
