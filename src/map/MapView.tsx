/**
 * The map view: base stations, the convoy's paths with epoch marks, and the convoy at the time
 * cursor, on a planar-metre grid (no tiles needed), or on map tiles in a geographic frame. It fills its parent, which must give it a
 * size. Edits are dispatched as ScenarioActions; the scenario is never changed here.
 */
import { useWords } from '../state/useWords';
import 'leaflet/dist/leaflet.css';
import './map.css';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { MapController } from './mapController';
import { frameKey, geoOriginOf } from './mapFrame';
import { MapSettings } from './MapSettings';
import { CapacityFieldToggle, fieldMaxMbps } from './CapacityFieldToggle';
import { PlacementControl } from './PlacementControl';
import type { MapViewProps } from './types';
import { useTileSource } from './useTileSource';
import { ToolStrip } from './ToolStrip';
import { getCorridor, subscribeCorridor } from '../realdata/cells/path';
import { StreetMapToggle } from './StreetMapToggle';

export { toolHint } from './ToolStrip';

/** The accessible name of the map container. */
export const MAP_ARIA_LABEL = 'Map of stations and convoy path (metres)';

/**
 * The map's controller, one per frame: a new origin (or none) rebuilds it in that frame (see
 * mapFrame.ts). `latest()` returns the latest props (a stable function), which the controller reads
 * when it draws; `key` names the frame; `ctrl` is null until the container is mounted.
 */
function useMapController(props: MapViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const propsRef = useRef(props);
  const [ctrl, setCtrl] = useState<MapController | null>(null);

  useLayoutEffect(() => {
    propsRef.current = props;
  });

  const latest = useCallback(() => propsRef.current, []);
  const key = frameKey(geoOriginOf(props.scenario));
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const c = new MapController(container, latest, geoOriginOf(latest().scenario));
    setCtrl(c);
    return () => {
      c.destroy();
      setCtrl(null);
    };
  }, [key, latest]);
  return { containerRef, latest, ctrl, key };
}

/** The question before tiles load from a host not yet allowed, or why they cannot load (nothing otherwise). */
function TilesNotice({ tiles }: { tiles: ReturnType<typeof useTileSource> }) {
  return (
    <>
      {tiles.decision?.kind === 'ask' && (
        <div className="mp-map__tiles" role="dialog" aria-label="Map tiles">
          Load map tiles from <bdi className="mp-map__tiles-host">{tiles.decision.tile.host}</bdi>?{' '}
          <button type="button" onClick={tiles.allow}>
            Allow
          </button>{' '}
          <button type="button" onClick={tiles.decline}>
            No
          </button>
        </div>
      )}
      {tiles.decision?.kind === 'blocked' && (
        <div className="mp-map__tiles" role="alert">
          {tiles.decision.message}
        </div>
      )}
    </>
  );
}

/** The map of stations, paths and the convoy (see MapViewProps). */
export function MapView(props: MapViewProps) {
  const { containerRef, latest, ctrl, key } = useMapController(props);
  const helpId = useId();
  const [formSlot, setFormSlot] = useState<HTMLDivElement | null>(null);

  const { scenario, geometry, timeS, tool, selectedStationId, stationColours, tileUrl, tileAttribution } = props;
  const labels = useMemo(
    () => new Map((scenario.platforms ?? []).map((p) => [p.id, p.label ?? p.id])),
    [scenario.platforms],
  );

  useEffect(() => ctrl?.setTool(tool), [ctrl, tool]);
  // At the school level a marker reads as the charts name its station ("WiFi B1").
  const words = useWords();
  const stations = useMemo(
    () =>
      words.school
        ? (scenario.stations ?? []).map((st) => ({ ...st, label: words.target(st.id, st.label ?? st.id) }))
        : (scenario.stations ?? []),
    [scenario.stations, words],
  );
  useEffect(
    () => ctrl?.updateStations(stations, stationColours, selectedStationId),
    [ctrl, stations, stationColours, selectedStationId, props.locked, props.movableStationId],
  );
  useEffect(() => ctrl?.updatePaths(scenario, geometry, labels), [ctrl, scenario, geometry, labels, props.locked]);
  useEffect(() => ctrl?.updateConvoy(geometry, timeS, labels), [ctrl, geometry, timeS, labels]);
  // Paper 000 Fig. 4's capacity field, when switched on: redrawn when the geometry (a station
  // dragged) or the scale (the stations' capacities) changes.
  const [fieldOn, setFieldOn] = useState(false);
  const fieldMax = fieldMaxMbps(scenario);
  useEffect(() => {
    ctrl?.setCapacityField(
      fieldOn ? () => ({ geometry: latest().geometry, maxMbps: fieldMaxMbps(latest().scenario) }) : null,
    );
  }, [ctrl, fieldOn, latest]);
  useEffect(() => ctrl?.refreshCapacityField(), [ctrl, geometry, fieldMax]);
  // A cell import's margin, while its dialog is open.
  const corridor = useSyncExternalStore(subscribeCorridor, getCorridor);
  useEffect(() => {
    ctrl?.setCorridor(corridor ? () => corridor : null);
    return () => ctrl?.setCorridor(null);
  }, [ctrl, corridor]);
  // Tiles load only once allowed (an allowed host, or the user agreed): see tileSource.ts.
  const tiles = useTileSource(tileUrl);
  const tilesNow = tiles.decision?.kind === 'load' ? tiles.decision.tile.template : undefined;
  useEffect(() => ctrl?.setTileUrl(tilesNow, tileAttribution), [ctrl, tilesNow, tileAttribution]);

  return (
    <div className="mp-map-wrap">
      <div
        ref={containerRef}
        className="mp-map"
        role="application"
        aria-label={MAP_ARIA_LABEL}
        aria-describedby={helpId}
      />
      <p id={helpId} className="mp-visually-hidden">
        Tab to a base station; Enter selects it, arrow keys move it by 10 metres (Shift: 100), Delete removes it, Escape
        deselects. Path points of a drawn path can be moved the same way. Click the path to move the time cursor there.
      </p>
      <ToolStrip tool={tool} draw={ctrl?.drawTool ?? null} />
      <div className="mp-map__below" ref={setFormSlot} />
      {!props.locked && (scenario.stations ?? []).length > 0 && (
        <div className="mp-map__field">
          <CapacityFieldToggle on={fieldOn} onChange={setFieldOn} maxMbps={fieldMax} />
          <PlacementControl
            ctrl={ctrl}
            scenario={scenario}
            dispatch={props.dispatch}
            selectedStationId={selectedStationId ?? null}
            formSlot={formSlot}
          />
        </div>
      )}
      {props.onTilesChange && (
        <MapSettings
          key={key}
          frame={scenario.frame}
          dispatch={props.dispatch}
          tileUrl={tileUrl ?? ''}
          tileAttribution={tileAttribution ?? ''}
          onTilesChange={props.onTilesChange}
        />
      )}
      {props.onTilesChange && geoOriginOf(scenario) && (
        <StreetMapToggle tileUrl={tileUrl ?? ''} onTilesChange={props.onTilesChange} />
      )}
      <TilesNotice tiles={tiles} />
    </div>
  );
}
