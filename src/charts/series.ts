/**
 * Builds the charts' series from a run's columnar store: throughput per route, capacity per
 * resource, and group aggregates (WiFi, satellite, ..., total) kept as running sums that grow with
 * the store. Colours follow the paper: B1 blue, B2 red, B3 green, the satellite black (the paper's light blue is too close to B1's tail shade); a station's
 * head route has its colour, its tail route a neighbouring hue (palette.ts `nodeColour`); the WiFi aggregate is red and the
 * satellite aggregate cyan as in Figs 10, 13, 15 and 17, a competitor yellow.
 */
import { routeLabel } from './routeLabel';
import { RIVALS, rivalColours } from './rivalColours';
import type { RunLayout } from '../solver/layout';
import {
  CAPACITY_QUANTITY,
  GOODPUT_QUANTITY,
  RATE_QUANTITY,
  type ThroughputMeasure,
  columnName,
} from '../store/columnNames';
import type { RunStore } from '../store/runStore';
import type { ChartSeries } from './types';
import { NAMED_COLOURS as NAMED, distinctColours, nodeColour, stationColour } from './palette';
import { at, getOrThrow } from '../util/at';

/** Hues for anything else, by slot. */
const PALETTE = [
  '#1f77b4',
  '#d62728',
  '#2ca02c',
  '#17becf',
  '#9467bd',
  '#ff7f0e',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
];

type Node = 'head' | 'middle' | 'tail' | null;

/** The colour of `node`'s route to a station of colour `base` (palette.ts `nodeColour`). */
function shade(base: string, node: Node): string {
  return nodeColour(base, node);
}

/** Colour of a station/channel `target` seen from `node`; `slot` picks a palette hue for unnamed targets. */
export function colourForTarget(target: string, node: Node, slot: number): string {
  const named = NAMED[target.toLowerCase()];
  const base = named ?? at(PALETTE, ((slot % PALETTE.length) + PALETTE.length) % PALETTE.length, 'palette hue');
  return shade(base, node);
}

/** Splits a route or resource id (`head-B1`, `convoy.tail-B3`, `sat`, `convoy.sat`) into node and target. */
export function parseSeriesId(id: string): { node: Node; target: string } {
  const bare = id.includes('.') ? id.slice(id.indexOf('.') + 1) : id;
  const m = /^(head|middle|tail)-(.+)$/.exec(bare);
  if (m) return { node: m[1] as Node, target: m[2] ?? '' };
  return { node: null, target: bare };
}

/**
 * Colour of a series by id, the same in every chart: the paper's colours for `B1`-`B3`, `sat`,
 * `wifi`, `satellite`, `total` (and their head/tail routes and resources, e.g. `head-B1`), yellow
 * for an id mentioning a competitor; otherwise palette hue `index` (pass the station's or the
 * series' position so that it stays put).
 */
export function colourFor(id: string, index: number): string {
  if (/competitor|rival/i.test(id)) return NAMED.competitor;
  const { node, target } = parseSeriesId(id);
  return colourForTarget(target, node, index);
}

/** What colouring a layout's series needs, indexed once per layout (thousands of routes stay linear). */
interface LayoutIndex {
  resourceById: Map<string, RunLayout['resources'][number]>;
  sourceIndex: Map<string, number>;
  /** The colour of each competitor source (every source after the first), by source index. */
  rivalColour: Map<number, string>;
  /** The base colour of each station or channel of the run (`distinctColours`: no two alike). */
  targetColour: Map<string, string>;
}

const layoutIndexes = new WeakMap<RunLayout, LayoutIndex>();

/** The colouring index of `layout`, built on first use. */
function layoutIndex(layout: RunLayout): LayoutIndex {
  let index = layoutIndexes.get(layout);
  if (!index) {
    const resourceById = new Map<string, RunLayout['resources'][number]>();
    for (const resource of layout.resources)
      if (!resourceById.has(resource.id)) resourceById.set(resource.id, resource);
    const sourceIndex = new Map<string, number>();
    layout.sources.forEach((source, k) => {
      if (!sourceIndex.has(source.id)) sourceIndex.set(source.id, k);
    });
    const targetColour = distinctColours(layout.resources.map((r) => r.target));
    // The first source's route colours, then one colour per competitor.
    const own = new Set<string>();
    for (const route of layout.routes)
      if (sourceIndex.get(route.source) === 0) {
        const { node, target } = parseSeriesId(route.id);
        const [first] = route.resources;
        const base = (first === undefined ? undefined : resourceById.get(first))?.target ?? target;
        own.add(shade(targetColour.get(base) ?? stationColour(base), node));
      }
    const rivals = rivalColours([...own], Math.max(0, layout.sources.length - 1));
    const rivalColour = new Map(rivals.map((c, k) => [k + 1, c]));
    index = { resourceById, sourceIndex, rivalColour, targetColour };
    layoutIndexes.set(layout, index);
  }
  return index;
}

