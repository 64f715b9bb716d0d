/** The scenarios a placement map runs: the page's scenario with one station elsewhere. */
import type { Scenario } from '../scenario/types';

/** The scenario as a placement map runs it: with the fluid engine. */
export function asFluid(scenario: Scenario): Scenario {
  return { ...scenario, solver: { ...scenario.solver, engine: 'fluid' } } as Scenario;
}

/** The scenario with a station moved, as the fluid engine runs it. */
export function withStationAt(scenario: Scenario, stationId: string, position: { xM: number; yM: number }): Scenario {
  return {
    ...asFluid(scenario),
    stations: (scenario.stations ?? []).map((s) => (s.id === stationId ? { ...s, position } : s)),
  } as Scenario;
}

/**
 * The sweep sets (`[path, value]`, solver/src/sweep.rs) that move a station: applied to
 * `asFluid(scenario)` they give `withStationAt(scenario, stationId, position)`. Runs sent this
 * way share one scenario text, so the solver reuses the capacities of the stations that stay
 * (solver/src/network/memo.rs). The station is named by its index (an id may look like one).
 */
export function stationSets(
  scenario: Scenario,
  stationId: string,
  position: { xM: number; yM: number },
): Array<[string, number]> {
  const index = (scenario.stations ?? []).findIndex((s) => s.id === stationId);
  if (index < 0) throw new Error(`stations: no station "${stationId}"`);
  return [
    [`stations.${index}.position.xM`, position.xM],
    [`stations.${index}.position.yM`, position.yM],
  ];
}
