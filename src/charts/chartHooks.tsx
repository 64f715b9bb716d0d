/**
 * The stateful parts of a time-series chart (TimeSeriesChart.tsx), each a hook that owns its refs
 * and effects: the box's size, the canvas redraw (once per frame) and its export input, the legend,
 * and the tooltip's content and placement.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { tooltipAt, unitOf, type TooltipRow } from './chartText';
import { createFrameScheduler, type FrameScheduler } from './frame';
import { Legend } from './Legend';
import { registerChartInput } from './exportSvg';
import { ChartRenderer, MARGIN, chartMargin, type ChartMargin, type RenderInput } from './render';
import type { ChartBand, TimeSeriesChartProps } from './types';
import { placeTooltip, type TooltipPlace } from './tooltipPlacement';
import { clippedPeaks, type ClippedPeak } from './robustScale';

/** A box's size, CSS px. */
export interface Size {
  width: number;
  height: number;
}

function sameDomain(a: [number, number], b: [number, number]): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** Right end of the time axis, s: the run's duration, else the last sample's time (at least 1 s). */
export function chartEndS(durationS: number, timeS: Float64Array, length: number): number {
  if (durationS > 0) return durationS;
  const last = length > 0 ? timeS[length - 1] : undefined;
  return last === undefined ? 1 : Math.max(last, 1);
}

/** A positive number the page's CSS sets on `el` as the custom property `name`, 1 when unset. */
function scaleOf(el: Element, name: '--chart-line-scale' | '--chart-text-scale'): number {
  const v = parseFloat(getComputedStyle(el).getPropertyValue(name));
  return Number.isFinite(v) && v > 0 ? v : 1;
}

/**
 * What both the canvas redraw and the SVG export draw of `p` in a box of `box` CSS px (the plot is
 * the box less its margins), without highlights; null while the plot has no area.
 */
function plotInput(p: TimeSeriesChartProps, box: Size, margin: ChartMargin = MARGIN): RenderInput | null {
  const width = box.width - margin.left - margin.right;
  const height = box.height - margin.top - margin.bottom;
  if (width <= 0 || height <= 0) return null;
  return {
    timeS: p.timeS,
    length: p.length,
    t0: 0,
    t1: chartEndS(p.durationS, p.timeS, p.length),
    width,
    height,
    series: p.series,
    hidden: p.hidden,
    highlighted: null,
    stacked: p.stacked ?? false,
    fitY: p.fitY ?? false,
    robustY: p.robustY ?? false,
    yInclude: bandContext(p.band),
  };
}

/** What a fitted axis shows of a band: the band and as much again each side (a small change stays small). */
function bandContext(band: ChartBand | null | undefined): [number, number] | null {
  if (!band) return null;
  const half = (band.highY - band.lowY) / 2;
  return [band.lowY - half, band.highY + half];
}