/**
 * Colour of route `r` of `layout`: its station's colour (`stationColour`, the map marker's), shaded
 * by node; routes of later sources get rival colours.
 */
export function routeColour(layout: RunLayout, r: number): string {
  const route = at(layout.routes, r, 'route');
  const { resourceById, sourceIndex, rivalColour, targetColour } = layoutIndex(layout);
  const sourceAt = sourceIndex.get(route.source) ?? -1;
  if (sourceAt > 0) return rivalColour.get(sourceAt) ?? RIVALS[0];
  const [first] = route.resources;
  const resource = first === undefined ? undefined : resourceById.get(first);
  const { node, target } = parseSeriesId(route.id);
  const base = resource?.target ?? target;
  return shade(targetColour.get(base) ?? stationColour(base), node);
}

/** Colour of resource `j` of `layout`: its station's colour (`stationColour`), shaded by the node in its id. */
export function resourceColour(layout: RunLayout, j: number): string {
  const resource = at(layout.resources, j, 'resource');
  const { node } = parseSeriesId(resource.id);
  return shade(layoutIndex(layout).targetColour.get(resource.target) ?? stationColour(resource.target), node);
}

/**
 * One series per route that has a `<quantity>:<route>` column (ids = route ids, labels readable
 * names by routeLabel.ts, route colours):
 * `x` for throughput, or any per-route quantity the solver samples. The values are the store's own
 * columns, found by name.
 */
export function perRouteSeries(store: RunStore, quantity: string): ChartSeries[] {
  const { layout } = store;
  return layout.routes.flatMap((route, r) => {
    const values = store.column(columnName(quantity, route.id));
    const label = routeLabel(route, layout.sources);
    return values ? [{ id: route.id, label, colour: routeColour(layout, r), values }] : [];
  });
}

/** One series per resource that has a `<quantity>:<resource>` column (ids = resource ids, resource colours). */
export function perResourceSeries(store: RunStore, quantity: string): ChartSeries[] {
  const { layout } = store;
  return layout.resources.flatMap((resource, j) => {
    const values = store.column(columnName(quantity, resource.id));
    return values ? [{ id: resource.id, label: resource.id, colour: resourceColour(layout, j), values }] : [];
  });
}

/**
 * Throughput of every route (ids = route ids), Mbps, as `measure`: goodput (default; a packet run's
 * `g:` columns, a fluid run's `x:` since its throughput is its goodput) or arrivals (`x:`). The
 * values are the store's own columns.
 */
export function routeSeries(store: RunStore, measure: ThroughputMeasure = 'goodput'): ChartSeries[] {
  return perRouteSeries(store, measure === 'goodput' && store.hasGoodput ? GOODPUT_QUANTITY : RATE_QUANTITY);
}

/** Capacity of every resource (ids = resource ids), Mbps. The values are the store's own columns. */
export function capacitySeries(store: RunStore): ChartSeries[] {
  return perResourceSeries(store, CAPACITY_QUANTITY);
}

/** Readable names of the groups. */
const GROUP_LABELS: Record<string, string> = {
  wifi: 'WiFi (all channels)',
  satellite: 'Satellite',
  cellular: 'Cellular',
  trace: 'Measured links (traces)',
  total: 'Total',
};

/**
 * Colours of the groups `ids`: a named group's own (`wifi`, `cellular`, `total`, ...), any other
 * its slot's hue, or the next hue that no group of the chart has yet (a `trace` group beside
 * `cellular` would otherwise share its purple).
 */
export function groupColours(ids: readonly string[]): string[] {
  const used = new Set(ids.map((id) => NAMED[id.toLowerCase()]).filter((c): c is string => !!c));
  return ids.map((id, k) => {
    const named = NAMED[id.toLowerCase()];
    if (named) return named;
    const slot = k + 3;
    const hue =
      PALETTE.map((_, i) => at(PALETTE, (slot + i) % PALETTE.length, 'palette hue')).find((c) => !used.has(c)) ??
      colourFor(id, slot);
    used.add(hue);
    return hue;
  });
}

