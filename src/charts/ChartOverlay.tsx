/** The SVG over a time-series chart's plot: axes, epoch lines, the hover line, the time cursor and level marks. */
import type { ScaleLinear } from 'd3';
import { ChartAxes } from './ChartAxes';
import { LevelMarks } from './LevelMarks';
import { MARGIN, type ChartMargin } from './render';
import type { ChartBand, ChartLevel, ChartSeries } from './types';
import { ClippedPeaks } from './ClippedPeaks';
import type { ClippedPeak } from './robustScale';

/** Props of `ChartOverlay`; sizes CSS px. */
export interface ChartOverlayProps {
  x: ScaleLinear<number, number>;
  y: ScaleLinear<number, number>;
  t0: number;
  t1: number;
  plotW: number;
  plotH: number;
  /** The whole box (plot and margins). */
  box: { width: number; height: number };
  epochs: Array<{ label: string; tS: number }>;
  yLabel: string;
  levels?: readonly ChartLevel[];
  series: readonly ChartSeries[];
  hidden: ReadonlySet<string>;
  /** x of the time cursor on the plot. */
  cursorX: number;
  /** x of the hovered time on the plot (null: no hover line). */
  hoverX: number | null;
  /** The page's type scale for chart text (`--chart-text-scale`); default 1. */
  textScale?: number;
  /** Spikes above a robust y axis, marked at the top edge (absent: none). */
  peaks?: readonly ClippedPeak[];
  /** A shaded band over its window (a "Stay about the same" verdict), or none. */
  band?: ChartBand | null;
  /** The space around the plot (render.ts `chartMargin`); default `MARGIN`. */
  margin?: ChartMargin;
}

/** The axes and lines drawn over the canvas (aria-hidden: the canvas and the slider carry the meaning). */
export function ChartOverlay({ x, y, t0, t1, plotW, plotH, box, epochs, yLabel, ...marks }: ChartOverlayProps) {
  const { levels, series, hidden, cursorX, hoverX, peaks, textScale, band, margin = MARGIN } = marks;
  return (
    <svg className="ts-chart-axes" width={box.width} height={box.height} aria-hidden="true">
      <g transform={`translate(${margin.left},${margin.top})`}>
        <ChartAxes
          x={x}
          y={y}
          t0={t0}
          t1={t1}
          plotW={plotW}
          plotH={plotH}
          epochs={epochs}
          yLabel={yLabel}
          textScale={textScale}
          margin={margin}
        />
        {band && <BandRect band={band} x={x} y={y} plotW={plotW} plotH={plotH} />}
        {hoverX !== null && <line className="ts-chart-hover" x1={hoverX} x2={hoverX} y1={0} y2={plotH} />}
        <line className="ts-chart-cursor" x1={cursorX} x2={cursorX} y1={0} y2={plotH} />
        {peaks && peaks.length > 0 && (
          <ClippedPeaks
            peaks={peaks}
            x={x}
            plotW={plotW}
            colourOf={(id) => series.find((s) => s.id === id)?.colour ?? '#444'}
          />
        )}
        {levels && (
          <LevelMarks levels={levels} series={series} hidden={hidden} x={cursorX} y={y} plotW={plotW} plotH={plotH} />
        )}
      </g>
    </svg>
  );
}

/** The band, clipped to the plot, with its values for a reader of the SVG (the tests). */
function BandRect({
  band,
  x,
  y,
  plotW,
  plotH,
}: { band: ChartBand } & Pick<ChartOverlayProps, 'x' | 'y' | 'plotW' | 'plotH'>) {
  const clip = (v: number, hi: number) => Math.min(hi, Math.max(0, v));
  const [x0, x1] = [clip(x(band.fromS), plotW), clip(x(band.toS), plotW)];
  const [top, bottom] = [clip(y(band.highY), plotH), clip(y(band.lowY), plotH)];
  return (
    <rect
      className="ts-chart-band"
      data-testid="chart-band"
      data-low={band.lowY}
      data-high={band.highY}
      x={x0}
      width={Math.max(0, x1 - x0)}
      y={top}
      height={Math.max(0, bottom - top)}
    />
  );
}
