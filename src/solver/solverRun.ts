/** One run of the solver in wasm memory, read in chunks: the handle `Solver.start` returns. */
import type { RunLayout, RunSummary } from './layout';
import type { SolverExports } from './wasmExports';
import { ScenarioError } from './scenarioError';

/** One simulation in progress; read its samples in chunks, then dispose of it. */
export class SolverRun {
  private outPtr = 0;
  private outRows = 0;
  private disposed = false;

  constructor(
    private readonly exports: SolverExports,
    private readonly handle: number,
    /** Column names and network of the run. */
    readonly layout: RunLayout,
    private readonly message: () => string,
  ) {}

  /** True when every sample has been produced. */
  get done(): boolean {
    return this.disposed || this.exports.mp_is_done(this.handle) === 1;
  }

  /**
   * Holds every capacity at its value at `tS` from then on (docs/model.md §4.10; fluid runs, before
   * the first chunk); throws ScenarioError naming why not.
   */
  freezeAt(tS: number): void {
    if (this.disposed) return;
    if (!this.exports.mp_freeze_at(this.handle, tS)) {
      const parsed = JSON.parse(this.message()) as { errors?: string[] };
      throw new ScenarioError(parsed.errors ?? ['freezeAtS: refused']);
    }
  }

  /** Simulated time reached, seconds. */
  get timeS(): number {
    return this.disposed ? 0 : this.exports.mp_time(this.handle);
  }

  /**
   * Runs on and returns up to `maxRows` sample rows (row-major, `layout.sampleWidth` each) in a
   * fresh Float64Array that the caller owns (it can be transferred to another thread).
   */
  next(maxRows: number): Float64Array {
    const width = this.layout.sampleWidth;
    if (this.disposed) return new Float64Array(0);
    if (maxRows > this.outRows) {
      if (this.outPtr) this.exports.mp_free(this.outPtr, this.outRows * width * 8);
      this.outPtr = this.exports.mp_alloc(maxRows * width * 8);
      this.outRows = maxRows;
    }
    const rows = this.exports.mp_run(this.handle, this.outPtr, maxRows);
    return new Float64Array(this.exports.memory.buffer, this.outPtr, rows * width).slice();
  }

  /** Current `(x, y)` of every node in metres, interleaved, in `layout.nodes` order. */
  positions(): Float64Array {
    const count = this.layout.nodes.length;
    if (this.disposed) return new Float64Array(count * 2);
    const ptr = this.exports.mp_alloc(Math.max(1, count * 16));
    try {
      this.exports.mp_positions(this.handle, ptr);
      return new Float64Array(this.exports.memory.buffer, ptr, count * 2).slice();
    } finally {
      this.exports.mp_free(ptr, Math.max(1, count * 16));
    }
  }

  /** `(x, y)` of every node at time `tS` (metres, interleaved), without moving the run. */
  positionsAt(tS: number): Float64Array {
    const count = this.layout.nodes.length;
    if (this.disposed) return new Float64Array(count * 2);
    const bytes = Math.max(8, count * 16);
    const ptr = this.exports.mp_alloc(bytes);
    try {
      this.exports.mp_positions_at(this.handle, tS, ptr);
      return new Float64Array(this.exports.memory.buffer, ptr, count * 2).slice();
    } finally {
      this.exports.mp_free(ptr, bytes);
    }
  }

  /**
   * Station `index`'s (of `layout.fieldStations`) capacity `C rho(d)`, Mbps, at `n` distances
   * evenly spread over `[0, maxDM]` metres, or null for no such station.
   */
  stationCurve(index: number, maxDM: number, n: number): Float64Array | null {
    if (this.disposed || !(n > 0) || n > 1 << 20) return null;
    const ptr = this.exports.mp_alloc(n * 8);
    try {
      const written = this.exports.mp_station_curve(this.handle, index, maxDM, n, ptr);
      return written === n ? new Float64Array(this.exports.memory.buffer, ptr, n).slice() : null;
    } finally {
      this.exports.mp_free(ptr, n * 8);
    }
  }

  /**
   * The Kelly-Voice equilibrium (eq 15) for the capacities at `tS`, Mbps per route in layout
   * order, or null where the scenario has none (not one Kelly-Voice source on routes of their own).
   */
  fixedPointAt(tS: number): Float64Array | null {
    const count = this.layout.routes.length;
    if (this.disposed || count === 0) return null;
    const bytes = count * 8;
    const ptr = this.exports.mp_alloc(bytes);
    try {
      const written = this.exports.mp_fixed_point_at(this.handle, tS, ptr);
      return written === count ? new Float64Array(this.exports.memory.buffer, ptr, count).slice() : null;
    } finally {
      this.exports.mp_free(ptr, bytes);
    }
  }

  /**
   * The aggregate capacity field (paper 000 Fig. 4: the sum over the stations of `C rho(d)`, Mbps)
   * at `nx` x `ny` cell centres of the rectangle from `(x0, y0)` to `(x1, y1)` metres, row by row
   * from `y0`; empty when disposed or above the solver's 2^20 points.
   */
  capacityField(x0: number, y0: number, x1: number, y1: number, nx: number, ny: number): Float64Array {
    const n = nx * ny;
    if (this.disposed || !(n > 0) || n > 1 << 20) return new Float64Array(0);
    const bytes = n * 8;
    const ptr = this.exports.mp_alloc(bytes);
    try {
      const written = this.exports.mp_capacity_field(this.handle, x0, y0, x1, y1, nx, ny, ptr);
      return new Float64Array(this.exports.memory.buffer, ptr, written).slice();
    } finally {
      this.exports.mp_free(ptr, bytes);
    }
  }

  /** The centre path of platform `platform` (index) from t = 0 to its end, `(x, y)` interleaved. */
  outline(platform: number, stepM = 5): Float64Array {
    if (this.disposed) return new Float64Array(0);
    const count = this.exports.mp_path_outline(this.handle, platform, stepM, 0, 0);
    const bytes = Math.max(8, count * 16);
    const ptr = this.exports.mp_alloc(bytes);
    try {
      this.exports.mp_path_outline(this.handle, platform, stepM, ptr, count);
      return new Float64Array(this.exports.memory.buffer, ptr, count * 2).slice();
    } finally {
      this.exports.mp_free(ptr, bytes);
    }
  }

  /**
   * The summary of the steps run so far (of the whole run once `done`). Throws, naming the route
   * and the time, if the run stopped because its numbers stopped being finite.
   */
  summary(): RunSummary {
    if (this.disposed) throw new Error('the run was disposed');
    this.exports.mp_run_summary(this.handle);
    const text = this.message();
    if (this.exports.mp_failure(this.handle) > 0) throw new Error(this.message());
    const parsed = JSON.parse(text) as RunSummary | { errors: string[] };
    // A run without a summary (a packet run, for now) says why, by field.
    if ('errors' in parsed) throw new ScenarioError(parsed.errors);
    return parsed;
  }

  /** Frees the run's memory in the module. Safe to call twice. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    if (this.outPtr) this.exports.mp_free(this.outPtr, this.outRows * this.layout.sampleWidth * 8);
    this.exports.mp_destroy(this.handle);
  }
}
