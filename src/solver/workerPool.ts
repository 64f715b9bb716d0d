/**
 * A pool of solver workers for one-shot requests (a sweep's runs, a paper check): each request
 * goes to the first idle worker, its answer resolves its promise. Requests carry a priority and
 * a group: the most urgent admitted request starts first (the owner's `admit` may hold a priority
 * back), and `cancelGroup` stops one group's requests (terminating the workers running them) while
 * the others go on. `cancel` terminates every worker and rejects everything with "cancelled"; the
 * pool starts new workers on the next request. Made by the solver service (src/solver/service.ts).
 */
import type { WorkerFactory } from './client';
import type { CheckPaperRequest, FromWorker, SettleRequest, SummarizeRequest } from './protocol';
import type { RunSummary, SettledRates } from './layout';
import type { BadgeEngine, PaperReport } from './paperReport';

/** A one-shot request without its run id (the pool numbers them). */
type OneShot = Omit<SummarizeRequest, 'runId'> | Omit<CheckPaperRequest, 'runId'> | Omit<SettleRequest, 'runId'>;

/**
 * How urgent a pooled request is, most urgent first: `view` (what the screen shows at once: the
 * equilibrium at the cursor, a scenario's metrics), `tools` (placement maps, sweeps, theory
 * points), `badges` (paper badges).
 */
export type JobPriority = 'view' | 'tools' | 'badges';

/** The priorities, most urgent first. */
export const PRIORITIES: readonly JobPriority[] = ['view', 'tools', 'badges'];

/** Requests running, by priority. */
export type RunningJobs = Record<JobPriority, number>;

/** Whether a request of `priority` may start now (`running`: the pool's requests in progress). */
export type Admit = (priority: JobPriority, running: RunningJobs) => boolean;

/** Whose request it is and how urgent (the default: no group, `tools`). */
export interface JobTag {
  priority?: JobPriority;
  /** Any object naming the requests `cancelGroup` stops together. */
  group?: object;
}

/** What a pool does besides running requests. */
export interface PoolOptions {
  /** May hold requests back (default: every request may start). */
  admit?: Admit;
  /** Idle workers stop after this long with nothing queued and nothing held warm, milliseconds. */
  idleMs?: number;
}

interface Job {
  runId: number;
  request: OneShot;
  priority: JobPriority;
  group: object | null;
  /** The answer in a worker's message, or undefined for a message that is not the answer. */
  answer(message: FromWorker): unknown;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

/** Runs one-shot requests on up to `size` workers. */
export class WorkerPool {
  private slots: Slot[] = [];
  private queue: Job[] = [];
  private nextId = 0;
  private readonly warmHolders = new Set<object>();
  private idleTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    /** The most workers at once (a smaller size retires the extra ones as they finish). */
    public size: number,
    private readonly createWorker: WorkerFactory,
    private readonly options: PoolOptions = {},
  ) {}

  /**
   * The summary of a run of the scenario, with `sets` (`[path, value]`) applied first if given
   * (rejects with the solver's field-named errors if refused).
   */
  summarize(scenarioJson: string, sets?: Array<[string, number]>, tag: JobTag = {}): Promise<RunSummary> {
    const request: OneShot = sets ? { type: 'summarize', scenarioJson, sets } : { type: 'summarize', scenarioJson };
    return this.request(request, tag, (m) => (m.type === 'summary' ? m.summary : undefined));
  }

  /** The scenario's published numbers measured with these engines (paper badges). */
  checkPaper(scenarioJson: string, engines: readonly BadgeEngine[], tag: JobTag = {}): Promise<PaperReport> {
    return this.request({ type: 'checkPaper', scenarioJson, engines: [...engines] }, tag, (m) =>
      m.type === 'paperReport' ? m.report : undefined,
    );
  }

  /** The fixed point at `tS` with the capacities of that moment held (see Solver.settle). */
  settle(request: Omit<SettleRequest, 'runId' | 'type'>, tag: JobTag = {}): Promise<SettledRates> {
    return this.request({ type: 'settle', ...request }, tag, (m) => (m.type === 'settled' ? m.settled : undefined));
  }

