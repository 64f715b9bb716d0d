/**
 * The SVG around a chart's canvas: the light gridlines behind it, and the axes with their ticks and
 * labels and the dashed, labelled epoch lines over it. Both are memoised components, so the many
 * re-renders of a streaming run (one per chunk) leave them alone while the scales, the size, the
 * epochs and the label stay the same.
 */
import type { ScaleLinear } from 'd3';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { MARGIN, type ChartMargin, yTickCount } from './render';

const TICK_FONT_PX = 13;

/** Epoch lines closer than this are thinned to every k-th, CSS px. */
export const MIN_EPOCH_LINE_PX = 10;
/** Epoch labels closer than this are thinned to every k-th, CSS px. */
export const MIN_EPOCH_LABEL_PX = 24;

/**
 * Which epochs a plot draws: every `lineEvery`-th gets a line and every `labelEvery`-th a label
 * (a multiple of `lineEvery`), so lines are at least MIN_EPOCH_LINE_PX apart and labels at least
 * MIN_EPOCH_LABEL_PX (times `textScale`, the page's larger type: `--chart-text-scale`); `spacingPx`
 * is the distance between consecutive epochs.
 */
export function epochThinning(spacingPx: number, textScale = 1): { lineEvery: number; labelEvery: number } {
  const every = (minPx: number) => (spacingPx >= minPx ? 1 : Math.ceil(minPx / Math.max(spacingPx, 1e-9)));
  const lineEvery = Math.min(every(MIN_EPOCH_LINE_PX), Number.MAX_SAFE_INTEGER);
  const labelEvery = Math.ceil(every(MIN_EPOCH_LABEL_PX * textScale) / lineEvery) * lineEvery;
  return { lineEvery, labelEvery };
}
const LABEL_FONT_PX = 14;

/** How many x ticks a plot `width` CSS px wide gets. */
function xTickCount(width: number): number {
  return Math.max(2, Math.floor(width / 90));
}

/** Props of {@link ChartGrid}: the plot's scales and size, and the whole box's size (CSS px). */
export interface ChartGridProps {
  x: ScaleLinear<number, number>;
  y: ScaleLinear<number, number>;
  plotW: number;
  plotH: number;
  width: number;
  height: number;
  /** The space around the plot (render.ts `chartMargin`); default `MARGIN`. */
  margin?: ChartMargin;
}

/** The gridlines at the axes' ticks, as an SVG the size of the chart box; nothing when the plot is empty. */
export const ChartGrid = memo(function ChartGrid({
  x,
  y,
  plotW,
  plotH,
  width,
  height,
  margin = MARGIN,
}: ChartGridProps) {
  if (plotW <= 0 || plotH <= 0) return null;
  return (
    <svg className="ts-chart-grid" width={width} height={height} aria-hidden="true">
      <g transform={`translate(${margin.left},${margin.top})`}>
        {y.ticks(yTickCount(plotH)).map((v) => (
          <line key={`y${v}`} x1={0} x2={plotW} y1={y(v)} y2={y(v)} />
        ))}
        {x.ticks(xTickCount(plotW)).map((t) => (
          <line key={`x${t}`} x1={x(t)} x2={x(t)} y1={0} y2={plotH} />
        ))}
      </g>
    </svg>
  );
});

/** Props of {@link ChartAxes}: the plot's scales, time window and size, the epochs and the y label. */
export interface ChartAxesProps {
  x: ScaleLinear<number, number>;
  y: ScaleLinear<number, number>;
  t0: number;
  t1: number;
  plotW: number;
  plotH: number;
  epochs: ReadonlyArray<{ label: string; tS: number }>;
  yLabel: string;
  /** The page's type scale for chart text (`--chart-text-scale`, the presenter view's larger labels); default 1. */
  textScale?: number;
  /** The space around the plot (render.ts `chartMargin`); default `MARGIN`. */
  margin?: ChartMargin;
}

/**
 * The epoch lines (every one, or every k-th when closer than MIN_EPOCH_LINE_PX; labelled every
 * one, or every k-th when closer than MIN_EPOCH_LABEL_PX), the axes with ticks,
 * and the axis labels, as an SVG group in plot-area coordinates; nothing when the plot is empty.
 */
