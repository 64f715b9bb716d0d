/**
 * The sentence under a chart's title. On a short screen it takes one line (charts.css); when it
 * does not fit there, a "more" button shows the whole of it (and "less" folds it again), so no
 * description ends cut off in "...". The whole text is always in the DOM for screen readers.
 */
import { useLayoutEffect, useRef, useState } from 'react';

/** The description, with a "more" button when it is cut to one line. */
export function ChartDescription({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState(false);
  // Measured after every render and on every resize: the text, the width and the one-line rule change.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setCut(el.scrollWidth > el.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [text, open]);
  return (
    <div className={`ts-chart-desc-row${open ? ' is-open' : ''}`}>
      <p className="ts-chart-desc" ref={ref}>
        {text}
      </p>
      {(cut || open) && (
        <button type="button" className="ts-chart-more" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? 'less' : 'more'}
        </button>
      )}
    </div>
  );
}
