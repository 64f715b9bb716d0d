/**
 * Series of the overlay charts: one source's total throughput under each controller (one colour
 * per controller), the sending rate of an app-limited source as a flat reference line, and the
 * sample range the controllers' runs have in common.
 */
import { GroupTotals, TOTAL_ID } from '../charts/series';
import type { ChartSeries } from '../charts/types';
import type { RunStore } from '../store/runStore';
import { at } from '../util/at';

/** One colour per controller column, in order (apart for colour-blind eyes: tests/unit/palette.test.ts). */
export const VARIANT_COLOURS: readonly [string, ...string[]] = ['#0072b2', '#d55e00', '#609c64', '#542788'];

/** Colour of the sending-rate reference line. */
export const SENDING_RATE_COLOUR = '#8a939c';

/** A controller's run as the overlay charts need it. */
export interface OverlayRun {
  label: string;
  store: RunStore | null;
}

const totalsCache = new WeakMap<RunStore, Map<string, GroupTotals>>();

/** The running per-sample total of `sourceId`'s routes in `store`, brought up to date. */
export function sourceTotal(store: RunStore, sourceId: string): Float64Array {
  let bySource = totalsCache.get(store);
  if (!bySource) totalsCache.set(store, (bySource = new Map()));
  let totals = bySource.get(sourceId);
  if (!totals) bySource.set(sourceId, (totals = new GroupTotals(store, { source: sourceId })));
  totals.update();
  return totals.sums.get(TOTAL_ID)!;
}

/** `sourceId`'s total throughput under each controller that has a run (ids `variant:<label>`). */
export function perVariantSeries(runs: OverlayRun[], sourceId: string): ChartSeries[] {
  return runs.flatMap((run, k) =>
    run.store
      ? [
          {
            id: `variant:${run.label}`,
            label: run.label,
            colour: at(VARIANT_COLOURS, k % VARIANT_COLOURS.length, 'controller colour'),
            values: sourceTotal(run.store, sourceId),
          },
        ]
      : [],
  );
}

/** A flat line at `rateMbps` for `samples` samples (id `sending-rate`). */
export function sendingRateSeries(rateMbps: number, samples: number): ChartSeries {
  return {
    id: 'sending-rate',
    label: `Sending rate ${rateMbps} Mbps`,
    colour: SENDING_RATE_COLOUR,
    values: new Float64Array(samples).fill(rateMbps),
  };
}

/**
 * The time axis the overlay charts share: the sample times of the longest run and the number of
 * samples every run has (so no line runs past its data).
 */
export function commonSamples(runs: OverlayRun[]): { timeS: Float64Array; length: number; durationS: number } {
  const stores = runs.map((r) => r.store).filter((s): s is RunStore => s !== null);
  if (stores.length === 0) return { timeS: new Float64Array(0), length: 0, durationS: 1 };
  const longest = stores.reduce((a, b) => (b.length > a.length ? b : a));
  return {
    timeS: longest.timeS,
    length: Math.min(...stores.map((s) => s.length)),
    durationS: longest.layout.durationS,
  };
}
