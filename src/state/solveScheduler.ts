/**
 * Decides when to start a solve. An edit normally cancels the run in progress and starts the new
 * one at once. While the user drags, runs are not cancelled mid-way: the latest scenario waits and
 * starts as soon as the current run completes (coalesced to the latest), so complete results keep
 * arriving while the hand moves.
 */

/** Starts a run of scenario JSON; calls `finished` when it ends (done, invalid or failed). */
export type StartRun = (scenarioJson: string, finished: () => void) => void;

/** Latest-wins scheduling of solver runs. */
export class SolveScheduler {
  private running = false;
  private pending: string | null = null;
  private generation = 0;

  constructor(private readonly start: StartRun) {}

  /** Asks for a solve of `scenarioJson`; `dragging` defers it behind the run in progress. */
  request(scenarioJson: string, dragging: boolean): void {
    if (this.running && dragging) {
      this.pending = scenarioJson;
      return;
    }
    this.pending = null;
    this.launch(scenarioJson);
  }

  /** True while a run is in progress. */
  get busy(): boolean {
    return this.running;
  }

  private launch(scenarioJson: string): void {
    this.running = true;
    const generation = ++this.generation;
    this.start(scenarioJson, () => {
      if (generation !== this.generation) return;
      this.running = false;
      const next = this.pending;
      this.pending = null;
      if (next !== null) this.launch(next);
    });
  }
}
