/** The shapes of the network diagram's geometry (see layout.ts), in drawing pixels. */
import type { BoxPx } from './boxPx';

/** A source node: its label fitted to the box. */
export interface SourceNode extends BoxPx {
  id: string;
  label: string;
  /** The label wrapped to one or two lines that fit the box (the last ends with an ellipsis when cut). */
  lines: string[];
}

/** A resource node (a bottleneck link). */
export interface ResourceNode extends BoxPx {
  /** Index into `layout.resources` (and the store's `capacitiesMbps`). */
  index: number;
  id: string;
  column: number;
  /** The id cut to fit the box. */
  text: string;
  /** Two text lines (id, then load/capacity) rather than one. */
  twoLines: boolean;
  /** Room for the load/capacity numbers inside the box. */
  showNumbers: boolean;
}

/** One route's path and its row in the destination box. */
export interface RoutePath {
  /** Index into `layout.routes` (and the store's `ratesMbps`). */
  index: number;
  id: string;
  /** Index into `DiagramGeometry.sources`. */
  source: number;
  /** Resource indices crossed, in order. */
  hops: number[];
  /** Corner points, strictly left to right unless the routes form a cycle. */
  pointsPx: Array<{ xPx: number; yPx: number }>;
  /** SVG path data through the points (straight inside a box, a smooth curve between boxes). */
  d: string;
  /** Baseline of the route's rate text in the destination box, and the text (id cut to fit). */
  labelYPx: number;
  labelText: string;
}

/** Everything the component draws, in drawing pixels. */
export interface DiagramGeometry {
  widthPx: number;
  heightPx: number;
  sources: SourceNode[];
  resources: ResourceNode[];
  destination: BoxPx;
  routes: RoutePath[];
  /** Number of resource columns (at least 1). */
  columnCount: number;
}

/** Size of the drawing area, pixels. */
export interface DiagramSizePx {
  widthPx: number;
  heightPx: number;
}
