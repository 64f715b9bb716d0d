/**
 * Base stations on the map: a draggable, focusable marker per station (label in the station's
 * colour), a ring when selected, and a faint coverage circle. Dragging dispatches `moveStation`
 * at most once per animation frame; it never changes the scenario itself.
 */
import * as L from 'leaflet';
import type { Station } from '../scenario/types';
import { coalescer } from './coalesce';
import type { MapContext } from './context';
import { PANES, el } from './context';
import { fromLatLng, toLatLng } from './coords';
import { coverageRadiusM } from './coverage';
import { isolate } from '../scenario/userText';

/** Colour of a station with no entry in `stationColours`. */
export const FALLBACK_STATION_COLOUR = '#5b6670';

/** The accessible name of a station marker. */
export function stationAriaLabel(st: Station): string {
  return `Base station ${isolate(st.label ?? st.id)}`;
}

/** The tooltip of a station marker (kept in step with its label). */
export function stationTitle(st: Station): string {
  return `${isolate(st.label ?? st.id)}: drag to move; select it, then arrow keys nudge it (Shift: 100 m), Delete removes it`;
}

interface Entry {
  marker: L.Marker;
  circle: L.Circle;
  renderKey: string;
  /** What the circle shows (position, radius, colour, shown), to touch it only when that changes. */
  circleKey: string;
}

/** Keeps one marker and circle per station in step with the scenario. */
export class StationLayer {
  private readonly entries = new Map<string, Entry>();
  private draggingId: string | null = null;
  private readonly moves;

  constructor(private readonly ctx: MapContext) {
    this.moves = coalescer<{ id: string; x: number; y: number }>(({ id, x, y }) =>
      ctx.props().dispatch({ type: 'moveStation', id, position: { xM: x, yM: y } }),
    );
  }

  /** The id of the station whose marker element contains `target`, or null. */
  static stationIdOf(target: EventTarget | null): string | null {
    const e = target as Element | null;
    if (!e || typeof e.closest !== 'function') return null;
    return e.closest<HTMLElement>('[data-station-id]')?.dataset.stationId ?? null;
  }

  /** Brings the markers in line with `stations` (created once, then moved and restyled). */
  update(stations: Station[], colours: Record<string, string>, selectedId: string | null): void {
    const seen = new Set<string>();
    for (const st of stations) {
      seen.add(st.id);
      const entry = this.entries.get(st.id) ?? this.create(st);
      this.setMovable(entry.marker, st.id);
      const ll = toLatLng(st.position);
      const cur = entry.marker.getLatLng();
      if (this.draggingId !== st.id && (cur.lat !== ll[0] || cur.lng !== ll[1])) entry.marker.setLatLng(ll);
      const colour = colours[st.id] ?? FALLBACK_STATION_COLOUR;
      const enabled = st.enabled !== false;
      const radius = coverageRadiusM(st.decay);
      const centre = this.draggingId === st.id ? entry.marker.getLatLng() : L.latLng(ll);
      const showCircle = enabled && radius !== null;
      // Each circle is an SVG path: touch only those that changed (an edit of one of 5,000
      // stations restyles one circle, not 5,000).
      const circleKey = [centre.lat, centre.lng, radius, colour, showCircle].join('\u0000');
      if (circleKey !== entry.circleKey) {
        entry.circleKey = circleKey;
        entry.circle.setLatLng(centre);
        if (radius !== null) entry.circle.setRadius(radius);
        entry.circle.setStyle({ color: colour, fillColor: colour });
        if (showCircle && !this.ctx.map.hasLayer(entry.circle)) entry.circle.addTo(this.ctx.map);
        if (!showCircle && this.ctx.map.hasLayer(entry.circle)) entry.circle.remove();
      }
      const selected = st.id === selectedId;
      const key = [st.label ?? st.id, colour, enabled, selected].join('\u0000');
      if (key !== entry.renderKey) {
        entry.renderKey = key;
        this.render(entry.marker, st, colour, enabled, selected);
        entry.marker.setZIndexOffset(selected ? 1000 : 0);
      }
    }
    for (const [id, entry] of this.entries) {
      if (seen.has(id)) continue;
      entry.marker.remove();
      entry.circle.remove();
      this.entries.delete(id);
      if (this.draggingId === id) this.endDrag();
    }
  }

