/**
 * The raw exports of mpsolver.wasm (solver/src/ffi/): what the typed wrapper (wasm.ts) and a
 * run's handle (solverRun.ts) call.
 */

/** The raw exports of mpsolver.wasm. Pointers and sizes are byte offsets and counts (wasm32). */
export interface SolverExports {
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
  mp_direction_trajectory(p1: number, p2: number, alpha: number, beta: number, w1: number, w2: number): number;
  mp_freeze_at(sim: number, tS: number): number;
  mp_settle(ptr: number, len: number): number;
  /** Bytes of the last allocation that failed (solver/src/alloc_watch.rs; absent in older builds). */
  mp_failed_alloc_bytes?(): number;
  mp_failure(sim: number): number;
}
