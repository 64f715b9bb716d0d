/**
 * A horizontal splitter between the map and what is under it: drag it (mouse, pen or touch) or
 * focus it and use the arrow keys, PageUp/PageDown, Home and End. It reports the map's share of
 * the container (percent); the page keeps the value.
 */
import { useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { MAP_SHARE, pctFromKey, pctFromPointer } from './splitterMath';

/** Props of the splitter. */
export interface SplitterProps {
  /** Accessible name, e.g. "Resize the map". */
  label: string;
  /** The map's share of `container`'s height, percent. */
  valuePct: number;
  onChange(valuePct: number): void;
  /** The element whose height the share is of. */
  container: RefObject<HTMLElement | null>;
}

/** The splitter bar (`role="separator"`, focusable, with its value). */
export function Splitter({ label, valuePct, onChange, container }: SplitterProps) {
  const dragging = useRef(false);
  const fromPointer = (e: PointerEvent<HTMLDivElement>) => {
    const box = container.current?.getBoundingClientRect();
    if (box) onChange(pctFromPointer(e.clientY, box.top, box.height, MAP_SHARE.minPct, MAP_SHARE.maxPct));
  };
  return (
    <div
      className="splitter"
      role="separator"
      tabIndex={0}
      aria-label={label}
      aria-orientation="horizontal"
      aria-valuemin={MAP_SHARE.minPct}
      aria-valuemax={MAP_SHARE.maxPct}
      aria-valuenow={valuePct}
      aria-valuetext={`map ${Math.round(valuePct)}% of the column`}
      onKeyDown={(e: KeyboardEvent<HTMLDivElement>) => {
        const next = pctFromKey(e.key, valuePct, e.shiftKey);
        if (next === null) return;
        e.preventDefault();
        onChange(next);
      }}
      onPointerDown={(e) => {
        dragging.current = true;
        e.currentTarget.setPointerCapture?.(e.pointerId);
        e.preventDefault();
      }}
      onPointerMove={(e) => dragging.current && fromPointer(e)}
      onPointerUp={(e) => {
        if (dragging.current) fromPointer(e);
        dragging.current = false;
      }}
      onPointerCancel={() => {
        dragging.current = false;
      }}
    >
      <span className="splitter-grip" aria-hidden="true" />
    </div>
  );
}
