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
 *
 * The stateful parts (size, canvas redraw, legend, tooltip) are hooks in chartHooks.tsx; the SVG
 * over the plot is ChartOverlay.tsx.
 */
import { scaleLinear } from 'd3';
import { useId, useMemo } from 'react';
import { ChartDescription } from './ChartDescription';
import { ChartGrid } from './ChartAxes';
import { formatSeconds, summaryText } from './chartText';
import { chartMargin, drawnNote } from './render';
import type { TimeSeriesChartProps } from './types';
import { ChartTooltip } from './ChartTooltip';
import { useChartInteraction } from './useChartInteraction';
import { NotesLayer } from './ChartNotes';
import {
  chartEndS,
  useBoxSize,
  useClippedPeaks,
  useChartCanvas,
  useChartLegend,
  useChartTip,
  useStableByKey,
} from './chartHooks';
import { ChartOverlay } from './ChartOverlay';
import './charts.css';

/** Box height when the page does not set `--chart-height`. */
export const DEFAULT_CHART_HEIGHT_PX = 240;

/** A time-series chart with its legend; see the module comment for sizing and keys. */
export function TimeSeriesChart(props: TimeSeriesChartProps) {
  const { title, description, yLabel, timeS, length, durationS, series, hidden, highlighted } = props;
  const { cursorS, onCursor, epochs, version, notes, levels, band } = props;
  const { boxRef, box } = useBoxSize();
  const { canvasRef, figureRef, yDomain, textScale, latest } = useChartCanvas(props, box);
  const tooltipId = useId();

  const t0 = 0;
  const t1 = chartEndS(durationS, timeS, length);
  // Larger chart text (the presenter view's) takes wider margins.
  const margin = useMemo(() => chartMargin(textScale), [textScale]);
  const plotW = Math.max(0, box.width - margin.left - margin.right);
  const plotH = Math.max(0, box.height - margin.top - margin.bottom);
  const { hoverS, focused, handlers } = useChartInteraction({ plotW, t0, t1, cursorS, timeS, length, onCursor });

  const x = useMemo(() => scaleLinear().domain([t0, t1]).range([0, plotW]), [t1, plotW]);
  const y = useMemo(() => scaleLinear().domain(yDomain).range([plotH, 0]), [yDomain, plotH]);

  // The parts that change only with the size, the y domain or the epochs are memoised (the legend
  // in useChartLegend, the grid and axes in ChartAxes), so the many re-renders of a streaming run
  // (one per chunk) leave them alone.
  const epochKey = epochs.map((e) => `${e.label}@${e.tS}`).join('|');
  const stableEpochs = useStableByKey(epochs, epochKey);
  const legend = useChartLegend(props, latest);

  // On a robust axis, the spikes above its top (merged when closer than 40 px on the plot).
  const peaks = useClippedPeaks(props, yDomain[1], plotW > 0 ? (40 * (t1 - t0)) / plotW : Infinity);
  const visibleCount = series.filter((s) => !hidden.has(s.id)).length;
  const summary = summaryText(title, visibleCount, series.length, t1);
  const { tip, tipX, place, tipRef } = useChartTip(props, hoverS ?? (focused ? cursorS : null), x, box, margin);
  const cursorX = x(Math.min(t1, Math.max(t0, cursorS)));
  const plotStyle = { left: margin.left, top: margin.top, width: plotW, height: plotH };

  return (
    <figure
      className="ts-chart"
      data-version={version}
      data-emphasised={props.emphasised?.size ? [...props.emphasised].join(' ') : undefined}
      ref={figureRef}
    >
      <figcaption className="ts-chart-title">{title}</figcaption>
      {description && <ChartDescription text={description} />}
      {legend}
      {drawnNote(visibleCount) && <p className="ts-chart-drawn">{drawnNote(visibleCount)}</p>}
      <div
        className="ts-chart-box"
        ref={boxRef}
        style={{ height: `var(--chart-height, ${DEFAULT_CHART_HEIGHT_PX}px)` }}
      >
        <ChartGrid x={x} y={y} plotW={plotW} plotH={plotH} width={box.width} height={box.height} margin={margin} />
        <canvas ref={canvasRef} className="ts-chart-canvas" role="img" aria-label={summary} style={plotStyle} />
        {plotW > 0 && plotH > 0 && (
          <ChartOverlay
            {...{ x, y, t0, t1, plotW, plotH, box, yLabel, levels, series, hidden, cursorX, band }}
            epochs={stableEpochs}
            hoverX={tip ? tipX : null}
            peaks={peaks}
            textScale={textScale}
            margin={margin}
          />
        )}
        {notes && plotH > 0 && (
          <NotesLayer
            notes={notes}
            x={x}
            t0={t0}
            t1={t1}
            width={box.width}
            height={box.height}
            plotH={plotH}
            margin={margin}
          />
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
          style={plotStyle}
          {...handlers}
        />
        {tip && tip.rows.length > 0 && (
          <ChartTooltip
            id={tooltipId}
            ref={tipRef}
            tS={tip.tS}
            rows={tip.rows}
            place={place}
            highlighted={highlighted}
          />
        )}
      </div>
    </figure>
  );
}
