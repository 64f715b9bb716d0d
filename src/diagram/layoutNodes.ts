/**
 * The boxes of the network diagram (see layout.ts): the widths of its columns, the source boxes
 * on the left, the resource boxes in their columns and the destination box on the right.
 */
import type { RunLayout } from '../solver/layout';
import type { DiagramLayers } from './layers';
import { fitLabel, wrapLabel } from './labels';
import type { BoxPx } from './boxPx';
import type { DiagramNames, DiagramSizePx, ResourceNode, SourceNode } from './layoutTypes';
import { at } from '../util/at';

/** Margin around the drawing, pixels. */
export const PAD_PX = 4;
const ROW_MIN_PX = 24;
const ROW_MAX_PX = 80;
const TWO_LINE_ROW_PX = 38;
const ROUTE_ROW_MIN_PX = 11;
const ROUTE_ROW_MAX_PX = 20;
/** Height of the destination box's header, pixels. */
export const DEST_HEADER_PX = 15;
const GAP_MIN_PX = 18;
const BOX_MIN_PX = 44;
/** Approximate advance of one character of the 11 px label font, pixels. */
const LABEL_CHAR_PX = 6.2;
/** Approximate advance of one character of the 10 px route font, pixels. */
export const ROUTE_CHAR_PX = 5.6;
/** Width kept for "12.3/20.0" beside a resource id on a one-line box. */
const NUMBERS_PX = 56;

/** `v` limited to `[lo, hi]` (`hi` wins when `lo > hi`). */
export const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Centres of `count` rows of equal pitch, centred in `[topPx, topPx + spanPx]`. */
function rowCentres(count: number, topPx: number, spanPx: number): { centres: number[]; pitchPx: number } {
  const pitchPx = clamp(spanPx / Math.max(1, count), ROW_MIN_PX, ROW_MAX_PX);
  const start = topPx + (spanPx - pitchPx * count) / 2;
  return { centres: Array.from({ length: count }, (_, k) => start + pitchPx * (k + 0.5)), pitchPx };
}

/** Height of a node box holding `ports` route ends in rows of `pitchPx`. */
const nodeHeight = (ports: number, pitchPx: number) => clamp(6 * ports, 20, Math.max(20, pitchPx - 6));

/** The drawing's size and its columns' widths, pixels. */
export interface DiagramFrame {
  widthPx: number;
  heightPx: number;
  /** Height inside the top and bottom margins. */
  spanPx: number;
  sourceWidthPx: number;
  destWidthPx: number;
  boxWidthPx: number;
  /** Gap between two columns of boxes. */
  gapPx: number;
  /** Number of resource columns (at least 1). */
  columnCount: number;
  /** Rows of the source boxes. */
  sourceRows: { centres: number[]; pitchPx: number };
  /** Lines of a source label: 1 or 2. */
  sourceLines: number;
}

/**
 * Size and column widths of the diagram of `layout` in `size` (taller or wider when it needs the
 * room); the destination is as wide as the longest route name (`names`, else the ids) allows.
 */