/** The size of the element `boxRef` is put on, following it (ResizeObserver, else window resizes). */
export function useBoxSize(): { boxRef: RefObject<HTMLDivElement | null>; box: Size } {
  const boxRef = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<Size>({ width: 0, height: 0 });
  useEffect(() => {
    const el = boxRef.current;
    if (!el) return;
    const apply = (width: number, height: number) => {
      setBox((prev) => (prev.width === width && prev.height === height ? prev : { width, height }));
    };
    if (typeof ResizeObserver === 'undefined') {
      const measure = () => apply(el.clientWidth, el.clientHeight);
      measure();
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) apply(Math.floor(entry.contentRect.width), Math.floor(entry.contentRect.height));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { boxRef, box };
}

/** What `useChartCanvas` gives the chart. */
export interface ChartCanvas {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  figureRef: RefObject<HTMLElement | null>;
  /** The y domain of the latest redraw. */
  yDomain: [number, number];
  /** The page's type scale for chart text at the latest redraw (`--chart-text-scale`, 1 when unset). */
  textScale: number;
  /** The latest props (for callbacks that must not change identity). */
  latest: RefObject<TimeSeriesChartProps>;
}

/**
 * The canvas of a chart `box` big: a renderer redrawn at most once per animation frame whenever
 * anything drawn on it changed, and the input the SVG export re-draws (the same as the latest redraw).
 */
export function useChartCanvas(props: TimeSeriesChartProps, box: Size): ChartCanvas {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const figureRef = useRef<HTMLElement>(null);
  const latest = useRef(props);
  const rendererRef = useRef<ChartRenderer | null>(null);
  const schedulerRef = useRef<FrameScheduler | null>(null);
  const boxSize = useRef(box);
  const [yDomain, setYDomain] = useState<[number, number]>([0, 1]);
  const [textScale, setTextScale] = useState(1);

  useLayoutEffect(() => {
    latest.current = props;
    boxSize.current = box;
  });

  // What the SVG export re-draws: the same input as the latest redraw.
  useEffect(() => {
    const figure = figureRef.current;
    if (!figure) return;
    registerChartInput(figure, () => plotInput(latest.current, boxSize.current));
  }, []);

  // The renderer and the once-per-frame redraw.
  useEffect(() => {
    const renderer = new ChartRenderer();
    rendererRef.current = renderer;
    const scheduler = createFrameScheduler(() => {
      const p = latest.current;
      const canvas = canvasRef.current;
      if (!canvas) return;
      const textScale = scaleOf(canvas, '--chart-text-scale');
      const input = plotInput(p, boxSize.current, chartMargin(textScale));
      if (!input) return;
      const dpr = (typeof window !== 'undefined' && window.devicePixelRatio) || 1;
      const pw = Math.max(1, Math.round(input.width * dpr));
      const ph = Math.max(1, Math.round(input.height * dpr));
      if (canvas.width !== pw) canvas.width = pw;
      if (canvas.height !== ph) canvas.height = ph;
      const ctx = canvas.getContext('2d');
      if (ctx) ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      const result = renderer.render(ctx, {
        ...input,
        highlighted: p.highlighted,
        emphasised: p.emphasised,
        lineScale: scaleOf(canvas, '--chart-line-scale'),
      });
      setYDomain((prev) => (sameDomain(prev, result.yDomain) ? prev : result.yDomain));
      setTextScale(textScale);
    });
    schedulerRef.current = scheduler;
    return () => {
      scheduler.cancel();
      schedulerRef.current = null;
      rendererRef.current = null;
    };
  }, []);

  // Redraw (coalesced to one per frame) whenever anything drawn on the canvas changed.
  const { version, length, timeS, series, hidden, highlighted, emphasised, durationS, fitY, robustY, band } = props;
  const stacked = props.stacked ?? false;
  useEffect(() => {
    schedulerRef.current?.schedule();
  }, [version, length, timeS, series, hidden, highlighted, emphasised, stacked, durationS, box, fitY, robustY, band]);

  return { canvasRef, figureRef, yDomain, textScale, latest };
}

/**
 * `value` as it was when `key` last changed: the same object while the key stays the same, so
 * memos and effects keyed on it see a new value only when what the key describes changed.
 */
export function useStableByKey<T>(value: T, key: string): T {
  const kept = useRef({ key, value });
  if (kept.current.key !== key) kept.current = { key, value };
  return kept.current.value;
}

/**
 * The chart's legend of toggle buttons, memoised on what it shows (so the many re-renders of a
 * streaming run, one per chunk, leave it alone); its callbacks reach the latest props.
 */
export function useChartLegend(props: TimeSeriesChartProps, latest: RefObject<TimeSeriesChartProps>) {
  const { series, hidden, highlighted, title, legendNote } = props;
  const seriesKey = series.map((s) => `${s.id}\u0000${s.label}\u0000${s.colour}`).join('\u0001');
  const stableSeries = useStableByKey(series, seriesKey);
  // `latest` is a ref object (useChartCanvas's useRef): the same one on every render.
  const toggleSeries = useCallback((id: string) => latest.current.onToggleSeries(id), [latest]);
  const highlight = useCallback((id: string | null) => latest.current.onHighlight(id), [latest]);
  return useMemo(
    () => (
      <Legend
        series={stableSeries}
        hidden={hidden}
        onToggleSeries={toggleSeries}
        highlighted={highlighted}
        onHighlight={highlight}
        label={`Series of ${title}`}
        note={legendNote}
      />
    ),
    [stableSeries, hidden, highlighted, title, toggleSeries, highlight, legendNote],
  );
}

/** The tooltip at a time: its content, x on the plot, and its place inside the box. */
export interface ChartTip {
  tip: { index: number; tS: number; rows: TooltipRow[] } | null;
  /** x of the tooltip's time on the plot, CSS px (0 without a tooltip). */
  tipX: number;
  place: TooltipPlace;
  /** Put on the tooltip element: its measured size places it inside the box. */
  tipRef: RefObject<HTMLDivElement | null>;
}

/** The tooltip at `tipAtS` (none when null), with `x` the time scale of a plot in `box`. */
export function useChartTip(
  props: TimeSeriesChartProps,
  tipAtS: number | null,
  x: (tS: number) => number,
  box: Size,
  margin: ChartMargin = MARGIN,
): ChartTip {
  const tipRef = useRef<HTMLDivElement>(null);
  const [tipSize, setTipSize] = useState({ widthPx: 0, heightPx: 0 });
  // Measured after every render: the tooltip's content (and so its size) changes with the data,
  // the time and the hovered point. The update keeps the old object when the size is unchanged,
  // so it settles after at most one more render.
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- runs after every render on purpose (above)
  useLayoutEffect(() => {
    const el = tipRef.current;
    if (!el) return;
    const widthPx = el.offsetWidth;
    const heightPx = el.offsetHeight;
    setTipSize((prev) => (prev.widthPx === widthPx && prev.heightPx === heightPx ? prev : { widthPx, heightPx }));
  });
  const { timeS, length, series, hidden, yLabel, stacked = false } = props;
  const unit = unitOf(yLabel);
  const tip = tipAtS === null ? null : tooltipAt(timeS, length, series, hidden, tipAtS, unit, stacked);
  const tipX = tip ? x(tip.tS) : 0;
  const place = placeTooltip(margin.left + tipX, tipSize, { widthPx: box.width, heightPx: box.height }, margin.top + 4);
  return { tip, tipX, place, tipRef };
}

/**
 * The peaks of the chart's shown series above `yTop` when its y axis is robust (`robustY`), those
 * closer than `mergeS` merged; undefined otherwise.
 */
export function useClippedPeaks(props: TimeSeriesChartProps, yTop: number, mergeS: number): ClippedPeak[] | undefined {
  const { robustY, series, hidden, timeS, length, version } = props;
  return useMemo(
    () =>
      robustY
        ? clippedPeaks(
            series.filter((s) => !hidden.has(s.id)),
            timeS,
            length,
            yTop,
            mergeS,
          )
        : undefined,
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- the store is filled in place: `version` tells new rows
    [robustY, series, hidden, timeS, length, yTop, mergeS, version],
  );
}
