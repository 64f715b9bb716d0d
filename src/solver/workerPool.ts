/**
 * A pool of solver workers for one-shot requests (a sweep's runs, a paper check): each request
 * goes to the first idle worker, its answer resolves its promise. `cancel` terminates every worker
 * (a stale sweep) and rejects what was pending with "cancelled"; the pool starts new workers on the
 * next request.
 */
import { createSolverWorker, type WorkerFactory } from './client';
import type { CheckPaperRequest, FromWorker, SettleRequest, SummarizeRequest } from './protocol';
import type { RunSummary, SettledRates } from './layout';
import type { BadgeEngine, PaperReport } from './paperReport';

/** A one-shot request without its run id (the pool numbers them). */
type OneShot = Omit<SummarizeRequest, 'runId'> | Omit<CheckPaperRequest, 'runId'> | Omit<SettleRequest, 'runId'>;

interface Job {
  runId: number;
  request: OneShot;
  /** The answer in a worker's message, or undefined for a message that is not the answer. */
  answer(message: FromWorker): unknown;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

/** Workers to use: one per core (the page's own thread is idle while a sweep runs), 1 to 4. */
export function poolSize(cores = globalThis.navigator?.hardwareConcurrency ?? 2): number {
  return Math.max(1, Math.min(4, Math.floor(cores) || 1));
}

/** Runs one-shot requests on several workers. */
export class WorkerPool {
  private slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 0;

  constructor(
    readonly size: number = poolSize(),
    private readonly createWorker: WorkerFactory = createSolverWorker,
  ) {}

  /**
   * The summary of a run of the scenario, with `sets` (`[path, value]`) applied first if given
   * (rejects with the solver's field-named errors if refused).
   */
  summarize(scenarioJson: string, sets?: Array<[string, number]>): Promise<RunSummary> {
    const request: OneShot = sets ? { type: 'summarize', scenarioJson, sets } : { type: 'summarize', scenarioJson };
    return this.request(request, (m) => (m.type === 'summary' ? m.summary : undefined));
  }

  /** The scenario's published numbers measured with these engines (paper badges). */
  checkPaper(scenarioJson: string, engines: readonly BadgeEngine[]): Promise<PaperReport> {
    return this.request({ type: 'checkPaper', scenarioJson, engines: [...engines] }, (m) =>
      m.type === 'paperReport' ? m.report : undefined,
    );
  }

  /** The fixed point at `tS` with the capacities of that moment held (see Solver.settle). */
  settle(request: Omit<SettleRequest, 'runId' | 'type'>): Promise<SettledRates> {
    return this.request({ type: 'settle', ...request }, (m) => (m.type === 'settled' ? m.settled : undefined));
  }

  /**
   * Starts every worker now (each loads the solver module as it starts), so that the first
   * requests do not wait for the module: for a dialog that will send work once the user asks.
   */
  warm(): void {
    while (this.slots.length < this.size) this.spawn();
  }

  /** True while a request is running or queued. */
  get busy(): boolean {
    return this.queue.length > 0 || this.slots.some((s) => s.job !== null);
  }

  /** Stops every worker; pending and queued requests reject with "cancelled". */
  cancel(): void {
    for (const slot of this.slots) {
      slot.worker.terminate();
      slot.job?.reject(new Error('cancelled'));
    }
    this.slots = [];
    for (const job of this.queue.splice(0)) job.reject(new Error('cancelled'));
  }

  private request<T>(request: OneShot, answer: (m: FromWorker) => T | undefined): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ runId: ++this.nextId, request, answer, resolve: resolve as (v: unknown) => void, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => s.job === null);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.worker.postMessage({ ...job.request, runId: job.runId });
    }
  }

  private spawn(): Slot {
    const slot: Slot = { worker: this.createWorker(), job: null };
    slot.worker.onmessage = (event: MessageEvent<FromWorker>) => {
      const m = event.data;
      const job = slot.job;
      if (!job || m.runId !== job.runId || m.type === 'started') return;
      const value = job.answer(m);
      if (value !== undefined) job.resolve(value);
      else if (m.type === 'invalid') job.reject(new Error(m.errors.join('\n')));
      else if (m.type === 'failed') {
        job.reject(new Error(m.message));
        // Its module may have trapped: later requests go to a new worker.
        slot.worker.terminate();
        this.slots = this.slots.filter((s) => s !== slot);
      } else return;
      slot.job = null;
      this.pump();
    };
    slot.worker.onerror = (event) => {
      event.preventDefault?.();
      slot.job?.reject(new Error(`a solver worker failed: ${event.message || 'no reason given'}`));
      slot.job = null;
      slot.worker.terminate();
      this.slots = this.slots.filter((s) => s !== slot);
      this.pump();
    };
    this.slots.push(slot);
    return slot;
  }
}

