/**
 * The drawing logic of a time-series chart, apart from React: decimates the visible series (or
 * their stack) to about two points per pixel column, finds the y domain, and draws lines or stacked
 * areas on a 2D canvas context. The chart's text (tooltip, summary) is in chartText.ts and the
 * pointer/keyboard cursor helpers in useChartInteraction.ts.
 */
import { scaleLinear } from 'd3';
import { CumulativeStack, SeriesDecimator } from './decimate';
import type { ChartSeries } from './types';
import { drawChart, type Ctx2D, type Decimated, type DrawInput } from './draw';
import { at } from '../util/at';
import { robustTop } from './robustScale';

export { areaStyle, lineStyle, type Ctx2D } from './draw';

/** Space around the plot area for the axes and epoch labels, CSS px. */
export const MARGIN = { top: 24, right: 16, bottom: 44, left: 64 } as const;

/** The space around a plot, CSS px. */
export type ChartMargin = {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
};

/**
 * The space around the plot for chart text `textScale` times its usual size (`--chart-text-scale`,
 * the presenter view's 24 px ticks): wider at the left for the y ticks and title, taller below for
 * the x ticks and title; `MARGIN` at 1.
 */
export function chartMargin(textScale = 1): ChartMargin {
  if (!(textScale > 1)) return MARGIN;
  const k = textScale - 1;
  return {
    top: Math.round(MARGIN.top + 8 * k),
    right: MARGIN.right,
    bottom: Math.round(MARGIN.bottom + 30 * k),
    left: Math.round(MARGIN.left + 52 * k),
  };
}

/** What one redraw needs (the window, size and styles in `DrawInput`). Sizes are of the plot area, CSS px. */
export interface RenderInput extends DrawInput {
  timeS: Float64Array;
  length: number;
  series: readonly ChartSeries[];
  hidden: ReadonlySet<string>;
  /** Fit the y domain to the data (`fittedYDomain`) instead of starting at zero; lines only. */
  fitY?: boolean;
  /** The y axis's top is robust to spikes (`robustTop`): they run off the plot; lines only. */
  robustY?: boolean;
  /** Values the y domain must include (a shaded band and its context), low and high. */
  yInclude?: readonly [number, number] | null;
}

/** What one redraw found. */
export interface RenderResult {
  yDomain: [number, number];
  /** Points drawn per visible series id (decimated). */
  points: Map<string, number>;
}

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
  const [niceLo = lo, niceHi = hi] = scaleLinear().domain([lo, hi]).nice(ticks).domain();
  return [niceLo, niceHi];
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
  const [niceLo = lo, niceHi = hi] = scaleLinear().domain([lo, hi]).nice(ticks).domain();
  return [min >= 0 ? Math.max(0, niceLo) : niceLo, niceHi];
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
  // k < count: the points hold 2 * count numbers.
  for (const d of decimators) for (let k = 0; k < d.count; k += 1) values.push(d.points[2 * k + 1]!);
  if (!values.length) return [Infinity, -Infinity];
  values.sort((a, b) => a - b);
  const low = Math.floor(values.length * trim.low);
  const high = Math.floor(values.length * trim.high);
  return [at(values, low, 'value'), at(values, values.length - 1 - high, 'value')];
}

/** The values of the decimated points. */
function* pointValues(decimated: readonly Decimated[]): Generator<number> {
  // k < count: the points hold 2 * count numbers.
  for (const { d } of decimated) for (let k = 0; k < d.count; k += 1) yield d.points[2 * k + 1]!;
}

/**
 * Keeps the decimation and stacking state of one chart between redraws, so a redraw while a run
 * streams only decimates the new samples.
 */
/**
 * Most series a chart draws. Past it (a link with thousands of sources) the canvas took the page's
 * thread for seconds a frame and the lines were one smear: the chart draws the first shown ones
 * and says so (`drawnNote`); hiding series in the legend lets others in.
 */
export const MAX_DRAWN_SERIES = 50;

/** The series a chart draws: the shown ones (not in `hidden`), at most `MAX_DRAWN_SERIES`, in order. */
export function drawnSeries<S extends { id: string }>(series: readonly S[], hidden: ReadonlySet<string>): S[] {
  const out: S[] = [];
  for (const s of series) {
    if (out.length >= MAX_DRAWN_SERIES) break;
    if (!hidden.has(s.id)) out.push(s);
  }
  return out;
}

/** What a chart says when it draws fewer series than it shows, or null. */
export function drawnNote(shownCount: number): string | null {
  return shownCount > MAX_DRAWN_SERIES
    ? `Draws the first ${MAX_DRAWN_SERIES} of the ${shownCount.toLocaleString('en')} series shown: hide some in the legend to draw others.`
    : null;
}

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
    s.t = timeS[s.index] ?? NaN;
  }

  private decimator(key: string): SeriesDecimator {
    let d = this.decimators.get(key);
    if (!d) {
      d = new SeriesDecimator();
      this.decimators.set(key, d);
    }
    return d;
  }

  /** The decimated points of the visible series (of their stack when `input.stacked`). */
  private decimate(input: RenderInput, visible: ChartSeries[], length: number): Decimated[] {
    const { timeS, t0, t1, width, stacked } = input;
    const columns = Math.max(1, Math.round(width));
    const used = new Set<string>();
    const decimated: Decimated[] = [];
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
        d.update(timeS, at(layers, k, 'layer'), length, t0, t1, columns, this.stack.generation);
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
    return decimated;
  }

  /** Decimates, finds the y domain, and draws on `ctx` when there is one (plot-area coordinates). */
  render(ctx: Ctx2D | null, input: RenderInput): RenderResult {
    const { timeS, height, stacked } = input;
    const length = Math.min(input.length, timeS.length);
    const visible = drawnSeries(input.series, input.hidden);
    this.checkRewrite(timeS, length);
    const decimated = this.decimate(input, visible, length);
    let yMin = Infinity;
    let yMax = -Infinity;
    for (const { d } of decimated) {
      const p = d.points;
      for (let k = 0; k < d.count; k += 1) {
        const v = p[2 * k + 1]!; // k < count: the points hold 2 * count numbers
        if (v < yMin) yMin = v;
        if (v > yMax) yMax = v;
      }
    }
    // A robust axis: the spikes' values are left out of the top (they run off the plot, marked).
    if (input.robustY && !stacked) yMax = Math.min(yMax, robustTop(pointValues(decimated)));
    const fit = input.fitY && !stacked;
    const [fitMin, fitMax] = fit
      ? middleRange(
          decimated.map(({ d }) => d),
          FIT_TRIM,
        )
      : [yMin, yMax];
    const [incLo, incHi] = input.yInclude ?? [Infinity, -Infinity];
    const yDomain = fit
      ? fittedYDomain(Math.min(fitMin, incLo), Math.max(fitMax, incHi), yTickCount(height))
      : niceYDomain(Math.min(yMin, incLo), Math.max(yMax, incHi), yTickCount(height));
    const result: RenderResult = { yDomain, points: new Map(decimated.map(({ series, d }) => [series.id, d.count])) };
    if (ctx) drawChart(ctx, input, visible, decimated, yDomain);
    return result;
  }
}
