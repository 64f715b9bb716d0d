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
  /** The name (the id, or the level's name) cut to fit the box. */
  text: string;
  /** The name uncut. */
  name: string;
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
  /** The route's name uncut (its id, or the level's name). */
  name: string;
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

/** How the diagram names routes and resources (the page's level of language); absent: by their ids. */
export interface DiagramNames {
  route(id: string): string;
  /** The short name a resource box shows. */
  resource(id: string): string;
}

/** Size of the drawing area, pixels. */
export interface DiagramSizePx {
  widthPx: number;
  heightPx: number;
}
