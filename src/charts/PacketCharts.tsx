/**
 * The charts only a packet run has (its `w:`, `q:` and `loss:` columns): each subflow's congestion
 * window (the sawtooth), each link's queue, and each link's drops per sample interval (loss events
 * as spikes on the time axis). Shown under the three charts when the run's engine is `packet`.
 */
import { useMemo, useState } from 'react';
import { TimeSeriesChart } from './TimeSeriesChart';
import { perResourceSeries, perRouteSeries } from './series';
import type { ChartSeries } from './types';
import type { RunStore } from '../store/runStore';
import type { RunLayout } from '../solver/layout';
import { useToggleSet } from './useToggleSet';

/** The packet charts, in the order shown: id, title, sentence, y label, column quantity, per route or per link. */
export const PACKET_CHARTS = [
  {
    id: 'window',
    title: 'Congestion window per subflow',
    description:
      'How many packets each subflow may have in flight: it grows with every acknowledgement (by its controller’s increase; by a whole packet in slow start) and is cut at each loss, the sawtooth the fluid model averages.',
    yLabel: 'Window (packets)',
    quantity: 'w',
    per: 'route',
  },
  {
    id: 'queue',
    title: 'Queue per link',
    description: 'Packets waiting at each link at the sample time; a full queue drops what arrives.',
    yLabel: 'Queue (packets)',
    quantity: 'q',
    per: 'resource',
  },
  {
    id: 'drops',
    title: 'Drops per link',
    description:
      'Packets each link dropped in each sample interval: every spike is a loss event the senders react to. A spike far above the others (the start-up burst) runs off the top, marked with its value.',
    yLabel: 'Drops',
    quantity: 'loss',
    per: 'resource',
    // The start-up burst (a hundred packets at once) would flatten every later loss: it runs off the top, marked.
    robustY: true,
  },
] as const;

/** The routes that have a congestion window: every route but those of constant-rate (UDP) sources. */
export function windowedRoutes(layout: RunLayout): Set<string> {
  const udp = new Set(layout.sources.filter((s) => s.controller === 'udp').map((s) => s.id));
  return new Set(layout.routes.filter((r) => !udp.has(r.source)).map((r) => r.id));
}

/** Props shared with the other charts: the time axis, cursor and redraw version. */
interface ChartTime {
  timeS: Float64Array;
  length: number;
  durationS: number;
  cursorS: number;
  onCursor(tS: number): void;
  epochs: Array<{ label: string; tS: number }>;
  version: number;
  fitY?: boolean;
}

/** One packet chart with its own legend state. */
function PacketChart({
  chart,
  series,
  time,
}: {
  chart: (typeof PACKET_CHARTS)[number];
  series: ChartSeries[];
  time: ChartTime;
}) {
  const [hidden, toggle] = useToggleSet();
  const [highlighted, setHighlighted] = useState<string | null>(null);
  return (
    <div className="chart-slot" style={{ ['--chart-height' as string]: '120px' }}>
      <TimeSeriesChart
        title={chart.title}
        description={chart.description}
        yLabel={chart.yLabel}
        robustY={'robustY' in chart && chart.robustY}
        series={series}
        hidden={hidden}
        onToggleSeries={toggle}
        highlighted={highlighted}
        onHighlight={setHighlighted}
        {...time}
      />
    </div>
  );
}

/** The packet charts of `store` (those of `only`, when given), or nothing when the run is not a packet run. */
export function PacketCharts({
  store,
  time,
  only,
}: {
  store: RunStore | null;
  time: ChartTime;
  only?: readonly string[];
}) {
  const packet = store?.layout.engine === 'packet';
  const series = useMemo(
    () =>
      packet && store
        ? PACKET_CHARTS.map((c) => {
            if (c.per === 'resource') return perResourceSeries(store, c.quantity);
            // A UDP route has no window (its column is 0): it is left out of the windows chart.
            const windowed = windowedRoutes(store.layout);
            return perRouteSeries(store, c.quantity).filter((series) => windowed.has(series.id));
          })
        : [],
    [packet, store],
  );
  if (!packet) return null;
  return (
    <>
      {PACKET_CHARTS.map((chart, k) =>
        only && !only.includes(chart.id) ? null : (
          <PacketChart key={chart.id} chart={chart} series={series[k] ?? []} time={time} />
        ),
      )}
    </>
  );
}
