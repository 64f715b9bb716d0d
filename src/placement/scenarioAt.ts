/** The scenarios a placement map runs: the page's scenario with one station elsewhere. */
import type { Scenario } from '../scenario/types';

/** The scenario with a station moved, as the fluid engine runs it. */
export function withStationAt(scenario: Scenario, stationId: string, position: { xM: number; yM: number }): Scenario {
  return {
    ...scenario,
    solver: { ...scenario.solver, engine: 'fluid' },
    stations: (scenario.stations ?? []).map((s) => (s.id === stationId ? { ...s, position } : s)),
  } as Scenario;
}
