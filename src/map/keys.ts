/** Keyboard nudging of stations and path points. */

/** Metres an arrow key moves a point: 10, or 100 with Shift. */
export const NUDGE_M = 10;
/** Metres an arrow key moves a point with Shift held. */
export const NUDGE_SHIFT_M = 100;

/** The move of an arrow key in metres (up = north = +y), or null for any other key. */
export function arrowDelta(key: string, shift: boolean): { dxM: number; dyM: number } | null {
  const d = shift ? NUDGE_SHIFT_M : NUDGE_M;
  switch (key) {
    case 'ArrowLeft':
      return { dxM: -d, dyM: 0 };
    case 'ArrowRight':
      return { dxM: d, dyM: 0 };
    case 'ArrowUp':
      return { dxM: 0, dyM: d };
    case 'ArrowDown':
      return { dxM: 0, dyM: -d };
    default:
      return null;
  }
}

/** True when a key event comes from a text field (drawing shortcuts must leave those alone). */
export function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  return el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName);
}
