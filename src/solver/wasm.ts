/**
 * A typed wrapper around the solver's WebAssembly exports (plain `extern "C"` functions, see
 * solver/src/ffi/). The same wrapper runs in the browser worker and in Node tests.
 */
import { engineMask, type BadgeEngine, type PaperReport } from './paperReport';
import type { DirectionField, PathsMap, UtilizationCurve } from './theoryTypes';
import type { RunCost } from './cost';
import type { RunLayout, RunSummary, SettledRates } from './layout';
import { capErrors } from './errorList';
import { describeSolverError, memoryMaximumBytes } from './memoryLimit';
import { fetchWasmBytes, type FetchRetry } from './wasmLoad';
import type { SolverExports } from './wasmExports';
import { ScenarioError } from './scenarioError';
import { SolverRun } from './solverRun';

export { ScenarioError } from './scenarioError';
export { SolverRun } from './solverRun';


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
   * ("the solver ran out of memory on this scenario (limit 1 GiB) ..."), anything else keeps its own text.
   */
  describeFailure(error: unknown): string {
    return describeSolverError(error, {
      limitBytes: this.memoryLimitBytes,
      usedBytes: this.exports.memory.buffer.byteLength,
      failedAllocBytes: this.exports.mp_failed_alloc_bytes?.() ?? 0,
    });
  }

  /** The size of the last allocation the module could not make, bytes (0: none, or not told). */
  failedAllocBytes(): number {
    try {
      return this.exports.mp_failed_alloc_bytes?.() ?? 0;
    } catch {
      return 0;
    }
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

  /**
   * The fixed point at `tS` for any controller (solver/src/summary/settle.rs): capacities held at
   * that moment, the fluid model run from `startMbps` (one rate per route; the initial rate if
   * absent) until the rates settle. Throws ScenarioError naming a bad field.
   */
  settle(scenarioJson: string, tS: number, options: { variant?: number; startMbps?: readonly number[] } = {}): SettledRates {
    const start = options.startMbps ? JSON.stringify(options.startMbps) : 'null';
    const text = `{"scenario":${scenarioJson},"variant":${options.variant ?? 'null'},"tS":${JSON.stringify(tS)},"startMbps":${start}}`;
    const ok = this.withText(text, (p, n) => this.exports.mp_settle(p, n));
    if (!ok) throw new ScenarioError(this.errors());
    return JSON.parse(this.message()) as SettledRates;
  }

  /** Paper 003's Fig 7: eq (15) on two paths (solver/src/theory/mtcp.rs); throws ScenarioError naming a bad setting. */
  directionField(p1: number, p2: number, alpha: number, beta: number): DirectionField {
    if (!this.exports.mp_direction_field(p1, p2, alpha, beta)) throw new ScenarioError(this.errors());
    return JSON.parse(this.message()) as DirectionField;
  }

  /** Fig 7's solver run from the windows `(w1, w2)` the reader chose, `[w1, w2]` every 0.05 s for 20 s. */
  directionTrajectory(p1: number, p2: number, alpha: number, beta: number, w1: number, w2: number): Array<[number, number]> {
    if (!this.exports.mp_direction_trajectory(p1, p2, alpha, beta, w1, w2)) throw new ScenarioError(this.errors());
    return JSON.parse(this.message()) as Array<[number, number]>;
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
