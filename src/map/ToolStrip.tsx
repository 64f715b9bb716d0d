/**
 * The map's tool strip, under the map (covering none of it): what the active tool does, in the
 * words of the device (taps on a touch screen; clicks and keys with a mouse), and while a path is
 * drawn point by point, "Undo point" and "Finish" buttons, which a phone needs (it has no
 * double-click, Enter or Backspace).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { DrawTool } from './drawTool';
import type { MapTool } from './types';

/** What the strip says while `tool` is active ('' for none); `touch`: the words of a touch screen. */
export function toolHint(tool: MapTool, touch = false): string {
  switch (tool) {
    case 'add-station':
      return touch ? 'Tap the map to place a base station' : 'Click the map to place a base station · Esc cancels';
    case 'draw-polyline':
      return touch
        ? 'Tap the map to add points · Finish when done'
        : 'Click to add points · double-click or Enter finishes · Backspace removes the last point · Esc cancels';
    case 'draw-freehand':
      return touch
        ? 'Draw the path with one finger, lift it to finish'
        : 'Press and drag to draw the path, release to finish · Esc cancels';
    default:
      return '';
  }
}

const COARSE = '(pointer: coarse)';

/** True on a screen driven by touch (its main pointer is coarse), following changes. */
export function useTouchScreen(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const q = window.matchMedia?.(COARSE);
      q?.addEventListener('change', notify);
      return () => q?.removeEventListener('change', notify);
    },
    () => window.matchMedia?.(COARSE).matches ?? false,
    () => false,
  );
}

/** The number of points of the drawing in progress on `draw` (0 without one). */
function useDraftPoints(draw: DrawTool | null): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!draw) return undefined;
    setCount(draw.draft.length);
    return draw.onDraftChange(setCount);
  }, [draw]);
  return count;
}

/** The strip for `tool`; hidden (an empty status) when no tool is active. */
export function ToolStrip({ tool, draw }: { tool: MapTool; draw: DrawTool | null }) {
  const touch = useTouchScreen();
  const points = useDraftPoints(draw);
  const hint = toolHint(tool, touch);
  return (
    <div className={hint ? 'mp-map__hint' : 'mp-map__hint is-empty'}>
      <span role="status">{hint}</span>
      {tool === 'draw-polyline' && draw && (
        <span className="mp-map__hint-buttons">
          <button type="button" onClick={() => draw.undoPoint()} disabled={points === 0}>
            Undo point
          </button>
          <button type="button" onClick={() => draw.finishPolyline()} disabled={points < 2}>
            Finish
          </button>
          <button type="button" onClick={() => draw.cancel()}>
            Cancel
          </button>
        </span>
      )}
    </div>
  );
}
