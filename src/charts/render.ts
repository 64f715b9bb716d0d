/**
 * The drawing logic of a time-series chart, apart from React: decimates the visible series (or
 * their stack) to about two points per pixel column, finds the y domain, and draws lines or stacked
 * areas on a 2D canvas context. The chart's text (tooltip, summary) is in chartText.ts and the
 * pointer/keyboard cursor helpers in useChartInteraction.ts.
 */
import { scaleLinear } from 'd3';
import { CumulativeStack, SeriesDecimator } from './decimate';
import type { ChartSeries } from './types';

/** Space around the plot area for the axes and epoch labels, CSS px. */
export const MARGIN = { top: 24, right: 16, bottom: 44, left: 64 } as const;

/** What one redraw needs. Sizes are of the plot area, CSS px. */
export interface RenderInput {
  timeS: Float64Array;
  length: number;
  /** Visible time window (the x axis). */
  t0: number;
  t1: number;
  width: number;
  height: number;
  series: readonly ChartSeries[];
  hidden: ReadonlySet<string>;
  highlighted: string | null;
  /** Series a lesson highlights, all drawn thicker and the others dimmed (when `highlighted` is null). */
  emphasised?: ReadonlySet<string>;
  stacked: boolean;
  /** Line widths are multiplied by this (projector mode: thicker lines); default 1. */
  lineScale?: number;
  /** Fit the y domain to the data (`fittedYDomain`) instead of starting at zero; lines only. */
  fitY?: boolean;
}

/** What one redraw found. */
export interface RenderResult {
  yDomain: [number, number];
  /** Points drawn per visible series id (decimated). */
  points: Map<string, number>;
}

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

/** How many y ticks a plot `height` CSS px high gets (the domain is made nice for the same count). */
export function yTickCount(height: number): number {
  return Math.max(2, Math.floor(height / 40));
}

/** A y domain that starts at 0 (or below for negative data), with headroom, nice for `ticks` ticks. */
export function niceYDomain(min: number, max: number, ticks = 5): [number, number] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  const lo = Math.min(0, min);
  let hi = Math.max(0, max);
  if (hi - lo <= 1e-12) hi = lo + 1;
  else hi += (hi - lo) * 0.04;
  const d = scaleLinear().domain([lo, hi]).nice(ticks).domain();
  return [d[0], d[1]];
}

/**
 * A y domain fitted to the data (not from zero), so that a small change fills the plot: the data's
 * range with 10 % headroom each side (at least 2 % of the level, so a flat line sits mid-plot), nice
 * for `ticks` ticks, and never below zero for non-negative data.
 */
export function fittedYDomain(min: number, max: number, ticks = 5): [number, number] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  const level = Math.max(Math.abs(min), Math.abs(max));
  const half = Math.max((max - min) / 2, level * 0.02, 1e-9) * 1.2;
  const mid = (min + max) / 2;
  let lo = mid - half;
  const hi = mid + half;
  if (min >= 0 && lo < 0) lo = 0;
  const d = scaleLinear().domain([lo, hi]).nice(ticks).domain();
  return [min >= 0 ? Math.max(0, d[0]) : d[0], d[1]];
}

/**
 * The part of the points a fitted y axis leaves out: the lowest 5 % (a start-up transient, where
 * every flow rises from near zero in the first seconds, would otherwise stretch the axis back to
 * zero) and the highest 1 %. What is left out runs off the plot's edge; the pressed "Fit y" button and the axis's
 * non-zero start say so.
 */
export const FIT_TRIM = { low: 0.05, high: 0.01 } as const;

