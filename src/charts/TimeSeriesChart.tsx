/**
 * A live time-series chart: the lines (or stacked areas) on a canvas, decimated to about two points
 * per pixel column and redrawn at most once per animation frame; axes, light gridlines, the dashed
 * epoch lines, the time cursor and the hover line in SVG around and over it; a tooltip with every
 * visible series' value at the hovered time; and a legend of toggle buttons.
 *
 * Sizing: the chart fills the width of its container. The plot box (axes included) is
 * `var(--chart-height, 240px)` high, so a page can set `--chart-height` on any ancestor (or on
 * `.ts-chart-box`); the canvas follows the box through a ResizeObserver, at the device pixel ratio.
 *
 * Interaction: click or drag on the plot moves the cursor (`onCursor`); the plot is a focusable
 * slider: Left/Right move the cursor by one sample interval, Shift+Left/Right and PageUp/PageDown
 * by 10 s, Home/End to the ends.
 */
import { scaleLinear } from 'd3';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ChartAxes, ChartGrid } from './ChartAxes';
import { formatSeconds, summaryText, tooltipAt, unitOf } from './chartText';
import { createFrameScheduler } from './frame';
import type { FrameScheduler } from './frame';
import { Legend } from './Legend';
import { registerChartInput } from './exportSvg';
import { ChartRenderer, MARGIN } from './render';
import type { TimeSeriesChartProps } from './types';
import { LevelMarks } from './LevelMarks';
import { ChartTooltip } from './ChartTooltip';
import { useChartInteraction } from './useChartInteraction';
import { NotesLayer } from './ChartNotes';
import { placeTooltip } from './tooltipPlacement';
import './charts.css';

/** Box height when the page does not set `--chart-height`. */
export const DEFAULT_CHART_HEIGHT_PX = 240;

interface Size {
  width: number;
  height: number;
}

