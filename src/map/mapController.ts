/**
 * The imperative side of the map view: creates the Leaflet map once per frame (planar: CRS.Simple,
 * 1 unit = 1 m; geographic: Web Mercator around the origin, see mapFrame.ts), its panes, grid,
 * scale bar and fit button (fitControl.ts), owns the layer controllers and routes clicks and
 * keys (stationKeys.ts) to the active tool. MapView feeds it props; it never changes the scenario itself.
 */
import * as L from 'leaflet';
import type { GeoOrigin } from '../geometry/geoFrame';
import type { ScenarioGeometry } from '../geometry/geometry';
import type { Scenario, Station } from '../scenario/types';
import type { MapContext } from './context';
import { PANES, PANE_Z } from './context';
import { ConvoyLayer } from './convoyLayer';
import { fromLatLng } from './coords';
import { DrawTool } from './drawTool';
import { FIT_PADDING_PX, ensureMinSize, fitKey, scenarioExtent } from './extent';
import { GridOverlay } from './gridLayer';
import { CapacityFieldOverlay, type FieldSource } from './capacityFieldLayer';
import { PlacementOverlay, type PlacementView } from './placementLayer';
import { CorridorOverlay } from './corridorLayer';
import type { Corridor } from '../realdata/cells/path';
import type { BoundsM } from '../placement/grid';
import { frameCrs, frameZoom } from './mapFrame';
import { PathLayer } from './pathLayer';
import { textAttribution } from './tileAttribution';
import { StationLayer } from './stationLayer';
import type { MapTool, MapViewProps } from './types';
import { VertexLayer } from './vertexLayer';
import { fitControl } from './fitControl';
import { stationKey } from './stationKeys';

/** Below this height (px) the map has no room for its scale bar under the zoom and fit buttons. */
const SHORT_MAP_PX = 170;

/** Owns one Leaflet map and keeps it in step with MapView's props. */
export class MapController implements MapContext {
  readonly map: L.Map;
  readonly convoyRenderer: L.Renderer;
  readonly coverageRenderer: L.Renderer;
  private readonly stations: StationLayer;
  private readonly paths: PathLayer;
  private readonly vertices: VertexLayer;
  private readonly convoy: ConvoyLayer;
  private readonly draw: DrawTool;
  private readonly grid: GridOverlay;
  /** Paper 000 Fig. 4's capacity field, while it is switched on. */
  private field: CapacityFieldOverlay | null = null;
  private placement: PlacementOverlay | null = null;
  private corridor: CorridorOverlay | null = null;
  private readonly resize: ResizeObserver | null = null;
  /** Whether the tool hint's strip showed at the last resize. */
  private hintShown = false;
  private tiles: L.TileLayer | null = null;
  private tileKey: string | undefined;
  private attribution: L.Control.Attribution | null = null;
  private fitKey: string | null = null;
  private awaitingGeometry = false;
  private pendingFit = false;
  /** True once the user panned or zoomed since the last fit: a resize then keeps their view. */
  private viewTouched = false;
  /** True while the controller itself moves the view (a fit, a resize), not the user. */
  private moving = false;
  /** Set by destroy(): a frame change replaces the controller while effects still hold this one. */
  private destroyed = false;

