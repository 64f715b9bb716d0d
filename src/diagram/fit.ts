/** Fitting the network diagram into its frame: shrink a drawing that needs more room, within limits. */
import type { RunLayout } from '../solver/layout';
import { diagramLayout, type DiagramGeometry, type DiagramNames, type DiagramSizePx } from './layout';

/** A laid-out diagram and the factor it is drawn at (screen pixels per drawing pixel). */
export interface FittedDiagram {
  geometry: DiagramGeometry;
  scale: number;
}

/**
 * Lays `layout` out for a frame of `frame` pixels. When the rows need more height (or the columns
 * more width) than the frame has, the drawing is shrunk by up to `minScale` and laid out again in
 * the larger space, so it still fills the frame's width; past that the frame scrolls. `zoom` draws
 * everything (text included) that much larger: the layout is made for `frame / zoom`. `names`
 * labels the boxes and rows (absent: ids).
 */
export function fitDiagram(
  layout: RunLayout,
  frame: DiagramSizePx,
  minScale = 0.8,
  zoom = 1,
  names?: DiagramNames,
): FittedDiagram {
  const room = { widthPx: frame.widthPx / zoom, heightPx: frame.heightPx / zoom };
  const natural = diagramLayout(layout, room, names);
  const wanted = Math.min(1, room.heightPx / natural.heightPx, room.widthPx / natural.widthPx);
  if (wanted >= 0.999) return { geometry: natural, scale: zoom };
  const scale = Math.max(minScale, wanted);
  return {
    geometry: diagramLayout(layout, { widthPx: room.widthPx / scale, heightPx: room.heightPx / scale }, names),
    scale: scale * zoom,
  };
}
