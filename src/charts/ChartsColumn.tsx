/**
 * The live charts of a run: throughput per subflow (the paper's lower panels), channel capacities
 * (upper panels of Figs 7, 9, 16) and the WiFi and satellite aggregates stacked (Figs 10, 13, 15, 17;
 * the top of the stack is the total). Each chart keeps its own hidden and highlighted series.
 */
import { useMemo, type ReactElement, type ReactNode } from 'react';
import {
  type ThroughputSeries,
  useAggregateSeries,
  useCapacitySeries,
  useChartTime,
  useThroughputSeries,
} from './useRunSeries';
import { RunChart, type LegendInput } from './RunChart';
import type { ChartBand, ChartEquilibrium } from './types';
import type { RunStore } from '../store/runStore';
import { CHART_DESCRIPTIONS, CHART_NAMES, SCHOOL_CHART_DESCRIPTIONS, type ChartName } from './chartNames';
import { useWords } from '../state/useWords';
import { chartPng } from './exportPng';
import { chartSvg } from './exportSvg';
import { download } from '../share/download';
import { ExportButtons } from './ExportButtons';
import type { Annotation } from '../scenario/types';
import { NoteControls, notesOf } from './ChartNotes';
import { PacketCharts } from './PacketCharts';
import { revealedNotes } from '../lesson/reveal';
import { SMOOTH_WINDOW_S } from './smoothing';
import { MeasureSwitch, measureText } from './MeasureSwitch';

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
  /** While a lesson runs, the steps answered and played: a note of another step stays hidden. */
  playedSteps?: ReadonlySet<number>;
  /** Pins a note (absent: no "Pin a note" controls, e.g. in a locked lesson). */
  onAddNote?(annotation: Annotation): void;
  /** Deletes the note at `index` of the annotations. */
  onRemoveNote?(index: number): void;
  /** What a chart shows under itself (the throughput chart's "Why not 100 %?"). */
  below?: Partial<Record<ChartName, ReactNode>>;
  /** Which of a packet run's charts to show under them (ids of PACKET_CHARTS; default all). */
  packetCharts?: readonly string[];
  /** A band shaded on the throughput chart (a "Stay about the same" verdict), or none. */
  throughputBand?: ChartBand | null;
}

/** The scenario's notes of each chart, those up to `revealUntilS` (a lesson's reveal). */
function useRevealedNotes(
  annotations: readonly Annotation[] | undefined,
  revealUntilS: number,
  playedSteps: ReadonlySet<number> | undefined,
) {
  return useMemo(
    () =>
      Object.fromEntries(
        CHART_NAMES.map((c) => [c, revealedNotes(notesOf(annotations, c), revealUntilS, playedSteps)]),
      ) as Record<ChartName, ReturnType<typeof notesOf>>,
    [annotations, revealUntilS, playedSteps],
  );
}

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
  playedSteps,
  fitY = false,
  onFitY,
  onAddNote,
  onRemoveNote,
  below,
  packetCharts,
  throughputBand,
}: ChartsColumnProps) {
  const notes = useRevealedNotes(annotations, revealUntilS, playedSteps);
  const throughput = useThroughputSeries(store, version);
  const capacities = useCapacitySeries(store);
  const groupSeries = useAggregateSeries(store, version, throughput.measure);
  const shown = measureText(throughput.canChooseMeasure ? throughput.measure : undefined, throughput.smoothing);
  const common = useChartTime(store, { version, revealUntilS, cursorS, onCursor, fitY });
  const aggregateTitle = useMemo(() => stackedTitle(store), [store]);
  const legend: LegendInput = { hiddenKeys: hiddenSeries, onToggle: onToggleSeries, pinned: highlightedSeries };
  const height = (px: string) => (charts.length === 1 ? '420px' : px);
  const { words, descriptions } = useDescriptions();
  const views: Record<ChartName, ReactElement> = {
    throughput: (
      <RunChart
        name="throughput"
        height={height('175px')}
        legend={legend}
        title="Throughput per subflow"
        description={words.text(throughputDescription(throughput, equilibrium, descriptions.throughput))}
        yLabel={shown.yLabel}
        series={throughput.routes}
        legendNote={shown.legendNote}
        levels={equilibrium?.levels}
        {...common}
        band={throughputBand}
        notes={notes.throughput}
      />
    ),
    capacity: (
      <RunChart
        name="capacity"
        height={height('100px')}
        legend={legend}
        title="Channel capacities"
        description={descriptions.capacity}
        yLabel="Cap. (Mbps)"
        series={capacities}
        {...common}
        notes={notes.capacity}
      />
    ),
    aggregate: (
      <RunChart
        name="aggregate"
        height={height('100px')}
        legend={legend}
        title={aggregateTitle}
        description={descriptions.aggregate}
        yLabel="Sum (Mbps)"
        series={groupSeries}
        stacked
        {...common}
        notes={notes.aggregate}
      />
    ),
  };
  return (
    <div className="charts-column">
      {charts.map((name) => (
        <div key={name} className="chart-slot">
          <ChartButtons
            name={name}
            throughput={name === 'throughput' ? throughput : undefined}
            fitY={onFitY && name !== 'aggregate' ? { on: fitY, set: onFitY } : undefined}
          />
          {views[name]}
          {below?.[name]}
          {onAddNote && onRemoveNote && (
            <NoteControls chart={name} notes={notes[name]} {...{ cursorS }} onAdd={onAddNote} onRemove={onRemoveNote} />
          )}
        </div>
      ))}
      <PacketCharts store={store} time={common} only={packetCharts} />
    </div>
  );
}

