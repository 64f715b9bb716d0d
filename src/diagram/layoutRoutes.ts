/**
 * The routes of the network diagram (see layout.ts): where each route enters and leaves each box
 * (ports ordered so that routes cross as little as possible), the gaps a route passes through when
 * it skips a column, and its path from its source to the destination.
 */
import type { RunLayout } from '../solver/layout';
import type { DiagramLayers } from './layers';
import { crossingYs, type Crossing } from './crossings';
import { fitLabel } from './labels';
import type { BoxPx } from './boxPx';
import type { DiagramNames, ResourceNode, RoutePath, SourceNode } from './layoutTypes';
import { DEST_HEADER_PX, PAD_PX, ROUTE_CHAR_PX, columnLeftPx, type DiagramFrame, type NodePorts } from './layoutNodes';
import { at, getOrThrow } from '../util/at';

const round1 = (v: number) => Math.round(v * 10) / 10;

/** `y` of port `k` of `n` on a box. */
const portY = (box: BoxPx, k: number, n: number) => box.yPx + (box.heightPx * (k + 0.5)) / n;

const centreY = (b: BoxPx) => b.yPx + b.heightPx / 2;

/** A point of a route's path, pixels. */
interface PointPx {
  xPx: number;
  yPx: number;
}

/** SVG path data through `points`; segments listed in `straight` (index of their first point) are lines, the rest curves. */
function pathData(points: PointPx[], straight: Set<number>): string {
  const [first] = points;
  if (!first) return '';
  let d = `M${round1(first.xPx)},${round1(first.yPx)}`;
  let a = first;
  points.forEach((b, k) => {
    if (k === 0) return;
    if (straight.has(k - 1)) d += `L${round1(b.xPx)},${round1(b.yPx)}`;
    else {
      const mid = Math.max(12, Math.abs(b.xPx - a.xPx) / 2);
      d += `C${round1(a.xPx + mid)},${round1(a.yPx)} ${round1(b.xPx - mid)},${round1(b.yPx)} ${round1(b.xPx)},${round1(b.yPx)}`;
    }
    a = b;
  });
  return d;
}

/** The boxes the routes run between. */
export interface DiagramBoxes {
  sources: SourceNode[];
  /** Indexed like `layout.resources`. */
  resources: ResourceNode[];
  destination: BoxPx;
  /** Pitch of the route rows in the destination box, pixels. */
  destRowPx: number;
}

/** Where each route leaves its source, crosses each of its resources and ends in the destination. */
interface RouteEnds {
  /** Per route: `y` where it leaves its source. */
  sourceY: number[];
  /** Per route: resource index -> `y` where it crosses that resource. */
  portAt: Array<Map<number, number>>;
  /** Per route: `y` of its row in the destination box. */
  destY: number[];
}

/** Ports, left to right: each node orders its route ends by where the routes come from. */
function routeEnds(layout: RunLayout, layers: DiagramLayers, boxes: DiagramBoxes, ports: NodePorts): RouteEnds {
  const { sources, resources, destination } = boxes;
  const routeCount = layout.routes.length;
  const hopsOf = (r: number) => at(layers.routeHops, r, 'route');
  const resource = (j: number) => at(resources, j, 'resource');
  const portAt: Array<Map<number, number>> = layout.routes.map(() => new Map());
  const sourceY = new Array<number>(routeCount).fill(0);
  sources.forEach((box, s) => {
    const firstY = (r: number) => {
      const first = hopsOf(r)[0];
      return first === undefined ? centreY(destination) : centreY(resource(first));
    };
    const ends = [...at(ports.sources, s, 'source')].sort((a, b) => firstY(a) - firstY(b) || a - b);
    ends.forEach((r, k) => (sourceY[r] = portY(box, k, ends.length)));
  });
  const prevY = (r: number, j: number) => {
    const hops = hopsOf(r);
    const k = hops.indexOf(j);
    if (k === 0) return at(sourceY, r, 'route');
    const prev = at(hops, k - 1, 'hop');
    return at(portAt, r, 'route').get(prev) ?? centreY(resource(prev));
  };
  for (const order of layers.columns) {
    for (const j of order) {
      const ends = [...at(ports.resources, j, 'resource')].sort((a, b) => prevY(a, j) - prevY(b, j) || a - b);
      ends.forEach((r, k) => at(portAt, r, 'route').set(j, portY(resource(j), k, ends.length)));
    }
  }
  const lastY = (r: number) => {
    const last = hopsOf(r).at(-1);
    return last === undefined ? at(sourceY, r, 'route') : getOrThrow(at(portAt, r, 'route'), last, 'port of resource');
  };
  const destOrder = layout.routes.map((_, r) => r).sort((a, b) => lastY(a) - lastY(b) || a - b);
  const destY = new Array<number>(routeCount);
  destOrder.forEach((r, k) => (destY[r] = destination.yPx + DEST_HEADER_PX + boxes.destRowPx * (k + 0.5)));
  return { sourceY, portAt, destY };
}

