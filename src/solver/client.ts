/**
 * The page's side of the solver worker: starts runs, drops replies from stale runs, and cancels a
 * stale run by terminating its worker and starting a fresh one. A watchdog replaces a worker that
 * stops answering (see `WatchdogOptions`), so no run waits for a dead worker for ever.
 */
import type { FromWorker, RunRequest, ToWorker } from './protocol';
import { DEFAULT_CHUNK_ROWS } from './protocol';
import type { RunLayout, RunSummary } from './layout';
import { isolate } from '../scenario/userText';

/** Callbacks of one run. */
export interface RunHandlers {
  onLayout(layout: RunLayout): void;
  onChunk(rows: Float64Array, rowCount: number, timeS: number): void;
  /** The summary of the whole run, after the last chunk and before `onDone`. */
  onSummary?(summary: RunSummary): void;
  onDone(elapsedMs: number): void;
  onInvalid(errors: string[]): void;
  /** The run failed; `reload` is true when only reloading the page can help (the module did not load). */
  onFailed(message: string, reload?: boolean): void;
}

/** Makes a new solver worker (the service's `createSolverWorker`, or a fake in tests). */
export type WorkerFactory = () => Worker;

/** Told `true` when a client starts a run and `false` when that run ends (done, refused, failed or cancelled). */
export type RunActivity = (running: boolean) => void;

/**
 * How long a worker may stay silent. A run's worker must acknowledge it (`started`) within
 * `startMs` when it is new (it loads and compiles the module first) or within `ackMs` when it has
 * run before (an idle worker that died in between is replaced and the run retried once, quietly).
 * After that it must report progress (layout, a chunk, the summary) at least every `stallMs`, or
 * every `stallFactor` times the longest gap it has shown so far (a scenario whose chunks take 3 s
 * each is given 15 s), or `stallFactor` times what a chunk should cost at `routeStepNs` per route
 * and step (a slow laptop's figure, from the layout: rows x steps per row x routes and resources),
 * whichever is longest: past that the run fails with a message naming it and the worker is replaced.
 */
export interface WatchdogOptions {
  startMs: number;
  ackMs: number;
  stallMs: number;
  stallFactor: number;
  routeStepNs: number;
}

/**
 * 30 s to start a new worker, 3 s for a used one to answer, then 10 s between chunks, or 5 times
 * the slowest gap so far or a chunk's cost at 200 ns per route-step (about 10 times this machine's
 * WebAssembly figure) if longer.
 */
export const DEFAULT_WATCHDOG: WatchdogOptions = {
  startMs: 30_000,
  ackMs: 3_000,
  stallMs: 10_000,
  stallFactor: 5,
  routeStepNs: 200,
};

/** The run in progress, as the watchdog sees it. */
interface CurrentRun {
  message: RunRequest;
  handlers: RunHandlers;
  /** The worker acknowledged the run. */
  started: boolean;
  /** The run was posted to a worker that had run before. */
  toUsedWorker: boolean;
  /** The run was already retried in a fresh worker. */
  retried: boolean;
  layout: RunLayout | null;
  /** What one chunk should cost on a slow machine, from the layout, milliseconds. */
  chunkCostMs: number;
  timeS: number;
  lastProgressMs: number;
  longestGapMs: number;
  timer: ReturnType<typeof setTimeout> | null;
}

/**
 * Runs scenarios in a worker, one at a time; a new run cancels the previous one. Made by the
 * solver service (src/solver/service.ts), which passes its worker factory and listens to `activity`.
 */
export class SolverClient {
  private worker: Worker | null = null;
  /** The worker has finished a run before (so it must answer at once). */
  private workerUsed = false;
  private runId = 0;
  private current: CurrentRun | null = null;
  private readonly watchdog: WatchdogOptions;

  constructor(
    private readonly factory: WorkerFactory,
    watchdog: Partial<WatchdogOptions> = {},
    private readonly activity: RunActivity = () => {},
  ) {
    this.watchdog = { ...DEFAULT_WATCHDOG, ...watchdog };
  }

  /**
   * Starts `scenarioJson` (with `variant`, that controller of its comparison); a run still in
   * progress is cancelled first. Returns the run id.
   */
  run(scenarioJson: string, handlers: RunHandlers, chunkRows = DEFAULT_CHUNK_ROWS, variant?: number): number {
    if (this.current) this.cancel();
    this.runId += 1;
    const message: RunRequest =
      variant === undefined
        ? { type: 'run', runId: this.runId, scenarioJson, chunkRows }
        : { type: 'run', runId: this.runId, scenarioJson, chunkRows, variant };
    this.current = {
      message,
      handlers,
      started: false,
      toUsedWorker: false,
      retried: false,
      layout: null,
      chunkCostMs: 0,
      timeS: 0,
      lastProgressMs: now(),
      longestGapMs: 0,
      timer: null,
    };
    this.activity(true);
    this.post(message);
    return this.runId;
  }

  /** Stops the current run at once (terminates the worker; the next run starts a new one). */
  cancel(): void {
    this.dropWorker();
    this.finishRun();
  }

  /** Releases the worker. */
  dispose(): void {
    this.cancel();
  }

