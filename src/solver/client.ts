/**
 * The page's side of the solver worker: starts runs, drops replies from stale runs, and cancels a
 * stale run by terminating its worker and starting a fresh one.
 */
import type { FromWorker, ToWorker } from './protocol';
import { DEFAULT_CHUNK_ROWS } from './protocol';
import type { RunLayout, RunSummary } from './layout';

/** Callbacks of one run. */
export interface RunHandlers {
  onLayout(layout: RunLayout): void;
  onChunk(rows: Float64Array, rowCount: number, timeS: number): void;
  /** The summary of the whole run, after the last chunk and before `onDone`. */
  onSummary?(summary: RunSummary): void;
  onDone(elapsedMs: number): void;
  onInvalid(errors: string[]): void;
  onFailed(message: string): void;
}

/** Makes a new solver worker (injectable for tests). */
export type WorkerFactory = () => Worker;

/** The default worker: a module worker running workers/solver.worker.ts. */
export const createSolverWorker: WorkerFactory = () =>
  new Worker(new URL('../../workers/solver.worker.ts', import.meta.url), { type: 'module', name: 'solver' });

/** Runs scenarios in a worker, one at a time; a new run cancels the previous one. */
export class SolverClient {
  private worker: Worker | null = null;
  private runId = 0;
  private busy = false;
  private handlers: RunHandlers | null = null;

  constructor(private readonly factory: WorkerFactory = createSolverWorker) {}

  /**
   * Starts `scenarioJson` (with `variant`, that controller of its comparison); a run still in
   * progress is cancelled first. Returns the run id.
   */
  run(scenarioJson: string, handlers: RunHandlers, chunkRows = DEFAULT_CHUNK_ROWS, variant?: number): number {
    if (this.busy) this.cancel();
    const worker = this.ensureWorker();
    this.runId += 1;
    this.busy = true;
    this.handlers = handlers;
    const message: ToWorker = variant === undefined ? { type: 'run', runId: this.runId, scenarioJson, chunkRows } : { type: 'run', runId: this.runId, scenarioJson, chunkRows, variant };
    worker.postMessage(message);
    return this.runId;
  }

  /** Stops the current run at once (terminates the worker; the next run starts a new one). */
  cancel(): void {
    this.worker?.terminate();
    this.worker = null;
    this.busy = false;
    this.handlers = null;
  }

  /** Releases the worker. */
  dispose(): void {
    this.cancel();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = this.factory();
    worker.onmessage = (event: MessageEvent<FromWorker>) => this.receive(event.data);
    worker.onerror = (event: ErrorEvent) => {
      const handlers = this.handlers;
      this.cancel();
      handlers?.onFailed(`The solver worker failed: ${event.message || 'unknown error'}`);
    };
    this.worker = worker;
    return worker;
  }

  private receive(message: FromWorker): void {
    const handlers = this.handlers;
    if (!handlers || message.runId !== this.runId) return;
    switch (message.type) {
      case 'layout':
        handlers.onLayout(message.layout);
        break;
      case 'chunk':
        handlers.onChunk(message.rows, message.rowCount, message.timeS);
        break;
      case 'summary':
        handlers.onSummary?.(message.summary);
        break;
      case 'done':
        this.busy = false;
        handlers.onDone(message.elapsedMs);
        break;
      case 'invalid':
        this.busy = false;
        handlers.onInvalid(message.errors);
        break;
      case 'failed':
        // The module may be left broken (a trap): the next run starts in a fresh worker.
        this.cancel();
        handlers.onFailed(message.message);
        break;
    }
  }
}
