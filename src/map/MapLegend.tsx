/**
 * The map's legend: a small collapsible box over a corner of the map saying what the station
 * markers and their colours, the dashed circles, the convoy's H/M/T dots, the path and the
 * t1, t2, ... epoch marks mean.
 */
import { EPOCH_S } from '../geometry/geometry';
import { CONVOY_NODES } from './convoyLayer';

/** What each convoy letter stands for. */
const NODE_MEANING: Record<string, string> = {
  head: 'head vehicle (links to the WiFi stations)',
  middle: 'middle vehicle (the satellite link)',
  tail: 'tail vehicle (links to the WiFi stations)',
};

/** The legend's entries as [what you see, what it means], also used by its test. */
export const MAP_LEGEND_ENTRIES: ReadonlyArray<readonly [string, string]> = [
  [
    'Coloured dot with a name (B1, B2…)',
    'a WiFi base station; its colour is the colour of its subflows in the charts. Drag it to move it, click it to edit it.',
  ],
  [
    'Dashed circle',
    "a station's reach: at that distance its capacity has fallen to about half (the d0 of its decay law).",
  ],
  ...[...CONVOY_NODES].reverse().map(({ name, letter }) => [letter, NODE_MEANING[name] ?? name] as const),
  ['Coloured line', 'the path the platform drives; the thick segment on it is the convoy at the time cursor.'],
  [
    't1, t2, …',
    `where the convoy's middle is every ${EPOCH_S} s (t1 at ${EPOCH_S} s, as in the paper's Fig. 5); "t6–t18" marks a place it waits at.`,
  ],
];

/** The legend box (open by default on wide screens is the caller's choice: `defaultOpen`). */
export function MapLegend({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <details className="mp-legend" open={defaultOpen}>
      <summary>Legend</summary>
      <dl>
        {MAP_LEGEND_ENTRIES.map(([term, meaning]) => (
          <div key={term} className="mp-legend__row">
            <dt>{term}</dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
