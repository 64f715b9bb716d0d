/** The map, wired to the page store: the scenario, its geometry, the cursor, the tool, the selection and the tiles. */
import { useMemo } from 'react';
import { MapView } from './MapView';
import type { MapViewProps } from './types';
import { selectCursorS, selectScenario } from '../state/pageSelectors';
import { usePageStore, useValue } from '../state/usePageStore';
import { stationColours } from './colours';
import { useEditingLocked } from '../state/useEditLock';

/**
 * The page's map; while editing is locked (a locked link, a class student) it only shows: no tools,
 * selection, tile settings, capacity field or placement map, and no station moves but the one a
 * lesson step unlocks.
 */
export function PageMap() {
  const store = usePageStore();
  const locked = useEditingLocked();
  const unlockedStation = useValue((s) => s.unlockedStation);
  const scenario = useValue(selectScenario);
  const geometry = useValue((s) => s.run.geometry);
  const timeS = useValue(selectCursorS);
  const tool = useValue((s) => s.view.tool);
  const selectedStationId = useValue((s) => s.view.selectedStationId);
  const tiles = useValue((s) => s.view.tiles);
  const colours = useMemo(() => stationColours(scenario), [scenario]);
  // The callbacks keep their identity for the page's life (the map's layers hold them).
  const actions = useMemo(
    (): Pick<MapViewProps, 'onToolDone' | 'onSelectStation' | 'onTilesChange'> => ({
      onToolDone: () => store.setTool('select'),
      onSelectStation: locked ? () => undefined : (id) => store.selectStation(id),
      onTilesChange: locked ? undefined : (url, attribution) => store.setTiles({ url, attribution }),
    }),
    [store, locked],
  );
  return (
    <MapView
      scenario={scenario}
      geometry={geometry}
      timeS={timeS}
      tool={locked ? 'select' : tool}
      locked={locked}
      movableStationId={unlockedStation}
      selectedStationId={selectedStationId}
      stationColours={colours}
      dispatch={store.dispatchEdit}
      onSetTime={store.setCursorS}
      onDragging={store.setDragging}
      tileUrl={tiles.url || undefined}
      tileAttribution={tiles.attribution}
      {...actions}
    />
  );
}
