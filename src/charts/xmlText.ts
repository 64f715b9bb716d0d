/**
 * Text made safe for the SVG the exports write: XML 1.0 cannot hold C0 control characters other
 * than tab, newline and carriage return, nor U+FFFE, U+FFFF or a lone surrogate (half an emoji), so
 * those are dropped; markup characters in user text are escaped. The solver accepts all of them in
 * notes, titles and labels, so every text an export draws goes through here.
 */

/** Characters XML 1.0 forbids: C0 controls but tab, newline and return; U+FFFE, U+FFFF; lone surrogates. */
const NOT_XML =
  // oxlint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` without the characters XML 1.0 cannot hold (anywhere in a document, so safe on serialised XML). */
export function xmlChars(text: string): string {
  return text.replace(NOT_XML, '');
}

/** User text as XML character data: markup escaped, characters XML cannot hold dropped. */
export function escapeXml(text: string): string {
  return xmlChars(text).replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);
}
