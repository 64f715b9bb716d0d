/**
 * The live charts of a run: throughput per subflow (the paper's lower panels), channel capacities
 * (upper panels of Figs 7, 9, 16) and the WiFi and satellite aggregates stacked (Figs 10, 13, 15, 17;
 * the top of the stack is the total). Each chart keeps its own hidden and highlighted series.
 */
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { TimeSeriesChart } from './TimeSeriesChart';
import { GroupTotals, TOTAL_ID, capacitySeries, colourFor, routeSeries, runEpochMarks } from './series';
import type { ChartEquilibrium, ChartSeries } from './types';
import type { RunStore } from '../store/runStore';
import { CHART_DESCRIPTIONS, CHART_NAMES, type ChartName } from './chartNames';
import { chartPng } from './exportPng';
import { chartSvg } from './exportSvg';
import { download } from '../share/download';
import type { Annotation } from '../scenario/types';
import { NoteControls, notesOf } from './ChartNotes';
import { PacketCharts } from './PacketCharts';
import { revealedLength, revealedNotes } from '../lesson/reveal';
import { SMOOTH_WINDOW_S, smoothedSeries } from './smoothing';

interface ChartsColumnProps {
  store: RunStore | null;
  version: number;
  /** The equilibrium at the cursor, marked on the throughput chart (absent: no marks). */
  equilibrium?: ChartEquilibrium;
  cursorS: number;
  onCursor(tS: number): void;
  /** Which charts to show, in order (lesson mode may pick some). */
  charts?: readonly ChartName[];
  /** Hidden series as `chart:series-id` keys (kept in share links). */
  hiddenSeries: ReadonlySet<string>;
  onToggleSeries(key: string): void;
  /** Series a lesson highlights (any chart; the first one a chart shows is drawn thicker, the others dimmed). */
  highlightedSeries?: readonly string[];
  /** The scenario's notes pinned to chart times, drawn on their charts. */
  annotations?: readonly Annotation[];
  /** Fit the line charts' y axes to the series shown (not from zero); a lesson's `fitY` sets it too. */
  fitY?: boolean;
  /** Turns the fitted y axes on or off (absent: no "Fit y" buttons). */
  onFitY?(on: boolean): void;
  /** While a lesson runs, the time up to which series and notes show (the axis stays the whole run). */
  revealUntilS?: number;
  /** Pins a note (absent: no "Pin a note" controls, e.g. in a locked lesson). */
  onAddNote?(annotation: Annotation): void;
  /** Deletes the note at `index` of the annotations. */
  onRemoveNote?(index: number): void;
}

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

const EMPTY = new Float64Array(0);

const NONE: readonly string[] = [];