  constructor(
    private readonly container: HTMLElement,
    readonly props: () => MapViewProps,
    /** The geographic origin of the frame; null: planar metres. */
    readonly origin: GeoOrigin | null = null,
  ) {
    const zoom = frameZoom(origin);
    const map = L.map(container, {
      crs: frameCrs(origin),
      center: [0, 0],
      zoom: origin ? 15 : -1,
      minZoom: zoom.minZoom,
      maxZoom: zoom.maxZoom,
      zoomSnap: 0.25,
      zoomDelta: 0.5,
      wheelPxPerZoomLevel: 120,
      attributionControl: false,
      renderer: L.svg({ padding: 0.5 }),
    });
    this.map = map;
    for (const [name, z] of Object.entries(PANE_Z)) map.createPane(name).style.zIndex = String(z);
    this.coverageRenderer = L.svg({ pane: PANES.coverage, padding: 0.5 });
    this.convoyRenderer = L.svg({ pane: PANES.convoy, padding: 0.5 });
    L.control.scale({ metric: true, imperial: false, position: 'bottomleft', maxWidth: 160 }).addTo(map);
    fitControl(() => this.fit()).addTo(map);
    this.grid = new GridOverlay(map);
    this.stations = new StationLayer(this);
    this.paths = new PathLayer(this);
    this.vertices = new VertexLayer(this);
    this.convoy = new ConvoyLayer(this);
    this.draw = new DrawTool(this);
    map.on('click', (e) => this.clickAt(e.latlng));
    // After a zoom or a pan (the map's buttons stay where they are): fold the convoy's dots, place the labels.
    map.on('zoomend moveend', () => {
      this.convoy.arrange();
      this.paths.placeLabels();
    });
    map.on('movestart zoomstart', () => {
      if (!this.moving) this.viewTouched = true;
    });
    container.addEventListener('keydown', this.onKeyDown, true);
    if (typeof ResizeObserver !== 'undefined') {
      this.resize = new ResizeObserver(() => {
        // When the tool hint's strip under the map appears or goes, the top-left corner stays put
        // (no pan), so what is being drawn under a finger or pointer does not move; any other
        // resize keeps the centre, as before.
        const hint = !!container.parentElement?.querySelector('.mp-map__hint:not(.is-empty)');
        const hintChanged = hint !== this.hintShown;
        this.moving = true;
        map.invalidateSize({ animate: false, pan: !hintChanged });
        this.moving = false;
        this.hintShown = hint;
        // A map too short for both the buttons at its top-left and the scale bar at its bottom
        // drops the scale bar (map.css), rather than draw one over the other.
        container.classList.toggle('mp-map--short', container.clientHeight < SHORT_MAP_PX);
        // A view the user has not moved follows the container (a lesson card opening above the map
        // shrinks it): fit again, unless the hint strip came or went (the user is drawing).
        if (this.pendingFit || (!this.viewTouched && !hintChanged)) this.fit();
      });
      this.resize.observe(container);
    }
  }

  /** Applies the active tool to a click at `latlng`. */
  clickAt(latlng: L.LatLng): void {
    const p = this.props();
    switch (p.tool) {
      case 'add-station':
        p.dispatch({ type: 'addStation', position: fromLatLng(latlng) });
        p.onToolDone();
        break;
      case 'draw-polyline':
        this.draw.click(latlng);
        break;
      case 'draw-freehand':
        break;
      default:
        if (p.selectedStationId !== null) p.onSelectStation(null);
    }
  }

  /** The drawing tools (the tool strip's Finish and "Undo point" act on it). */
  get drawTool(): DrawTool {
    return this.draw;
  }

  /** Switches tool (cursor, handles, drawing state). */
  setTool(tool: MapTool): void {
    if (this.destroyed) return;
    this.draw.setTool(tool);
    const c = this.container.classList;
    c.toggle('mp-map--tool', tool !== 'select');
    c.toggle('mp-map--add', tool === 'add-station');
    c.toggle('mp-map--drawing', tool === 'draw-polyline' || tool === 'draw-freehand');
    if (tool !== 'select') this.paths.closeTooltips();
  }

  /** Updates the station markers. */
  updateStations(stations: Station[], colours: Record<string, string>, selectedId: string | null): void {
    if (this.destroyed) return;
    this.stations.update(stations, colours, selectedId);
    this.paths.placeLabels();
  }

  /** Shows (with the source of its values) or hides the capacity field. */
  setCapacityField(source: (() => FieldSource) | null): void {
    if (this.destroyed) return;
    this.field?.destroy();
    this.field = source ? new CapacityFieldOverlay(this.map, source) : null;
  }

  /** Draws the capacity field again (the geometry or its scale changed). */
  refreshCapacityField(): void {
    this.field?.update();
  }

  /** Shows (with the source of what it draws) or hides the placement map. */
  setPlacement(view: (() => PlacementView | null) | null): void {
    if (this.destroyed) return;
    this.placement?.destroy();
    this.placement = view ? new PlacementOverlay(this.map, view) : null;
  }

