/** Contracts of the chart components. */

/** One line of a chart. */
export interface ChartSeries {
  /** Stable id (a route or resource id, or a group name). */
  id: string;
  label: string;
  colour: string;
  /** Values per sample, aligned with the chart's `timeS`; only the first `length` are valid. */
  values: Float64Array;
}

/** A note pinned to a time on a chart, with its index in the scenario's `annotations` (for Delete). */
export interface ChartNote {
  index: number;
  timeS: number;
  text: string;
  /** The lesson step (from 1) the note belongs to: hidden until that step has played. */
  step?: number;
}

/** Props of a time-series chart. */
/** A level of one series (by id) marked at the cursor. */
/**
 * A band shaded on a chart: a trend question's "Stay about the same" around its start value, while
 * its verdict shows (src/lesson/ui/useVerdictBand.ts). Seconds and the chart's unit.
 */
export interface ChartBand {
  fromS: number;
  toS: number;
  lowY: number;
  highY: number;
}

export interface ChartLevel {
  id: string;
  value: number;
}

/** Levels to mark at the cursor (an equilibrium) and the sentence that explains them. */
export interface ChartEquilibrium {
  levels: ChartLevel[];
  note: string;
}

/** Props of TimeSeriesChart. */
export interface TimeSeriesChartProps {
  /** Accessible name and visible title, e.g. "Throughput per subflow". */
  title: string;
  /** A sentence under the title saying what the chart shows (chartNames.ts). */
  description?: string;
  /** Y axis label with its unit, e.g. "Throughput (Mbps)". */
  yLabel: string;
  /** Sample times, seconds; only the first `length` are valid. */
  timeS: Float64Array;
  length: number;
  /** Full time span of the run (the x axis), seconds. */
  durationS: number;
  series: ChartSeries[];
  /** Stack the series (areas) instead of drawing lines. */
  stacked?: boolean;
  hidden: ReadonlySet<string>;
  onToggleSeries(id: string): void;
  highlighted: string | null;
  onHighlight(id: string | null): void;
  /** Series a lesson highlights (all thicker, the others dimmed) while none is hovered. */
  emphasised?: ReadonlySet<string>;
  /** Time cursor, seconds (a vertical line); clicking or dragging on the plot moves it. */
  cursorS: number;
  onCursor(tS: number): void;
  /** Dashed verticals with labels t1, t2, ... */
  epochs: Array<{ label: string; tS: number }>;
  /** Bumped whenever the data grew; the chart redraws at most once per animation frame. */
  version: number;
  /** Notes pinned to times of this chart (the scenario's annotations), drawn as markers. */
  notes?: readonly ChartNote[];
  /** Levels drawn as dashed marks across the cursor, one per series (an equilibrium), Mbps. */
  levels?: readonly ChartLevel[];
  /** Fit the y axis to the series shown instead of starting it at zero (lines only). */
  fitY?: boolean;
  /** A band shaded over its window; a fitted y axis includes it and as much again around it. */
  band?: ChartBand | null;
  /** The y axis's top leaves out spikes (robustScale.ts); they run off the top, marked with their value. */
  robustY?: boolean;
  /** A few words after the legend's buttons about every series, e.g. "smoothed over 5 s". */
  legendNote?: string;
}
