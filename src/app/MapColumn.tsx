/**
 * The left column of the playground: the map (or, without stations and platforms, the network
 * diagram in its place) with its legend, and under it the panels, behind a splitter that sets the
 * map's share of the column. The panels are read from the page store.
 */
import { useRef, useState, type ReactNode } from 'react';
import { MapLegend } from '../map/MapLegend';
import { PanelTabs } from '../panel/PanelTabs';
import { Splitter } from '../ui/Splitter';
import { MAP_SHARE } from '../ui/splitterMath';
import { sidePanelTabs } from '../panel/sidePanels';
import { useHidden } from '../state/useEditLock';
import { selectGeographic, selectScenario, selectStation } from '../state/pageSelectors';
import { usePageStore, useValue } from '../state/usePageStore';

/** `map` over the panels (the one shown on a small screen is the store's `panelTab`). */
export function MapColumn({
  map,
  foldPanels = false,
}: {
  /** The map or the diagram, already wrapped in its region boundary. */
  map: ReactNode;
  /** The panels folded away (the presenter view): the map takes the whole column. */
  foldPanels?: boolean;
}) {
  const store = usePageStore();
  const hidden = useHidden();
  const geographic = useValue(selectGeographic);
  const panelTab = useValue((s) => s.view.panelTab);
  const allTabs = sidePanelTabs({
    scenario: useValue(selectScenario),
    dispatch: store.dispatchEdit,
    station: useValue(selectStation),
    onCloseStation: () => store.selectStation(null),
    geographic,
    showPanels: !hidden.has('panels'),
    geometry: useValue((s) => s.run.geometry),
  });
  const panelTabs = foldPanels ? [] : allTabs;
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
          <PanelTabs tabs={panelTabs} active={panelTab} onSelect={store.setPanelTab} />
        </>
      )}
    </div>
  );
}