/** Id of the sum of all groups. */
export const TOTAL_ID = 'total';

/**
 * Throughput summed per route group (`wifi`, `satellite`, any other group of the layout) and in
 * total, as running Float64Arrays sized like the store's columns: `update()` adds only the rows the
 * store gained since the last call (and redoes its newest two, which a decimated store rewrites
 * while a min/max pair fills; everything after the store decimated its rows). With `source`, only
 * that source's routes count (e.g. the fleet without its satellite competitor, as in Fig 15); with
 * `routeIndexes`, only those routes are looked at (a caller summing every source apart lists each
 * source's routes once, instead of every source scanning every route); `measure` picks goodput
 * (default) or arrivals, as the throughput chart (the same for a fluid run). Rows
 * of a decimated store are each column's minimum or maximum, so their sums are those of the
 * minima or maxima.
 */
export class GroupTotals {
  /** Group ids, `wifi` first then `satellite` then the others in layout order (not `total`). */
  readonly groups: string[];
  /** Running sums per group id and for `total`. */
  readonly sums = new Map<string, Float64Array>();
  private filled = 0;
  private generation = 0;
  private readonly routeGroup: Array<{ column: Float64Array; sum: Float64Array }>;
  private readonly total: Float64Array;

  constructor(
    readonly store: RunStore,
    options: { source?: string; routeIndexes?: readonly number[]; measure?: ThroughputMeasure } = {},
  ) {
    const { layout } = store;
    const n = store.timeS.length;
    const routes = (options.routeIndexes ?? layout.routes.map((_, r) => r))
      .map((r) => ({ route: at(layout.routes, r, 'route'), r }))
      .filter(({ route }) => options.source === undefined || route.source === options.source);
    const present = [...new Set(routes.map(({ route }) => route.group))];
    const rank = (g: string) => (g === 'wifi' ? 0 : g === 'satellite' ? 1 : 2);
    this.groups = present.sort((a, b) => rank(a) - rank(b));
    for (const g of this.groups) this.sums.set(g, new Float64Array(n));
    this.total = new Float64Array(n);
    this.sums.set(TOTAL_ID, this.total);
    this.routeGroup = routes.map(({ route, r }) => ({
      column: at(store.throughputMbps(options.measure ?? 'goodput'), r, 'rate column of route'),
      sum: getOrThrow(this.sums, route.group, 'sum of group'),
    }));
  }

  /** Rows summed so far. */
  get length(): number {
    return this.filled;
  }

  /** Adds the rows the store gained (and redoes what it rewrote); returns true if anything changed. */
  update(): boolean {
    const to = this.store.length;
    const rewritten = this.store.generation !== this.generation || to < this.filled;
    this.generation = this.store.generation;
    // A decimated store rewrites its newest two rows while a min/max pair fills.
    const from = rewritten ? 0 : Math.max(0, this.filled - (this.store.decimated ? 2 : 0));
    if (from >= to && !rewritten) return false;
    for (const sum of this.sums.values()) sum.fill(0, from, Math.max(to, this.filled));
    // i < to = store.length: a row of every column and sum (all sized like the store's columns).
    for (const { column, sum } of this.routeGroup) {
      for (let i = from; i < to; i += 1) sum[i] = sum[i]! + column[i]!;
    }
    for (const g of this.groups) {
      const sum = getOrThrow(this.sums, g, 'sum of group');
      for (let i = from; i < to; i += 1) this.total[i] = this.total[i]! + sum[i]!;
    }
    this.filled = to;
    return true;
  }

  /**
   * The groups as chart series (ids = group ids), plus `total` last unless `total: false` (leave it
   * out of a stacked chart: the stack's top already is the total).
   */
  series(options: { total?: boolean } = {}): ChartSeries[] {
    const ids = options.total === false ? this.groups : [...this.groups, TOTAL_ID];
    const colours = groupColours(ids);
    return ids.map((id, k) => ({
      id,
      label: GROUP_LABELS[id] ?? id,
      colour: at(colours, k, 'group colour'),
      values: getOrThrow(this.sums, id, 'sum of group'),
    }));
  }
}

export { rivalColours } from './rivalColours';
export { MAX_CHART_EPOCHS, epochMarks, runEpochMarks } from './epochMarks';
