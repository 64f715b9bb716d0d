/**
 * The map view: base stations, the convoy's paths with epoch marks, and the convoy at the time
 * cursor, on a planar-metre grid (no tiles needed), or on map tiles in a geographic frame. It fills its parent, which must give it a
 * size. Edits are dispatched as ScenarioActions; the scenario is never changed here.
 */
import 'leaflet/dist/leaflet.css';
import './map.css';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { MapController } from './mapController';
import { frameKey, geoOriginOf } from './mapFrame';
import { MapSettings } from './MapSettings';
import { CapacityFieldToggle, fieldMaxMbps } from './CapacityFieldToggle';
import { PlacementControl } from './PlacementControl';
import type { MapTool, MapViewProps } from './types';
import { useTileSource } from './useTileSource';

/** The accessible name of the map container. */
export const MAP_ARIA_LABEL = 'Map of stations and convoy path (metres)';

/** What the map's status strip (under the map, covering nothing) says while a tool is active. */
export function toolHint(tool: MapTool): string {
  switch (tool) {
    case 'add-station':
      return 'Click the map to place a base station · Esc cancels';
    case 'draw-polyline':
      return 'Click to add points · double-click or Enter finishes · Backspace removes the last point · Esc cancels';
    case 'draw-freehand':
      return 'Press and drag to draw the path, release to finish · Esc cancels';
    default:
      return '';
  }
}

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

  const { scenario, geometry, timeS, tool, selectedStationId, stationColours, tileUrl, tileAttribution } = props;
  const labels = useMemo(
    () => new Map((scenario.platforms ?? []).map((p) => [p.id, p.label ?? p.id])),
    [scenario.platforms],
  );

  useEffect(() => ctrl?.setTool(tool), [ctrl, tool]);
  useEffect(
    () => ctrl?.updateStations(scenario.stations ?? [], stationColours, selectedStationId),
    [ctrl, scenario.stations, stationColours, selectedStationId],
  );
  useEffect(() => ctrl?.updatePaths(scenario, geometry, labels), [ctrl, scenario, geometry, labels]);
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
  // Tiles load only once allowed (an allowed host, or the user agreed): see tileSource.ts.
  const tiles = useTileSource(tileUrl);
  const tilesNow = tiles.decision?.kind === 'load' ? tiles.decision.tile.template : undefined;
  useEffect(() => ctrl?.setTileUrl(tilesNow, tileAttribution), [ctrl, tilesNow, tileAttribution]);

  const hint = toolHint(tool);
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
      <div className={hint ? 'mp-map__hint' : 'mp-map__hint is-empty'} role="status">
        {hint}
      </div>
      {(scenario.stations ?? []).length > 0 && (
        <div className="mp-map__field">
          <CapacityFieldToggle on={fieldOn} onChange={setFieldOn} maxMbps={fieldMax} />
          <PlacementControl
            ctrl={ctrl}
            scenario={scenario}
            dispatch={props.dispatch}
            selectedStationId={selectedStationId ?? null}
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
      <TilesNotice tiles={tiles} />
    </div>
  );
}