  private post(message: ToWorker): void {
    const fresh = this.worker === null || !this.workerUsed;
    const worker = this.ensureWorker();
    if (this.current) this.current.toUsedWorker = !fresh;
    worker.postMessage(message);
    this.arm(fresh ? this.watchdog.startMs : this.watchdog.ackMs);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = this.factory();
    worker.onmessage = (event: MessageEvent<FromWorker>) => {
      if (worker === this.worker) this.receive(event.data);
    };
    worker.onerror = (event: ErrorEvent) => {
      if (worker !== this.worker) return;
      const run = this.current;
      // Between runs the worker is simply replaced: the next run starts a fresh one.
      this.dropWorker();
      if (!run) return;
      this.finishRun();
      run.handlers.onFailed(`The solver worker failed: ${event.message || 'unknown error'}`);
    };
    this.worker = worker;
    this.workerUsed = false;
    return worker;
  }

  private dropWorker(): void {
    this.worker?.terminate();
    this.worker = null;
    this.workerUsed = false;
  }

  /** Forgets the current run and stops its watchdog. */
  private finishRun(): void {
    if (!this.current) return;
    if (this.current.timer != null) clearTimeout(this.current.timer);
    this.current = null;
    this.activity(false);
  }

  /** (Re)starts the watchdog: the worker must answer within `limitMs`. */
  private arm(limitMs: number): void {
    const run = this.current;
    if (!run) return;
    if (run.timer != null) clearTimeout(run.timer);
    const armedMs = now();
    run.timer = setTimeout(() => this.bark(run, armedMs, limitMs), Math.ceil(limitMs));
  }

  /** The progress limit of a started run. */
  private stallLimitMs(run: CurrentRun): number {
    const { stallMs, stallFactor } = this.watchdog;
    return Math.max(stallMs, stallFactor * run.longestGapMs, stallFactor * run.chunkCostMs);
  }

  private progress(run: CurrentRun): void {
    const t = now();
    run.longestGapMs = Math.max(run.longestGapMs, t - run.lastProgressMs);
    run.lastProgressMs = t;
    this.arm(this.stallLimitMs(run));
  }

  /** The watchdog fired: retry a run a used worker never acknowledged, else fail it. */
  private bark(run: CurrentRun, armedMs: number, limitMs: number): void {
    if (run !== this.current) return;
    run.timer = null;
    // A timer that fires far too late means this thread was busy, not the worker: replies may be
    // queued behind it, so give them one more period.
    if (now() - armedMs > limitMs + 1000) {
      this.arm(limitMs);
      return;
    }
    this.dropWorker();
    if (!run.started && run.toUsedWorker && !run.retried) {
      run.retried = true;
      this.post(run.message);
      return;
    }
    this.finishRun();
    run.handlers.onFailed(stalledMessage(run, limitMs));
  }

  private receive(message: FromWorker): void {
    const run = this.current;
    if (!run || message.runId !== this.runId) return;
    const handlers = run.handlers;
    switch (message.type) {
      case 'started':
        run.started = true;
        run.lastProgressMs = now();
        this.arm(this.watchdog.stallMs);
        break;
      case 'layout':
        run.layout = message.layout;
        run.chunkCostMs = chunkCostMs(message.layout, run.message.chunkRows, this.watchdog.routeStepNs);
        this.progress(run);
        handlers.onLayout(message.layout);
        break;
      case 'chunk':
        run.timeS = message.timeS;
        this.progress(run);
        handlers.onChunk(message.rows, message.rowCount, message.timeS);
        break;
      case 'summary':
        this.progress(run);
        handlers.onSummary?.(message.summary);
        break;
      case 'done':
        this.finishRun();
        this.workerUsed = true;
        handlers.onDone(message.elapsedMs);
        break;
      case 'invalid':
        this.finishRun();
        this.workerUsed = true;
        handlers.onInvalid(message.errors);
        break;
      case 'failed':
        // The module may be left broken (a trap): the next run starts in a fresh worker.
        this.cancel();
        if (message.reload) handlers.onFailed(message.message, true);
        else handlers.onFailed(message.message);
        break;
    }
  }
}

/** What `rows` sample rows of `layout` cost at `routeStepNs` per route and step, milliseconds. */
export function chunkCostMs(layout: RunLayout, rows: number, routeStepNs: number): number {
  const stepsPerRow = layout.dtS > 0 ? Math.max(1, layout.sampleEveryS / layout.dtS) : 1;
  const width = Math.max(1, (layout.routes?.length ?? 0) + (layout.resources?.length ?? 0));
  const cost = (rows * stepsPerRow * width * routeStepNs) / 1e6;
  return Number.isFinite(cost) ? cost : 0;
}

function now(): number {
  return typeof performance === 'undefined' ? Date.now() : performance.now();
}

/** The title the run's scenario (or variant) gives itself, for messages. */
function runTitle(run: CurrentRun): string {
  if (run.layout?.title) return run.layout.title;
  try {
    const title = (JSON.parse(run.message.scenarioJson) as { title?: unknown }).title;
    return typeof title === 'string' && title ? title : 'this scenario';
  } catch {
    return 'this scenario';
  }
}

/** The failure message of a run whose worker stopped answering. */
function stalledMessage(run: CurrentRun, limitMs: number): string {
  const where = run.layout ? ` at ${run.timeS.toFixed(0)} / ${run.layout.durationS} s` : ' before it started';
  return (
    `the solver stopped answering for run of ${isolate(runTitle(run))} (no progress for ${Math.round(limitMs / 1000)} s${where}); ` +
    'it was stopped, and the next edit starts a fresh solver'
  );
}
