/**
 * Geometry of the network diagram (Fig. 3 of the convoy paper): sources on the left, the resources
 * in columns by hop order, one destination on the right, and each route as a left-to-right path
 * from its source through its resources in order. Pure: a `RunLayout` and a size in, positions out
 * (in pixels of the drawing; the component may scale the drawing as a whole).
 */
import type { RunLayout } from '../solver/layout';
import { diagramLayers } from './layers';
import { crossingYs, type Crossing } from './crossings';
import { fitLabel, wrapLabel } from './labels';
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

const PAD_PX = 4;
const ROW_MIN_PX = 24;
const ROW_MAX_PX = 80;
const TWO_LINE_ROW_PX = 38;
const ROUTE_ROW_MIN_PX = 11;
const ROUTE_ROW_MAX_PX = 20;
const DEST_HEADER_PX = 15;
const GAP_MIN_PX = 18;
const BOX_MIN_PX = 44;
/** Approximate advance of one character of the 11 px label font and the 10 px route font. */
const LABEL_CHAR_PX = 6.2;
const ROUTE_CHAR_PX = 5.6;
/** Width kept for "12.3/20.0" beside a resource id on a one-line box. */
const NUMBERS_PX = 56;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const round1 = (v: number) => Math.round(v * 10) / 10;

/** Centres of `count` rows of equal pitch, centred in `[topPx, topPx + spanPx]`. */
function rowCentres(count: number, topPx: number, spanPx: number): { centres: number[]; pitchPx: number } {
  const pitchPx = clamp(spanPx / Math.max(1, count), ROW_MIN_PX, ROW_MAX_PX);
  const start = topPx + (spanPx - pitchPx * count) / 2;
  return { centres: Array.from({ length: count }, (_, k) => start + pitchPx * (k + 0.5)), pitchPx };
}

/** Height of a node box holding `ports` route ends in rows of `pitchPx`. */
const nodeHeight = (ports: number, pitchPx: number) => clamp(6 * ports, 20, Math.max(20, pitchPx - 6));

/** `y` of port `k` of `n` on a box. */
const portY = (box: BoxPx, k: number, n: number) => box.yPx + (box.heightPx * (k + 0.5)) / n;

/** SVG path data through `points`; segments listed in `straight` (index of their first point) are lines, the rest curves. */
function pathData(points: Array<{ xPx: number; yPx: number }>, straight: Set<number>): string {
  let d = `M${round1(points[0].xPx)},${round1(points[0].yPx)}`;
  for (let k = 1; k < points.length; k += 1) {
    const a = points[k - 1];
    const b = points[k];
    if (straight.has(k - 1)) d += `L${round1(b.xPx)},${round1(b.yPx)}`;
    else {
      const mid = Math.max(12, Math.abs(b.xPx - a.xPx) / 2);
      d += `C${round1(a.xPx + mid)},${round1(a.yPx)} ${round1(b.xPx - mid)},${round1(b.yPx)} ${round1(b.xPx)},${round1(b.yPx)}`;
    }
  }
  return d;
}

