/** What the map's layers share: the Leaflet map, the latest props and the tool dispatcher. */
import type * as L from 'leaflet';
import type { MapViewProps } from './types';

/**
 * Panes the map view adds, with their z-index: coverage circles (350) under the paths (Leaflet's
 * overlay pane, 400), the convoy body (450), stations (Leaflet's marker pane, 600), path handles
 * (620), convoy nodes (630, not interactive), epoch marks (640, not interactive: their labels are
 * never hidden under a station or the convoy; see epochLabels.ts), tooltips (Leaflet, 650).
 */
export const PANES = {
  coverage: 'mp-coverage',
  epochs: 'mp-epochs',
  convoy: 'mp-convoy',
  handles: 'mp-handles',
  nodes: 'mp-nodes',
} as const;

/** z-index of each added pane. */
export const PANE_Z: Record<(typeof PANES)[keyof typeof PANES], number> = {
  'mp-coverage': 350,
  'mp-epochs': 640,
  'mp-convoy': 450,
  'mp-handles': 620,
  'mp-nodes': 630,
};

/** Shared by every layer controller of the map view. */
export interface MapContext {
  readonly map: L.Map;
  /** The props of the latest render (callbacks are always called through this). */
  props(): MapViewProps;
  /** Applies the active tool to a click at `latlng` (add a station, add a polyline point, deselect). */
  clickAt(latlng: L.LatLng): void;
  /** Renderer for the convoy pane (paths above the trajectories). */
  readonly convoyRenderer: L.Renderer;
  /** Renderer for the coverage pane (below the trajectories). */
  readonly coverageRenderer: L.Renderer;
}

/** Creates a DOM element with a class and optional text (text is never parsed as HTML). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}
