/**
 * The layers of the network diagram: which column each resource stands in (by hop order along
 * the routes) and the order of the nodes within each column (a barycentre sweep that reduces
 * crossings). Pure functions of a `RunLayout`.
 */
import type { RunLayout } from '../solver/layout';
import { at, getOrThrow } from '../util/at';

/** The nodes of the diagram by column, and each route's hops as indices. */
export interface DiagramLayers {
  /** Source ids and labels, in the order drawn top to bottom (layout sources, then any unlisted source of a route). */
  sources: Array<{ id: string; label: string }>;
  /** Index into `sources` of each route (in `layout.routes` order). */
  routeSource: number[];
  /** Each route's resources as indices into `layout.resources`, in hop order (unknown ids left out). */
  routeHops: number[][];
  /** Column of each resource (0 = next to the sources). */
  resourceColumn: number[];
  /** Resource indices of each column, top to bottom. */
  columns: number[][];
}

/** Sources of `layout`, plus a plain entry for any route whose source is not listed. */
function sourcesOf(layout: RunLayout): Array<{ id: string; label: string }> {
  const sources = layout.sources.map((s) => ({ id: s.id, label: s.label || s.id }));
  const listed = new Set(sources.map((s) => s.id));
  for (const route of layout.routes)
    if (!listed.has(route.source)) {
      listed.add(route.source);
      sources.push({ id: route.source, label: route.source });
    }
  return sources;
}

/**
 * Column of every resource: its largest hop position over the routes, raised where needed so that
 * each hop stands right of the hop before it (longest-path layering; a cycle of routes, which no
 * left-to-right drawing can honour, stops the raising after one pass per resource).
 */
export function resourceColumns(resourceCount: number, routeHops: number[][]): number[] {
  const column = new Array<number>(resourceCount).fill(0);
  for (const hops of routeHops) hops.forEach((j, k) => (column[j] = Math.max(at(column, j, 'resource'), k)));
  for (let pass = 0; pass < resourceCount; pass += 1) {
    let changed = false;
    for (const hops of routeHops) {
      let prev: number | undefined;
      for (const j of hops) {
        const wanted = prev === undefined ? 0 : at(column, prev, 'resource') + 1;
        if (prev !== undefined && at(column, j, 'resource') < wanted && wanted < resourceCount) {
          column[j] = wanted;
          changed = true;
        }
        prev = j;
      }
    }
    if (!changed) break;
  }
  return column;
}

/** Position of each item of `order` as a fraction of its column's height (centre of its slot). */
function positions(order: number[], into: Map<number, number>): void {
  order.forEach((item, k) => into.set(item, (k + 0.5) / order.length));
}

/** `order` sorted by the mean of `neighbours(item)` (items without neighbours keep their place). */
function byBarycentre(order: number[], neighbours: (item: number) => number[]): number[] {
  const keyed = order.map((item, k) => {
    const ys = neighbours(item);
    const centre = ys.length ? ys.reduce((a, b) => a + b, 0) / ys.length : (k + 0.5) / order.length;
    return { item, centre, k };
  });
  keyed.sort((a, b) => a.centre - b.centre || a.k - b.k);
  return keyed.map((e) => e.item);
}

/** Columns and within-column order of the diagram's nodes for `layout`. */
export function diagramLayers(layout: RunLayout): DiagramLayers {
  const sources = sourcesOf(layout);
  const resourceIndex = new Map(layout.resources.map((j, k) => [j.id, k]));
  const sourceIndex = new Map<string, number>();
  sources.forEach((s, k) => {
    if (!sourceIndex.has(s.id)) sourceIndex.set(s.id, k);
  });
  const routeSource = layout.routes.map((route) => sourceIndex.get(route.source) ?? -1);
  const routeHops = layout.routes.map((route) => {
    const hops: number[] = [];
    for (const id of route.resources) {
      const j = resourceIndex.get(id);
      if (j !== undefined && !hops.includes(j)) hops.push(j);
    }
    return hops;
  });
  const resourceColumn = resourceColumns(layout.resources.length, routeHops);
  const columnCount = Math.max(1, ...resourceColumn.map((c) => c + 1));
  let columns: number[][] = Array.from({ length: columnCount }, () => []);
  resourceColumn.forEach((c, j) => at(columns, c, 'column').push(j));
  let sourceOrder = sources.map((_, s) => s);

  // Who comes before each resource (a source is keyed -1 - s, a resource j as j) and after each source.
  const before = new Map<number, number[]>();
  const firstHops = sources.map(() => [] as number[]);
  routeHops.forEach((hops, r) => {
    hops.forEach((j, k) => {
      const prev = k === 0 ? -1 - at(routeSource, r, 'route') : at(hops, k - 1, 'hop');
      before.set(j, [...(before.get(j) ?? []), prev]);
    });
    const [first] = hops;
    if (first !== undefined) at(firstHops, at(routeSource, r, 'route'), 'source').push(first);
  });

  const sweepResources = () => {
    const at = new Map<number, number>();
    const sourceAt = new Map<number, number>();
    positions(sourceOrder, sourceAt);
    columns = columns.map((order) => {
      const sorted = byBarycentre(order, (j) =>
        (before.get(j) ?? []).flatMap((p) => (p < 0 ? [sourceAt.get(-1 - p)!] : at.has(p) ? [at.get(p)!] : [])),
      );
      positions(sorted, at);
      return sorted;
    });
  };
  // Down (resources by what feeds them), up (sources by their first hops), down again.
  sweepResources();
  const resourceAt = new Map<number, number>();
  columns.forEach((order) => positions(order, resourceAt));
  sourceOrder = byBarycentre(sourceOrder, (s) =>
    at(firstHops, s, 'source').map((j) => getOrThrow(resourceAt, j, 'position of resource')),
  );
  sweepResources();

  const rank = new Map(sourceOrder.map((s, k) => [s, k]));
  return {
    sources: sourceOrder.map((s) => at(sources, s, 'source')),
    routeSource: routeSource.map((s) => rank.get(s) ?? 0),
    routeHops,
    resourceColumn,
    columns,
  };
}