function sameDomain(a: [number, number], b: [number, number]): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** A time-series chart with its legend; see the module comment for sizing and keys. */
export function TimeSeriesChart(props: TimeSeriesChartProps) {
  const {
    title,
    description,
    yLabel,
    timeS,
    length,
    durationS,
    series,
    stacked = false,
    hidden,
    highlighted,
    cursorS,
    onCursor,
    epochs,
    version,
    notes,
    levels,
  } = props;
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const latest = useRef(props);
  const rendererRef = useRef<ChartRenderer | null>(null);
  const figureRef = useRef<HTMLElement>(null);
  const schedulerRef = useRef<FrameScheduler | null>(null);
  const [box, setBox] = useState<Size>({ width: 0, height: 0 });
  // The tooltip's measured size, so that it is placed inside the box (tooltipPlacement.ts).
  const tipRef = useRef<HTMLDivElement>(null);
  const [tipSize, setTipSize] = useState({ widthPx: 0, heightPx: 0 });
  useLayoutEffect(() => {
    const el = tipRef.current;
    if (!el) return;
    const widthPx = el.offsetWidth;
    const heightPx = el.offsetHeight;
    setTipSize((prev) => (prev.widthPx === widthPx && prev.heightPx === heightPx ? prev : { widthPx, heightPx }));
  });
  const boxSize = useRef(box);
  const [yDomain, setYDomain] = useState<[number, number]>([0, 1]);
  const tooltipId = useId();

  const t0 = 0;
  const t1 = durationS > 0 ? durationS : length > 0 ? Math.max(timeS[length - 1], 1) : 1;
  const plotW = Math.max(0, box.width - MARGIN.left - MARGIN.right);
  const plotH = Math.max(0, box.height - MARGIN.top - MARGIN.bottom);
  const { hoverS, focused, handlers } = useChartInteraction({ plotW, t0, t1, cursorS, timeS, length, onCursor });

  useLayoutEffect(() => {
    latest.current = props;
    boxSize.current = box;
  });

  // What the SVG export re-draws: the same input as the latest redraw.
  useEffect(() => {
    const figure = figureRef.current;
    if (!figure) return;
    registerChartInput(figure, () => {
      const p = latest.current;
      const width = boxSize.current.width - MARGIN.left - MARGIN.right;
      const height = boxSize.current.height - MARGIN.top - MARGIN.bottom;
      if (width <= 0 || height <= 0) return null;
      const t1 = p.durationS > 0 ? p.durationS : p.length > 0 ? Math.max(p.timeS[p.length - 1], 1) : 1;
      return {
        timeS: p.timeS,
        length: p.length,
        t0: 0,
        t1,
        width,
        height,
        series: p.series,
        hidden: p.hidden,
        highlighted: null,
        stacked: p.stacked ?? false,
        fitY: p.fitY ?? false,
      };
    });
  }, []);

  // The renderer and the once-per-frame redraw.
  useEffect(() => {
    const renderer = new ChartRenderer();
    rendererRef.current = renderer;
    const scheduler = createFrameScheduler(() => {
      const p = latest.current;
      const canvas = canvasRef.current;
      const { width: bw, height: bh } = boxSize.current;
      const width = bw - MARGIN.left - MARGIN.right;
      const height = bh - MARGIN.top - MARGIN.bottom;
      if (!canvas || width <= 0 || height <= 0) return;
      const dpr = (typeof window !== 'undefined' && window.devicePixelRatio) || 1;
      const pw = Math.max(1, Math.round(width * dpr));
      const ph = Math.max(1, Math.round(height * dpr));
      if (canvas.width !== pw) canvas.width = pw;
      if (canvas.height !== ph) canvas.height = ph;
      const ctx = canvas.getContext('2d');
      if (ctx) ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      const end = p.durationS > 0 ? p.durationS : p.length > 0 ? Math.max(p.timeS[p.length - 1], 1) : 1;
      const result = renderer.render(ctx, {
        timeS: p.timeS,
        length: p.length,
        t0: 0,
        t1: end,
        width,
        height,
        series: p.series,
        hidden: p.hidden,
        highlighted: p.highlighted,
        emphasised: p.emphasised,
        stacked: p.stacked ?? false,
        lineScale: lineScaleOf(canvas),
        fitY: p.fitY ?? false,
      });
      setYDomain((prev) => (sameDomain(prev, result.yDomain) ? prev : result.yDomain));
    });
    schedulerRef.current = scheduler;
    return () => {
      scheduler.cancel();
      schedulerRef.current = null;
      rendererRef.current = null;
    };
  }, []);

  // Follow the container's size.
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

  // Redraw (coalesced to one per frame) whenever anything drawn on the canvas changed.
  useEffect(() => {
    schedulerRef.current?.schedule();
  }, [version, length, timeS, series, hidden, highlighted, props.emphasised, stacked, durationS, box, props.fitY]);

  const x = useMemo(() => scaleLinear().domain([t0, t1]).range([0, plotW]), [t1, plotW]);
  const y = useMemo(() => scaleLinear().domain(yDomain).range([plotH, 0]), [yDomain, plotH]);

  // The parts that change only with the size, the y domain or the epochs are memoised (the legend
  // here, the grid and axes in ChartAxes), so the many re-renders of a streaming run (one per chunk)
  // leave them alone.
  const epochKey = epochs.map((e) => `${e.label}@${e.tS}`).join('|');
  const stableEpochs = useMemo(() => epochs, [epochKey]);
  const seriesKey = series.map((s) => `${s.id}\u0000${s.label}\u0000${s.colour}`).join('\u0001');
  const toggleSeries = useCallback((id: string) => latest.current.onToggleSeries(id), []);
  const highlight = useCallback((id: string | null) => latest.current.onHighlight(id), []);
  const legend = useMemo(
    () => (
      <Legend
        series={series}
        hidden={hidden}
        onToggleSeries={toggleSeries}
        highlighted={highlighted}
        onHighlight={highlight}
        label={`Series of ${title}`}
      />
    ),
    [seriesKey, hidden, highlighted, title, toggleSeries, highlight],
  );

  const visibleCount = series.filter((s) => !hidden.has(s.id)).length;
  const summary = summaryText(title, visibleCount, series.length, t1);
  const unit = unitOf(yLabel);
  const tipAt = hoverS ?? (focused ? cursorS : null);
  const tip = tipAt === null ? null : tooltipAt(timeS, length, series, hidden, tipAt, unit, stacked);

  const cursorX = x(Math.min(t1, Math.max(t0, cursorS)));
  const tipX = tip ? x(tip.tS) : 0;
  const tipPlace = placeTooltip(
    MARGIN.left + tipX,
    tipSize,
    { widthPx: box.width, heightPx: box.height },
    MARGIN.top + 4,
  );

  return (
    <figure
      className="ts-chart"
      data-version={version}
      data-emphasised={props.emphasised?.size ? [...props.emphasised].join(' ') : undefined}
      ref={figureRef}
    >
      <figcaption className="ts-chart-title">{title}</figcaption>
      {description && (
        <p className="ts-chart-desc" title={description}>
          {description}
        </p>
      )}
      {legend}
      <div
        className="ts-chart-box"
        ref={boxRef}
        style={{ height: `var(--chart-height, ${DEFAULT_CHART_HEIGHT_PX}px)` }}
      >
        <ChartGrid x={x} y={y} plotW={plotW} plotH={plotH} width={box.width} height={box.height} />
        <canvas
          ref={canvasRef}
          className="ts-chart-canvas"
          role="img"
          aria-label={summary}
          style={{ left: MARGIN.left, top: MARGIN.top, width: plotW, height: plotH }}
        />
        {plotW > 0 && plotH > 0 && (
          <svg className="ts-chart-axes" width={box.width} height={box.height} aria-hidden="true">
            <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
              <ChartAxes
                x={x}
                y={y}
                t0={t0}
                t1={t1}
                plotW={plotW}
                plotH={plotH}
                epochs={stableEpochs}
                yLabel={yLabel}
              />
              {tip && <line className="ts-chart-hover" x1={tipX} x2={tipX} y1={0} y2={plotH} />}
              <line className="ts-chart-cursor" x1={cursorX} x2={cursorX} y1={0} y2={plotH} />
              {levels && (
                <LevelMarks
                  levels={levels}
                  series={series}
                  hidden={hidden}
                  x={cursorX}
                  y={y}
                  plotW={plotW}
                  plotH={plotH}
                />
              )}
            </g>
          </svg>
        )}
        {notes && plotH > 0 && (
          <NotesLayer notes={notes} x={x} t0={t0} t1={t1} width={box.width} height={box.height} plotH={plotH} />
        )}
        <div
          className="ts-chart-hit"
          role="slider"
          tabIndex={0}
          aria-label={`${title}: time cursor`}
          aria-valuemin={t0}
          aria-valuemax={t1}
          aria-valuenow={cursorS}
          aria-valuetext={`${formatSeconds(Math.round(cursorS * 10) / 10)} s`}
          aria-describedby={tip ? tooltipId : undefined}
          style={{ left: MARGIN.left, top: MARGIN.top, width: plotW, height: plotH }}
          {...handlers}
        />
        {tip && tip.rows.length > 0 && (
          <ChartTooltip
            id={tooltipId}
            ref={tipRef}
            tS={tip.tS}
            rows={tip.rows}
            place={tipPlace}
            highlighted={highlighted}
          />
        )}
      </div>
    </figure>
  );
}

/** The page's line-width factor for charts (`--chart-line-scale`, projector mode), 1 when unset. */
function lineScaleOf(el: Element): number {
  const v = parseFloat(getComputedStyle(el).getPropertyValue('--chart-line-scale'));
  return Number.isFinite(v) && v > 0 ? v : 1;
}
