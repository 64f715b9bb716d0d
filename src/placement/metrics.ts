/**
 * What a placement map or sweep measures in each run, from the run's summary: a source's mean
 * throughput, the share of it a group of routes carries (the satellite's share), or its file's
 * transfer time. Each knows which way is better.
 */
import type { RunSummary } from '../solver/layout';

/** A metric of a run. */
export interface PlacementMetric {
  id: string;
  label: string;
  unit: string;
  better: 'higher' | 'lower';
  /** Its value in a run, or null when the run does not have it (a file never transferred). */
  value(summary: RunSummary): number | null;
}

/** The metrics for the scenario's first controlled source (and each route group it uses). */
export function metricsFor(summaryOrGroups: {
  sourceId: string;
  sourceLabel: string;
  groups: string[];
}): PlacementMetric[] {
  const { sourceId, sourceLabel, groups } = summaryOrGroups;
  const source = (s: RunSummary) => s.sources.find((x) => x.id === sourceId) ?? null;
  const out: PlacementMetric[] = [
    {
      id: 'throughput',
      label: `${sourceLabel}: mean throughput`,
      unit: 'Mbps',
      better: 'higher',
      value: (s) => source(s)?.total.meanMbps ?? null,
    },
    {
      id: 'transfer',
      label: `${sourceLabel}: transfer time of its file`,
      unit: 's',
      better: 'lower',
      value: (s) => source(s)?.fileTransferS ?? null,
    },
  ];
  for (const group of groups) {
    out.push({
      id: `share:${group}`,
      label: `${sourceLabel}: share carried by ${group}`,
      unit: '%',
      better: group === 'wifi' ? 'higher' : 'lower',
      value: (s) => {
        const src = source(s);
        const total = src?.total.meanMbps ?? 0;
        return src && total > 0 ? (100 * (src.byGroup[group]?.meanMbps ?? 0)) / total : null;
      },
    });
  }
  return out;
}