/** Lays out the diagram of `layout` in `size` (taller when the rows need more room than `size` has). */
export function diagramLayout(layout: RunLayout, size: DiagramSizePx): DiagramGeometry {
  const layers = diagramLayers(layout);
  const routeCount = layout.routes.length;
  const columnCount = layers.columns.length;
  const tallest = Math.max(layers.sources.length, ...layers.columns.map((c) => c.length));
  const neededHeightPx =
    2 * PAD_PX + Math.max(tallest * ROW_MIN_PX, DEST_HEADER_PX + routeCount * ROUTE_ROW_MIN_PX + 4);
  const heightPx = Math.max(size.heightPx, neededHeightPx);
  const spanPx = heightPx - 2 * PAD_PX;

  // Label columns as wide as their longest text, within limits.
  const longest = (texts: string[]) => Math.max(0, ...texts.map((t) => t.length));
  const srcRows = rowCentres(layers.sources.length, PAD_PX, spanPx);
  const sourceLines = srcRows.pitchPx >= TWO_LINE_ROW_PX ? 2 : 1;
  const sourceChars = longest(layers.sources.map((x) => x.label));
  const sourceWantChars =
    sourceLines === 2 ? Math.min(sourceChars, Math.max(12, Math.ceil(sourceChars * 0.6))) : sourceChars;
  const sourceWidthPx = clamp(
    sourceWantChars * LABEL_CHAR_PX + 12,
    70,
    Math.max(70, Math.min(150, size.widthPx * 0.2)),
  );
  const destWidthPx = clamp(
    longest(layout.routes.map((r) => r.id)) * ROUTE_CHAR_PX + 44,
    96,
    Math.max(96, Math.min(200, size.widthPx * 0.28)),
  );
  const minWidthPx =
    2 * PAD_PX + sourceWidthPx + destWidthPx + columnCount * BOX_MIN_PX + (columnCount + 1) * GAP_MIN_PX;
  const widthPx = Math.max(size.widthPx, minWidthPx);
  const freePx = widthPx - 2 * PAD_PX - sourceWidthPx - destWidthPx;
  const boxWidthPx = clamp(
    (freePx - (columnCount + 1) * GAP_MIN_PX) / columnCount,
    BOX_MIN_PX,
    Math.min(160, (freePx * 0.6) / columnCount),
  );
  const gapPx = (freePx - columnCount * boxWidthPx) / (columnCount + 1);
  const columnLeftPx = (c: number) => PAD_PX + sourceWidthPx + gapPx + c * (boxWidthPx + gapPx);

  // Route ends per node: the ports each box needs.
  const sourcePorts = layers.sources.map(() => [] as number[]);
  layers.routeSource.forEach((s, r) => sourcePorts[s].push(r));
  const resourcePorts = layout.resources.map(() => [] as number[]);
  layers.routeHops.forEach((hops, r) => hops.forEach((j) => resourcePorts[j].push(r)));

  const sources: SourceNode[] = layers.sources.map((s, k) => {
    const lines = wrapLabel(s.label, sourceWidthPx - 12, LABEL_CHAR_PX, sourceLines);
    const h = Math.max(lines.length === 2 ? 32 : 20, nodeHeight(sourcePorts[k].length, srcRows.pitchPx));
    return {
      id: s.id,
      label: s.label,
      lines,
      xPx: PAD_PX,
      yPx: srcRows.centres[k] - h / 2,
      widthPx: sourceWidthPx,
      heightPx: h,
    };
  });

  const resources: ResourceNode[] = new Array(layout.resources.length);
  layers.columns.forEach((order, c) => {
    const rows = rowCentres(order.length, PAD_PX, spanPx);
    const twoLines = rows.pitchPx >= TWO_LINE_ROW_PX;
    const xPx = columnLeftPx(c);
    order.forEach((j, k) => {
      const h = Math.max(twoLines ? 32 : 20, nodeHeight(resourcePorts[j].length, rows.pitchPx));
      const id = layout.resources[j].id;
      const oneLineIdPx = boxWidthPx - 10 - NUMBERS_PX;
      const showNumbers = twoLines || oneLineIdPx >= 4 * LABEL_CHAR_PX;
      const textPx = twoLines || !showNumbers ? boxWidthPx - 10 : oneLineIdPx;
      resources[j] = {
        index: j,
        id,
        column: c,
        text: fitLabel(id, textPx, LABEL_CHAR_PX),
        twoLines,
        showNumbers,
        xPx,
        yPx: rows.centres[k] - h / 2,
        widthPx: boxWidthPx,
        heightPx: h,
      };
    });
  });

  const destRowPx = clamp((spanPx - DEST_HEADER_PX - 4) / Math.max(1, routeCount), ROUTE_ROW_MIN_PX, ROUTE_ROW_MAX_PX);
  const destHeightPx = DEST_HEADER_PX + destRowPx * routeCount + 4;
  const destination: BoxPx = {
    xPx: widthPx - PAD_PX - destWidthPx,
    yPx: PAD_PX + (spanPx - destHeightPx) / 2,
    widthPx: destWidthPx,
    heightPx: destHeightPx,
  };
  const centreY = (b: BoxPx) => b.yPx + b.heightPx / 2;

  // Ports, left to right: each node orders its route ends by where the routes come from.
  const portAt: Array<Map<number, number>> = layout.routes.map(() => new Map()); // route -> (resource -> y)
  const sourceY = new Array<number>(routeCount).fill(0);
  sources.forEach((box, s) => {
    const firstY = (r: number) =>
      layers.routeHops[r].length ? centreY(resources[layers.routeHops[r][0]]) : centreY(destination);
    const ends = [...sourcePorts[s]].sort((a, b) => firstY(a) - firstY(b) || a - b);
    ends.forEach((r, k) => (sourceY[r] = portY(box, k, ends.length)));
  });
  const prevY = (r: number, j: number) => {
    const hops = layers.routeHops[r];
    const k = hops.indexOf(j);
    return k === 0 ? sourceY[r] : (portAt[r].get(hops[k - 1]) ?? centreY(resources[hops[k - 1]]));
  };
  for (const order of layers.columns) {
    for (const j of order) {
      const ends = [...resourcePorts[j]].sort((a, b) => prevY(a, j) - prevY(b, j) || a - b);
      ends.forEach((r, k) => portAt[r].set(j, portY(resources[j], k, ends.length)));
    }
  }
  const lastY = (r: number) => {
    const hops = layers.routeHops[r];
    return hops.length ? portAt[r].get(hops[hops.length - 1])! : sourceY[r];
  };
  const destOrder = layout.routes.map((_, r) => r).sort((a, b) => lastY(a) - lastY(b) || a - b);
  const destY = new Array<number>(routeCount);
  destOrder.forEach((r, k) => (destY[r] = destination.yPx + DEST_HEADER_PX + destRowPx * (k + 0.5)));

  // Each route as stops (column, left and right x, y): its source, its hops, the destination.
  const stops = layout.routes.map((_, r) => {
    const source = sources[layers.routeSource[r]];
    const list = [{ column: -1, leftPx: source.xPx, rightPx: source.xPx + source.widthPx, yPx: sourceY[r] }];
    for (const j of layers.routeHops[r])
      list.push({
        column: resources[j].column,
        leftPx: resources[j].xPx,
        rightPx: resources[j].xPx + resources[j].widthPx,
        yPx: portAt[r].get(j)!,
      });
    list.push({ column: columnCount, leftPx: destination.xPx, rightPx: destination.xPx, yPx: destY[r] });
    return list;
  });
  // A leg that skips columns passes each skipped column through a gap between its boxes.
  const crossings: Crossing[] = [];
  const crossingOf = stops.map((list) =>
    list.slice(1).map((b, k) => {
      const a = list[k];
      const at: number[] = [];
      for (let c = a.column + 1; c < b.column; c += 1) {
        const x = columnLeftPx(c) + boxWidthPx / 2;
        at.push(crossings.length);
        crossings.push({
          column: c,
          idealYPx: a.yPx + ((b.yPx - a.yPx) * (x - a.rightPx)) / Math.max(1, b.leftPx - a.rightPx),
        });
      }
      return at;
    }),
  );
  const columnBoxes = layers.columns.map((order) => order.map((j) => resources[j]));
  const crossingY = crossingYs(crossings, columnBoxes, PAD_PX, heightPx - PAD_PX);

  const routes: RoutePath[] = layout.routes.map((route, r) => {
    const list = stops[r];
    const pointsPx = [{ xPx: list[0].rightPx, yPx: list[0].yPx }];
    const straight = new Set<number>();
    const across = (leftPx: number, rightPx: number, yPx: number) => {
      straight.add(pointsPx.length);
      pointsPx.push({ xPx: leftPx, yPx }, { xPx: rightPx, yPx });
    };
    list.slice(1).forEach((b, k) => {
      for (const x of crossingOf[r][k])
        across(columnLeftPx(crossings[x].column), columnLeftPx(crossings[x].column) + boxWidthPx, crossingY[x]);
      if (b.column === columnCount) pointsPx.push({ xPx: b.leftPx, yPx: b.yPx });
      else across(b.leftPx, b.rightPx, b.yPx);
    });
    return {
      index: r,
      id: route.id,
      source: layers.routeSource[r],
      hops: layers.routeHops[r],
      pointsPx,
      d: pathData(pointsPx, straight),
      labelYPx: destY[r],
      labelText: fitLabel(route.id, destWidthPx - 44, ROUTE_CHAR_PX, true),
    };
  });

  return { widthPx, heightPx, sources, resources, destination, routes, columnCount };
}
