/**
 * The placement map on the map: each candidate position's square coloured by the metric of the
 * run with the station there (viridis, the best end yellow), coarse squares first and finer ones
 * drawn over them as runs finish, and a ring at the best position so far. A canvas between the
 * grid and Leaflet's panes, redrawn at most once per frame.
 */
import type * as L from 'leaflet';
import { interpolateViridis } from 'd3';
import { CanvasOverlay, type OverlayFrame } from './canvasOverlay';
import { cellBounds, type BoundsM, type GridPoint } from '../placement/grid';

/** What the overlay draws. */
export interface PlacementView {
  bounds: BoundsM;
  n: number;
  points: GridPoint[];
  /** The metric of each point's run (null: not run yet, or no value). */
  values: ReadonlyArray<number | null>;
  better: 'higher' | 'lower';
  /** The index of the best point so far, -1 if none. */
  best: number;
}

/** Opacity of the coloured squares. */
export const PLACEMENT_ALPHA = 0.6;

/** The colour of a value on the scale of the values so far (the best end yellow). */
export function placementColour(value: number, min: number, max: number, better: 'higher' | 'lower'): string {
  const t = max > min ? (value - min) / (max - min) : 1;
  return interpolateViridis(better === 'higher' ? t : 1 - t);
}

/** The overlay. */
export class PlacementOverlay extends CanvasOverlay {
  constructor(
    map: L.Map,
    private readonly view: () => PlacementView | null,
  ) {
    super(map, 'mp-placement');
  }

  protected paint({ ctx, dpr }: OverlayFrame): void {
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const view = this.view();
    if (!view) return;
    const finite = view.values.filter((v): v is number => v !== null && Number.isFinite(v));
    if (finite.length === 0) return;
    const min = Math.min(...finite);
    const max = Math.max(...finite);
    // Leaflet positions are planar metres (lat = y, lng = x).
    const at = (xM: number, yM: number) => this.map.latLngToContainerPoint([yM, xM]);
    ctx.globalAlpha = PLACEMENT_ALPHA;
    // Coarse squares first, finer ones over them (the points are ordered so).
    view.points.forEach((p, k) => {
      const v = view.values[k];
      if (v === null || v === undefined || !Number.isFinite(v)) return;
      const c = cellBounds(p, view.bounds, view.n);
      const a = at(c.x0, c.y1);
      const b = at(c.x1, c.y0);
      ctx.fillStyle = placementColour(v, min, max, view.better);
      ctx.fillRect(a.x, a.y, b.x - a.x + 0.5, b.y - a.y + 0.5);
    });
    ctx.globalAlpha = 1;
    const best = view.points[view.best];
    if (view.best >= 0 && best) {
      const p = at(best.position.xM, best.position.yM);
      ctx.lineWidth = 3;
      ctx.strokeStyle = '#111';
      ctx.beginPath();
      ctx.arc(p.x, p.y, 9, 0, 2 * Math.PI);
      ctx.stroke();
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = '#fff';
      ctx.beginPath();
      ctx.arc(p.x, p.y, 9, 0, 2 * Math.PI);
      ctx.stroke();
    }
  }
}
