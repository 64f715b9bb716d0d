/**
 * A typed wrapper around the solver's WebAssembly exports (plain `extern "C"` functions, see
 * solver/src/ffi.rs). The same wrapper runs in the browser worker and in Node tests.
 */
import { engineMask, type BadgeEngine, type PaperReport } from './paperReport';
import type { UtilizationCurve } from '../theory/utilization';
import type { DirectionField, PathsMap } from '../theory/pathsMap';
import type { RunCost } from './cost';
import type { RunLayout, RunSummary } from './layout';
import { capErrors } from './errorList';
import { describeSolverError, memoryMaximumBytes } from './memoryLimit';
import { fetchWasmBytes, type FetchRetry } from './wasmLoad';

/** The raw exports of mpsolver.wasm. Pointers and sizes are byte offsets and counts (wasm32). */
interface SolverExports {
  memory: WebAssembly.Memory;
  mp_alloc(len: number): number;
  mp_free(ptr: number, len: number): void;
  mp_message_ptr(): number;
  mp_message_len(): number;
  mp_create(ptr: number, len: number): number;
  mp_create_variant(ptr: number, len: number, index: number): number;
  mp_run(sim: number, out: number, maxRows: number): number;
  mp_sample_width(sim: number): number;
  mp_is_done(sim: number): number;
  mp_time(sim: number): number;
  mp_positions(sim: number, out: number): number;
  mp_positions_at(sim: number, tS: number, out: number): number;
  mp_path_outline(sim: number, platform: number, stepM: number, out: number, maxPoints: number): number;
  mp_fixed_point_at(sim: number, tS: number, out: number): number;
  mp_station_curve(sim: number, index: number, maxDM: number, n: number, out: number): number;
  mp_capacity_field(
    sim: number,
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    nx: number,
    ny: number,
    out: number,
  ): number;
  mp_destroy(sim: number): void;
  mp_check(ptr: number, len: number): number;
  mp_summary(ptr: number, len: number): number;
  mp_run_summary(sim: number): number;
  mp_cost(ptr: number, len: number): number;
  mp_accuracy(ptr: number, len: number): number;
  mp_check_paper(ptr: number, len: number, engines: number): number;
  mp_utilization(b: number, w0: number, gamma: number, max: number, subflowsPerFlow: number): number;
  mp_paths_map(ptr: number, len: number, steps: number): number;
  mp_summary_with(ptr: number, len: number): number;
  mp_direction_field(p1: number, p2: number, alpha: number, beta: number): number;
  /** Bytes of the last allocation that failed (solver/src/alloc_watch.rs; absent in older builds). */
  mp_failed_alloc_bytes?(): number;
  mp_failure(sim: number): number;
}

/** One route's largest difference between the runs at dt and dt/2 (solver/src/accuracy.rs). */
export interface SeriesDifference {
  /** `x:<route>`. */
  column: string;
  maxAbsMbps: number;
  atS: number;
  peakMbps: number;
  /** `maxAbsMbps / peakMbps`. */
  relative: number;
}

/** The accuracy check's result, largest relative difference first. */
export interface AccuracyReport {
  dtS: number;
  halfDtS: number;
  series: SeriesDifference[];
  largestRelative: number;
}

