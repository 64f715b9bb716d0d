/**
 * Where a fluid run's rates go above a link's capacity for a moment: the rates of the routes that cross a
 * resource summed beyond its capacity. The chart's lines are sending rates; a rate answers the loss
 * it sees one round trip late, so after a sudden change (a burst arriving, a capacity falling) it
 * can send more than the link carries until the losses reach it. Read from the run's columns.
 */
import type { RunColumns } from './whyNotFull';

/** The largest excess of the load on one resource over its capacity, and how long it lasted. */
export interface OverCapacity {
  resourceId: string;
  /** The routes that cross the resource (whose rates make its load). */
  routeIds: string[];
  /** The sample of the largest excess: its time, the summed rates and the capacity there. */
  atS: number;
  loadMbps: number;
  capacityMbps: number;
  /** The first and last sample times of the contiguous stretch above capacity around it, seconds. */
  fromS: number;
  toS: number;
}

/** An excess up to this fraction of the capacity, or up to OVER_FLOOR_MBPS, is not shown (rounding, a probe). */
export const OVER_TOLERANCE = 0.01;

/** The smallest excess shown, Mbps: a fading link's probing rate (well under it) is not an overshoot. */
export const OVER_FLOOR_MBPS = 0.05;

/** The summed rates of `routes` (indices) at sample `i`. */
function loadAt(run: RunColumns, routes: readonly number[], i: number): number {
  return routes.reduce((sum, r) => sum + run.ratesMbps[r]![i]!, 0);
}

/**
 * The largest excess of the summed rates of the routes crossing a resource over its capacity,
 * among the samples after the first (t = 0 holds the initial rates, set rather than sent) up to
 * `untilS` (a lesson shows only what has played); null when every load stays within its capacity.
 */
export function overCapacity(run: RunColumns, untilS = Infinity): OverCapacity | null {
  const { layout, timeS } = run;
  const n = Math.min(run.length, timeS.length);
  let worst: { j: number; routes: number[]; i: number; excess: number } | null = null;
  const isOver = (j: number, routes: readonly number[], i: number) => {
    const cap = run.capacitiesMbps[j]![i]!;
    const excess = loadAt(run, routes, i) - cap;
    return excess > Math.max(OVER_FLOOR_MBPS, OVER_TOLERANCE * cap) ? excess : 0;
  };
  layout.resources.forEach((resource, j) => {
    const routes = layout.routes.flatMap((route, r) => (route.resources.includes(resource.id) ? [r] : []));
    for (let i = 1; i < n && timeS[i]! <= untilS; i++) {
      const excess = isOver(j, routes, i);
      if (excess > 0 && (!worst || excess > worst.excess)) worst = { j, routes, i, excess };
    }
  });
  if (!worst) return null;
  const { j, routes, i } = worst as { j: number; routes: number[]; i: number };
  let from = i;
  while (from > 1 && isOver(j, routes, from - 1)) from--;
  let to = i;
  while (to + 1 < n && timeS[to + 1]! <= untilS && isOver(j, routes, to + 1)) to++;
  return {
    resourceId: layout.resources[j]!.id,
    routeIds: routes.map((r) => layout.routes[r]!.id),
    atS: timeS[i]!,
    loadMbps: loadAt(run, routes, i),
    capacityMbps: run.capacitiesMbps[j]![i]!,
    fromS: timeS[from]!,
    toS: timeS[to]!,
  };
}