/** A stop of a route: a column (-1 for its source, `columnCount` for the destination), its left and right x, and y. */
interface Stop {
  column: number;
  leftPx: number;
  rightPx: number;
  yPx: number;
}

/** Each route as stops: its source, its hops, the destination. */
function routeStops(layers: DiagramLayers, frame: DiagramFrame, boxes: DiagramBoxes, ends: RouteEnds): Stop[][] {
  const { sources, resources, destination } = boxes;
  return layers.routeHops.map((hops, r) => {
    const source = at(sources, at(layers.routeSource, r, 'route'), 'source');
    const yPx = at(ends.sourceY, r, 'route');
    const list: Stop[] = [{ column: -1, leftPx: source.xPx, rightPx: source.xPx + source.widthPx, yPx }];
    const portAt = at(ends.portAt, r, 'route');
    for (const j of hops) {
      const box = at(resources, j, 'resource');
      list.push({
        column: box.column,
        leftPx: box.xPx,
        rightPx: box.xPx + box.widthPx,
        yPx: getOrThrow(portAt, j, 'port of resource'),
      });
    }
    const destYPx = at(ends.destY, r, 'route');
    list.push({ column: frame.columnCount, leftPx: destination.xPx, rightPx: destination.xPx, yPx: destYPx });
    return list;
  });
}

/** The paths of the routes (in `layout.routes` order) between `boxes`. */
export function routePaths(
  layout: RunLayout,
  layers: DiagramLayers,
  frame: DiagramFrame,
  boxes: DiagramBoxes,
  ports: NodePorts,
  names?: DiagramNames,
): RoutePath[] {
  const { resources } = boxes;
  const { boxWidthPx, columnCount } = frame;
  const ends = routeEnds(layout, layers, boxes, ports);
  const stops = routeStops(layers, frame, boxes, ends);
  // A leg that skips columns passes each skipped column through a gap between its boxes.
  const crossings: Crossing[] = [];
  const crossingOf = stops.map((list) =>
    list.slice(1).map((b, k) => {
      const a = at(list, k, 'stop');
      const indices: number[] = [];
      for (let c = a.column + 1; c < b.column; c += 1) {
        const x = columnLeftPx(frame, c) + boxWidthPx / 2;
        indices.push(crossings.length);
        crossings.push({
          column: c,
          idealYPx: a.yPx + ((b.yPx - a.yPx) * (x - a.rightPx)) / Math.max(1, b.leftPx - a.rightPx),
        });
      }
      return indices;
    }),
  );
  const columnBoxes = layers.columns.map((order) => order.map((j) => at(resources, j, 'resource')));
  const crossingY = crossingYs(crossings, columnBoxes, PAD_PX, frame.heightPx - PAD_PX);

  return layout.routes.map((route, r) => {
    const list = at(stops, r, 'route');
    const start = at(list, 0, 'stop');
    const pointsPx: PointPx[] = [{ xPx: start.rightPx, yPx: start.yPx }];
    const straight = new Set<number>();
    const across = (leftPx: number, rightPx: number, yPx: number) => {
      straight.add(pointsPx.length);
      pointsPx.push({ xPx: leftPx, yPx }, { xPx: rightPx, yPx });
    };
    const legs = at(crossingOf, r, 'route');
    list.slice(1).forEach((b, k) => {
      for (const x of at(legs, k, 'leg')) {
        const leftPx = columnLeftPx(frame, at(crossings, x, 'crossing').column);
        across(leftPx, leftPx + boxWidthPx, at(crossingY, x, 'crossing'));
      }
      if (b.column === columnCount) pointsPx.push({ xPx: b.leftPx, yPx: b.yPx });
      else across(b.leftPx, b.rightPx, b.yPx);
    });
    return {
      index: r,
      id: route.id,
      source: at(layers.routeSource, r, 'route'),
      hops: at(layers.routeHops, r, 'route'),
      pointsPx,
      d: pathData(pointsPx, straight),
      labelYPx: at(ends.destY, r, 'route'),
      labelText: fitLabel(names ? names.route(route.id) : route.id, frame.destWidthPx - 44, ROUTE_CHAR_PX, true),
      name: names ? names.route(route.id) : route.id,
    };
  });
}