/** A scenario the solver refused, with one `path: message` line per problem. */
export class ScenarioError extends Error {
  /** Field-named messages, e.g. `stations[2].decay.alphaPerM: must be > 0, got -1`. */
  readonly errors: string[];
  constructor(errors: string[]) {
    super(errors.join('\n'));
    this.name = 'ScenarioError';
    this.errors = errors;
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The loaded solver module; create runs from scenario JSON text. */
export class Solver {
  private constructor(
    private readonly exports: SolverExports,
    /** The module's memory maximum, bytes (null: none). */
    readonly memoryLimitBytes: number | null,
  ) {}

  /** Instantiates the solver from the bytes of mpsolver.wasm. */
  static async fromBytes(bytes: BufferSource): Promise<Solver> {
    const { instance } = await WebAssembly.instantiate(bytes, {});
    return new Solver(instance.exports as unknown as SolverExports, memoryMaximumBytes(bytes));
  }

  /** Fetches the module from a URL (browser; retried, see wasmLoad.ts) and instantiates it. */
  static async fromUrl(url: string, retry?: FetchRetry): Promise<Solver> {
    return Solver.fromBytes(await fetchWasmBytes(url, retry));
  }

  /**
   * The message for an error thrown while running the module: hitting the memory limit is named
   * ("the solver ran out of memory (limit 1 GiB) ..."), anything else keeps its own text.
   */
  describeFailure(error: unknown): string {
    return describeSolverError(error, {
      limitBytes: this.memoryLimitBytes,
      usedBytes: this.exports.memory.buffer.byteLength,
      failedAllocBytes: this.exports.mp_failed_alloc_bytes?.() ?? 0,
    });
  }

  /** The message buffer as text (memory may have grown, so the buffer is read afresh). */
  message(): string {
    const ptr = this.exports.mp_message_ptr();
    const len = this.exports.mp_message_len();
    return decoder.decode(new Uint8Array(this.exports.memory.buffer, ptr, len));
  }

  /** Calls `fn(ptr, len)` with the UTF-8 bytes of `text` in wasm memory. */
  withText<T>(text: string, fn: (ptr: number, len: number) => T): T {
    const bytes = encoder.encode(text);
    const ptr = this.exports.mp_alloc(bytes.length);
    try {
      new Uint8Array(this.exports.memory.buffer, ptr, bytes.length).set(bytes);
      return fn(ptr, bytes.length);
    } finally {
      this.exports.mp_free(ptr, bytes.length);
    }
  }

  /** The module's errors, at most MAX_LISTED_ERRORS and "and N more" (see errorList.ts). */
  private errors(): string[] {
    try {
      const parsed = JSON.parse(this.message()) as { errors?: string[] };
      return capErrors(parsed.errors ?? ['(root): invalid scenario']);
    } catch {
      return ['(root): invalid scenario'];
    }
  }

  /** Validates scenario JSON; returns the field-named errors (empty when valid). */
  check(scenarioJson: string): string[] {
    const ok = this.withText(scenarioJson, (p, n) => this.exports.mp_check(p, n));
    return ok ? [] : this.errors();
  }

  /** What a run of a scenario would cost, before it runs; throws ScenarioError if invalid. */
  cost(scenarioJson: string): RunCost {
    const ok = this.withText(scenarioJson, (p, n) => this.exports.mp_cost(p, n));
    if (!ok) throw new ScenarioError(this.errors());
    return JSON.parse(this.message()) as RunCost;
  }

  /**
   * "Check accuracy": runs the fluid scenario at its dt and at dt/2 and returns every route's
   * largest difference (solver/src/accuracy.rs); throws ScenarioError if it cannot (a packet run).
   */
  accuracy(scenarioJson: string): AccuracyReport {
    const ok = this.withText(scenarioJson, (p, n) => this.exports.mp_accuracy(p, n));
    if (!ok) throw new ScenarioError(this.errors());
    return JSON.parse(this.message()) as AccuracyReport;
  }

  /**
   * Paper badges: every `meta.reproduces` entry measured on the scenario's runs with these engines
   * (solver/src/papers); throws ScenarioError if the scenario or its badges are malformed.
   */
  checkPaper(scenarioJson: string, engines: readonly BadgeEngine[]): PaperReport {
    const ok = this.withText(scenarioJson, (p, n) => this.exports.mp_check_paper(p, n, engineMask(engines)));
    if (!ok) throw new ScenarioError(this.errors());
    return JSON.parse(this.message()) as PaperReport;
  }

  /**
   * Paper 003's utilization closed forms (solver/src/theory): against subflows 1..max, or with
   * `subflowsPerFlow` > 0 against flows of that many subflows; throws ScenarioError naming a
   * setting out of range.
   */
  utilization(b: number, w0: number, gamma: number, max: number, subflowsPerFlow: number): UtilizationCurve[] {
    if (!this.exports.mp_utilization(b, w0, gamma, max, subflowsPerFlow)) throw new ScenarioError(this.errors());
    return JSON.parse(this.message()) as UtilizationCurve[];
  }

  /**
   * Paper 003's Fig 8: the number of paths MTCP(alpha, beta) uses over a (steps + 1)^2 grid of the
   * alpha-beta square (solver/src/theory/mtcp.rs); throws ScenarioError naming a bad setting.
   */
  pathsMap(lossProbabilities: readonly number[], steps: number): PathsMap {
    const ok = this.withText(JSON.stringify(lossProbabilities), (p, n) => this.exports.mp_paths_map(p, n, steps));
    if (!ok) throw new ScenarioError(this.errors());
    return JSON.parse(this.message()) as PathsMap;
  }

  /**
   * One sweep point: the scenario with each `[path, value]` set as `mpsim sweep --set` sets it
   * (solver/src/sweep.rs), run to its end; throws ScenarioError naming the path or the field.
   */
  summaryWith(scenarioJson: string, sets: ReadonlyArray<readonly [string, number]>): RunSummary {
    const text = `{"scenario":${scenarioJson},"sets":${JSON.stringify(sets)}}`;
    const ok = this.withText(text, (p, n) => this.exports.mp_summary_with(p, n));
    if (!ok) throw new ScenarioError(this.errors());
    return JSON.parse(this.message()) as RunSummary;
  }

  /** Paper 003's Fig 7: eq (15) on two paths (solver/src/theory/mtcp.rs); throws ScenarioError naming a bad setting. */
  directionField(p1: number, p2: number, alpha: number, beta: number): DirectionField {
    if (!this.exports.mp_direction_field(p1, p2, alpha, beta)) throw new ScenarioError(this.errors());
    return JSON.parse(this.message()) as DirectionField;
  }

  /** Runs a scenario to its end and returns its summary; throws ScenarioError if invalid. */
  summary(scenarioJson: string): RunSummary {
    const ok = this.withText(scenarioJson, (p, n) => this.exports.mp_summary(p, n));
    if (!ok) throw new ScenarioError(this.errors());
    return JSON.parse(this.message()) as RunSummary;
  }

  /**
   * Starts a run at t = 0; with `variant`, of that controller of the scenario's `comparison` (the
   * compared source runs it, the title names it). Throws ScenarioError if the scenario is invalid
   * or has no such variant.
   */
  start(scenarioJson: string, variant?: number): SolverRun {
    const handle = this.withText(scenarioJson, (p, n) => (variant === undefined ? this.exports.mp_create(p, n) : this.exports.mp_create_variant(p, n, variant)));
    if (handle === 0) throw new ScenarioError(this.errors());
    const layout = JSON.parse(this.message()) as RunLayout;
    return new SolverRun(this.exports, handle, layout, () => this.message());
  }
}

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
