/**
 * The left column of the playground: the map (or, without stations and platforms, the network
 * diagram in its place) with its legend, and under it the panels, behind a splitter that sets the
 * map's share of the column.
 */
import { useRef, useState, type ReactNode } from 'react';
import { MapLegend } from '../map/MapLegend';
import { PanelTabs, type PanelTab } from './PanelTabs';
import { Splitter } from './Splitter';
import { MAP_SHARE } from './splitterMath';

/** `map` over `panelTabs` (the one shown on a small screen is `panelTab`). */
export function MapColumn({
  map,
  geographic,
  panelTabs,
  panelTab,
  onPanelTab,
}: {
  /** The map or the diagram, already wrapped in its region boundary. */
  map: ReactNode;
  /** True when `map` is the map (it then gets its legend). */
  geographic: boolean;
  panelTabs: PanelTab[];
  panelTab: string;
  onPanelTab(id: string): void;
}) {
  const [mapSharePct, setMapSharePct] = useState<number>(MAP_SHARE.defaultPct);
  const column = useRef<HTMLDivElement>(null);
  return (
    <div className="map-column" ref={column} style={{ ['--map-share' as string]: `${mapSharePct}%` }}>
      <div className="map-frame">
        {map}
        {geographic && <MapLegend />}
      </div>
      {panelTabs.length > 0 && (
        <>
          <Splitter label="Resize the map" valuePct={mapSharePct} onChange={setMapSharePct} container={column} />
          <PanelTabs tabs={panelTabs} active={panelTab} onSelect={onPanelTab} />
        </>
      )}
    </div>
  );
}
