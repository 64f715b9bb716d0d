/** The compare table's goodput of a source: what its receivers put in order, Mbps over the run. */
import type { RunSummary } from '../solver/layout';

/**
 * Source `sourceId`'s goodput over the run, Mbps: the sum of its routes' `goodputMeanMbps` in a
 * packet run's summary; a fluid run's mean throughput (its rate all arrives in order); undefined
 * when the summary has no such source.
 */
export function sourceGoodputMbps(summary: RunSummary, sourceId: string): number | undefined {
  const total = summary.sources.find((s) => s.id === sourceId)?.total.meanMbps;
  if (total === undefined || summary.engine !== 'packet') return total;
  return summary.routes.filter((r) => r.source === sourceId).reduce((sum, r) => sum + (r.goodputMeanMbps ?? 0), 0);
}
