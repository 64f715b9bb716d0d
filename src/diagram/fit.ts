/** Fitting the network diagram into its frame: shrink a drawing that needs more room, within limits. */
import type { RunLayout } from '../solver/layout';
import { diagramLayout, type DiagramGeometry, type DiagramSizePx } from './layout';

/** A laid-out diagram and the factor it is drawn at (screen pixels per drawing pixel). */
export interface FittedDiagram {
  geometry: DiagramGeometry;
  scale: number;
}

/**
 * Lays `layout` out for a frame of `frame` pixels. When the rows need more height (or the columns
 * more width) than the frame has, the drawing is shrunk by up to `minScale` and laid out again in
 * the larger space, so it still fills the frame's width; past that the frame scrolls.
 */
export function fitDiagram(layout: RunLayout, frame: DiagramSizePx, minScale = 0.8): FittedDiagram {
  const natural = diagramLayout(layout, frame);
  const wanted = Math.min(1, frame.heightPx / natural.heightPx, frame.widthPx / natural.widthPx);
  if (wanted >= 0.999) return { geometry: natural, scale: 1 };
  const scale = Math.max(minScale, wanted);
  return {
    geometry: diagramLayout(layout, { widthPx: frame.widthPx / scale, heightPx: frame.heightPx / scale }),
    scale,
  };
}
