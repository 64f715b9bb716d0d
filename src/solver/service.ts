/**
 * The solver service: the one module that creates workers (the solver's, and the import worker) (`new Worker` appears nowhere
 * else in src/ or workers/; tests/unit/solverService.test.ts checks it). Every feature asks it:
 *
 * - `screenClients(asked)`: the clients of the scenario on screen (useSolver), `poolSize(asked)` of
 *   them, each with a worker of its own, so a new run never waits for a worker another feature uses;
 * - `comparisonClient()`: one client per comparison variant (useComparison);
 * - `jobs(priority)`: a group of one-shot requests (summaries, settles, paper checks) on the shared
 *   pool of `poolSize(asked)` workers, cancelled together.
 *
 * Priorities (docs/architecture.md, "Workers"): the screen's runs and the comparison's run on their
 * own workers and start at once. While any of them is in progress the pool holds its requests
 * back: `view` requests start as usual, `tools` requests (placement, sweeps, theory) start only
 * while no other `tools` or `badges` request runs (one at a time, leaving the other cores to the
 * screen), and `badges` requests do not start at all. Requests already running go on. In the queue,
 * `view` comes before `tools` before `badges`, first come first served within each.
 */
import { SolverClient, type WorkerFactory } from './client';
import { poolSize, reportedCores } from './poolSize';
import { WorkerPool, type JobPriority, type RunningJobs } from './workerPool';
import type { RunSummary, SettledRates } from './layout';
import type { BadgeEngine, PaperReport } from './paperReport';
import type { SettleRequest } from './protocol';

/** The default worker: a module worker running workers/solver.worker.ts. */
export const createSolverWorker: WorkerFactory = () =>
  new Worker(new URL('../../workers/solver.worker.ts', import.meta.url), { type: 'module', name: 'solver' });

/**
 * The import worker (workers/import.worker.ts): reads one file of real data off the main thread
 * (src/realdata/importClient.ts makes one per file).
 */
export function createImportWorker(): Worker {
  return new Worker(new URL('../../workers/import.worker.ts', import.meta.url), { type: 'module', name: 'import' });
}

/** The pool's workers stop after this long with nothing to do (they free their wasm memory), milliseconds. */
export const POOL_IDLE_MS = 30_000;

/** Whether a pooled request of `priority` may start while `foregroundRuns` screen or comparison runs are in progress. */
export function admitJob(priority: JobPriority, running: RunningJobs, foregroundRuns: number): boolean {
  if (foregroundRuns === 0 || priority === 'view') return true;
  if (priority === 'badges') return false;
  return running.tools + running.badges === 0;
}

/**
 * One group of pooled requests of one priority (a sweep, a placement map, a paper checker): the
 * same calls as a pool of its own, but `cancel` stops only this group's requests.
 */
export class JobGroup {
  constructor(
    private readonly pool: WorkerPool,
    /** How urgent this group's requests are. */
    readonly priority: JobPriority,
  ) {}

  /** The summary of a run of the scenario, with `sets` applied first (see WorkerPool.summarize). */
  summarize(scenarioJson: string, sets?: Array<[string, number]>): Promise<RunSummary> {
    return this.pool.summarize(scenarioJson, sets, { priority: this.priority, group: this });
  }

  /** The scenario's published numbers measured with these engines. */
  checkPaper(scenarioJson: string, engines: readonly BadgeEngine[]): Promise<PaperReport> {
    return this.pool.checkPaper(scenarioJson, engines, { priority: this.priority, group: this });
  }

  /** The fixed point at `tS` with the capacities of that moment held. */
  settle(request: Omit<SettleRequest, 'runId' | 'type'>): Promise<SettledRates> {
    return this.pool.settle(request, { priority: this.priority, group: this });
  }

  /** Starts the pool's workers now and keeps them until `dispose` (a form that will send work). */
  warm(): void {
    this.pool.warm(this);
  }

  /** True while one of this group's requests is running or queued. */
  get busy(): boolean {
    return this.pool.groupBusy(this);
  }

  /** Rejects this group's requests with "cancelled" (the workers running them are replaced). */
  cancel(): void {
    this.pool.cancelGroup(this);
  }

  /** Cancels, and no longer keeps the pool warm. */
  dispose(): void {
    this.cancel();
    this.pool.release(this);
  }
}

/** Options of a service: the worker factory (a fake in tests) and the cores to size pools from. */
export interface ServiceOptions {
  createWorker?: WorkerFactory;
  cores?: number;
  idleMs?: number;
}

/** Owns every solver worker of the page (see the file's comment). */
export class SolverService {
  private readonly createWorker: WorkerFactory;
  private readonly cores: number;
  private readonly pool: WorkerPool;
  /** Screen and comparison runs in progress. */
  private foregroundRuns = 0;

  constructor(options: ServiceOptions = {}) {
    this.createWorker = options.createWorker ?? createSolverWorker;
    this.cores = options.cores ?? reportedCores();
    this.pool = new WorkerPool(poolSize(null, this.cores), this.createWorker, {
      admit: (priority, running) => admitJob(priority, running, this.foregroundRuns),
      idleMs: options.idleMs ?? POOL_IDLE_MS,
    });
  }

  /**
   * New clients for the scenario on screen, `poolSize(asked)` of them (`asked`: the page's
   * `?workers=`, which sizes the shared pool too). Each starts its worker on its first run.
   */
  screenClients(asked: number | null = null): SolverClient[] {
    const size = poolSize(asked, this.cores);
    this.pool.size = size;
    return Array.from({ length: size }, () => this.foregroundClient());
  }

  /** A new client for one variant of the comparison on screen. */
  comparisonClient(): SolverClient {
    return this.foregroundClient();
  }

  /** A new group of pooled requests of `priority`. */
  jobs(priority: JobPriority): JobGroup {
    return new JobGroup(this.pool, priority);
  }

  /** True while a screen or comparison run is in progress. */
  get foregroundBusy(): boolean {
    return this.foregroundRuns > 0;
  }

  /** The shared pool's size now (workers at most). */
  get poolWorkers(): number {
    return this.pool.size;
  }

  private foregroundClient(): SolverClient {
    return new SolverClient(this.createWorker, {}, (running) => this.activity(running));
  }

  /** A foreground run started or ended: when the last one ends, held requests may start. */
  private activity(running: boolean): void {
    this.foregroundRuns = Math.max(0, this.foregroundRuns + (running ? 1 : -1));
    // After the current task: a run that ends and starts the next one at once (a drag's queue, an
    // edit's restart) keeps the pool held.
    if (this.foregroundRuns === 0) queueMicrotask(() => this.foregroundRuns === 0 && this.pool.pump());
  }
}

let shared: SolverService | null = null;

/** The page's service (made on first use). */
export function solverService(): SolverService {
  return (shared ??= new SolverService());
}

/** Replaces the page's service (tests: a service with a fake worker factory); null: a new default one on next use. */
export function setSolverService(service: SolverService | null): void {
  shared = service;
}
