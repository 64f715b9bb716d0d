/**
 * Editing handles of polyline trajectories: a draggable, focusable handle per vertex (drag or
 * arrow keys dispatch `moveVertex`, double-click or Delete dispatch `deleteVertex`), a "+"
 * handle at each segment's midpoint (click or Enter dispatches `insertVertex`), and a dashed
 * line through the points that follows a drag at once (the geometry catches up after the solve).
 * Dense paths (freehand) get smaller vertex handles and no midpoint handles on short segments.
 * A path of more than MAX_VERTEX_HANDLES points gets no handles (a DOM element per point would
 * freeze the page): only its dashed line, simplified like the drawn paths.
 */

/** Paths with more points than this get no editing handles (an imported track is simplified to it). */
export const MAX_VERTEX_HANDLES = MAX_EDITABLE_POINTS;

/** Midpoint handles are hidden on segments shorter than this on screen, px. */
export const MIN_MID_SEGMENT_PX = 44;
/** Vertex handles shrink when neighbours are closer than this on screen, px. */
export const DENSE_VERTEX_PX = 22;
import * as L from 'leaflet';
import { MAX_EDITABLE_POINTS } from '../geometry/simplify';
import type { Platform, PointM } from '../scenario/types';
import { coalescer } from './coalesce';
import type { MapContext } from './context';
import { PANES } from './context';
import { distanceM, fromLatLng, midpointM, toLatLng } from './coords';
import { pxPerMetre } from './mapFrame';
import { arrowDelta } from './keys';
import { pathColour } from './pathLayer';
import { simplifyOutline } from './simplify';
import { isolate } from '../scenario/userText';
import { at } from '../util/at';

interface Entry {
  draft: L.Polyline;
  vertices: L.Marker[];
  mids: L.Marker[];
  points: PointM[];
  label: string;
  /** Whether the path has vertex and midpoint handles (not above MAX_VERTEX_HANDLES points). */
  handles: boolean;
}

/** Leaflet positions of `points`, simplified to at most MAX_DRAWN_POINTS vertices. */
export function draftLatLngs(points: readonly PointM[]): Array<[number, number]> {
  const outline = new Float64Array(points.length * 2);
  points.forEach((q, k) => {
    outline[2 * k] = q.xM;
    outline[2 * k + 1] = q.yM;
  });
  const simple = simplifyOutline(outline);
  const out: Array<[number, number]> = [];
  for (let i = 0; i + 1 < simple.length; i += 2) out.push([simple[i + 1]!, simple[i]!]); // i + 1 < length
  return out;
}

function handle(className: string, ll: [number, number], draggable: boolean, size: number): L.Marker {
  return L.marker(ll, {
    icon: L.divIcon({ className, html: '', iconSize: [size, size], iconAnchor: [size / 2, size / 2] }),
    draggable,
    keyboard: true,
    autoPanOnFocus: false,
    pane: PANES.handles,
  });
}

function label(e: HTMLElement | undefined, name: string, title: string): void {
  if (!e) return;
  e.setAttribute('role', 'button');
  e.setAttribute('tabindex', '0');
  e.setAttribute('aria-label', name);
  e.title = title;
}

/** Keeps the vertex and midpoint handles of every polyline trajectory in step with the scenario. */
export class VertexLayer {
  private readonly entries = new Map<string, Entry>();
  private dragging: { platformId: string; index: number } | null = null;
  private readonly moves;

  private readonly onZoom = () => this.refreshDensity();

  constructor(private readonly ctx: MapContext) {
    this.moves = coalescer<{ platformId: string; index: number; position: PointM }>((m) =>
      ctx.props().dispatch({ type: 'moveVertex', ...m }),
    );
    ctx.map.on('zoomend', this.onZoom);
  }

  /** Hides midpoint handles of short segments and shrinks crowded vertex handles, for the zoom. */
  refreshDensity(): void {
    const pxPerM = pxPerMetre(this.ctx.map);
    for (const e of this.entries.values()) {
      if (!e.handles) continue;
      const segPx = e.points.slice(1).map((q, k) => distanceM(at(e.points, k, 'point'), q) * pxPerM);
      e.mids.forEach((m, k) => {
        const h = m.getElement();
        if (h) h.style.display = at(segPx, k, 'segment') < MIN_MID_SEGMENT_PX ? 'none' : '';
      });
      e.vertices.forEach((v, k) => {
        const near = Math.min(segPx[k - 1] ?? Infinity, segPx[k] ?? Infinity);
        v.getElement()?.classList.toggle('is-dense', near < DENSE_VERTEX_PX);
      });
    }
  }

