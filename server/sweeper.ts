/** Retention: every `intervalMs` the store ends idle sessions and deletes those ended long enough ago. */
import type { ClassStore } from './db/store';

/** How long data is kept, ms. */
export interface RetentionOptions {
  /** Sessions and their data are deleted this long after they end. */
  retentionMs: number;
  /** A session with no activity this long is ended. */
  idleEndMs: number;
  /** Time between sweeps (a minute by default). */
  sweepIntervalMs: number;
}

/** One sweep at `nowMs`; resolves to the count of sessions deleted. */
export function sweepOnce(store: ClassStore, options: RetentionOptions, nowMs: number): Promise<number> {
  return store.sweep(nowMs, nowMs - options.idleEndMs, nowMs - options.retentionMs);
}

/** Starts sweeping; returns the function that stops it. */
export function startSweeper(store: ClassStore, options: RetentionOptions, nowMs: () => number): () => void {
  const timer = setInterval(() => {
    sweepOnce(store, options, nowMs()).catch((e: unknown) => console.error('sweep failed:', e));
  }, options.sweepIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
