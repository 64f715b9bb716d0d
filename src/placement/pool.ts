/**
 * A pool of solver workers for one-shot requests (a sweep's runs): each request goes to the first
 * idle worker, the answer resolves its promise. `cancel` terminates every worker (a stale sweep)
 * and rejects what was pending with "cancelled"; the pool starts new workers on the next request.
 */
import { createSolverWorker, type WorkerFactory } from '../solver/client';
import type { FromWorker, SummarizeRequest } from '../solver/protocol';
import type { RunSummary } from '../solver/layout';

interface Job {
  runId: number;
  scenarioJson: string;
  sets?: Array<[string, number]>;
  resolve(summary: RunSummary): void;
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

/** Runs scenarios to their ends on several workers and returns their summaries. */
export class SummaryPool {
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
    return new Promise((resolve, reject) => {
      this.queue.push({ runId: ++this.nextId, scenarioJson, sets, resolve, reject });
      this.pump();
    });
  }

  /** Stops every worker; pending and queued runs reject with "cancelled". */
  cancel(): void {
    for (const slot of this.slots) {
      slot.worker.terminate();
      slot.job?.reject(new Error('cancelled'));
    }
    this.slots = [];
    for (const job of this.queue.splice(0)) job.reject(new Error('cancelled'));
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => s.job === null);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.job = job;
      const message: SummarizeRequest = { type: 'summarize', runId: job.runId, scenarioJson: job.scenarioJson };
      if (job.sets) message.sets = job.sets;
      slot.worker.postMessage(message);
    }
  }

  private spawn(): Slot {
    const slot: Slot = { worker: this.createWorker(), job: null };
    slot.worker.onmessage = (event: MessageEvent<FromWorker>) => {
      const m = event.data;
      const job = slot.job;
      if (!job || m.runId !== job.runId || m.type === 'started') return;
      if (m.type === 'summary') job.resolve(m.summary);
      else if (m.type === 'invalid') job.reject(new Error(m.errors.join('\n')));
      else if (m.type === 'failed') job.reject(new Error(m.message));
      else return;
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
