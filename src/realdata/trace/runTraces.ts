/**
 * A run's capacities as traces: a resource's (a channel's) `c:<id>` column, or a path's (a
 * route's) capacity, the minimum of its resources' capacities at each sample (the bottleneck of a
 * route through several resources), each over the run's sample times.
 */
import type { RunStore } from '../../store/runStore';
import type { RouteLayout } from '../../solver/layout';
import { capacityColumn } from '../../store/columnNames';
import type { CapacitySeries } from './exportTrace';

/** Resource `resourceId`'s capacity over the stored rows, or null when the run has no such column. */
export function resourceSeries(store: RunStore, resourceId: string): CapacitySeries | null {
  const column = store.column(capacityColumn(resourceId));
  if (!column) return null;
  return { timesS: store.timeS.subarray(0, store.length), capacitiesMbps: column.subarray(0, store.length) };
}

/** Route `route`'s capacity over the stored rows: at each sample the least of its resources'. */
export function routeSeries(store: RunStore, route: RouteLayout): CapacitySeries {
  const n = store.length;
  const out = new Float64Array(n).fill(Infinity);
  for (const id of route.resources) {
    const column = store.column(capacityColumn(id));
    if (!column) throw new Error(`the run has no capacity column for ${id}`);
    for (let i = 0; i < n; i++) out[i] = Math.min(out[i]!, column[i]!);
  }
  return { timesS: store.timeS.subarray(0, n), capacitiesMbps: out };
}

/** A name safe in a file name: letters, digits, dot, dash, underscore. */
export function safeName(id: string): string {
  return id.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^\.+/, '_') || 'path';
}