  /** The marker element of a station (for focus handling). */
  element(id: string): HTMLElement | undefined {
    return this.entries.get(id)?.marker.getElement();
  }

  /** Removes every marker (and ends a drag in progress). */
  destroy(): void {
    this.moves.cancel();
    if (this.draggingId) this.endDrag();
    for (const e of this.entries.values()) {
      e.marker.remove();
      e.circle.remove();
    }
    this.entries.clear();
  }

  private create(st: Station): Entry {
    const ll = toLatLng(st.position);
    const marker = L.marker(ll, {
      icon: L.divIcon({ className: 'mp-station', html: '', iconSize: [30, 30], iconAnchor: [15, 15] }),
      draggable: true,
      keyboard: true,
      autoPanOnFocus: false,
      riseOnHover: true,
      title: stationTitle(st),
    });
    const circle = L.circle(ll, {
      radius: coverageRadiusM(st.decay) ?? 1,
      pane: PANES.coverage,
      renderer: this.ctx.coverageRenderer,
      interactive: false,
      weight: 1.5,
      opacity: 0.45,
      fillOpacity: 0.05,
      dashArray: '6 6',
    });
    const id = st.id;
    marker.on('click', () => {
      this.ctx.props().onSelectStation(id);
      marker.getElement()?.focus({ preventScroll: true });
    });
    marker.on('dragstart', () => {
      this.draggingId = id;
      const p = this.ctx.props();
      if (p.selectedStationId !== id) p.onSelectStation(id);
      p.onDragging?.(true);
    });
    marker.on('drag', (e) => {
      const ll2 = (e as L.LeafletEvent & { latlng: L.LatLng }).latlng;
      const pos = fromLatLng(ll2);
      this.moves.push({ id, x: pos.xM, y: pos.yM });
      circle.setLatLng(ll2);
      const entry = this.entries.get(id);
      if (entry) entry.circleKey = '';
    });
    marker.on('dragend', () => this.endDrag());
    marker.addTo(this.ctx.map);
    const entry: Entry = { marker, circle, renderKey: '', circleKey: '' };
    this.entries.set(id, entry);
    return entry;
  }

  /**
   * A locked map lets only its movable station (if any) be dragged: the others' markers do not move
   * (and, by the page's CSS, let the pointer through to the map); the movable one is `is-unlocked`.
   */
  private setMovable(marker: L.Marker, id: string): void {
    const p = this.ctx.props();
    const movable = !p.locked || p.movableStationId === id;
    marker.getElement()?.classList.toggle('is-unlocked', !!p.locked && movable);
    if (!marker.dragging || marker.dragging.enabled() === movable) return;
    if (movable) marker.dragging.enable();
    else marker.dragging.disable();
  }

  private endDrag(): void {
    this.moves.flush();
    this.draggingId = null;
    this.ctx.props().onDragging?.(false);
  }

  private render(marker: L.Marker, st: Station, colour: string, enabled: boolean, selected: boolean): void {
    const icon = marker.getElement();
    if (!icon) return;
    icon.dataset.stationId = st.id;
    icon.setAttribute('role', 'button');
    icon.setAttribute('tabindex', '0');
    icon.setAttribute('aria-label', stationAriaLabel(st));
    icon.title = stationTitle(st);
    icon.setAttribute('aria-pressed', String(selected));
    icon.style.setProperty('--mp-colour', colour);
    icon.classList.toggle('is-selected', selected);
    icon.classList.toggle('is-disabled', !enabled);
    // The children are kept, not replaced: a touch drag's events go to the element it started on,
    // and a replaced one would no longer reach the document (the drag would stop after one move).
    const dot = icon.querySelector(':scope > .mp-station__dot') ?? el('span', 'mp-station__dot');
    const label = icon.querySelector(':scope > .mp-station__label') ?? el('span', 'mp-station__label');
    label.textContent = st.label ?? st.id;
    if (dot.parentNode !== icon || label.parentNode !== icon) icon.replaceChildren(dot, label);
  }
}
