/**
 * The planar-metre grid behind everything: a canvas that fills the map container and is redrawn
 * (at most once per frame) whenever the view moves. Line spacing adapts to the zoom (1-2-5
 * steps, at least ~48 px apart); major lines carry labels along the bottom and right edges.
 */
import type * as L from 'leaflet';
import { animationFrames } from './coalesce';
import { gridLinesFor, niceStep } from './grid';

/** Minimum screen distance between grid lines, px. */
export const MIN_LINE_SPACING_PX = 48;

/** Draws the adaptive grid of a CRS.Simple map (1 unit = 1 m). */
export class GridOverlay {
  private readonly canvas: HTMLCanvasElement;
  private frame: number | null = null;
  private readonly schedule = () => {
    if (this.frame === null) this.frame = animationFrames.request(() => this.draw());
  };

  constructor(private readonly map: L.Map) {
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'mp-grid';
    this.canvas.setAttribute('aria-hidden', 'true');
    map.getContainer().prepend(this.canvas);
    map.on('move zoom viewreset resize zoomend moveend', this.schedule);
    this.schedule();
  }

  /** Removes the canvas and its listeners. */
  destroy(): void {
    this.map.off('move zoom viewreset resize zoomend moveend', this.schedule);
    if (this.frame !== null) animationFrames.cancel(this.frame);
    this.canvas.remove();
  }

  /** Redraws now. */
  draw(): void {
    this.frame = null;
    const size = this.map.getSize();
    if (size.x <= 0 || size.y <= 0) return;
    const dpr = (typeof window !== 'undefined' && window.devicePixelRatio) || 1;
    const w = Math.round(size.x * dpr);
    const h = Math.round(size.y * dpr);
    if (this.canvas.width !== w) this.canvas.width = w;
    if (this.canvas.height !== h) this.canvas.height = h;
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, size.x, size.y);
    const b = this.map.getBounds();
    const west = b.getWest();
    const east = b.getEast();
    const south = b.getSouth();
    const north = b.getNorth();
    const pxPerM = size.x / (east - west);
    if (!(pxPerM > 0) || !Number.isFinite(pxPerM)) return;
    const step = niceStep(MIN_LINE_SPACING_PX / pxPerM);
    const xs = gridLinesFor(west, east, step, 0, pxPerM);
    const ys = gridLinesFor(south, north, step, size.y, -pxPerM);
    const stroke = (px: number, vertical: boolean, style: string, width: number) => {
      ctx.beginPath();
      ctx.strokeStyle = style;
      ctx.lineWidth = width;
      const c = Math.round(px) + 0.5;
      if (vertical) {
        ctx.moveTo(c, 0);
        ctx.lineTo(c, size.y);
      } else {
        ctx.moveTo(0, c);
        ctx.lineTo(size.x, c);
      }
      ctx.stroke();
    };
    for (const [lines, vertical] of [
      [xs, true],
      [ys, false],
    ] as const) {
      for (const l of lines) {
        if (l.axis) stroke(l.px, vertical, 'rgba(40, 55, 70, 0.55)', 1.5);
        else if (l.label) stroke(l.px, vertical, 'rgba(40, 55, 70, 0.28)', 1);
        else stroke(l.px, vertical, 'rgba(40, 55, 70, 0.12)', 1);
      }
    }
    ctx.font = '600 13px system-ui, -apple-system, "Segoe UI", sans-serif';
    ctx.lineJoin = 'round';
    ctx.lineWidth = 4;
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
    ctx.fillStyle = '#334150';
    const text = (s: string, x: number, y: number) => {
      ctx.strokeText(s, x, y);
      ctx.fillText(s, x, y);
    };
    // x labels along the bottom edge, clear of the scale bar at the bottom left.
    ctx.textAlign = 'center';
    ctx.textBaseline = 'bottom';
    for (const l of xs) if (l.label && l.px > 150 && l.px < size.x - 70) text(l.label, l.px, size.y - 6);
    // y labels along the right edge.
    ctx.textAlign = 'right';
    ctx.textBaseline = 'middle';
    for (const l of ys) if (l.label && l.px > 14 && l.px < size.y - 30) text(l.label, size.x - 8, l.px);
  }
}
