/**
 * The page store: the scenario's history, the view (cursor, selection, panels, tool, charts) and
 * the latest run, in one immutable state object outside React, changed only by the named actions
 * below. Components read it through `useValue` (src/state/usePageStore.ts); autosave, the link
 * view, the playback clock and the keyboard are subscribers started with the page.
 */
import type { Scenario } from '../scenario/types';
import type { LessonDraft } from '../lesson/draft';
import type { ChartBand } from '../charts/types';
import type { PendingImport } from '../realdata/openFile';
import type { ScenarioAction } from './actions';
import { historyReducer, type HistoryAction } from './history';
import { NO_RUN, type MapTool, type PageRun, type PageState, type PageTiles, type PageView } from './pageState';
import type { PresentChart } from './presentChart';
import { selectEditingLocked } from './editLock';

/** Called after every change of the state. */
export type PageListener = () => void;

/** The cursor's step for the step buttons and arrow keys without Shift, seconds. */
export function cursorStepS(scenario: Scenario): number {
  return scenario.solver.sampleEveryS ?? 0.1;
}

/** The cursor's step with Shift, seconds. */
export const LARGE_STEP_S = 10;

/** The page's state and its actions; see the module comment. */
export class PageStore {
  private state: PageState;
  private readonly listeners = new Set<PageListener>();

  /** A store starting at `state` (see `initialView` and `NO_RUN` for the usual parts). */
  constructor(
    state: Omit<PageState, 'run' | 'classLocked' | 'unlockedStation'> & Partial<PageState> & { run?: PageRun },
  ) {
    this.state = { run: NO_RUN, classLocked: false, unlockedStation: null, ...state };
  }