  /**
   * Starts every worker now (each loads the solver module as it starts), so that the first
   * requests do not wait for the module; `holder` (if given) keeps them from the idle stop until
   * `release(holder)`.
   */
  warm(holder?: object): void {
    if (holder) this.warmHolders.add(holder);
    this.clearIdleTimer();
    while (this.slots.length < this.size) this.spawn();
  }

  /** `holder` no longer needs the workers warm. */
  release(holder: object): void {
    this.warmHolders.delete(holder);
    this.armIdleTimer();
  }

  /** True while a request is running or queued. */
  get busy(): boolean {
    return this.queue.length > 0 || this.slots.some((s) => s.job !== null);
  }

  /** True while a request of `group` is running or queued. */
  groupBusy(group: object): boolean {
    return this.queue.some((j) => j.group === group) || this.slots.some((s) => s.job?.group === group);
  }

  /** Workers alive now. */
  get workers(): number {
    return this.slots.length;
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

  /** Rejects `group`'s requests with "cancelled", terminating the workers running them; the rest go on. */
  cancelGroup(group: object): void {
    const [theirs, others] = partition(this.queue, (j) => j.group === group);
    this.queue = others;
    for (const job of theirs) job.reject(new Error('cancelled'));
    for (const slot of this.slots.filter((s) => s.job?.group === group)) {
      slot.job!.reject(new Error('cancelled'));
      slot.job = null;
      this.drop(slot);
    }
    this.pump();
  }

  /** Starts the most urgent admitted requests on idle (or new) workers. */
  pump(): void {
    for (;;) {
      const index = this.nextIndex();
      if (index < 0) break;
      let slot = this.slots.find((s) => s.job === null);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) break;
      const [job] = this.queue.splice(index, 1);
      if (!job) break;
      slot.job = job;
      this.clearIdleTimer();
      slot.worker.postMessage({ ...job.request, runId: job.runId });
    }
    this.armIdleTimer();
  }

  /** The queue's first request its priority lets start now (the queue is kept most urgent first). */
  private nextIndex(): number {
    const admit = this.options.admit;
    if (!admit) return this.queue.length > 0 ? 0 : -1;
    const running: RunningJobs = { view: 0, tools: 0, badges: 0 };
    for (const s of this.slots) if (s.job) running[s.job.priority] += 1;
    return this.queue.findIndex((j) => admit(j.priority, running));
  }

  private request<T>(request: OneShot, tag: JobTag, answer: (m: FromWorker) => T | undefined): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const priority = tag.priority ?? 'tools';
      const job: Job = {
        runId: ++this.nextId,
        request,
        priority,
        group: tag.group ?? null,
        answer,
        resolve: resolve as (v: unknown) => void,
        reject,
      };
      // After every request as urgent or more, before any less urgent one.
      const rank = PRIORITIES.indexOf(priority);
      const after = this.queue.findIndex((j) => PRIORITIES.indexOf(j.priority) > rank);
      this.queue.splice(after < 0 ? this.queue.length : after, 0, job);
      this.pump();
    });
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
        this.drop(slot);
      } else return;
      slot.job = null;
      // A pool made smaller retires its extra workers as they finish.
      if (this.slots.length > this.size && this.slots.includes(slot)) this.drop(slot);
      this.pump();
    };
    slot.worker.onerror = (event) => {
      event.preventDefault?.();
      slot.job?.reject(new Error(`a solver worker failed: ${event.message || 'no reason given'}`));
      slot.job = null;
      this.drop(slot);
      this.pump();
    };
    this.slots.push(slot);
    return slot;
  }

  private drop(slot: Slot): void {
    slot.worker.terminate();
    this.slots = this.slots.filter((s) => s !== slot);
  }

  private clearIdleTimer(): void {
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  /** With nothing to do and nobody holding the workers warm, stops them after `idleMs`. */
  private armIdleTimer(): void {
    const idleMs = this.options.idleMs;
    if (idleMs === undefined || this.busy || this.warmHolders.size > 0 || this.slots.length === 0) return;
    this.clearIdleTimer();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (!this.busy && this.warmHolders.size === 0) this.cancel();
    }, idleMs);
  }
}

/** The items that pass `test`, and the others, in order. */
function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}
