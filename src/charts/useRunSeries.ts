/**
 * The series ChartsColumn draws, read from a run store that is filled in place: the throughput per
 * subflow (optionally as trailing means), the channel capacities and the stacked group sums. The
 * store's arrays stay the same as it grows; `version` (bumped per chunk) is what tells new rows.
 */
import { useMemo, useState } from 'react';
import { GroupTotals, TOTAL_ID, capacitySeries, colourFor, routeSeries, runEpochMarks } from './series';
import type { ChartSeries, TimeSeriesChartProps } from './types';
import { revealedLength } from '../lesson/reveal';
import type { RunStore } from '../store/runStore';
import { SMOOTH_WINDOW_S, smoothedSeries } from './smoothing';
import { getOrThrow } from '../util/at';
import type { ThroughputMeasure } from '../store/columnNames';
import { useWords } from '../state/useWords';

/** The throughput series, their "Smooth" state (trailing means of a packet run's samples) and their measure. */
export interface ThroughputSeries {
  /** What the series measure: goodput (default) or arrivals; a fluid run's are both. */
  measure: ThroughputMeasure;
  setMeasure(measure: ThroughputMeasure): void;
  /** Whether the run has arrivals apart from goodput (a packet run's `g:` columns). */
  canChooseMeasure: boolean;
  /** Throughput per subflow, smoothed when `smoothing`. */
  routes: ChartSeries[];
  /** Whether the "Smooth" button is pressed. */
  smooth: boolean;
  setSmooth(on: boolean): void;
  /** Whether the store can be smoothed (a packet run not yet decimated). */
  canSmooth: boolean;
  /** Whether the routes shown are the trailing means. */
  smoothing: boolean;
}

/** Throughput per subflow of `store` as of `version`, with its "Smooth" toggle and its measure. */
export function useThroughputSeries(store: RunStore | null, version: number): ThroughputSeries {
  // Goodput by default: what a student comparing with a download means (the same as arrivals in a
  // fluid run); the chart's "Arrivals" choice shows every packet that arrived.
  const [measure, setMeasure] = useState<ThroughputMeasure>('goodput');
  const rawRoutes = useMemo<ChartSeries[]>(() => (store ? routeSeries(store, measure) : []), [store, measure]);
  // A packet run's throughput is shown as trailing means by default (its samples are per interval,
  // a solid block of spikes); the button shows the samples. Not for a store that keeps min/max
  // pairs of a long run.
  const [smooth, setSmooth] = useState(true);
  const canSmooth = store?.layout.engine === 'packet' && !store.decimated;
  const smoothing = smooth && canSmooth;
  const routes = useMemo<ChartSeries[]>(
    () => (smoothing && store ? smoothedSeries(rawRoutes, store.timeS, store.length, SMOOTH_WINDOW_S) : rawRoutes),
    // The means follow the store as it grows: recomputed per chunk, O(samples) per subflow (a
    // 1200 s packet run at 0.5 s has 2,401 samples; at most 2^17 before the store decimates).
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- the store is filled in place (same object, same arrays): `version` is the only sign of new rows
    [rawRoutes, smoothing, store, version],
  );
  const canChooseMeasure = store?.hasGoodput ?? false;
  const words = useWords();
  const named = useMemo(() => renamed(routes, (id, label) => words.series(id, label), words.school), [routes, words]);
  return { routes: named, smooth, setSmooth, canSmooth, smoothing, measure, setMeasure, canChooseMeasure };
}

/** Channel capacities of `store` (the same arrays as the store grows). */
export function useCapacitySeries(store: RunStore | null): ChartSeries[] {
  const words = useWords();
  return useMemo<ChartSeries[]>(
    () => renamed(store ? capacitySeries(store) : [], (id, label) => words.resource(id, label), words.school),
    [store, words],
  );
}

/** `series` with each label as `name` gives it (the page's level of language); the same list when `on` is false. */
function renamed(series: ChartSeries[], name: (id: string, label: string) => string, on: boolean): ChartSeries[] {
  return on ? series.map((s) => ({ ...s, label: name(s.id, s.label) })) : series;
}

/**
 * The stacked chart's series: the first source (the convoy) by group, and every other source (a
 * competitor) on its own, as in the paper's Fig. 15. Sums are brought up to `version`'s rows.
 */
export function useAggregateSeries(
  store: RunStore | null,
  version: number,
  measure: ThroughputMeasure = 'goodput',
): ChartSeries[] {
  const groups = useMemo(
    () => (store ? new GroupTotals(store, { source: store.layout.sources[0]?.id, measure }) : null),
    [store, measure],
  );
  const others = useMemo(
    () =>
      store
        ? (() => {
            const routesOf = new Map<string, number[]>();
            store.layout.routes.forEach((route, r) => {
              const list = routesOf.get(route.source);
              if (list) list.push(r);
              else routesOf.set(route.source, [r]);
            });
            return store.layout.sources.slice(1).map((s) => ({
              source: s,
              totals: new GroupTotals(store, { source: s.id, routeIndexes: routesOf.get(s.id) ?? [], measure }),
            }));
          })()
        : [],
    [store, measure],
  );
  // Group sums follow the store as it grows (cost proportional to the new samples).
  useMemo(() => {
    groups?.update();
    for (const o of others) o.totals.update();
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- the store is filled in place (same object, same arrays): `version` is the only sign of new rows to sum
  }, [groups, others, version]);
  return useMemo<ChartSeries[]>(
    () => [
      ...(groups?.series({ total: false }) ?? []),
      ...others.map(({ source, totals }, k) => ({
        id: `source:${source.id}`,
        label: source.label,
        colour: colourFor(source.routes[0] ?? source.id, k + 7),
        values: getOrThrow(totals.sums, TOTAL_ID, 'sum of source'),
      })),
    ],
    [groups, others],
  );
}

/** The props every chart of a run shares: the time axis, the cursor, the redraw version and "Fit y". */
export type ChartTimeProps = Pick<
  TimeSeriesChartProps,
  'timeS' | 'length' | 'durationS' | 'cursorS' | 'onCursor' | 'epochs' | 'version' | 'fitY'
>;

const EMPTY = new Float64Array(0);

/**
 * The shared chart props of `store`: its samples up to `revealUntilS` (a lesson's reveal; the axis
 * stays the whole run, `durationS`), and the epoch marks of its moving platform.
 */
export function useChartTime(
  store: RunStore | null,
  {
    version,
    revealUntilS,
    cursorS,
    onCursor,
    fitY,
  }: { version: number; revealUntilS: number; cursorS: number; onCursor(tS: number): void; fitY: boolean },
): ChartTimeProps {
  const durationS = store?.layout.durationS ?? 1;
  // Epoch marks t1, t2, ... belong to a moving platform's path (Fig. 5); a scenario without one has none.
  const layout = store?.layout;
  const epochs = useMemo(() => runEpochMarks(layout), [layout]);
  return {
    timeS: store?.timeS ?? EMPTY,
    length: store ? revealedLength(store.timeS, store.length, revealUntilS) : 0,
    durationS,
    cursorS,
    onCursor,
    epochs,
    version,
    fitY,
  };
}
