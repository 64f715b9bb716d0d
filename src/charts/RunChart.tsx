/**
 * One chart of the run's column (ChartsColumn) with its own legend state: the series hidden (kept
 * in the page's `chart:series-id` keys), the one hovered, and a lesson's emphasised ones.
 */
import { useCallback, useMemo, useState } from 'react';
import { TimeSeriesChart } from './TimeSeriesChart';
import type { ChartSeries, TimeSeriesChartProps } from './types';
import type { ChartName } from './chartNames';

/** Show/hide and highlight state of one chart's legend; a hovered series wins over a lesson's `pinned` one. */
function useLegendState(
  chart: ChartName,
  hiddenKeys: ReadonlySet<string>,
  onToggle: (key: string) => void,
  series: readonly ChartSeries[],
  pinned: readonly string[],
) {
  const [highlighted, setHighlighted] = useState<string | null>(null);
  // The lesson's series, all emphasised while none is hovered.
  const emphasised = useMemo(() => new Set(pinned.filter((id) => series.some((s) => s.id === id))), [pinned, series]);
  const prefix = `${chart}:`;
  const hidden = useMemo(
    () => new Set([...hiddenKeys].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length))),
    [hiddenKeys, prefix],
  );
  const onToggleSeries = useCallback((id: string) => onToggle(prefix + id), [onToggle, prefix]);
  return { hidden, onToggleSeries, highlighted, onHighlight: setHighlighted, emphasised };
}

/** What a chart's legend state is built from: the page's hidden `chart:series-id` keys and a lesson's series. */
export interface LegendInput {
  hiddenKeys: ReadonlySet<string>;
  onToggle(key: string): void;
  pinned: readonly string[];
}

/** The props of TimeSeriesChart that a chart's legend state supplies. */
type LegendProps = 'hidden' | 'onToggleSeries' | 'highlighted' | 'onHighlight' | 'emphasised';

/** One chart of the column at its CSS `height`, owning its legend state (hidden, hovered, emphasised series). */
export function RunChart({
  name,
  height,
  legend,
  ...chart
}: Omit<TimeSeriesChartProps, LegendProps> & { name: ChartName; height: string; legend: LegendInput }) {
  const state = useLegendState(name, legend.hiddenKeys, legend.onToggle, chart.series, legend.pinned);
  return (
    <div className="run-chart" style={{ ['--chart-height' as string]: height }}>
      <TimeSeriesChart {...state} {...chart} />
    </div>
  );
}
