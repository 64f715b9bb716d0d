/**
 * The canvas drawing of a time-series chart (see render.ts, which decimates and finds the y domain):
 * lines, or stacked areas, in plot-area coordinates; no allocation per point.
 */
import type { SeriesDecimator } from './decimate';
import type { ChartSeries } from './types';

/** The subset of CanvasRenderingContext2D the chart uses (a fake one will do in tests). */
export type Ctx2D = Pick<
  CanvasRenderingContext2D,
  | 'clearRect'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'closePath'
  | 'stroke'
  | 'fill'
  | 'save'
  | 'restore'
  | 'setTransform'
  | 'rect'
  | 'clip'
> & {
  strokeStyle: CanvasRenderingContext2D['strokeStyle'];
  fillStyle: CanvasRenderingContext2D['fillStyle'];
  lineWidth: number;
  globalAlpha: number;
  lineJoin: CanvasLineJoin;
};

/** The window, size and styles of a redraw. Sizes are of the plot area, CSS px. */
export interface DrawInput {
  /** Visible time window (the x axis). */
  t0: number;
  t1: number;
  width: number;
  height: number;
  highlighted: string | null;
  /** Series a lesson highlights, all drawn thicker and the others dimmed (when `highlighted` is null). */
  emphasised?: ReadonlySet<string>;
  stacked: boolean;
  /** Line widths are multiplied by this (projector mode: thicker lines); default 1. */
  lineScale?: number;
}

/** A visible series and its decimated points. */
export interface Decimated {
  series: ChartSeries;
  d: SeriesDecimator;
}

/** Line styles: a highlighted series is thicker and the others dimmed. */
export function lineStyle(id: string, highlighted: string | null): { width: number; alpha: number } {
  if (highlighted === null) return { width: 1.75, alpha: 1 };
  return id === highlighted ? { width: 3.25, alpha: 1 } : { width: 1.25, alpha: 0.28 };
}

/** Area styles of a stacked chart. */
export function areaStyle(id: string, highlighted: string | null): { fillAlpha: number; lineWidth: number } {
  if (highlighted === null) return { fillAlpha: 0.6, lineWidth: 1.25 };
  return id === highlighted ? { fillAlpha: 0.9, lineWidth: 2.5 } : { fillAlpha: 0.18, lineWidth: 1 };
}

/** Draws the decimated series on `ctx` (cleared first) over `yDomain`. */
export function drawChart(
  ctx: Ctx2D,
  input: DrawInput,
  visible: readonly ChartSeries[],
  decimated: readonly Decimated[],
  yDomain: [number, number],
): void {
  const { t0, t1, width, height, highlighted, stacked, lineScale = 1 } = input;
  const kx = width / (t1 - t0 || 1);
  const ky = height / (yDomain[1] - yDomain[0]);
  const X = (t: number) => (t - t0) * kx;
  const Y = (v: number) => height - (v - yDomain[0]) * ky;
  ctx.clearRect(0, 0, width, height);
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, width, height);
  ctx.clip();
  ctx.lineJoin = 'round';
  const single = highlighted !== null && visible.some((s) => s.id === highlighted) ? highlighted : null;
  const { emphasised } = input;
  const many = single === null && emphasised && visible.some((s) => emphasised.has(s.id)) ? emphasised : null;
  const on = (id: string) => (single !== null ? id === single : !!many?.has(id));
  // The style of `id`: as the highlighted series, as a dimmed one, or plain when nothing is highlighted.
  const hi = (id: string) => (single === null && many === null ? null : on(id) ? id : '');

  if (stacked) {
    let below: SeriesDecimator | null = null;
    for (const { series, d } of decimated) {
      const under = below;
      below = d;
      if (d.count === 0) continue;
      const style = areaStyle(series.id, hi(series.id));
      areaPath(ctx, d, under, X, Y);
      ctx.globalAlpha = style.fillAlpha;
      ctx.fillStyle = series.colour;
      ctx.fill();
      ctx.globalAlpha = 1;
      strokePoints(ctx, d, X, Y, series.colour, style.lineWidth * lineScale);
    }
  } else {
    const order = [...decimated.filter((e) => !on(e.series.id)), ...decimated.filter((e) => on(e.series.id))];
    for (const { series, d } of order) {
      const style = lineStyle(series.id, hi(series.id));
      ctx.globalAlpha = style.alpha;
      strokePoints(ctx, d, X, Y, series.colour, style.width * lineScale);
    }
    ctx.globalAlpha = 1;
  }
  ctx.restore();
}

/**
 * The outline of a stacked area: along `d`'s points, then back along `below`'s (the layer under it),
 * or down to zero when there is none. Indices stay under `count`: the points hold 2 * count numbers.
 */
function areaPath(
  ctx: Ctx2D,
  d: SeriesDecimator,
  below: SeriesDecimator | null,
  X: (t: number) => number,
  Y: (v: number) => number,
): void {
  const p = d.points;
  ctx.beginPath();
  ctx.moveTo(X(p[0]!), Y(p[1]!));
  for (let i = 1; i < d.count; i += 1) ctx.lineTo(X(p[2 * i]!), Y(p[2 * i + 1]!));
  if (below && below.count > 0) {
    const q = below.points;
    for (let i = below.count - 1; i >= 0; i -= 1) ctx.lineTo(X(q[2 * i]!), Y(q[2 * i + 1]!));
  } else {
    ctx.lineTo(X(p[2 * (d.count - 1)]!), Y(0));
    ctx.lineTo(X(p[0]!), Y(0));
  }
  ctx.closePath();
}

/** Strokes `d`'s points (count > 0: the points hold 2 * count numbers). */
function strokePoints(
  ctx: Ctx2D,
  d: SeriesDecimator,
  X: (t: number) => number,
  Y: (v: number) => number,
  colour: string,
  width: number,
): void {
  if (d.count === 0) return;
  const p = d.points;
  ctx.beginPath();
  ctx.moveTo(X(p[0]!), Y(p[1]!));
  if (d.count === 1) ctx.lineTo(X(p[0]!) + 0.5, Y(p[1]!));
  for (let i = 1; i < d.count; i += 1) ctx.lineTo(X(p[2 * i]!), Y(p[2 * i + 1]!));
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.stroke();
}
