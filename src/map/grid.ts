/** Grid arithmetic for the planar-metre background: adaptive 1-2-5 steps, lines and labels. */

/** The smallest step of the 1-2-5 series (..., 50, 100, 200, 500, 1000, ...) that is >= `minStepM`. */
export function niceStep(minStepM: number): number {
  if (!(minStepM > 0) || !Number.isFinite(minStepM)) return 1;
  const p = 10 ** Math.floor(Math.log10(minStepM));
  for (const m of [1, 2, 5, 10]) {
    const s = m * p;
    if (s >= minStepM * (1 - 1e-9)) return s;
  }
  return 10 * p;
}

/** How many minor steps make a labelled (major) line: 100 -> 500, 200 -> 1000, 50 -> 100. */
export function majorEvery(step: number): number {
  const lead = Math.round(step / 10 ** Math.floor(Math.log10(step) + 1e-9));
  return lead === 5 ? 2 : 5;
}

/** Multiples of `step` within `[min, max]` (at most `maxCount`, to bound the drawing work). */
export function gridValues(min: number, max: number, step: number, maxCount = 1000): number[] {
  if (!(step > 0) || !(max >= min)) return [];
  const first = Math.ceil(min / step);
  const last = Math.floor(max / step);
  const out: number[] = [];
  for (let k = first; k <= last && out.length < maxCount; k += 1) out.push(k * step);
  return out;
}

/** True when `v` is a multiple of `step * every` (a labelled line). */
export function isMajor(v: number, step: number, every: number): boolean {
  const q = v / (step * every);
  return Math.abs(q - Math.round(q)) < 1e-6;
}

/** A grid label: `0`, `500 m`, `−1.5 km` (a true minus sign, km from 10 km on). */
export function formatMetres(v: number): string {
  if (Math.abs(v) < 1e-9) return '0';
  const sign = v < 0 ? '\u2212' : '';
  const a = Math.abs(v);
  if (a >= 10_000) return `${sign}${+(a / 1000).toFixed(3)} km`;
  return `${sign}${+a.toFixed(3)} m`;
}

/** One line to draw: its world coordinate, its screen coordinate and its label (majors only). */
export interface GridLine {
  valueM: number;
  px: number;
  label: string | null;
  axis: boolean;
}

/**
 * The vertical (x) or horizontal (y) lines of a view. `originPx` is the screen coordinate of
 * `min`, `pxPerM` the scale (negative for y, where screen y grows downwards).
 */
export function gridLinesFor(min: number, max: number, step: number, originPx: number, pxPerM: number): GridLine[] {
  const every = majorEvery(step);
  return gridValues(min, max, step).map((v) => ({
    valueM: v,
    px: originPx + (v - min) * pxPerM,
    label: isMajor(v, step, every) ? formatMetres(v) : null,
    axis: Math.abs(v) < step * 1e-6,
  }));
}
