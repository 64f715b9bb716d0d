/**
 * The margin of a cell-site import on the map: a translucent band `marginM` wide on each side of
 * the path, drawn while the import dialog is open (src/realdata/cells/path.ts's corridor).
 */
import type * as L from 'leaflet';
import { CanvasOverlay, type OverlayFrame } from './canvasOverlay';
import type { Corridor } from '../realdata/cells/path';

/** Colour and opacity of the band. */
export const CORRIDOR_STYLE = { colour: '#1f78b4', alpha: 0.22 } as const;

/** The overlay. */
export class CorridorOverlay extends CanvasOverlay {
  constructor(
    map: L.Map,
    private readonly corridor: () => Corridor | null,
  ) {
    super(map, 'mp-corridor');
  }

  protected paint({ ctx, dpr }: OverlayFrame): void {
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const c = this.corridor();
    if (!c || c.pointsM.length === 0) return;
    // Leaflet positions are planar metres (lat = y, lng = x); the band's width in pixels near the path.
    const at = (xM: number, yM: number) => this.map.latLngToContainerPoint([yM, xM]);
    const p0 = c.pointsM[0]!;
    const a = at(p0.xM, p0.yM);
    const b = at(p0.xM + c.marginM, p0.yM);
    ctx.globalAlpha = CORRIDOR_STYLE.alpha;
    ctx.strokeStyle = CORRIDOR_STYLE.colour;
    ctx.lineWidth = Math.max(2, 2 * Math.hypot(b.x - a.x, b.y - a.y));
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    c.pointsM.forEach((p, i) => {
      const q = at(p.xM, p.yM);
      if (i === 0) ctx.moveTo(q.x, q.y);
      else ctx.lineTo(q.x, q.y);
    });
    if (c.pointsM.length === 1) ctx.lineTo(a.x + 0.01, a.y);
    ctx.stroke();
    ctx.globalAlpha = 1;
  }
}
