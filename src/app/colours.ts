/** Station colours, shared by the map markers and the chart series of their routes. */
import type { Scenario } from '../scenario/types';

/** The paper's colours first (B1 blue, B2 red, B3 green), then more. */
export const STATION_PALETTE = [
  '#1f77b4',
  '#d62728',
  '#2ca02c',
  '#9467bd',
  '#ff7f0e',
  '#8c564b',
  '#e377c2',
  '#bcbd22',
  '#17becf',
  '#7f7f7f',
];

/** Colour of every station, by its order in the scenario. */
export function stationColours(s: Scenario): Record<string, string> {
  return Object.fromEntries((s.stations ?? []).map((st, i) => [st.id, STATION_PALETTE[i % STATION_PALETTE.length]]));
}
