/**
 * Columnar store of a run's samples: one Float64Array per column of the layout, kept under the
 * column's name (`t_s`, `x:<route>`, `c:<resource>`, any other the solver adds), filled chunk by
 * chunk as the worker streams rows. Only this file knows where a column sits in a row.
 *
 * Bounded: the store holds at most `maxRows` rows (MAX_STORED_ROWS, 2^17 = 131,072 rows, 15.7 MB at
 * 15 columns), whatever the run's length. A run with more samples is decimated in place: when the
 * arrays are full, every four stored rows become two, the first with each column's minimum over
 * them (at the first row's time) and the second with each column's maximum (at the last row's
 * time), and later samples are gathered the same way, so each pair of rows covers `rowsPerPair`
 * samples. A chart's min/max envelope therefore keeps every spike and dip of the whole run, the
 * first and the last time stay exact, and `length` never exceeds `maxRows`. A value read at a
 * time of a decimated run is a bucket's minimum or maximum, not a sample (see `decimated`).
 */
import type { RunLayout } from '../solver/layout';
import { TIME_COLUMN, type ThroughputMeasure, capacityColumn, goodputColumn, rateColumn } from './columnNames';
import { at } from '../util/at';

/** Rows a store holds at most (2^17; 131,072 rows x 15 columns x 8 bytes = 15.7 MB). */
export const MAX_STORED_ROWS = 2 ** 17;

/** Options of a store (tests use a small `maxRows`). */
export interface RunStoreOptions {
  /** Rows held at most; rounded down to a multiple of 4, at least 8. */
  maxRows?: number;
}

/** The samples of one run, by column. */
export class RunStore {
  /** Column names in row order (the layout's `columns`). */
  readonly columnNames: readonly string[];
  /** Sample times, seconds (column `t_s`). */
  readonly timeS: Float64Array;
  /**
   * `ratesMbps[r]` is route r's throughput per sample (column `x:<id>`), in `layout.routes` order:
   * in a packet run every data packet that arrived (duplicates and packets above a hole included).
   */
  readonly ratesMbps: Float64Array[];
  /**
   * `goodputMbps[r]` is route r's goodput per sample: a packet run's `g:<id>` (the receiver's
   * in-order advance), else the same array as `ratesMbps[r]` (a fluid run's throughput is its goodput).
   */
  readonly goodputMbps: Float64Array[];
  /** True when the run has goodput columns of its own (`g:`; a packet run). */
  readonly hasGoodput: boolean;
  /** `capacitiesMbps[j]` is resource j's capacity per sample (column `c:<id>`), in `layout.resources` order. */
  readonly capacitiesMbps: Float64Array[];
  /** Rows the arrays hold at most. */
  readonly maxRows: number;
  /** Every column in row order: `inRowOrder[c]` takes value c of each row. */
  private readonly inRowOrder: Float64Array[];
  private readonly byName = new Map<string, Float64Array>();
  private readonly timeIndex: number;
  /** Rows holding complete data (raw samples, or complete min/max pairs). */
  private filled = 0;
  /** Samples received. */
  private received = 0;
  /** Samples per min/max pair; 2 while every row is a sample (no decimation yet). */
  private pairSamples = 2;
  /** Samples gathered in the pair being filled (rows `filled` and `filled + 1`), once decimated. */
  private pending = 0;
  private compactions = 0;

  constructor(
    readonly layout: RunLayout,
    options: RunStoreOptions = {},
  ) {
    const names = layout.columns;
    if (names.length !== layout.sampleWidth)
      throw new Error(`layout names ${names.length} columns, rows are ${layout.sampleWidth} wide`);
    this.maxRows = Math.max(8, Math.floor((options.maxRows ?? MAX_STORED_ROWS) / 4) * 4);
    const n = Math.min(layout.totalSamples, this.maxRows);
    this.columnNames = [...names];
    this.inRowOrder = names.map((name) => {
      if (this.byName.has(name)) throw new Error(`layout names column ${name} twice`);
      const column = new Float64Array(n);
      this.byName.set(name, column);
      return column;
    });
    this.timeS = this.required(TIME_COLUMN);
    this.timeIndex = names.indexOf(TIME_COLUMN);
    this.ratesMbps = layout.routes.map((route) => this.required(rateColumn(route.id)));
    this.hasGoodput =
      layout.routes.length > 0 && layout.routes.every((route) => this.byName.has(goodputColumn(route.id)));
    this.goodputMbps = this.hasGoodput
      ? layout.routes.map((route) => this.required(goodputColumn(route.id)))
      : this.ratesMbps;
    this.capacitiesMbps = layout.resources.map((resource) => this.required(capacityColumn(resource.id)));
  }

  /** Rows stored so far (samples, or min/max rows once decimated); at most `maxRows`. */
  get length(): number {
    return this.filled + Math.min(this.pending, 2);
  }

  /** Samples received so far. */
  get samples(): number {
    return this.received;
  }

  /** True when every sample of the run is stored. */
  get complete(): boolean {
    return this.received === this.layout.totalSamples;
  }

