/**
 * A canvas over the map's grid and under Leaflet's panes, sized to the map in device pixels and
 * redrawn at most once per frame when the view moves or `update` is called. The capacity field
 * and the placement map paint on it.
 */
import type * as L from 'leaflet';
import { animationFrames } from './coalesce';

/** What `paint` gets: the context (identity transform, cleared), the map's size and the pixel ratio. */
export interface OverlayFrame {
  ctx: CanvasRenderingContext2D;
  /** The map's size, CSS pixels. */
  width: number;
  height: number;
  /** Device pixels per CSS pixel. */
  dpr: number;
}

/** The overlay's canvas and its redraw schedule; subclasses paint. */
export abstract class CanvasOverlay {
  protected readonly canvas: HTMLCanvasElement;
  private frame: number | null = null;
  private readonly schedule = () => {
    if (this.frame === null) this.frame = animationFrames.request(() => this.draw());
  };

  constructor(
    protected readonly map: L.Map,
    className: string,
  ) {
    this.canvas = document.createElement('canvas');
    this.canvas.className = className;
    this.canvas.setAttribute('aria-hidden', 'true');
    map.getContainer().insertBefore(this.canvas, map.getPane('mapPane') ?? null);
    map.on('move zoom viewreset resize zoomend moveend', this.schedule);
    this.schedule();
  }

  /** Draws again at the next frame (what it shows changed). */
  update(): void {
    this.schedule();
  }

  /** Removes the canvas and its listeners. */
  destroy(): void {
    this.map.off('move zoom viewreset resize zoomend moveend', this.schedule);
    if (this.frame !== null) animationFrames.cancel(this.frame);
    this.canvas.remove();
  }

  /** Sizes and clears the canvas, then paints, now. */
  draw(): void {
    this.frame = null;
    const size = this.map.getSize();
    const ctx = this.canvas.getContext('2d');
    if (!ctx || size.x <= 0 || size.y <= 0) return;
    const dpr = (typeof window !== 'undefined' && window.devicePixelRatio) || 1;
    const w = Math.round(size.x * dpr);
    const h = Math.round(size.y * dpr);
    if (this.canvas.width !== w) this.canvas.width = w;
    if (this.canvas.height !== h) this.canvas.height = h;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, w, h);
    this.paint({ ctx, width: size.x, height: size.y, dpr });
  }

  /** Paints on the cleared canvas. */
  protected abstract paint(frame: OverlayFrame): void;
}