export function diagramFrame(
  layout: RunLayout,
  layers: DiagramLayers,
  size: DiagramSizePx,
  names?: DiagramNames,
): DiagramFrame {
  const routeCount = layout.routes.length;
  const columnCount = layers.columns.length;
  const tallest = Math.max(layers.sources.length, ...layers.columns.map((c) => c.length));
  const neededHeightPx =
    2 * PAD_PX + Math.max(tallest * ROW_MIN_PX, DEST_HEADER_PX + routeCount * ROUTE_ROW_MIN_PX + 4);
  const heightPx = Math.max(size.heightPx, neededHeightPx);
  const spanPx = heightPx - 2 * PAD_PX;

  // Label columns as wide as their longest text, within limits.
  const longest = (texts: string[]) => Math.max(0, ...texts.map((t) => t.length));
  const sourceRows = rowCentres(layers.sources.length, PAD_PX, spanPx);
  const sourceLines = sourceRows.pitchPx >= TWO_LINE_ROW_PX ? 2 : 1;
  const sourceChars = longest(layers.sources.map((x) => x.label));
  const sourceWantChars =
    sourceLines === 2 ? Math.min(sourceChars, Math.max(12, Math.ceil(sourceChars * 0.6))) : sourceChars;
  const sourceWidthPx = clamp(
    sourceWantChars * LABEL_CHAR_PX + 12,
    70,
    Math.max(70, Math.min(150, size.widthPx * 0.2)),
  );
  const destWidthPx = clamp(
    longest(layout.routes.map((r) => (names ? names.route(r.id) : r.id))) * ROUTE_CHAR_PX + 44,
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
  return {
    widthPx,
    heightPx,
    spanPx,
    sourceWidthPx,
    destWidthPx,
    boxWidthPx,
    gapPx,
    columnCount,
    sourceRows,
    sourceLines,
  };
}

/** Left edge of resource column `c`, pixels. */
export const columnLeftPx = (frame: DiagramFrame, c: number) =>
  PAD_PX + frame.sourceWidthPx + frame.gapPx + c * (frame.boxWidthPx + frame.gapPx);

/** The route ends (route indices) of each node, in route order. */
export interface NodePorts {
  /** Per source (index into `layers.sources`). */
  sources: number[][];
  /** Per resource (index into `layout.resources`). */
  resources: number[][];
}

/** The route ends each box needs. */
export function nodePorts(layout: RunLayout, layers: DiagramLayers): NodePorts {
  const sources = layers.sources.map(() => [] as number[]);
  layers.routeSource.forEach((s, r) => at(sources, s, 'source').push(r));
  const resources = layout.resources.map(() => [] as number[]);
  layers.routeHops.forEach((hops, r) => hops.forEach((j) => at(resources, j, 'resource').push(r)));
  return { sources, resources };
}

/** The source boxes, top to bottom. */
export function sourceNodes(layers: DiagramLayers, frame: DiagramFrame, ports: NodePorts): SourceNode[] {
  const rows = frame.sourceRows;
  return layers.sources.map((s, k) => {
    const lines = wrapLabel(s.label, frame.sourceWidthPx - 12, LABEL_CHAR_PX, frame.sourceLines);
    const h = Math.max(lines.length === 2 ? 32 : 20, nodeHeight(at(ports.sources, k, 'source').length, rows.pitchPx));
    return {
      id: s.id,
      label: s.label,
      lines,
      xPx: PAD_PX,
      yPx: at(rows.centres, k, 'source row') - h / 2,
      widthPx: frame.sourceWidthPx,
      heightPx: h,
    };
  });
}

/** The resource boxes, indexed like `layout.resources` (every resource stands in a column). */
export function resourceNodes(
  layout: RunLayout,
  layers: DiagramLayers,
  frame: DiagramFrame,
  ports: NodePorts,
  names?: DiagramNames,
): ResourceNode[] {
  const { boxWidthPx } = frame;
  const resources: ResourceNode[] = new Array(layout.resources.length);
  layers.columns.forEach((order, c) => {
    const rows = rowCentres(order.length, PAD_PX, frame.spanPx);
    const twoLines = rows.pitchPx >= TWO_LINE_ROW_PX;
    const xPx = columnLeftPx(frame, c);
    order.forEach((j, k) => {
      const h = Math.max(twoLines ? 32 : 20, nodeHeight(at(ports.resources, j, 'resource').length, rows.pitchPx));
      const id = at(layout.resources, j, 'resource').id;
      const oneLineIdPx = boxWidthPx - 10 - NUMBERS_PX;
      const showNumbers = twoLines || oneLineIdPx >= 4 * LABEL_CHAR_PX;
      const textPx = twoLines || !showNumbers ? boxWidthPx - 10 : oneLineIdPx;
      resources[j] = {
        index: j,
        id,
        column: c,
        text: fitLabel(names ? names.resource(id) : id, textPx, LABEL_CHAR_PX),
        name: names ? names.resource(id) : id,
        twoLines,
        showNumbers,
        xPx,
        yPx: at(rows.centres, k, 'resource row') - h / 2,
        widthPx: boxWidthPx,
        heightPx: h,
      };
    });
  });
  return resources;
}

/** The destination box and the pitch of its route rows, pixels. */
export function destinationBox(frame: DiagramFrame, routeCount: number): { box: BoxPx; rowPx: number } {
  const rowPx = clamp(
    (frame.spanPx - DEST_HEADER_PX - 4) / Math.max(1, routeCount),
    ROUTE_ROW_MIN_PX,
    ROUTE_ROW_MAX_PX,
  );
  const destHeightPx = DEST_HEADER_PX + rowPx * routeCount + 4;
  const box: BoxPx = {
    xPx: frame.widthPx - PAD_PX - frame.destWidthPx,
    yPx: PAD_PX + (frame.spanPx - destHeightPx) / 2,
    widthPx: frame.destWidthPx,
    heightPx: destHeightPx,
  };
  return { box, rowPx };
}
