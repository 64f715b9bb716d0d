/**
 * Columnar store of a run's samples: one Float64Array per column of the layout, kept under the
 * column's name (`t_s`, `x:<route>`, `c:<resource>`, any other the solver adds), filled chunk by
 * chunk as the worker streams rows. Only this file knows where a column sits in a row.
 */
import type { RunLayout } from '../solver/layout';
import { TIME_COLUMN, capacityColumn, rateColumn } from './columnNames';

/** The samples of one run, by column. */
export class RunStore {
  /** Column names in row order (the layout's `columns`). */
  readonly columnNames: readonly string[];
  /** Sample times, seconds (column `t_s`). */
  readonly timeS: Float64Array;
  /** `ratesMbps[r]` is route r's throughput per sample (column `x:<id>`), in `layout.routes` order. */
  readonly ratesMbps: Float64Array[];
  /** `capacitiesMbps[j]` is resource j's capacity per sample (column `c:<id>`), in `layout.resources` order. */
  readonly capacitiesMbps: Float64Array[];
  /** Every column in row order: `inRowOrder[c]` takes value c of each row. */
  private readonly inRowOrder: Float64Array[];
  private readonly byName = new Map<string, Float64Array>();
  private filled = 0;

  constructor(readonly layout: RunLayout) {
    const n = layout.totalSamples;
    const names = layout.columns;
    if (names.length !== layout.sampleWidth)
      throw new Error(`layout names ${names.length} columns, rows are ${layout.sampleWidth} wide`);
    this.columnNames = [...names];
    this.inRowOrder = names.map((name) => {
      if (this.byName.has(name)) throw new Error(`layout names column ${name} twice`);
      const column = new Float64Array(n);
      this.byName.set(name, column);
      return column;
    });
    this.timeS = this.required(TIME_COLUMN);
    this.ratesMbps = layout.routes.map((route) => this.required(rateColumn(route.id)));
    this.capacitiesMbps = layout.resources.map((resource) => this.required(capacityColumn(resource.id)));
  }

  /** Samples stored so far. */
  get length(): number {
    return this.filled;
  }

  /** True when every sample of the run is stored. */
  get complete(): boolean {
    return this.filled === this.layout.totalSamples;
  }

  /**
   * Column `name` (`t_s`, `x:head-B1`, `c:B1`, ...) sized for the whole run, of which the first
   * `length` values are stored; the same array as the run grows (charts keep it). Undefined when the
   * layout has no such column.
   */
  column(name: string): Float64Array | undefined {
    return this.byName.get(name);
  }

  /** Appends `rowCount` row-major rows (`layout.sampleWidth` values each). */
  append(rows: Float64Array, rowCount: number): void {
    const columns = this.inRowOrder;
    const width = columns.length;
    if (rows.length < rowCount * width)
      throw new Error(`chunk holds ${rows.length} values, expected ${rowCount * width}`);
    if (this.filled + rowCount > this.layout.totalSamples) throw new Error('more samples than the run has');
    for (let i = 0; i < rowCount; i += 1) {
      const base = i * width;
      const at = this.filled + i;
      for (let c = 0; c < width; c += 1) columns[c][at] = rows[base + c];
    }
    this.filled += rowCount;
  }

  /** Stored samples of route `id`'s throughput (column `x:<id>`), or undefined. */
  rate(id: string): Float64Array | undefined {
    return this.byName.get(rateColumn(id))?.subarray(0, this.filled);
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

  /** Column `name`, which the layout must have. */
  private required(name: string): Float64Array {
    const column = this.byName.get(name);
    if (!column) throw new Error(`layout has no column ${name}`);
    return column;
  }
}
