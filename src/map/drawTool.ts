/**
 * The drawing tools. 'draw-polyline': clicks add points (the map still pans between clicks),
 * double-click or Enter finishes (a double tap on a touch screen does not: the tool strip's Finish
 * does), Backspace removes the last point. 'draw-freehand': press, drag
 * and release (map dragging is off meanwhile; samples at least 20 m apart). Both dispatch
 * `setTrajectory` for the first platform and call `onToolDone`. Escape cancels any tool
 * (drawing or 'add-station') and calls `onToolDone`.
 */
import * as L from 'leaflet';
import { schemaDefault, schemaExample } from '../scenario/schemaFields';
import type { PointM, Scenario, Trajectory } from '../scenario/types';
import type { MapContext } from './context';
import { PANES } from './context';
import { fromLatLng, toLatLng } from './coords';
import { appendIfFar, dedupePoints, finishFreehand, FREEHAND_TOLERANCE_PX, simplifyStroke } from './drawPoints';
import { isTypingTarget } from './keys';
import type { MapTool } from './types';

/** Speed of a drawn path: the first platform's current speed, else the schema's suggested polyline speed. */
export function drawnPathSpeedMps(scenario: Scenario): number {
  const t = scenario.platforms?.[0]?.trajectory;
  if (t?.kind === 'polyline' && t.speedMps && t.speedMps > 0) return t.speedMps;
  if (t?.kind === 'clover') {
    const v =
      (t.radiusM ?? schemaDefault<number>('trajectory[clover].radiusM')) *
      (t.gammaPerS ?? schemaDefault<number>('trajectory[clover].gammaPerS'));
    if (v > 0) return Math.round(v * 100) / 100;
  }
  return schemaExample<number>('trajectory[polyline].speedMps');
}

/** The trajectory a finished drawing sets. */
export function drawnTrajectory(scenario: Scenario, points: PointM[]): Trajectory {
  return { kind: 'polyline', points, speedMps: drawnPathSpeedMps(scenario) };
}

/** Handles the two drawing tools on one map. */
export class DrawTool {
  private tool: MapTool = 'select';
  private points: PointM[] = [];
  private readonly preview: L.Polyline;
  private readonly rubber: L.Polyline;
  private pointerId: number | null = null;
  private readonly draftListeners = new Set<(points: number) => void>();
  /** The kind of the last pointer pressed on the map ('touch': a double tap adds points, Finish ends). */
  private lastPointerType = '';

  constructor(private readonly ctx: MapContext) {
    const style = {
      interactive: false,
      color: '#1864ab',
      weight: 4,
      opacity: 0.9,
      renderer: ctx.convoyRenderer,
      pane: PANES.convoy,
    };
    this.preview = L.polyline([], style);
    this.rubber = L.polyline([], { ...style, dashArray: '6 8', weight: 3 });
    const map = ctx.map;
    map.on('mousemove', this.onMouseMove);
    map.on('dblclick', this.onDblClick);
    const c = map.getContainer();
    c.addEventListener('pointerdown', this.onPointerDown);
    c.addEventListener('pointermove', this.onPointerMove);
    c.addEventListener('pointerup', this.onPointerUp);
    c.addEventListener('pointercancel', this.onPointerCancel);
    document.addEventListener('keydown', this.onKeyDown, true);
  }

  /** Switches tool: any drawing in progress is dropped; map dragging and double-click zoom follow. */
  setTool(tool: MapTool): void {
    if (tool === this.tool) return;
    this.reset();
    this.tool = tool;
    const map = this.ctx.map;
    if (tool === 'draw-freehand') map.dragging.disable();
    else map.dragging.enable();
    if (tool === 'draw-polyline') map.doubleClickZoom.disable();
    else map.doubleClickZoom.enable();
  }

  /** Adds a clicked point (tool 'draw-polyline'); returns false for other tools. */
  click(latlng: L.LatLng): boolean {
    if (this.tool !== 'draw-polyline') return false;
    this.points = [...this.points, fromLatLng(latlng)];
    this.redraw();
    return true;
  }

  /** Calls `listener` with the number of points whenever the drawing changes; returns the unsubscribe. */
  onDraftChange(listener: (points: number) => void): () => void {
    this.draftListeners.add(listener);
    return () => this.draftListeners.delete(listener);
  }

  /** Removes the last point of a path drawn point by point (the Backspace key, the "Undo point" button). */
  undoPoint(): void {
    if (this.tool !== 'draw-polyline' || this.points.length === 0) return;
    this.points = this.points.slice(0, -1);
    this.redraw();
  }

  /** Points drawn so far. */
  get draft(): readonly PointM[] {
    return this.points;
  }

  /** Removes listeners and the preview. */
  destroy(): void {
    const map = this.ctx.map;
    this.reset();
    map.off('mousemove', this.onMouseMove);
    map.off('dblclick', this.onDblClick);
    const c = map.getContainer();
    c.removeEventListener('pointerdown', this.onPointerDown);
    c.removeEventListener('pointermove', this.onPointerMove);
    c.removeEventListener('pointerup', this.onPointerUp);
    c.removeEventListener('pointercancel', this.onPointerCancel);
    document.removeEventListener('keydown', this.onKeyDown, true);
  }

