/**
 * The time cursor's interaction, apart from drawing: pointer and key events on the plot mapped to
 * a time. Click or drag moves the cursor; the pointer's time is the hover time; Left/Right move the
 * cursor by one sample interval, Shift+Left/Right and PageUp/PageDown by 10 s, Home/End to the ends.
 */
import { useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';

/** The time at x (CSS px from the plot area's left edge), clamped to [t0, t1]. */
export function timeAtX(x: number, width: number, t0: number, t1: number): number {
  if (!(width > 0)) return t0;
  const t = t0 + (x / width) * (t1 - t0);
  return Math.min(t1, Math.max(t0, t));
}

/** Seconds between samples (from the first two; `fallback` when fewer than two). */
export function sampleInterval(timeS: Float64Array, length: number, fallback = 1): number {
  if (length >= 2) {
    const dt = (timeS[1] ?? Number.NaN) - (timeS[0] ?? Number.NaN);
    if (dt > 0) return dt;
  }
  return fallback;
}

/**
 * The cursor after a key press, or null when the key does not move it: Left/Right by one sample
 * interval (Shift: 10 s), PageDown/PageUp by 10 s, Home/End to the ends.
 */
export function cursorAfterKey(
  key: string,
  shift: boolean,
  cursorS: number,
  step: number,
  t0: number,
  t1: number,
): number | null {
  const clamp = (t: number) => Math.min(t1, Math.max(t0, t));
  const big = 10;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(cursorS - (shift ? big : step));
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(cursorS + (shift ? big : step));
    case 'PageDown':
      return clamp(cursorS - big);
    case 'PageUp':
      return clamp(cursorS + big);
    case 'Home':
      return t0;
    case 'End':
      return t1;
    default:
      return null;
  }
}

/** What the interaction needs from the chart. Times in seconds; `plotW` in CSS px. */
export interface ChartInteractionInput {
  plotW: number;
  /** Visible time window (the x axis). */
  t0: number;
  t1: number;
  cursorS: number;
  timeS: Float64Array;
  length: number;
  onCursor: (tS: number) => void;
}

/** The event handlers to spread on the plot's hit area (a focusable slider). */
export interface ChartInteractionHandlers {
  onPointerDown: (e: PointerEvent<HTMLDivElement>) => void;
  onPointerMove: (e: PointerEvent<HTMLDivElement>) => void;
  onPointerUp: (e: PointerEvent<HTMLDivElement>) => void;
  onPointerCancel: (e: PointerEvent<HTMLDivElement>) => void;
  onPointerLeave: () => void;
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void;
  onFocus: () => void;
  onBlur: () => void;
}

/**
 * The pointer/keyboard state of a chart's plot: the hovered time (null when the pointer is not over
 * the plot), whether the plot has focus, and the handlers that move the cursor through `onCursor`.
 */
export function useChartInteraction(input: ChartInteractionInput): {
  hoverS: number | null;
  focused: boolean;
  handlers: ChartInteractionHandlers;
} {
  const { plotW, t0, t1, cursorS, timeS, length, onCursor } = input;
  const dragging = useRef(false);
  const [hoverS, setHoverS] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);

  const timeFromEvent = (e: PointerEvent<HTMLDivElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return timeAtX(e.clientX - rect.left, plotW, t0, t1);
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    dragging.current = true;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    onCursor(timeFromEvent(e));
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const t = timeFromEvent(e);
    setHoverS(t);
    if (dragging.current) onCursor(t);
  };
  const endDrag = (e: PointerEvent<HTMLDivElement>) => {
    dragging.current = false;
    if (e.currentTarget.hasPointerCapture?.(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = cursorAfterKey(e.key, e.shiftKey, cursorS, sampleInterval(timeS, length, t1 / 100), t0, t1);
    if (next === null) return;
    e.preventDefault();
    onCursor(next);
  };

  return {
    hoverS,
    focused,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: endDrag,
      onPointerCancel: endDrag,
      onPointerLeave: () => setHoverS(null),
      onKeyDown,
      onFocus: () => setFocused(true),
      onBlur: () => setFocused(false),
    },
  };
}
