/**
 * Hands a sweep's results to the page in batches: at most one batch every `intervalMs`, and at
 * once when the last result arrives. A placement map's runs finish some 40 times a second; drawing
 * each one took a quarter of a core of the two the workers need (measured in Chromium), and the
 * eye does not need more than a few updates a second.
 */
export class ResultBatcher<T> {
  private pending: T[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly apply: (batch: T[]) => void,
    private readonly intervalMs = 250,
  ) {}

  /** Adds a result; `last` hands everything over now. */
  add(item: T, last = false): void {
    this.pending.push(item);
    if (last) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.intervalMs);
  }

  /** Hands over what has arrived, if anything. */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending.splice(0);
    if (batch.length > 0) this.apply(batch);
  }

  /** Forgets what has not been handed over (a map cleared or replaced). */
  drop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.pending = [];
  }
}