  /** Finishes a polyline: needs at least two distinct points. */
  finishPolyline(): boolean {
    const minM = 4 / Math.max(1e-9, this.pxPerM());
    const points = dedupePoints(this.points, Math.min(minM, 50));
    if (points.length < 2) return false;
    this.commit(points);
    return true;
  }

  /** Drops the drawing and leaves the tool. */
  cancel(): void {
    this.reset();
    this.ctx.props().onToolDone();
  }

  private commit(points: PointM[]): void {
    const p = this.ctx.props();
    const platform = p.scenario.platforms?.[0];
    this.reset();
    if (platform)
      p.dispatch({ type: 'setTrajectory', platformId: platform.id, trajectory: drawnTrajectory(p.scenario, points) });
    p.onToolDone();
  }

  private reset(): void {
    this.points = [];
    if (this.pointerId !== null) {
      const c = this.ctx.map.getContainer();
      if (c.hasPointerCapture?.(this.pointerId)) c.releasePointerCapture(this.pointerId);
    }
    this.pointerId = null;
    this.preview.remove();
    this.rubber.remove();
    for (const l of this.draftListeners) l(0);
  }

  private pxPerM(): number {
    const size = this.ctx.map.getSize();
    const b = this.ctx.map.getBounds();
    return size.x / Math.max(1e-9, b.getEast() - b.getWest());
  }

  private redraw(cursor?: L.LatLng): void {
    const map = this.ctx.map;
    if (!cursor) for (const l of this.draftListeners) l(this.points.length);
    if (!this.points.length) {
      this.preview.remove();
      this.rubber.remove();
      return;
    }
    this.preview.setLatLngs(this.points.map(toLatLng));
    if (!map.hasLayer(this.preview)) this.preview.addTo(map);
    const last = this.points.at(-1);
    if (cursor && last && this.tool === 'draw-polyline') {
      this.rubber.setLatLngs([toLatLng(last), cursor]);
      if (!map.hasLayer(this.rubber)) this.rubber.addTo(map);
    }
  }

  private readonly onMouseMove = (e: L.LeafletMouseEvent) => {
    if (this.tool === 'draw-polyline' && this.points.length) this.redraw(e.latlng);
  };

  private readonly onDblClick = (e: L.LeafletMouseEvent) => {
    if (this.tool !== 'draw-polyline') return;
    if (e.originalEvent) L.DomEvent.stop(e.originalEvent);
    // Two quick taps on a phone are two points, not the end of the path (the strip's Finish is).
    if (this.lastPointerType !== 'touch') this.finishPolyline();
  };

  private readonly onKeyDown = (e: KeyboardEvent) => {
    if (this.tool === 'select' || isTypingTarget(e.target)) return;
    if (e.key === 'Escape') this.cancel();
    else if (e.key === 'Enter' && this.tool === 'draw-polyline' && this.points.length >= 2) this.finishPolyline();
    else if (e.key === 'Backspace' && this.tool === 'draw-polyline' && this.points.length) this.undoPoint();
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  private isOnControl(e: PointerEvent): boolean {
    const t = e.target as Element | null;
    return !!t?.closest?.('.leaflet-control');
  }

  private readonly onPointerDown = (e: PointerEvent) => {
    this.lastPointerType = e.pointerType;
    if (this.tool !== 'draw-freehand' || e.button !== 0 || this.isOnControl(e)) return;
    this.pointerId = e.pointerId;
    this.ctx.map.getContainer().setPointerCapture?.(e.pointerId);
    this.points = [fromLatLng(this.ctx.map.mouseEventToLatLng(e as unknown as MouseEvent))];
    e.preventDefault();
    this.redraw();
  };

  private readonly onPointerMove = (e: PointerEvent) => {
    if (this.tool !== 'draw-freehand' || e.pointerId !== this.pointerId) return;
    const next = appendIfFar(this.points, fromLatLng(this.ctx.map.mouseEventToLatLng(e as unknown as MouseEvent)));
    if (next !== this.points) {
      this.points = next;
      this.redraw();
    }
  };

  private readonly onPointerUp = (e: PointerEvent) => {
    if (this.tool !== 'draw-freehand' || e.pointerId !== this.pointerId) return;
    const stroke = finishFreehand(this.points, fromLatLng(this.ctx.map.mouseEventToLatLng(e as unknown as MouseEvent)));
    // A few handles, not one per sample: the stroke within a few screen pixels.
    const points = simplifyStroke(stroke, FREEHAND_TOLERANCE_PX / Math.max(1e-9, this.pxPerM()));
    this.pointerId = null;
    if (points.length >= 2) this.commit(points);
    else this.reset();
  };

  private readonly onPointerCancel = (e: PointerEvent) => {
    if (e.pointerId === this.pointerId) this.reset();
  };
}
