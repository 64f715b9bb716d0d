/** Station colours, shared by the map markers and the chart series of their routes. */
import type { Scenario } from '../scenario/types';
import { distinctColours } from '../charts/palette';

/**
 * Colour of every station: a function of its id (`B<n>` and named ids never move), made distinct
 * among the scenario's stations and channels (`distinctColours`), as the charts do for a run's.
 */
export function stationColours(s: Scenario): Record<string, string> {
  const colours = distinctColours([...(s.stations ?? []).map((st) => st.id), ...(s.channels ?? []).map((c) => c.id)]);
  return Object.fromEntries((s.stations ?? []).map((st) => [st.id, colours.get(st.id)!]));
}