  /** Brings the handles in line with the platforms' polyline trajectories. */
  update(platforms: Platform[]): void {
    const seen = new Set<string>();
    platforms.forEach((p, i) => {
      if (p.trajectory.kind !== 'polyline') return;
      seen.add(p.id);
      const points = p.trajectory.points;
      const name = p.label ?? p.id;
      // A locked map has no handles: its paths cannot be edited.
      const handles = !this.ctx.props().locked && points.length <= MAX_VERTEX_HANDLES;
      let entry = this.entries.get(p.id);
      if (
        entry &&
        (entry.handles !== handles || (handles && entry.vertices.length !== points.length) || entry.label !== name)
      ) {
        this.removeEntry(p.id);
        entry = undefined;
      }
      const fresh = !entry;
      if (!entry) entry = this.create(p.id, name, points, handles);
      const moved = fresh || entry.points !== points;
      entry.points = points;
      if (moved) entry.draft.setLatLngs(handles ? points.map(toLatLng) : draftLatLngs(points));
      entry.draft.setStyle({ color: pathColour(i) });
      if (handles)
        points.forEach((q, k) => {
          const d = this.dragging;
          if (!(d && d.platformId === p.id && d.index === k)) at(entry.vertices, k, 'vertex').setLatLng(toLatLng(q));
          const next = points[k + 1];
          if (next) at(entry.mids, k, 'midpoint').setLatLng(toLatLng(midpointM(q, next)));
        });
    });
    for (const id of [...this.entries.keys()]) if (!seen.has(id)) this.removeEntry(id);
    this.refreshDensity();
  }

  /** Removes every handle. */
  destroy(): void {
    this.ctx.map.off('zoomend', this.onZoom);
    this.moves.cancel();
    if (this.dragging) this.ctx.props().onDragging?.(false);
    this.dragging = null;
    for (const id of [...this.entries.keys()]) this.removeEntry(id);
  }

  private removeEntry(id: string): void {
    const e = this.entries.get(id);
    if (!e) return;
    e.draft.remove();
    for (const m of [...e.vertices, ...e.mids]) m.remove();
    this.entries.delete(id);
    if (this.dragging?.platformId === id) {
      this.moves.cancel();
      this.dragging = null;
      this.ctx.props().onDragging?.(false);
    }
  }

  private create(platformId: string, name: string, points: PointM[], handles: boolean): Entry {
    const map = this.ctx.map;
    const draft = L.polyline([], {
      weight: 2,
      dashArray: '4 6',
      opacity: 0.8,
      interactive: false,
      pane: PANES.coverage,
      renderer: this.ctx.coverageRenderer,
    }).addTo(map);
    const entry: Entry = { draft, vertices: [], mids: [], points, label: name, handles };
    this.entries.set(platformId, entry);
    if (!handles) return entry;
    const n = points.length;
    const dispatch = (a: Parameters<ReturnType<MapContext['props']>['dispatch']>[0]) => this.ctx.props().dispatch(a);
    points.forEach((q, index) => {
      const v = handle('mp-vertex', toLatLng(q), true, 16).addTo(map);
      label(
        v.getElement(),
        `${isolate(name)} path point ${index + 1} of ${n}`,
        'Drag to move; double-click or Delete removes it; arrow keys nudge it',
      );
      v.on('dragstart', () => {
        this.dragging = { platformId, index };
        this.ctx.props().onDragging?.(true);
      });
      v.on('drag', (e) => {
        this.moves.push({ platformId, index, position: fromLatLng((e as L.LeafletMouseEvent).latlng) });
      });
      v.on('dragend', () => {
        this.moves.flush();
        this.dragging = null;
        this.ctx.props().onDragging?.(false);
      });
      const remove = () => {
        if (entry.points.length > 2) dispatch({ type: 'deleteVertex', platformId, index });
      };
      v.on('dblclick', (e) => {
        const oe = (e as L.LeafletMouseEvent).originalEvent;
        if (oe) L.DomEvent.stop(oe);
        remove();
      });
      v.getElement()?.addEventListener('keydown', (ev) => {
        const d = arrowDelta(ev.key, ev.shiftKey);
        const cur = entry.points[index];
        if (d && cur)
          dispatch({ type: 'moveVertex', platformId, index, position: { xM: cur.xM + d.dxM, yM: cur.yM + d.dyM } });
        else if (ev.key === 'Delete' || ev.key === 'Backspace') remove();
        else return;
        ev.preventDefault();
        ev.stopPropagation();
      });
      entry.vertices.push(v);
    });
    for (let k = 0; k + 1 < n; k += 1) {
      const m = handle(
        'mp-mid',
        toLatLng(midpointM(at(points, k, 'point'), at(points, k + 1, 'point'))),
        false,
        14,
      ).addTo(map);
      label(
        m.getElement(),
        `Add a point between points ${k + 1} and ${k + 2} of the ${isolate(name)} path`,
        'Click to add a point here',
      );
      const insert = () => {
        const a = entry.points[k];
        const b = entry.points[k + 1];
        if (a && b) dispatch({ type: 'insertVertex', platformId, index: k + 1, position: midpointM(a, b) });
      };
      m.on('click', insert);
      m.getElement()?.addEventListener('keydown', (ev) => {
        if (ev.key !== 'Enter' && ev.key !== ' ') return;
        ev.preventDefault();
        ev.stopPropagation();
        insert();
      });
      entry.mids.push(m);
    }
    return entry;
  }
}
