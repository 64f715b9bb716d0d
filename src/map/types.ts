/** Contracts of the map view. */
import type { ScenarioAction } from '../state/actions';
import type { Scenario } from '../scenario/types';
import type { ScenarioGeometry } from '../geometry/geometry';
import type { MapTool } from '../state/pageState';

/** What a click on the map does (the page store's tool). */
export type { MapTool };

/** Props of the map. */
export interface MapViewProps {
  scenario: Scenario;
  /** Paths, epoch marks and node positions; null while not yet computed or invalid. */
  geometry: ScenarioGeometry | null;
  /** Time cursor, seconds: the convoy is drawn where it is at this time. */
  timeS: number;
  tool: MapTool;
  /** Called when a drawing tool has finished its work (the app switches back to 'select'). */
  onToolDone(): void;
  selectedStationId: string | null;
  onSelectStation(id: string | null): void;
  /** Colour of every station (the chart colour of its routes). */
  stationColours: Record<string, string>;
  dispatch(action: ScenarioAction): void;
  /** Hovering or clicking the path moves the time cursor to that moment. */
  onSetTime(tS: number): void;
  /** True while a station or vertex is being dragged (the app re-solves on every move). */
  onDragging?(dragging: boolean): void;
  /** Optional tile layer URL template; the default is the planar-metre grid. */
  tileUrl?: string;
  /** Attribution of the tiles, plain text (never read as HTML). */
  tileAttribution?: string;
  /** Editing is locked: no station or path point moves (but `movableStationId`), no capacity field or placement map. */
  locked?: boolean;
  /** The one station a locked map lets the user drag (a lesson step's `unlock`), or null. */
  movableStationId?: string | null;
  /** Sets the tile URL ('' for none) and attribution from the map settings; without it they are not shown. */
  onTilesChange?(url: string, attribution: string): void;
}
