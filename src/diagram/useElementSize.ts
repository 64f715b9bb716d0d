/** The content size of an element, followed with a ResizeObserver. */
import { useLayoutEffect, useState } from 'react';

/** Width and height, pixels. */
export interface ElementSizePx {
  widthPx: number;
  heightPx: number;
}

/**
 * A callback ref to put on an element, and that element's content size, updated when it resizes
 * (or is replaced); `fallback` until measured, and where the browser (or jsdom) has no
 * ResizeObserver or reports an empty box (e.g. inside a closed <details>).
 */
export function useElementSize(fallback: ElementSizePx): [(element: HTMLElement | null) => void, ElementSizePx] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [size, setSize] = useState(fallback);
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.contentRect;
      if (!box || box.width <= 0 || box.height <= 0) return;
      const next = { widthPx: Math.floor(box.width), heightPx: Math.floor(box.height) };
      setSize((old) => (old.widthPx === next.widthPx && old.heightPx === next.heightPx ? old : next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, size];
}