  /** Shows (with the source of what it draws) or hides a cell import's margin around the path. */
  setCorridor(corridor: (() => Corridor | null) | null): void {
    if (this.destroyed) return;
    this.corridor?.destroy();
    this.corridor = corridor ? new CorridorOverlay(this.map, corridor) : null;
  }

  /** Draws the placement map again (runs finished). */
  refreshPlacement(): void {
    this.placement?.update();
  }

  /** The visible rectangle, metres. */
  visibleBoundsM(): BoundsM {
    const b = this.map.getBounds();
    return { x0: b.getWest(), y0: b.getSouth(), x1: b.getEast(), y1: b.getNorth() };
  }

  /** Updates paths, epoch marks and vertex handles; fits the view when another scenario is loaded. */
  updatePaths(scenario: Scenario, geometry: ScenarioGeometry | null, labels: Map<string, string>): void {
    if (this.destroyed) return;
    this.paths.update(geometry, labels);
    this.vertices.update(scenario.platforms ?? []);
    const key = fitKey(scenario);
    if (key !== this.fitKey) {
      this.fitKey = key;
      this.awaitingGeometry = geometry === null;
      this.fit();
    } else if (this.awaitingGeometry && geometry) {
      this.awaitingGeometry = false;
      this.fit();
    }
  }

  /** Moves the convoys to the time cursor. */
  updateConvoy(geometry: ScenarioGeometry | null, timeS: number, labels: Map<string, string>): void {
    if (this.destroyed) return;
    this.convoy.update(geometry, timeS, labels);
    this.paths.placeLabels();
  }

  /** Adds, replaces or removes the optional tile layer and its attribution (plain text). */
  setTileUrl(url: string | undefined, attribution = ''): void {
    if (this.destroyed) return;
    const key = url ? `${url}\u0000${attribution}` : undefined;
    if (key === this.tileKey) return;
    this.tileKey = key;
    this.tiles?.remove();
    this.attribution?.remove();
    this.attribution = null;
    const zoom = frameZoom(this.origin);
    this.tiles = url
      ? L.tileLayer(url, { ...zoom, noWrap: true, attribution: textAttribution(attribution) }).addTo(this.map)
      : null;
    // The control collects the tile layer's attribution itself.
    if (this.tiles && attribution.trim())
      this.attribution = L.control.attribution({ prefix: false, position: 'bottomright' }).addTo(this.map);
  }

  /** Fits the view to the stations and paths (later, if the container has no size yet). */
  fit(): void {
    if (this.destroyed) return;
    const p = this.props();
    const e = scenarioExtent(p.scenario, p.geometry);
    const size = this.map.getSize();
    if (size.x < 2 * FIT_PADDING_PX + 10 || size.y < 2 * FIT_PADDING_PX + 10) {
      this.pendingFit = true;
      return;
    }
    this.pendingFit = false;
    const b = ensureMinSize(e ?? { minX: -500, minY: -500, maxX: 500, maxY: 500 });
    this.moving = true;
    try {
      this.map.fitBounds(
        [
          [b.minY, b.minX],
          [b.maxY, b.maxX],
        ],
        { padding: [FIT_PADDING_PX, FIT_PADDING_PX], animate: false },
      );
    } finally {
      this.moving = false;
    }
    this.viewTouched = false;
  }

  /** Tears everything down (the container can host a new map afterwards). */
  destroy(): void {
    this.destroyed = true;
    this.resize?.disconnect();
    this.container.removeEventListener('keydown', this.onKeyDown, true);
    this.draw.destroy();
    this.convoy.destroy();
    this.vertices.destroy();
    this.paths.destroy();
    this.stations.destroy();
    this.grid.destroy();
    this.field?.destroy();
    this.placement?.destroy();
    this.corridor?.destroy();
    this.attribution?.remove();
    this.map.remove();
  }

  /** Keys on a station marker, or on the map while a station is selected (see `stationKey`). */
  private readonly onKeyDown = (e: KeyboardEvent) => stationKey(e, this.props(), this.container);
}
