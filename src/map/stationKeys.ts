/** The keyboard on the map's stations: nudge, delete, deselect, select. */
import type { MapViewProps } from './types';
import { arrowDelta } from './keys';
import { StationLayer } from './stationLayer';

/**
 * Keys on a station marker, or on the map while a station is selected: arrows nudge it (10 m,
 * Shift 100 m), Delete removes it, Escape deselects, Enter or Space selects it. Handled keys do
 * not reach Leaflet's keyboard panning. `p` are the map view's props, `container` the map's element.
 */
export function stationKey(e: KeyboardEvent, p: MapViewProps, container: HTMLElement): void {
  if (p.tool !== 'select' || e.altKey || e.ctrlKey || e.metaKey) return;
  const onMarker = StationLayer.stationIdOf(e.target);
  const id = onMarker ?? (e.target === container ? p.selectedStationId : null);
  const st = id ? (p.scenario.stations ?? []).find((s) => s.id === id) : undefined;
  if (!st) return;
  const d = arrowDelta(e.key, e.shiftKey);
  if (d) {
    if (p.selectedStationId !== st.id) p.onSelectStation(st.id);
    p.dispatch({
      type: 'moveStation',
      id: st.id,
      position: { xM: st.position.xM + d.dxM, yM: st.position.yM + d.dyM },
    });
  } else if (e.key === 'Delete' || e.key === 'Backspace') {
    p.dispatch({ type: 'removeStation', id: st.id });
    p.onSelectStation(null);
    container.focus({ preventScroll: true });
  } else if (e.key === 'Escape') {
    p.onSelectStation(null);
    container.focus({ preventScroll: true });
  } else if (onMarker && (e.key === 'Enter' || e.key === ' ')) {
    p.onSelectStation(st.id);
  } else return;
  e.preventDefault();
  e.stopPropagation();
}
