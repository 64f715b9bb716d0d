/**
 * What the network diagram shows at the time cursor, read from a run's store: each route's rate,
 * each resource's load (the rates of the routes crossing it) against its capacity, and the line
 * width of a rate.
 */
import type { RunStore } from '../store/runStore';
import { at } from '../util/at';

/** Thinnest route line (a route carrying nothing), pixels of the drawing. */
export const MIN_STROKE_PX = 1;
/** Thickest route line, pixels of the drawing. */
export const MAX_STROKE_PX = 14;

/** Index of the stored sample whose time is nearest `tS` (0 when the store is empty). */
export function nearestSampleIndex(store: RunStore, tS: number): number {
  const n = store.length;
  if (n <= 1) return 0;
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    // 0 <= lo < mid < hi < n = store.length: every index below is a stored sample.
    if (store.timeS[mid]! <= tS) lo = mid;
    else hi = mid;
  }
  return Math.abs(store.timeS[hi]! - tS) < Math.abs(tS - store.timeS[lo]!) ? hi : lo;
}

/**
 * The rate that draws at full width: the largest bottleneck over the stored samples, where a route's
 * bottleneck is the smallest (over its resources) of their largest capacities. A fast link that
 * limits no route (the relays' 54 Mbps WiFi beside 1.2 Mbps LTE) does not shrink every line.
 * Mbps, 0 when there is none.
 */
export function fullWidthRateMbps(store: RunStore): number {
  const resourceMax = store.capacitiesMbps.map((column) => {
    let most = 0;
    for (let i = 0; i < store.length; i += 1) {
      const v = column[i] ?? 0;
      if (v > most) most = v;
    }
    return most;
  });
  const index = new Map(store.layout.resources.map((r, j) => [r.id, j]));
  let scale = 0;
  for (const route of store.layout.routes) {
    const caps = route.resources
      .map((id) => resourceMax[index.get(id) ?? -1])
      .filter((c): c is number => c !== undefined);
    if (caps.length > 0) scale = Math.max(scale, Math.min(...caps));
  }
  return scale;
}

/**
 * Line width of a route carrying `rateMbps` when the full-width rate is `scaleMbps`: affine in the
 * rate, `MIN_STROKE_PX` at 0 and `MAX_STROKE_PX` at the scale (a 0.1 Mbps flow still shows as a
 * hairline next to a 20 Mbps one), clamped to that range.
 */
export function strokeWidthPx(rateMbps: number, scaleMbps: number): number {
  if (!(scaleMbps > 0) || !(rateMbps > 0)) return MIN_STROKE_PX;
  const w = MIN_STROKE_PX + ((MAX_STROKE_PX - MIN_STROKE_PX) * rateMbps) / scaleMbps;
  return Math.min(MAX_STROKE_PX, w);
}

/** A rate in Mbps as short text: "123", "12.3", "0.42", "0". */
export function formatMbps(mbps: number): string {
  const v = Math.abs(mbps);
  if (!Number.isFinite(mbps)) return '–';
  if (v === 0) return '0';
  if (v >= 99.95) return mbps.toFixed(0);
  if (v >= 0.995) return mbps.toFixed(1);
  return mbps.toFixed(2);
}

/** Rates, loads and capacities at one sample. */
export interface CursorValues {
  /** Time of the sample, seconds. */
  tS: number;
  /** Per route, in `layout.routes` order. */
  ratesMbps: number[];
  /** Per resource: sum of the rates of the routes crossing it. */
  loadsMbps: number[];
  /** Per resource: its capacity at the sample. */
  capacitiesMbps: number[];
  /** Sum of all route rates: what the destination receives. */
  totalMbps: number;
  /** Per resource, a packet run's queue at the sample (packets); null in a fluid run. */
  queuesPackets: Array<number | null>;
}

/** The values at sample `i` of `store`; `routeHops[r]` lists the resources route r crosses. */
export function valuesAt(store: RunStore, i: number, routeHops: number[][]): CursorValues {
  const ratesMbps = store.ratesMbps.map((column) => column[i] ?? 0);
  const capacitiesMbps = store.capacitiesMbps.map((column) => column[i] ?? 0);
  const loadsMbps = capacitiesMbps.map(() => 0);
  routeHops.forEach((hops, r) =>
    hops.forEach((j) => (loadsMbps[j] = at(loadsMbps, j, 'resource') + at(ratesMbps, r, 'route'))),
  );
  return {
    tS: store.timeS[i] ?? 0,
    ratesMbps,
    loadsMbps,
    capacitiesMbps,
    totalMbps: ratesMbps.reduce((a, b) => a + b, 0),
    queuesPackets: store.layout.resources.map((resource) => store.column(`q:${resource.id}`)?.[i] ?? null),
  };
}
