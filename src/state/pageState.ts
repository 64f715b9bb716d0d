/**
 * The shape of the page store's state (src/state/pageStore.ts): the scenario's history, what the
 * page shows of it (the view) and the latest run. One immutable object: every action returns a
 * new one, and a part that did not change keeps its identity, so a selector can compare by `===`.
 */
import type { ScenarioGeometry } from '../geometry/geometry';
import type { Scenario } from '../scenario/types';
import type { LessonDraft } from '../lesson/draft';
import type { ChartBand } from '../charts/types';
import type { PendingImport } from '../realdata/openFile';
import type { History } from './history';
import type { CostGate } from './useCostGate';
import { IDLE_SOLVE, type SolveState } from './useSolver';
import { DEFAULT_PRESENT_CHART, type PresentChart } from './presentChart';

/** What a click on the map does. */
export type MapTool = 'select' | 'add-station' | 'draw-polyline' | 'draw-freehand';

/** The map's tile source: a URL template ('' for the planar-metre grid) and its attribution, plain text. */
export interface PageTiles {
  url: string;
  attribution: string;
}

/** Another tab saved a different scenario: keep this tab's work or load theirs. */
export interface TabConflict {
  /** Writes this tab's scenario back as the saved one. */
  keepMine(): void;
  /** Loads the other tab's scenario here (undoable). */
  loadTheirs(): void;
}

/** What the page shows of the scenario, and how. */
export interface PageView {
  /** The time cursor, seconds, within [0, the scenario's duration]. */
  cursorS: number;
  /** True while playback advances the cursor (src/state/playbackClock.ts). */
  playing: boolean;
  /** Playback speed, simulated seconds per real second. */
  speed: number;
  selectedStationId: string | null;
  /** The panel shown under the map on a small screen ('network', 'station', 'convoy', 'channels'). */
  panelTab: string;
  tool: MapTool;
  tiles: PageTiles;
  /** The presenter view: the map and one large chart, large type and thick lines, the rest folded away (src/present/). */
  presenting: boolean;
  /** The presenter view's chart (keys 1-4). */
  presentChart: PresentChart;
  /** The presenter view shows the lesson card (key L). */
  presentLesson: boolean;
  /** Chart series hidden from the legend (`chart:name`). */
  hiddenSeries: ReadonlySet<string>;
  /** Series a lesson highlights. */
  highlighted: readonly string[];
  /** The charts' y axes fitted to the data (a lesson's `fitY` or the "Fit y" button). */
  fitY: boolean;
  /** True while a station or vertex is dragged on the map (autosave waits, runs replace each other). */
  dragging: boolean;
  /** Problems of the last opened file, until dismissed. */
  fileProblems: readonly string[];
  /** The start notice (the page was opened with one) is still shown. */
  noticeOpen: boolean;
  /** The loaded lesson has been played to its end (the charts show the whole run again). */
  lessonFinished: boolean;
  /**
   * The latest time the cursor may reach while a lesson runs: what its steps have played so far, so
   * a student cannot scrub past a question to its answer. Infinity when no lesson holds the clock.
   */
  lessonLimitS: number;
  /** The 1-based numbers of the lesson steps that have been answered and played (their notes show). */
  lessonPlayedSteps: ReadonlySet<number>;
  /** Why the last pasted share link could not be opened, or null. */
  linkProblem: string | null;
  /** Why the last autosave failed, or null. */
  saveProblem: string | null;
  /** Another tab replaced the saved scenario, or null. */
  tabConflict: TabConflict | null;
  /** The lesson builder is shown. */
  builderOpen: boolean;
  /** The lesson being written in the builder (kept while the builder is closed), or null. */
  lessonDraft: LessonDraft | null;
  /** A band the throughput chart shades while a verdict shows ("Stay about the same"), or null. */
  verdictBand: ChartBand | null;
  /** A file of real data waiting in the import dialog (src/realdata/), or null. */
  pendingImport: PendingImport | null;
}

/** The latest run of the scenario and what gates it, as the solver bridge puts them. */
export interface PageRun {
  /**
   * The solver's result and status (src/state/useSolver.ts). A new object whenever the run store
   * grows or completes (`version`); the run store itself is filled in place, so a part that shows
   * its contents selects `solve`, not `solve.store`.
   */
  solve: SolveState;
  /** The cost gate of the current scenario, or null before the bridge's first report. */
  gate: CostGate | null;
  /** Paths and positions for the map, or null while not computed (or held, or invalid). */
  geometry: ScenarioGeometry | null;
  /** Why the page's own solver instance could not be loaded, or null. */
  loadProblem: string | null;
}

/** Everything the page shows, in one immutable object. */
export interface PageState {
  history: History;
  /**
   * The link locks editing (`lock=1`, `lesson=1`; fixed at start). Read the live lock with
   * `selectEditingLocked` (pageSelectors.ts): this or `classLocked`.
   */
  locked: boolean;
  /** A class locks editing: a student's page, until the teacher lets them explore (live). */
  classLocked: boolean;
  /** The one station the current lesson step lets a locked student drag (its `unlock`), or null. */
  unlockedStation: string | null;
  /** What Reset loads: the preset the page opened with, or the last one chosen in the gallery. */
  resetTarget: Scenario;
  view: PageView;
  run: PageRun;
}

/** A run before anything was solved. */
export const NO_RUN: PageRun = {
  solve: IDLE_SOLVE,
  gate: null,
  geometry: null,
  loadProblem: null,
};

/** The view of a page that has just opened (every field can be overridden). */
export function initialView(view: Partial<PageView> = {}): PageView {
  return {
    cursorS: 0,
    playing: false,
    speed: 16,
    selectedStationId: null,
    panelTab: 'network',
    tool: 'select',
    tiles: { url: '', attribution: '' },
    presenting: false,
    presentChart: DEFAULT_PRESENT_CHART,
    presentLesson: true,
    hiddenSeries: new Set(),
    highlighted: [],
    fitY: false,
    dragging: false,
    fileProblems: [],
    noticeOpen: true,
    lessonFinished: false,
    lessonLimitS: Infinity,
    lessonPlayedSteps: new Set(),
    linkProblem: null,
    saveProblem: null,
    tabConflict: null,
    builderOpen: false,
    lessonDraft: null,
    verdictBand: null,
    pendingImport: null,
    ...view,
  };
}
