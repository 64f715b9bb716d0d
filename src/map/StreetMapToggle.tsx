/**
 * The street map switch of a map in a geographic frame: OpenStreetMap's standard tiles (Web
 * Mercator, `{z}/{x}/{y}`) with their attribution, set as the view's tiles. They load by the rules of
 * tileSource.ts like any tile URL: at once from a host the build allows (MP_TILE_HOSTS), after the
 * user agrees once for the host otherwise, and never where the page's policy does not list it (the
 * map says so). Switched off, or without consent, the map keeps its metre grid with the paths drawn.
 */

import './mapSettings.css';

/** OpenStreetMap's standard tile layer (https://operations.osmfoundation.org/policies/tiles/). */
export const OSM_TILE_TEMPLATE = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** The attribution OpenStreetMap asks for (https://www.openstreetmap.org/copyright). */
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

/** Props of the switch. */
export interface StreetMapToggleProps {
  /** The view's tile URL now ('' for none). */
  tileUrl: string;
  onTilesChange(url: string, attribution: string): void;
}

/** The switch (see the file comment). */
export function StreetMapToggle({ tileUrl, onTilesChange }: StreetMapToggleProps) {
  const on = tileUrl === OSM_TILE_TEMPLATE;
  return (
    <button
      type="button"
      className="mp-map__street"
      aria-pressed={on}
      title={on ? 'Back to the metre grid' : 'Show OpenStreetMap tiles under the map (asks before contacting the host)'}
      onClick={() => (on ? onTilesChange('', '') : onTilesChange(OSM_TILE_TEMPLATE, OSM_ATTRIBUTION))}
    >
      Street map (OpenStreetMap)
    </button>
  );
}
