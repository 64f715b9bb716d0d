/**
 * Overlay view of a comparison: one chart of the compared source's total throughput with a line
 * per controller, then one chart per other source with its throughput under each controller (and
 * the sending rate of an app-limited source as a grey reference line).
 */
import { useMemo, useState } from 'react';
import { useToggleSet } from '../charts/useToggleSet';
import { TimeSeriesChart } from '../charts/TimeSeriesChart';
import { runEpochMarks } from '../charts/series';
import type { ChartSeries, TimeSeriesChartProps } from '../charts/types';
import { commonSamples, perVariantSeries, sendingRateSeries, type OverlayRun } from './overlaySeries';
import { isolate } from '../scenario/userText';
import { MAX_STORED_ROWS } from '../store/runStore';
import { saveOverlayPng, saveOverlaySvg } from './exportOverlay';
import { ExportButtons } from '../charts/ExportButtons';

interface OverlayChartsProps {
  runs: OverlayRun[];
  /** Bumped whenever any run's data grew. */
  version: number;
  sourceId: string;
  cursorS: number;
  onCursor(tS: number): void;
  /** The scenario's title, written above an exported chart. */
  scenarioTitle?: string;
}

/** Legend state of one overlay chart (kept while the view is open). */
function useLegend() {
  const [hidden, onToggleSeries] = useToggleSet();
  const [highlighted, onHighlight] = useState<string | null>(null);
  return { hidden, onToggleSeries, highlighted, onHighlight };
}

/** One overlay chart with its own legend state. */
function OverlayChart(props: {
  title: string;
  yLabel: string;
  series: ChartSeries[];
  common: Omit<
    TimeSeriesChartProps,
    'title' | 'yLabel' | 'series' | 'hidden' | 'onToggleSeries' | 'highlighted' | 'onHighlight'
  >;
}) {
  const legend = useLegend();
  return (
    <TimeSeriesChart title={props.title} yLabel={props.yLabel} series={props.series} {...legend} {...props.common} />
  );
}

/** The chart figure next to an export button. */
function figureOf(button: HTMLElement): HTMLElement | null {
  return button.closest('.compare-chart')?.querySelector<HTMLElement>('.ts-chart') ?? null;
}

/** The overlay charts of `runs` for compared source `sourceId`, each with SVG and PNG buttons. */
export function OverlayCharts({ runs, version, sourceId, cursorS, onCursor, scenarioTitle }: OverlayChartsProps) {
  const { timeS, length, durationS } = commonSamples(runs);
  const layout = runs.find((r) => r.store)?.store?.layout ?? null;
  const epochs = useMemo(() => runEpochMarks(layout), [layout]);
  // `runs` is a new array whenever a run grew: the running totals catch up here.
  const charts = useMemo(() => {
    if (!layout) return [];
    const compared = layout.sources.find((s) => s.id === sourceId);
    const list = [
      {
        key: sourceId,
        title: `${isolate(compared?.label || sourceId)}: total throughput per controller`,
        series: perVariantSeries(runs, sourceId),
      },
    ];
    for (const other of layout.sources.filter((s) => s.id !== sourceId)) {
      const series = perVariantSeries(runs, other.id);
      if (other.sendingRateMbps)
        series.push(sendingRateSeries(other.sendingRateMbps, Math.min(layout.totalSamples, MAX_STORED_ROWS)));
      const kind = other.sendingRateMbps
        ? `app-limited ${other.controller ?? ''}`.trim()
        : (other.controller ?? 'other flow');
      list.push({
        key: other.id,
        title: `${isolate(other.label || other.id)} (${kind}) under each controller`,
        series,
      });
    }
    return list;
  }, [runs, layout, sourceId]);
  if (!layout) return <p className="compare-empty">Solving…</p>;
  const common = { timeS, length, durationS, cursorS, onCursor, epochs, version };
  return (
    <div className="compare-overlay">
      {charts.map((c, k) => (
        <div
          key={c.key}
          className="compare-chart"
          style={{ ['--chart-height' as string]: k === 0 ? '150px' : '110px' }}
        >
          <div className="chart-export compare-chart-export">
            <ExportButtons
              label={(kind) => `Save the chart ${c.title} as ${kind.toUpperCase()}`}
              save={(kind, button) => {
                const figure = figureOf(button);
                if (!figure) return;
                return kind === 'svg'
                  ? saveOverlaySvg(figure, scenarioTitle, c.key)
                  : saveOverlayPng(figure, scenarioTitle, c.key);
              }}
            />
          </div>
          <OverlayChart title={c.title} yLabel="Mbps" series={c.series} common={common} />
        </div>
      ))}
    </div>
  );
}
