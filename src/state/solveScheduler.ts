/**
 * Decides when and where to start a solve, over a pool of solver workers ("slots").
 *
 * - An ordinary edit cancels every run in progress and starts at once in slot 0, streamed to the
 *   screen as it goes ("progressive"), so the first pixels come quickly.
 * - While the user drags, runs are not cancelled: each new position starts in an idle slot, or
 *   waits (only the latest waiting position is kept) until a slot frees up. These runs are shown
 *   only when complete ("complete"), newest first, so complete results keep arriving while the hand
 *   moves, as many per second as there are slots to solve in parallel.
 */

/** How a run's results are shown. */
export type RunMode = 'progressive' | 'complete';

/** Starts a run in `slot`; `finished` must be called once when it ends (done, invalid or failed). */
export type StartRun = (
  slot: number,
  scenarioJson: string,
  mode: RunMode,
  sequence: number,
  finished: () => void,
) => void;
/** Stops the run in `slot` at once. */
export type CancelRun = (slot: number) => void;

/** Latest-wins scheduling of solver runs over `slots` workers. */
export class SolveScheduler {
  private readonly busy: boolean[];
  private readonly generation: number[];
  private pending: string | null = null;
  private sequence = 0;

  constructor(
    slots: number,
    private readonly start: StartRun,
    private readonly cancel: CancelRun = () => {},
  ) {
    this.busy = Array.from({ length: Math.max(1, slots) }, () => false);
    this.generation = this.busy.map(() => 0);
  }

  /** Asks for a solve of `scenarioJson`. */
  request(scenarioJson: string, dragging: boolean): void {
    if (!dragging) {
      this.cancelAll();
      this.launch(0, scenarioJson, 'progressive');
      return;
    }
    const idle = this.busy.indexOf(false);
    if (idle < 0) this.pending = scenarioJson;
    else this.launch(idle, scenarioJson, 'complete');
  }

  /** Stops every run in progress and forgets the waiting one. */
  cancelAll(): void {
    this.pending = null;
    this.busy.forEach((b, slot) => {
      if (b) {
        this.cancel(slot);
        this.busy[slot] = false;
        this.generation[slot] = (this.generation[slot] ?? 0) + 1;
      }
    });
  }

  /** Runs in progress. */
  get running(): number {
    return this.busy.filter(Boolean).length;
  }

  private launch(slot: number, scenarioJson: string, mode: RunMode): void {
    this.busy[slot] = true;
    const generation = (this.generation[slot] = (this.generation[slot] ?? 0) + 1);
    this.sequence += 1;
    this.start(slot, scenarioJson, mode, this.sequence, () => {
      if (generation !== this.generation[slot]) return;
      this.busy[slot] = false;
      const next = this.pending;
      this.pending = null;
      if (next !== null) this.launch(slot, next, 'complete');
    });
  }
}
