/**
 * Paper badges in the browser: a worker of its own (the solver worker, `checkPaper` requests)
 * measures a scenario's published numbers off the main thread, so the page's own run is not
 * delayed. A stale check is cancelled by terminating the worker (the next check starts a new one).
 * Reports are cached by scenario text, so the gallery's checks serve the preset it loads.
 */
import { createSolverWorker, type WorkerFactory } from '../solver/client';
import type { FromWorker } from '../solver/protocol';
import type { BadgeEngine, PaperReport } from '../solver/paperReport';

/** Both engines: a badge names which of them it is checked with. */
export const BADGE_ENGINES: readonly BadgeEngine[] = ['fluid', 'packet'];

const CACHE_SIZE = 32;
const cache = new Map<string, PaperReport>();

/** A report already computed for this scenario text, if any. */
export function cachedReport(scenarioJson: string): PaperReport | undefined {
  return cache.get(scenarioJson);
}

function remember(scenarioJson: string, report: PaperReport): void {
  cache.delete(scenarioJson);
  cache.set(scenarioJson, report);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
}

interface Pending {
  json: string;
  resolve(report: PaperReport): void;
  reject(error: Error): void;
}

/** One worker that answers `check` requests in order. */
export class PaperChecker {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly createWorker: WorkerFactory = createSolverWorker) {}

  /** The report of the scenario's published numbers (from the cache, or measured in the worker). */
  check(scenarioJson: string, engines: readonly BadgeEngine[] = BADGE_ENGINES): Promise<PaperReport> {
    const known = cachedReport(scenarioJson);
    if (known) return Promise.resolve(known);
    const runId = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.pending.set(runId, { json: scenarioJson, resolve, reject });
      this.ensureWorker().postMessage({ type: 'checkPaper', runId, scenarioJson, engines: [...engines] });
    });
  }

  /** Drops every pending check (their promises reject with "cancelled") and the worker. */
  cancel(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const p of this.pending.values()) p.reject(new Error('cancelled'));
    this.pending.clear();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = this.createWorker();
    worker.onmessage = (event: MessageEvent<FromWorker>) => this.receive(event.data);
    worker.onerror = (event) => {
      event.preventDefault?.();
      const why = new Error(`the solver worker failed: ${event.message || 'no reason given'}`);
      for (const p of this.pending.values()) p.reject(why);
      this.pending.clear();
      this.worker?.terminate();
      this.worker = null;
    };
    this.worker = worker;
    return worker;
  }

  private receive(message: FromWorker): void {
    const p = this.pending.get(message.runId);
    if (!p) return;
    if (message.type === 'paperReport') {
      remember(p.json, message.report);
      p.resolve(message.report);
    } else if (message.type === 'invalid') {
      p.reject(new Error(message.errors.join('\n')));
    } else if (message.type === 'failed') {
      p.reject(new Error(message.message));
    } else {
      return; // 'started': the answer follows
    }
    this.pending.delete(message.runId);
  }
}
