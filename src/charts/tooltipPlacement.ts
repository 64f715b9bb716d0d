/**
 * Where a chart's tooltip goes so that it stays inside the chart box: beside the hovered time, on
 * the side with room (flipped to the left near the right edge), and never above, below or beside
 * the box when it fits in it.
 */

/** The tooltip's top-left corner inside the box, CSS px. */
export interface TooltipPlace {
  leftPx: number;
  topPx: number;
}

/**
 * Places a `tipW` x `tipH` tooltip next to `anchorX` (px from the box's left) in a `boxW` x `boxH`
 * box: `gapPx` to the right of the anchor, or to its left when it would cross the right edge; then
 * kept within the box (when the box is smaller than the tooltip, its top-left corner stays in).
 * `preferredTopPx` is moved up as far as needed for the bottom to fit.
 */
export function placeTooltip(
  anchorX: number,
  tip: { widthPx: number; heightPx: number },
  box: { widthPx: number; heightPx: number },
  preferredTopPx: number,
  gapPx = 12,
): TooltipPlace {
  const right = anchorX + gapPx;
  const left = anchorX - gapPx - tip.widthPx;
  let leftPx = right + tip.widthPx <= box.widthPx || left < 0 ? right : left;
  leftPx = Math.max(0, Math.min(leftPx, box.widthPx - tip.widthPx));
  const topPx = Math.max(0, Math.min(preferredTopPx, box.heightPx - tip.heightPx));
  return { leftPx, topPx };
}