/** The three charts, stacked in a column. */
export function ChartsColumn({
  store,
  version,
  equilibrium,
  cursorS,
  onCursor,
  charts = CHART_NAMES,
  hiddenSeries,
  onToggleSeries,
  highlightedSeries = NONE,
  annotations,
  revealUntilS = Infinity,
  fitY = false,
  onFitY,
  onAddNote,
  onRemoveNote,
}: ChartsColumnProps) {
  const notes = useMemo(
    () =>
      Object.fromEntries(CHART_NAMES.map((c) => [c, revealedNotes(notesOf(annotations, c), revealUntilS)])) as Record<
        ChartName,
        ReturnType<typeof notesOf>
      >,
    [annotations, revealUntilS],
  );
  const rawRoutes = useMemo<ChartSeries[]>(() => (store ? routeSeries(store) : []), [store]);
  // A packet run's throughput can be shown as trailing means (its samples are per interval, noisy);
  // not for a store that keeps min/max pairs of a long run.
  const [smooth, setSmooth] = useState(false);
  const canSmooth = store?.layout.engine === 'packet' && !store.decimated;
  const smoothing = smooth && canSmooth;
  const routes = useMemo<ChartSeries[]>(
    () => (smoothing && store ? smoothedSeries(rawRoutes, store.timeS, store.length, SMOOTH_WINDOW_S) : rawRoutes),
    // The means follow the store as it grows: recomputed per chunk, O(samples) per subflow (a
    // 1200 s packet run at 0.5 s has 2,401 samples; at most 2^17 before the store decimates).
    [rawRoutes, smoothing, store, version],
  );
  const capacities = useMemo<ChartSeries[]>(() => (store ? capacitySeries(store) : []), [store]);
  const throughput = useLegendState('throughput', hiddenSeries, onToggleSeries, routes, highlightedSeries);
  const capacity = useLegendState('capacity', hiddenSeries, onToggleSeries, capacities, highlightedSeries);
  // The first source (the convoy) by group, and every other source (a competitor) on its own,
  // as in the paper's Fig. 15.
  const groups = useMemo(
    () => (store ? new GroupTotals(store, { source: store.layout.sources[0]?.id }) : null),
    [store],
  );
  const others = useMemo(
    () =>
      store
        ? store.layout.sources.slice(1).map((s) => ({ source: s, totals: new GroupTotals(store, { source: s.id }) }))
        : [],
    [store],
  );
  // Group sums follow the store as it grows (cost proportional to the new samples).
  useMemo(() => {
    groups?.update();
    for (const o of others) o.totals.update();
  }, [groups, others, version]);
  const groupSeries = useMemo<ChartSeries[]>(
    () => [
      ...(groups?.series({ total: false }) ?? []),
      ...others.map(({ source, totals }, k) => ({
        id: `source:${source.id}`,
        label: source.label,
        colour: colourFor(source.routes[0] ?? source.id, k + 7),
        values: totals.sums.get(TOTAL_ID)!,
      })),
    ],
    [groups, others],
  );
  const aggregate = useLegendState('aggregate', hiddenSeries, onToggleSeries, groupSeries, highlightedSeries);
  const durationS = store?.layout.durationS ?? 1;
  // Epoch marks t1, t2, ... belong to a moving platform's path (Fig. 5); a scenario without one has none.
  const layout = store?.layout;
  const epochs = useMemo(() => runEpochMarks(layout), [layout]);
  const aggregateTitle = useMemo(() => stackedTitle(store), [store]);
  const common = {
    timeS: store?.timeS ?? EMPTY,
    length: store ? revealedLength(store.timeS, store.length, revealUntilS) : 0,
    durationS,
    cursorS,
    onCursor,
    epochs,
    version,
    fitY,
  };
  const views: Record<ChartName, ReactElement> = {
    throughput: (
      <div key="throughput" style={{ ['--chart-height' as string]: charts.length === 1 ? '420px' : '175px' }}>
        <TimeSeriesChart
          title="Throughput per subflow"
          description={
            CHART_DESCRIPTIONS.throughput +
            (smoothing ? ` Smoothed: each point is the mean of the ${SMOOTH_WINDOW_S} s before it.` : '') +
            (equilibrium ? ` ${equilibrium.note}` : '')
          }
          yLabel="Throughput (Mbps)"
          series={routes}
          levels={equilibrium?.levels}
          {...throughput}
          {...common}
          notes={notes.throughput}
        />
      </div>
    ),
    capacity: (
      <div key="capacity" style={{ ['--chart-height' as string]: charts.length === 1 ? '420px' : '100px' }}>
        <TimeSeriesChart
          title="Channel capacities"
          description={CHART_DESCRIPTIONS.capacity}
          yLabel="Cap. (Mbps)"
          series={capacities}
          {...capacity}
          {...common}
          notes={notes.capacity}
        />
      </div>
    ),
    aggregate: (
      <div key="aggregate" style={{ ['--chart-height' as string]: charts.length === 1 ? '420px' : '100px' }}>
        <TimeSeriesChart
          title={aggregateTitle}
          description={CHART_DESCRIPTIONS.aggregate}
          yLabel="Sum (Mbps)"
          series={groupSeries}
          stacked
          {...aggregate}
          {...common}
          notes={notes.aggregate}
        />
      </div>
    ),
  };
  return (
    <div className="charts-column">
      {charts.map((name) => (
        <div key={name} className="chart-slot">
          <div className="chart-export">
            {name === 'throughput' && canSmooth && (
              <button
                type="button"
                aria-pressed={smooth}
                title={`Show each subflow's mean over the last ${SMOOTH_WINDOW_S} s (a packet run's samples jump with every loss)`}
                onClick={() => setSmooth(!smooth)}
              >
                Smooth
              </button>
            )}
            {onFitY && name !== 'aggregate' && (
              <button
                type="button"
                aria-pressed={fitY}
                title="Fit the y axes to the series shown (they then do not start at zero)"
                onClick={() => onFitY(!fitY)}
              >
                Fit y
              </button>
            )}
            <button
              type="button"
              aria-label={`Save the ${name} chart as SVG`}
              onClick={(e) => saveSvg(e.currentTarget, name)}
            >
              SVG
            </button>
            <button
              type="button"
              aria-label={`Save the ${name} chart as PNG`}
              onClick={(e) => void savePng(e.currentTarget, name)}
            >
              PNG
            </button>
          </div>
          {views[name]}
          {onAddNote && onRemoveNote && (
            <NoteControls
              chart={name}
              notes={notes[name]}
              cursorS={cursorS}
              onAdd={onAddNote}
              onRemove={onRemoveNote}
            />
          )}
        </div>
      ))}
      <PacketCharts store={store} time={common} />
    </div>
  );
}

/** The chart figure in the slot of an export button. */
function figureOf(button: HTMLElement): HTMLElement | null {
  return button.closest('.chart-slot')?.querySelector<HTMLElement>('.ts-chart') ?? null;
}

/** Saves the chart of `button`'s slot as `<name>.svg` (vector lines). */
function saveSvg(button: HTMLElement, name: string): void {
  const figure = figureOf(button);
  if (figure) download(`${name}.svg`, chartSvg(figure), 'image/svg+xml');
}

/** Saves the chart of `button`'s slot as `<name>.png`. */
async function savePng(button: HTMLElement, name: string): Promise<void> {
  const figure = figureOf(button);
  if (figure) download(`${name}.png`, await chartPng(figure));
}

/** The stacked chart's title: the convoy paper's "WiFi and satellite" when those are its groups. */
function stackedTitle(store: RunStore | null): string {
  const first = store?.layout.sources[0]?.id;
  const groups = new Set(store?.layout.routes.filter((r) => r.source === first).map((r) => r.group) ?? []);
  const convoy = [...groups].every((g) => g === 'wifi' || g === 'satellite');
  return convoy ? 'WiFi and satellite, stacked (top: total)' : 'By path group and source, stacked (top: total)';
}
