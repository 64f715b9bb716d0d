/**
 * The metrics a sweep or a placement map can measure for the scenario on screen (its first
 * controlled source and the route groups it uses), read from one run of it on the solver service's
 * pool (a `view` request), unless the page's cost verdict holds the scenario (then that is the
 * problem, and no run starts).
 */
import { useEffect, useState } from 'react';
import type { RunSummary } from '../solver/layout';
import { metricsFor, type PlacementMetric } from './metrics';
import { solverService } from '../solver/service';
import { jobRefusal } from '../state/solverGuard';

/** The metrics of a summary's first controlled source. */
export function metricsOf(summary: RunSummary): PlacementMetric[] {
  const source =
    summary.sources.find((s) => s.controller !== 'udp' && s.controller !== 'constant') ?? summary.sources[0];
  if (!source) return [];
  return metricsFor({ sourceId: source.id, sourceLabel: source.label, groups: Object.keys(source.byGroup).sort() });
}

/** While `enabled`, the metrics of the scenario (re-read when it changes), or why it cannot run. */
export function useRunMetrics(
  scenarioJson: string,
  enabled: boolean,
): { metrics: PlacementMetric[]; problem: string | null } {
  const [state, setState] = useState<{ metrics: PlacementMetric[]; problem: string | null }>({
    metrics: [],
    problem: null,
  });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const probe = solverService().jobs('view');
    // The probe is a whole run: not started for a scenario the page's cost verdict holds (issue 23).
    void jobRefusal(scenarioJson).then((refusal) => {
      if (!live) return;
      if (refusal) return setState({ metrics: [], problem: refusal });
      probe.summarize(scenarioJson).then(
        (summary) => live && setState({ metrics: metricsOf(summary), problem: null }),
        (e: Error) => live && e.message !== 'cancelled' && setState({ metrics: [], problem: e.message }),
      );
    });
    return () => {
      live = false;
      probe.cancel();
    };
  }, [enabled, scenarioJson]);
  return state;
}
