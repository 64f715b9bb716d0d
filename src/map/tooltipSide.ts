/**
 * Which side of the pointer a map tooltip opens on, so that it is not cut by the map's edges:
 * above by default, below near the top edge, and to the side near the left or right edge.
 */

/** A Leaflet tooltip direction. */
export type TooltipSide = 'top' | 'bottom' | 'left' | 'right';

/**
 * The side for a tooltip at `point` (px in the map container of `size`), given the room it needs
 * above (`roomTopPx`) and to either side (`roomSidePx`, half its width).
 */
export function tooltipSide(
  point: { x: number; y: number },
  size: { x: number; y: number },
  roomTopPx = 56,
  roomSidePx = 140,
): TooltipSide {
  if (point.x < roomSidePx) return 'right';
  if (point.x > size.x - roomSidePx) return 'left';
  return point.y < roomTopPx ? 'bottom' : 'top';
}
