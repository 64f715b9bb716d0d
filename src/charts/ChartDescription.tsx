/**
 * A chart's description. Where the screen is short (see charts.css) only its first clause shows,
 * whole and wrapping, with a "more" button that shows the rest; elsewhere all of it shows. The
 * whole text is always in the page (screen readers, tests).
 */
import { useState } from 'react';

/** Shortest first clause worth folding at, and shortest rest worth folding away, characters. */
const MIN_HEAD_CHARS = 20;
const MIN_REST_CHARS = 15;

/**
 * `text` split into its first clause (up to the first colon or semicolon, else the first sentence
 * end, else the first comma, never inside brackets) and the rest ('' when there is nothing worth
 * folding).
 */
export function splitDescription(text: string): { head: string; rest: string } {
  // Bracketed parts blanked out (same length), so that no stop is found inside them.
  let depth = 0;
  const plain = [...text]
    .map((c) => {
      if (c === '(') depth += 1;
      const out = depth > 0 ? '_' : c;
      if (c === ')') depth = Math.max(0, depth - 1);
      return out;
    })
    .join('');
  for (const stop of [/[:;]\s/, /\.\s/, /,\s/]) {
    const m = stop.exec(plain.slice(MIN_HEAD_CHARS));
    if (!m) continue;
    const at = MIN_HEAD_CHARS + m.index + 1;
    if (text.length - at >= MIN_REST_CHARS) return { head: text.slice(0, at), rest: text.slice(at) };
  }
  return { head: text, rest: '' };
}

/** The description paragraph of a chart. */
export function ChartDescription({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const { head, rest } = splitDescription(text);
  return (
    <p className={`ts-chart-desc${rest && !open ? ' is-folded' : ''}`}>
      <span>{head}</span>
      {rest && <span className="ts-chart-desc-rest">{rest}</span>}
      {rest && (
        <>
          {' '}
          <button
            type="button"
            className="ts-chart-desc-more"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
            aria-label={open ? 'Less of the description' : 'More of the description'}
          >
            {open ? 'less' : 'more'}
          </button>
        </>
      )}
    </p>
  );
}
