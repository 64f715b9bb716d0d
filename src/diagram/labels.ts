/** Fitting the diagram's labels into their boxes, by an estimate of the text's width (no measuring in the DOM). */

/**
 * `text` cut to at most `maxPx` wide at `charPx` per character, with an ellipsis where cut: at the
 * end, or in the middle (`middle`, keeping the end that tells routes of one source apart).
 */
export function fitLabel(text: string, maxPx: number, charPx: number, middle = false): string {
  const chars = Math.floor(maxPx / charPx);
  if (text.length <= chars) return text;
  if (chars <= 1) return '…';
  if (!middle) return `${text.slice(0, chars - 1)}…`;
  const head = Math.floor((chars - 1) * 0.4);
  return `${text.slice(0, head)}…${text.slice(text.length - (chars - 1 - head))}`;
}

/** `text` wrapped at spaces into at most `maxLines` lines of at most `maxPx` each, the last cut to fit. */
export function wrapLabel(text: string, maxPx: number, charPx: number, maxLines: number): string[] {
  const chars = Math.max(1, Math.floor(maxPx / charPx));
  const lines: string[] = [];
  let rest = text.trim();
  while (rest && lines.length < maxLines - 1 && rest.length > chars) {
    const cut = rest.lastIndexOf(' ', chars);
    if (cut <= 0) break;
    lines.push(rest.slice(0, cut));
    rest = rest.slice(cut + 1).trimStart();
  }
  lines.push(fitLabel(rest, maxPx, charPx));
  return lines;
}
