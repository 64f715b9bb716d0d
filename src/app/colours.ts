/** Station colours, shared by the map markers and the chart series of their routes. */
import type { Scenario } from '../scenario/types';
import { stationColour } from '../charts/palette';

/** Colour of every station, a function of its id alone (the same as its routes' chart series). */
export function stationColours(s: Scenario): Record<string, string> {
  return Object.fromEntries((s.stations ?? []).map((st) => [st.id, stationColour(st.id)]));
}