/** The page's words and the charts' descriptions at its level (at the school level: no ids or equation numbers). */
function useDescriptions() {
  const words = useWords();
  return { words, descriptions: words.school ? SCHOOL_CHART_DESCRIPTIONS : CHART_DESCRIPTIONS };
}

/** The throughput chart's sentence: what it shows (a packet run: which measure), how it is smoothed, and the equilibrium's marks. */
function throughputDescription(
  throughput: ThroughputSeries,
  equilibrium: ChartEquilibrium | undefined,
  base: string = CHART_DESCRIPTIONS.throughput,
): string {
  const { smoothing } = throughput;
  const measure = throughput.canChooseMeasure ? throughput.measure : undefined;
  const measured = measure
    ? ` Shown: ${measure === 'goodput' ? 'goodput, the data each receiver put in order in each sample interval' : 'arrivals, every data packet that reached the receiver (duplicates and packets above a hole included)'}; the Goodput / Arrivals buttons switch.`
    : '';
  const smoothed = smoothing
    ? ` Smoothed: each point is the mean of the ${SMOOTH_WINDOW_S} s before it (the Smooth button shows the samples).`
    : '';
  return base + measured + smoothed + (equilibrium ? ` ${equilibrium.note}` : '');
}

/** A toggle button's state: pressed or not, and how to set it. */
interface Toggle {
  on: boolean;
  set(on: boolean): void;
}

/**
 * The buttons above a chart: the throughput chart's measure and "Smooth" (a packet run's), "Fit y"
 * (when given) and the SVG and PNG exports.
 */
function ChartButtons({ name, throughput, fitY }: { name: ChartName; throughput?: ThroughputSeries; fitY?: Toggle }) {
  return (
    <div
      className={
        throughput?.canChooseMeasure || throughput?.canSmooth ? 'chart-export chart-export-flow' : 'chart-export'
      }
    >
      {throughput?.canChooseMeasure && <MeasureSwitch measure={throughput.measure} set={throughput.setMeasure} />}
      {throughput?.canSmooth && (
        <button
          type="button"
          aria-pressed={throughput.smooth}
          title={`Show each subflow's mean over the last ${SMOOTH_WINDOW_S} s (a packet run's samples jump with every loss)`}
          onClick={() => throughput.setSmooth(!throughput.smooth)}
        >
          Smooth
        </button>
      )}
      {fitY && (
        <button
          type="button"
          aria-pressed={fitY.on}
          title="Fit the y axes to the series shown (they then do not start at zero)"
          onClick={() => fitY.set(!fitY.on)}
        >
          Fit y
        </button>
      )}
      <ExportButtons
        label={(kind) => `Save the ${name} chart as ${kind.toUpperCase()}`}
        save={(kind, button) => (kind === 'svg' ? saveSvg(button, name) : savePng(button, name))}
      />
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