  /**
   * Samples per stored row: 1 while every row is a sample, else the samples one min/max pair of
   * rows stands for, divided by two (the run's CSV from this store is then not the whole run).
   */
  get decimation(): number {
    return this.pairSamples / 2;
  }

  /** True once rows are min/max pairs rather than samples. */
  get decimated(): boolean {
    return this.pairSamples > 2;
  }

  /** Bumped whenever stored rows were rewritten (each decimation pass). */
  get generation(): number {
    return this.compactions;
  }

  /**
   * Column `name` (`t_s`, `x:head-B1`, `c:B1`, ...) sized for the rows the store holds, of which
   * the first `length` values are stored; the same array as the run grows (charts keep it).
   * Undefined when the layout has no such column.
   */
  column(name: string): Float64Array | undefined {
    return this.byName.get(name);
  }

  /** Appends `rowCount` row-major rows (`layout.sampleWidth` values each). */
  append(rows: Float64Array, rowCount: number): void {
    const width = this.inRowOrder.length;
    if (rows.length < rowCount * width)
      throw new Error(`chunk holds ${rows.length} values, expected ${rowCount * width}`);
    if (this.received + rowCount > this.layout.totalSamples) throw new Error('more samples than the run has');
    for (let i = 0; i < rowCount; i += 1) this.appendRow(rows, i * width);
    this.received += rowCount;
  }

  /** Stored samples of route `id`'s throughput (column `x:<id>`), or undefined. */
  rate(id: string): Float64Array | undefined {
    return this.byName.get(rateColumn(id))?.subarray(0, this.length);
  }

  /** Every route's throughput columns as `measure` (goodput: `goodputMbps`; arrivals: `ratesMbps`). */
  throughputMbps(measure: ThroughputMeasure): Float64Array[] {
    return measure === 'goodput' ? this.goodputMbps : this.ratesMbps;
  }

  /** Total throughput (arrivals unless `measure` says) per stored row of the routes in `group` (all when omitted). */
  groupTotal(group?: string, measure: ThroughputMeasure = 'arrivals'): Float64Array {
    const length = this.length;
    const out = new Float64Array(length);
    const columns = this.throughputMbps(measure);
    this.layout.routes.forEach((route, r) => {
      if (group !== undefined && route.group !== group) return;
      const column = at(columns, r, 'rate column of route');
      // i < length = this.length: a stored row of the column.
      for (let i = 0; i < length; i += 1) out[i] = out[i]! + column[i]!;
    });
    return out;
  }

  /** Stores the row at `rows[base...]`: as a row, or into the min/max pair being filled. */
  private appendRow(rows: Float64Array, base: number): void {
    // Below, c < columns.length: a column, and a value of the row (a row has one per column); lo
    // and hi are rows the arrays hold (filled + 2 <= capacity).
    const columns = this.inRowOrder;
    const capacity = this.timeS.length;
    if (!this.decimated) {
      if (this.filled < capacity) {
        for (let c = 0; c < columns.length; c += 1) columns[c]![this.filled] = rows[base + c]!;
        this.filled += 1;
        return;
      }
      this.compact();
    }
    if (this.pending === 0 && this.filled + 2 > capacity) this.compact();
    const lo = this.filled;
    const hi = lo + 1;
    if (this.pending === 0) {
      for (let c = 0; c < columns.length; c += 1) columns[c]![lo] = columns[c]![hi] = rows[base + c]!;
    } else {
      for (let c = 0; c < columns.length; c += 1) {
        const v = rows[base + c]!;
        const column = columns[c]!;
        if (c === this.timeIndex) column[hi] = v;
        else {
          if (v < column[lo]!) column[lo] = v;
          if (v > column[hi]!) column[hi] = v;
        }
      }
    }
    this.pending += 1;
    if (this.pending === this.pairSamples) {
      this.filled += 2;
      this.pending = 0;
    }
  }

  /**
   * Halves the stored rows: rows 4k..4k+3 become row 2k (each column's minimum, at row 4k's time)
   * and row 2k+1 (maximum, at row 4k+3's time). Called with every row complete and the arrays full.
   */
  private compact(): void {
    const rows = this.filled;
    this.inRowOrder.forEach((column, c) => {
      const isTime = c === this.timeIndex;
      // a + 3 < rows <= the column's length: every index below is a stored row.
      for (let k = 0; 4 * k + 3 < rows; k += 1) {
        const a = 4 * k;
        if (isTime) {
          column[2 * k] = column[a]!;
          column[2 * k + 1] = column[a + 3]!;
        } else {
          column[2 * k] = Math.min(column[a]!, column[a + 1]!, column[a + 2]!, column[a + 3]!);
          column[2 * k + 1] = Math.max(column[a]!, column[a + 1]!, column[a + 2]!, column[a + 3]!);
        }
      }
    });
    this.filled = Math.floor(rows / 4) * 2;
    this.pairSamples *= 2;
    this.pending = 0;
    this.compactions += 1;
  }

  /** Column `name`, which the layout must have. */
  private required(name: string): Float64Array {
    const column = this.byName.get(name);
    if (!column) throw new Error(`layout has no column ${name}`);
    return column;
  }
}
