/**
 * Paper 000 Fig. 4 (left) on the map: the aggregate capacity field, at each point the sum over the
 * base stations of `C rho(d)` (the capacity a vehicle there would get from all of them), computed
 * by the solver from the scenario's own decay laws (`ScenarioGeometry.capacityField`) for the
 * visible rectangle, one value per FIELD_CELL_PX-pixel cell, and drawn as a grey shade under the
 * stations and paths: the darker, the more capacity. Redrawn at most once per frame when the
 * view moves or the geometry changes (a station dragged).
 */
import type * as L from 'leaflet';
import type { ScenarioGeometry } from '../geometry/geometry';
import { CanvasOverlay, type OverlayFrame } from './canvasOverlay';

/** Screen pixels per computed cell (the image is smoothed between cells). */
export const FIELD_CELL_PX = 6;

/** Opacity of the darkest shade (the top of the scale). */
export const FIELD_MAX_ALPHA = 0.55;

/** What the overlay draws: the geometry that computes the field and the top of its scale, Mbps. */
export interface FieldSource {
  geometry: ScenarioGeometry | null;
  maxMbps: number;
}

/** The alpha (0-255) of a capacity on a scale topping at `maxMbps`: 0 for none, FIELD_MAX_ALPHA at the top. */
export function fieldAlpha(mbps: number, maxMbps: number): number {
  if (!(maxMbps > 0) || !(mbps > 0)) return 0;
  return Math.round(Math.min(1, mbps / maxMbps) * FIELD_MAX_ALPHA * 255);
}

/** The field drawn on a canvas between the grid and Leaflet's panes. */
export class CapacityFieldOverlay extends CanvasOverlay {
  private readonly cells: HTMLCanvasElement = document.createElement('canvas');

  constructor(
    map: L.Map,
    private readonly source: () => FieldSource,
  ) {
    super(map, 'mp-field');
  }

  protected paint({ ctx, width, height, dpr }: OverlayFrame): void {
    const { geometry, maxMbps } = this.source();
    const w = Math.round(width * dpr);
    const h = Math.round(height * dpr);
    if (!geometry) return;
    // Leaflet positions are planar metres in every frame (lat = y, lng = x).
    const b = this.map.getBounds();
    const nx = Math.max(1, Math.ceil(width / FIELD_CELL_PX));
    const ny = Math.max(1, Math.ceil(height / FIELD_CELL_PX));
    const values = geometry.capacityField(b.getWest(), b.getSouth(), b.getEast(), b.getNorth(), nx, ny);
    if (values.length !== nx * ny) return;
    this.cells.width = nx;
    this.cells.height = ny;
    const cctx = this.cells.getContext('2d');
    if (!cctx) return;
    const image = cctx.createImageData(nx, ny);
    for (let iy = 0; iy < ny; iy++) {
      // Row iy counts up from the south edge; the image's rows go down from the top.
      const row = (ny - 1 - iy) * nx;
      for (let ix = 0; ix < nx; ix++) {
        const k = 4 * (row + ix);
        image.data[k] = 30;
        image.data[k + 1] = 36;
        image.data[k + 2] = 46;
        image.data[k + 3] = fieldAlpha(values[iy * nx + ix]!, maxMbps); // ix < nx, iy < ny: a cell of the field
      }
    }
    cctx.putImageData(image, 0, 0);
    ctx.imageSmoothingEnabled = true;
    ctx.drawImage(this.cells, 0, 0, w, h);
  }
}