export const ChartAxes = memo(function ChartAxes({
  x,
  y,
  t0,
  t1,
  plotW,
  plotH,
  epochs,
  yLabel,
  textScale = 1,
  margin = MARGIN,
}: ChartAxesProps) {
  if (plotW <= 0 || plotH <= 0) return null;
  const xTicks = x.ticks(xTickCount(plotW));
  const yTicks = y.ticks(yTickCount(plotH));
  const xFormat = x.tickFormat(xTickCount(plotW));
  const yFormat = y.tickFormat(yTickCount(plotH));
  // Epoch lines and labels: every one, or every k-th when they would crowd.
  const [first, second] = epochs;
  const spacing = first && second ? Math.abs(x(second.tS) - x(first.tS)) : Infinity;
  const { lineEvery, labelEvery } = epochThinning(spacing, textScale);
  return (
    <g>
      {epochs.map((e, k) =>
        e.tS < t0 || e.tS > t1 || k % lineEvery !== 0 ? null : (
          <g key={`${e.label}@${e.tS}`} className="ts-chart-epoch">
            <line x1={x(e.tS)} x2={x(e.tS)} y1={0} y2={plotH} />
            {k % labelEvery === 0 && (
              <text x={x(e.tS)} y={-7} textAnchor="middle" fontSize={TICK_FONT_PX}>
                {e.label}
              </text>
            )}
          </g>
        ),
      )}
      <line className="ts-chart-axis" x1={0} x2={plotW} y1={plotH} y2={plotH} />
      <line className="ts-chart-axis" x1={0} x2={0} y1={0} y2={plotH} />
      {xTicks.map((t) => (
        <g key={`xt${t}`} transform={`translate(${x(t)},${plotH})`}>
          <line className="ts-chart-axis" y2={5} />
          <text y={8 + 12 * textScale} textAnchor="middle" fontSize={TICK_FONT_PX}>
            {xFormat(t)}
          </text>
        </g>
      ))}
      {yTicks.map((v) => (
        <g key={`yt${v}`} transform={`translate(0,${y(v)})`}>
          <line className="ts-chart-axis" x2={-5} />
          <text x={-8} dy="0.35em" textAnchor="end" fontSize={TICK_FONT_PX}>
            {yFormat(v)}
          </text>
        </g>
      ))}
      <text
        className="ts-chart-label"
        x={plotW / 2}
        y={plotH + margin.bottom - 6}
        textAnchor="middle"
        fontSize={LABEL_FONT_PX}
      >
        Time (s)
      </text>
      <YLabel text={yLabel} plotH={plotH} margin={margin} textScale={textScale} />
    </g>
  );
});

/**
 * The y axis's title, turned upright beside the ticks and whole: centred on the plot when it fits
 * its height, else on the whole box (margins included), and drawn smaller when it is longer than
 * the box is high (measured after layout, at the size the page's CSS gives it).
 */
function YLabel({
  text,
  plotH,
  margin,
  textScale,
}: {
  text: string;
  plotH: number;
  margin: ChartMargin;
  textScale: number;
}) {
  const ref = useRef<SVGTextElement>(null);
  const [fit, setFit] = useState<{ lengthPx: number; fontPx: number | null }>({ lengthPx: 0, fontPx: null });
  const boxH = plotH + margin.top + margin.bottom;
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof el.getComputedTextLength !== 'function') return;
    // The label's own size without the fit: the x label's (the same class, so the same CSS).
    const xLabel = [...(el.parentElement?.querySelectorAll('.ts-chart-label') ?? [])].find((t) => t !== el);
    const naturalPx = parseFloat(getComputedStyle(xLabel ?? el).fontSize) || LABEL_FONT_PX;
    const currentPx = parseFloat(getComputedStyle(el).fontSize) || naturalPx;
    const lengthPx = (el.getComputedTextLength() * naturalPx) / currentPx;
    const roomPx = boxH - 4;
    const fontPx = lengthPx > roomPx ? Math.max(8, Math.floor(((naturalPx * roomPx) / lengthPx) * 10) / 10) : null;
    setFit((prev) =>
      prev.fontPx === fontPx && Math.abs(prev.lengthPx - lengthPx) < 0.5 ? prev : { lengthPx, fontPx },
    );
  }, [text, boxH]);
  // Centre on the plot, moved just enough to stay inside the box.
  const half = Math.min(fit.lengthPx, boxH - 4) / 2;
  const centre = Math.min(Math.max(plotH / 2, -margin.top + 2 + half), plotH + margin.bottom - 2 - half);
  return (
    <text
      ref={ref}
      className="ts-chart-label"
      // Larger text reaches further left of its baseline: the baseline moves right with it.
      transform={`translate(${-margin.left + 20 + Math.round(5 * (textScale - 1))},${centre}) rotate(-90)`}
      textAnchor="middle"
      fontSize={LABEL_FONT_PX}
      style={fit.fontPx === null ? undefined : { fontSize: `${fit.fontPx}px` }}
    >
      {text}
    </text>
  );
}
