/**
 * Paper badges in the browser: a worker of its own (the solver worker, `checkPaper` requests)
 * measures a scenario's published numbers off the main thread, so the page's own run is not
 * delayed. A stale check is cancelled by terminating the worker (the next check starts a new one).
 * Reports are cached by scenario text, so the gallery's checks serve the preset it loads.
 */
import { createSolverWorker, type WorkerFactory } from '../solver/client';
import { WorkerPool } from '../solver/workerPool';
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

/** One worker that answers `check` requests in order. */
export class PaperChecker {
  private readonly pool: WorkerPool;

  constructor(createWorker: WorkerFactory = createSolverWorker) {
    this.pool = new WorkerPool(1, createWorker);
  }

  /** The report of the scenario's published numbers (from the cache, or measured in the worker). */
  check(scenarioJson: string, engines: readonly BadgeEngine[] = BADGE_ENGINES): Promise<PaperReport> {
    const known = cachedReport(scenarioJson);
    if (known) return Promise.resolve(known);
    return this.pool.checkPaper(scenarioJson, engines).then((report) => {
      remember(scenarioJson, report);
      return report;
    });
  }

  /** Drops every pending check (their promises reject with "cancelled") and the worker. */
  cancel(): void {
    this.pool.cancel();
  }
}
