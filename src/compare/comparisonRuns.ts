/**
 * The runs comparison mode has on screen, for the parts of the page outside it (the top bar's
 * "Export CSV"): CompareView publishes its runs here while it is mounted; useComparisonRuns reads
 * them. A small external store, so the runs need not be lifted out of the view that solves them.
 */
import { useSyncExternalStore } from 'react';
import type { OverlayRun } from './overlaySeries';

let current: readonly OverlayRun[] = [];
const listeners = new Set<() => void>();

/** Replaces the published runs (an empty list when comparison mode closes). */
export function publishComparisonRuns(runs: readonly OverlayRun[]): void {
  if (runs === current) return;
  current = runs;
  for (const listener of listeners) listener();
}

/** The runs comparison mode shows, in column order (empty outside comparison mode). */
export function useComparisonRuns(): readonly OverlayRun[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