/** The range of the decimated points' values without the lowest `trim.low` and highest `trim.high` of them. */
export function middleRange(
  decimators: ReadonlyArray<{ points: Float64Array; count: number }>,
  trim: { low: number; high: number },
): [number, number] {
  const values: number[] = [];
  for (const d of decimators) for (let k = 0; k < d.count; k += 1) values.push(d.points[2 * k + 1]);
  if (!values.length) return [Infinity, -Infinity];
  values.sort((a, b) => a - b);
  const low = Math.floor(values.length * trim.low);
  const high = Math.floor(values.length * trim.high);
  return [values[low], values[values.length - 1 - high]];
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

/**
 * Keeps the decimation and stacking state of one chart between redraws, so a redraw while a run
 * streams only decimates the new samples.
 */
export class ChartRenderer {
  private readonly decimators = new Map<string, SeriesDecimator>();
  private readonly stack = new CumulativeStack();
  /** Times the samples already drawn were rewritten (a run store decimating in place). */
  private rewrites = 0;
  /** A settled sample of the last redraw: its array, index and time. */
  private settled: { timeS: Float64Array | null; index: number; t: number } = { timeS: null, index: -1, t: NaN };

  /**
   * Counts a rewrite when the sample settled at the last redraw moved: a run store that decimates
   * in place keeps its arrays but puts later samples at every index after the first (the newest
   * two rows of a decimated store may change anyway, so the one checked is the third newest).
   */
  private checkRewrite(timeS: Float64Array, length: number): void {
    const s = this.settled;
    if (s.timeS === timeS && s.index >= 0 && (s.index >= length || timeS[s.index] !== s.t)) this.rewrites += 1;
    s.timeS = timeS;
    s.index = length >= 4 ? length - 3 : length - 1;
    s.t = s.index >= 0 ? timeS[s.index] : NaN;
  }

  private decimator(key: string): SeriesDecimator {
    let d = this.decimators.get(key);
    if (!d) {
      d = new SeriesDecimator();
      this.decimators.set(key, d);
    }
    return d;
  }

  /** Decimates, finds the y domain, and draws on `ctx` when there is one (plot-area coordinates). */
  render(ctx: Ctx2D | null, input: RenderInput): RenderResult {
    const { timeS, t0, t1, width, height, highlighted, stacked, lineScale = 1 } = input;
    const length = Math.min(input.length, timeS.length);
    const visible = input.series.filter((s) => !input.hidden.has(s.id));
    const columns = Math.max(1, Math.round(width));
    const used = new Set<string>();
    const decimated: Array<{ series: ChartSeries; d: SeriesDecimator }> = [];
    let yMin = Infinity;
    let yMax = -Infinity;
    this.checkRewrite(timeS, length);

    if (stacked) {
      const layers = this.stack.update(
        visible.map((s) => s.values),
        length,
        this.rewrites,
      );
      visible.forEach((series, k) => {
        const key = `s:${series.id}`;
        used.add(key);
        const d = this.decimator(key);
        d.update(timeS, layers[k], length, t0, t1, columns, this.stack.generation);
        decimated.push({ series, d });
      });
    } else {
      for (const series of visible) {
        const key = `l:${series.id}`;
        used.add(key);
        const d = this.decimator(key);
        d.update(timeS, series.values, length, t0, t1, columns, this.rewrites);
        decimated.push({ series, d });
      }
    }
    for (const key of [...this.decimators.keys()]) if (!used.has(key)) this.decimators.delete(key);
    for (const { d } of decimated) {
      const p = d.points;
      for (let k = 0; k < d.count; k += 1) {
        const v = p[2 * k + 1];
        if (v < yMin) yMin = v;
        if (v > yMax) yMax = v;
      }
    }
    const fit = input.fitY && !stacked;
    const [fitMin, fitMax] = fit
      ? middleRange(
          decimated.map(({ d }) => d),
          FIT_TRIM,
        )
      : [yMin, yMax];
    const yDomain = fit
      ? fittedYDomain(fitMin, fitMax, yTickCount(height))
      : niceYDomain(yMin, yMax, yTickCount(height));
    const result: RenderResult = { yDomain, points: new Map(decimated.map(({ series, d }) => [series.id, d.count])) };
    if (!ctx) return result;

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
      for (let k = 0; k < decimated.length; k += 1) {
        const { series, d } = decimated[k];
        if (d.count === 0) continue;
        const below = k > 0 ? decimated[k - 1].d : null;
        const style = areaStyle(series.id, hi(series.id));
        const p = d.points;
        ctx.beginPath();
        ctx.moveTo(X(p[0]), Y(p[1]));
        for (let i = 1; i < d.count; i += 1) ctx.lineTo(X(p[2 * i]), Y(p[2 * i + 1]));
        if (below && below.count > 0) {
          const q = below.points;
          for (let i = below.count - 1; i >= 0; i -= 1) ctx.lineTo(X(q[2 * i]), Y(q[2 * i + 1]));
        } else {
          ctx.lineTo(X(p[2 * (d.count - 1)]), Y(0));
          ctx.lineTo(X(p[0]), Y(0));
        }
        ctx.closePath();
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
    return result;
  }
}

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
  ctx.moveTo(X(p[0]), Y(p[1]));
  if (d.count === 1) ctx.lineTo(X(p[0]) + 0.5, Y(p[1]));
  for (let i = 1; i < d.count; i += 1) ctx.lineTo(X(p[2 * i]), Y(p[2 * i + 1]));
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.stroke();
}