  /** The current state (a new object after every change, the same one otherwise). */
  getState = (): PageState => this.state;

  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe = (listener: PageListener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  // --- The scenario and its history ---

  /**
   * A user's edit: refused while editing is locked (by the link or the class), but for loading a
   * whole scenario and moving the one station a lesson step unlocks.
   */
  dispatchEdit = (action: ScenarioAction): void => {
    if (selectEditingLocked(this.state) && action.type !== 'load' && !this.unlocks(action)) return;
    this.history({ type: 'edit', action, atMs: performance.now() });
  };

  /** Locks (a student in a class) or unlocks (no class, or exploring after a reveal) editing. */
  setClassLocked = (locked: boolean): void => {
    if (this.state.classLocked !== locked) this.set({ classLocked: locked });
  };

  /** Lets a locked page move station `id` (a lesson step's `unlock`), or nothing (null). */
  setUnlockedStation = (id: string | null): void => {
    if (this.state.unlockedStation !== id) this.set({ unlockedStation: id });
  };

  /** A lesson's own edit (moveStation, setController): goes through even when locked. */
  dispatchLesson = (action: ScenarioAction): void => {
    this.history({ type: 'edit', action, atMs: performance.now() });
  };

  /** Loads a whole scenario (undoable), even in a locked lesson. */
  load = (scenario: Scenario): void => this.dispatchEdit({ type: 'load', scenario });

  /** Loads a preset chosen in the gallery; Reset returns to it from then on. */
  loadPreset = (preset: Scenario): void => {
    this.set({ resetTarget: preset });
    this.load(preset);
  };

  /** Loads the Reset target (undoably). */
  reset = (): void => this.load(this.state.resetTarget);

  /** Undoes the last step (not while editing is locked). */
  undo = (): void => {
    if (!selectEditingLocked(this.state)) this.history({ type: 'undo' });
  };

  /** Redoes the last undone step (not while editing is locked). */
  redo = (): void => {
    if (!selectEditingLocked(this.state)) this.history({ type: 'redo' });
  };

  // --- The time cursor and playback ---

  /** Moves the cursor to `tS` seconds, within [0, the scenario's duration] and a lesson's limit. */
  setCursorS = (tS: number): void => this.view({ cursorS: this.clampS(tS) });

  /** Plays from the cursor (from 0 when the cursor is at the end). */
  play = (): void => {
    const { cursorS, lessonLimitS } = this.state.view;
    // At a lesson's limit there is nothing to play until its next step.
    if (cursorS >= lessonLimitS && lessonLimitS < this.durationS()) return;
    this.view({ playing: true, cursorS: cursorS >= this.durationS() ? 0 : cursorS });
  };

  /** Stops playback where the cursor is. */
  pause = (): void => this.view({ playing: false });

  /** Plays or pauses. */
  togglePlay = (): void => (this.state.view.playing ? this.pause() : this.play());

  /** Stops playback and moves the cursor one sample (`large`: 10 s) forward or back. */
  step = (direction: 1 | -1, large = false): void => {
    const stepS = large ? LARGE_STEP_S : cursorStepS(this.state.history.present);
    this.view({ playing: false, cursorS: this.clampS(this.state.view.cursorS + direction * stepS) });
  };

  /** Sets the playback speed, simulated seconds per real second. */
  setSpeed = (speed: number): void => this.view({ speed });

  // --- What the page shows ---

  /** Selects a station (its panel shows, unless `showPanel` is false) or nothing. */
  selectStation = (id: string | null, showPanel = true): void =>
    this.view(id && showPanel ? { selectedStationId: id, panelTab: 'station' } : { selectedStationId: id });

  /** Shows the panel `id` under the map (on a small screen, one at a time). */
  setPanelTab = (id: string): void => this.view({ panelTab: id });

  /** Chooses what a click on the map does. */
  setTool = (tool: MapTool): void => this.view({ tool });

  /** Sets the map's tiles. */
  setTiles = (tiles: PageTiles): void => this.view({ tiles });

  /** Opens or leaves the presenter view (the map and one large chart). */
  togglePresenting = (): void => this.view({ presenting: !this.state.view.presenting });

  /** Leaves the presenter view (nothing changes when it is not shown). */
  leavePresenting = (): void => this.view({ presenting: false });

  /** Chooses the presenter view's chart. */
  setPresentChart = (chart: PresentChart): void => this.view({ presentChart: chart });

  /** Shows or hides the lesson card in the presenter view. */
  togglePresentLesson = (): void => this.view({ presentLesson: !this.state.view.presentLesson });

  /** Hides a chart series if shown, shows it if hidden. */
  toggleSeries = (key: string): void => {
    const next = new Set(this.state.view.hiddenSeries);
    if (!next.delete(key)) next.add(key);
    this.view({ hiddenSeries: next });
  };

  /** Hides exactly the series `keys`. */
  setHiddenSeries = (keys: Iterable<string>): void => this.view({ hiddenSeries: new Set(keys) });

  /** Highlights the series `names` (a lesson's). */
  setHighlighted = (names: readonly string[]): void => this.view({ highlighted: names });

  /** Fits the charts' y axes to the data, or not. */
  setFitY = (on: boolean): void => this.view({ fitY: on });

  /** Tells the page a drag on the map started or ended. */
  setDragging = (dragging: boolean): void => this.view({ dragging });

  /** Shows (or, with none, dismisses) the problems of an opened file. */
  setFileProblems = (problems: readonly string[]): void => this.view({ fileProblems: problems });

  /** Opens the import dialog with a file of real data, or closes it (null). */
  setPendingImport = (pending: PendingImport | null): void => this.view({ pendingImport: pending });

  /**
   * Applies an import (the scenario with the data in it) as one undoable edit and closes the
   * dialog; refused, like any edit, in a locked lesson.
   */
  applyImport = (scenario: Scenario, what: string): void => {
    if (selectEditingLocked(this.state)) {
      const name = this.state.view.pendingImport?.file.name ?? 'The file';
      this.view({
        pendingImport: null,
        fileProblems: [`${name}: not imported, a lesson in progress takes no imports`],
      });
      return;
    }
    this.dispatchEdit({ type: 'import', scenario, what });
    this.view({ pendingImport: null, fileProblems: [] });
  };

  /** Closes the start notice. */
  dismissNotice = (): void => this.view({ noticeOpen: false });

  /** Records that the loaded lesson has been played to its end (or started again). */
  setLessonFinished = (finished: boolean): void => this.view({ lessonFinished: finished });

  /** Shows or hides the lesson builder (its draft is kept). */
  toggleBuilder = (): void => this.view({ builderOpen: !this.state.view.builderOpen });

  /** Replaces the lesson being written in the builder. */
  setLessonDraft = (draft: LessonDraft | null): void => this.view({ lessonDraft: draft });

  /** Shades `band` on the throughput chart while a verdict shows (null: none). */
  setVerdictBand = (band: ChartBand | null): void => this.view({ verdictBand: band });

  /**
   * Holds the clock for a lesson: the cursor may not pass `limitS` (0 when a lesson starts,
   * Infinity when it is over or lets students skip); the played steps are forgotten when it starts.
   */
  holdLessonClock = (limitS: number): void =>
    this.view({
      lessonLimitS: limitS,
      cursorS: Math.min(this.state.view.cursorS, limitS),
      ...(limitS === 0 ? { lessonPlayedSteps: new Set<number>() } : {}),
    });

  /** Lets a lesson's own step move the cursor up to `tS` (a playTo, a setTime). */
  allowLessonTimeS = (tS: number): void => {
    const limit = this.state.view.lessonLimitS;
    if (limit < tS) this.view({ lessonLimitS: tS });
  };

  /** Records that lesson step `stepNumber` (from 1) has been answered and played. */
  markLessonStepPlayed = (stepNumber: number): void => {
    const played = this.state.view.lessonPlayedSteps;
    if (!played.has(stepNumber)) this.view({ lessonPlayedSteps: new Set([...played, stepNumber]) });
  };

  /** Sets the parts of the view that the subscribers report (link and save problems, a tab conflict). */
  report = (patch: Partial<Pick<PageView, 'linkProblem' | 'saveProblem' | 'tabConflict'>>): void => this.view(patch);

  // --- The run ---

  /** Replaces parts of the run (the solver bridge's report). */
  setRun = (patch: Partial<PageRun>): void => {
    const run = this.state.run;
    if ((Object.keys(patch) as (keyof PageRun)[]).every((k) => patch[k] === run[k])) return;
    this.set({ run: { ...run, ...patch } });
  };

  // --- Internals ---

  /** Whether a locked page still takes `action`: a move of the station the lesson step unlocks. */
  private unlocks(action: ScenarioAction): boolean {
    const id = this.state.unlockedStation;
    return id !== null && action.type === 'moveStation' && action.id === id;
  }

  private durationS(): number {
    return this.state.history.present.solver.durationS;
  }

  private clampS(tS: number): number {
    return Math.min(Math.max(0, tS), this.durationS(), this.state.view.lessonLimitS);
  }

  /** Applies a history action; a scenario without the selected station drops the selection, and
   * a shorter one pulls the cursor into its range. */
  private history(action: HistoryAction): void {
    const history = historyReducer(this.state.history, action);
    if (history === this.state.history) return;
    const scenario = history.present;
    const { selectedStationId, cursorS } = this.state.view;
    const patch: Partial<PageView> = {};
    if (selectedStationId && !(scenario.stations ?? []).some((s) => s.id === selectedStationId))
      patch.selectedStationId = null;
    if (cursorS > scenario.solver.durationS) patch.cursorS = scenario.solver.durationS;
    this.set({ history, view: Object.keys(patch).length ? { ...this.state.view, ...patch } : this.state.view });
  }

  private view(patch: Partial<PageView>): void {
    const view = this.state.view;
    if ((Object.keys(patch) as (keyof PageView)[]).every((k) => patch[k] === view[k])) return;
    this.set({ view: { ...view, ...patch } });
  }

  private set(patch: Partial<PageState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of [...this.listeners]) listener();
  }
}
