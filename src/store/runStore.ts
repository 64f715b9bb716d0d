/**
 * Columnar store of a run's samples: one Float64Array per column (time, each route's rate, each
 * resource's capacity), filled chunk by chunk as the worker streams rows.
 */
import type { RunLayout } from '../solver/layout';

/** The samples of one run, by column. */
export class RunStore {
  /** Sample times, seconds. */
  readonly timeS: Float64Array;
  /** `ratesMbps[r]` is route r's throughput per sample, in `layout.routes` order. */
  readonly ratesMbps: Float64Array[];
  /** `capacitiesMbps[j]` is resource j's capacity per sample, in `layout.resources` order. */
  readonly capacitiesMbps: Float64Array[];
  private filled = 0;

  constructor(readonly layout: RunLayout) {
    const n = layout.totalSamples;
    this.timeS = new Float64Array(n);
    this.ratesMbps = layout.routes.map(() => new Float64Array(n));
    this.capacitiesMbps = layout.resources.map(() => new Float64Array(n));
  }

  /** Samples stored so far. */
  get length(): number {
    return this.filled;
  }

  /** True when every sample of the run is stored. */
  get complete(): boolean {
    return this.filled === this.layout.totalSamples;
  }

  /** Appends `rowCount` row-major rows (`layout.sampleWidth` values each). */
  append(rows: Float64Array, rowCount: number): void {
    const width = this.layout.sampleWidth;
    const routes = this.ratesMbps.length;
    if (rows.length < rowCount * width) throw new Error(`chunk holds ${rows.length} values, expected ${rowCount * width}`);
    if (this.filled + rowCount > this.layout.totalSamples) throw new Error('more samples than the run has');
    for (let i = 0; i < rowCount; i += 1) {
      const base = i * width;
      const at = this.filled + i;
      this.timeS[at] = rows[base];
      for (let r = 0; r < routes; r += 1) this.ratesMbps[r][at] = rows[base + 1 + r];
      for (let j = 0; j < this.capacitiesMbps.length; j += 1) this.capacitiesMbps[j][at] = rows[base + 1 + routes + j];
    }
    this.filled += rowCount;
  }

  /** Column of route `id` (throughput), or undefined. */
  rate(id: string): Float64Array | undefined {
    const r = this.layout.routes.findIndex((route) => route.id === id);
    return r < 0 ? undefined : this.ratesMbps[r].subarray(0, this.filled);
  }

  /** Total throughput per sample of the routes in `group` (all routes when omitted). */
  groupTotal(group?: string): Float64Array {
    const out = new Float64Array(this.filled);
    this.layout.routes.forEach((route, r) => {
      if (group !== undefined && route.group !== group) return;
      const column = this.ratesMbps[r];
      for (let i = 0; i < this.filled; i += 1) out[i] += column[i];
    });
    return out;
  }
}
