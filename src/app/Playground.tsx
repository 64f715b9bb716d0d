/**
 * The playground: the map editor and the live charts side by side, the timeline below, panels
 * for the selected station, the channels and the convoy. Every edit re-solves in the worker.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { RegionBoundary } from './RegionBoundary';
import { useScenarioHistory } from '../state/useScenarioHistory';
import type { Scenario } from '../scenario/types';
import type { LinkView } from '../share/linkCodec';
import { useSolver } from '../state/useSolver';
import { useGeometry, useSolverLoadProblem } from '../state/useGeometry';
import { useEquilibrium } from '../state/useEquilibrium';
import { MapView } from '../map/MapView';
import type { MapTool } from '../map/types';
import { usePlayback } from '../timeline/usePlayback';
import { Timeline } from '../timeline/Timeline';
import { ChartsRegion } from './ChartsRegion';
import { useToggleSet } from '../charts/useToggleSet';
import { StatusLine } from './StatusLine';
import { AccuracyCheck } from './AccuracyCheck';
import { unstableWarning } from './stability';
import './a11y.css';
import { lessonFromQuery } from './lessonParams';
import { useLessonPlayback } from './useLessonPlayback';
import { useLessonReveal } from './useLessonReveal';
import { readQueryParams } from './queryParams';
import { useLinkView } from './linkView';
import { carryingSummary } from './summaryText';
import { stationColours } from './colours';
import { useKeyboardShortcuts } from './useKeyboardShortcuts';
import { useAutosave } from './useAutosave';
import { TabConflictNotice } from './TabConflictNotice';
import { NetworkDiagram } from '../diagram/NetworkDiagram';
import { isComparing } from '../compare/defaults';
import { useCostGate } from '../state/useCostGate';
import { CostGatePanel } from './CostGate';
import { Notices } from './Notices';
import { LessonPlayer, useLessonTarget } from './LessonPlayer';
import { hasLesson } from '../lesson/format';
import { sidePanelTabs } from './sidePanels';
import { TopBar } from './TopBar';
import { TopActions } from './TopActions';
import { LessonCard } from './LessonCard';
import { MapColumn } from './MapColumn';

/** The whole editor for one scenario, showing `startView` (a link's cursor and hidden series) first. */
export function Playground({
  initial,
  preset,
  notice,
  startView = {},
  startSteps = {},
}: {
  initial: Scenario;
  preset: Scenario;
  notice?: string | null;
  startView?: LinkView;
  /** Undo and redo steps to start with (restored from the autosave). */
  startSteps?: { past?: Scenario[]; future?: Scenario[] };
}) {
  // The address query (lesson mode, tiles, workers), read once; see queryParams.ts.
  const query = useMemo(() => readQueryParams(location.search), []);
  const lesson = useMemo(() => lessonFromQuery(query), [query]);
  // A locked lesson takes no edits (a shared link may still load a whole scenario).
  const { history, dispatch, dispatchLesson, undo, redo } = useScenarioHistory(initial, startSteps, lesson.locked);
  const [hiddenSeries, toggleSeries, setHiddenSeries] = useToggleSet();
  const [resetTarget, setResetTarget] = useState(preset);
  const scenario = history.present;
  const [highlighted, setHighlighted] = useState<string[]>([]);
  const [fitY, setFitY] = useState(false);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const [noticeOpen, setNoticeOpen] = useState(true);
  const [tool, setTool] = useState<MapTool>('select');
  const [tiles, setTiles] = useState(() => ({
    url: query.values.tiles ?? '',
    attribution: query.values.attribution ?? '',
  }));
  const [selected, setSelected] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [projector, setProjector] = useState(query.values.projector);
  const [panelTab, setPanelTab] = useState('network');
  // Selecting a station shows its panel (on a small screen, the panels show one at a time).
  const selectStation = useCallback((id: string | null) => {
    setSelected(id);
    if (id) setPanelTab('station');
  }, []);
  // Saved on every committed edit (a drag once, at its end) and when the page hides.
  const loadScenario = useCallback((loaded: Scenario) => dispatch({ type: 'load', scenario: loaded }), [dispatch]);
  const { problem: saveProblem, conflict: tabConflict } = useAutosave(history, dragging, loadScenario);
  const scenarioJson = useMemo(() => JSON.stringify(scenario), [scenario]);
  // Above the cost limits nothing runs (nor is the map's geometry built) until the user says so.
  const gate = useCostGate(scenario, scenarioJson);
  const solve = useSolver(scenarioJson, dragging, query.values.workers, gate.held);
  const geometry = useGeometry(gate.holdGeometry ? null : scenarioJson);
  const solverLoadProblem = useSolverLoadProblem();
  const durationS = scenario.solver.durationS;
  const stepS = scenario.solver.sampleEveryS ?? 0.1;
  const playback = usePlayback(durationS, stepS);
  // The start view, and a share link pasted into the open page (loaded undoably), shown the same way.
  // A lesson opens at its start: it owns the clock, so a link's cursor (a teacher's, at 190 s)
  // would show what its first questions ask about.
  const lessonLoaded = hasLesson(scenario);
  const viewTarget = useMemo(
    () => ({ setCursorS: (tS: number) => !lessonLoaded && playback.setTime(tS), setHiddenSeries }),
    [playback.setTime, setHiddenSeries, lessonLoaded],
  );
  const loadLink = useCallback((linked: Scenario) => dispatch({ type: 'load', scenario: linked }), [dispatch]);
  const linkProblem = useLinkView(startView, viewTarget, loadLink);
  useKeyboardShortcuts(playback, { undo, redo });
  // A lesson owns the clock while it runs: its steps play, the address's autoplay does not.
  const [lessonFinished, setLessonFinished] = useState(false);
  const lessonRunning = hasLesson(scenario) && !lessonFinished;
  useLessonPlayback(lesson, playback, solve.status.kind === 'done' && !hasLesson(scenario));
  const revealUntilS = useLessonReveal(lessonRunning, playback.timeS);
  const equilibrium = useEquilibrium({
    ...{ geometry, store: solve.store, scenarioJson, cursorS: playback.timeS },
    enabled: revealUntilS === Infinity && !isComparing(scenario),
  });
  const lessonTarget = useLessonTarget({
    playback,
    store: solve.store,
    setHiddenSeries,
    setHighlighted,
    setFitY,
    selectStation: setSelected,
    dispatchLesson,
  });

  const station = (scenario.stations ?? []).find((s) => s.id === selected) ?? null;
  useEffect(() => {
    if (selected && !station) setSelected(null);
  }, [selected, station]);
  const colours = useMemo(() => stationColours(scenario), [scenario]);
  const onToolDone = useCallback(() => setTool('select'), []);
  const summary = solve.store ? carryingSummary(solve.store, playback.timeS) : gate.held ? 'Not started' : 'Solving…';
  // Without stations and platforms there is nothing to map: the network diagram takes the map's place.
  const geographic = (scenario.stations ?? []).length > 0 || (scenario.platforms ?? []).length > 0;
  // Diagram text at >= 13 px (its layout's 11 px labels drawn larger), larger still on a projector.
  const diagramZoom = projector ? 1.6 : 1.25;
  const diagramProps = {
    layout: solve.store?.layout ?? null,
    store: solve.store,
    cursorS: playback.timeS,
    version: solve.version,
  };

  const startNotice = noticeOpen ? notice : null;
  const problems = [
    linkProblem ?? startNotice ?? saveProblem,
    ...lesson.problems,
    ...solve.warnings.map((w) => `Solver warning: ${w}`),
    unstableWarning(solve.store?.layout ?? null),
  ].filter((m): m is string => !!m);
  const hide = lesson.hidden;
  // A region that fails to render shows why and a way back; the rest of the page keeps working.
  const guard = (region: string, node: ReactNode) => (
    <RegionBoundary
      region={region}
      resetKey={scenario}
      onUndo={history.past.length ? undo : undefined}
      onLoadDefault={() => dispatch({ type: 'load', scenario: preset })}
    >
      {node}
    </RegionBoundary>
  );
  const topActions = (
    <TopActions
      scenario={scenario}
      dispatch={dispatch}
      locked={lesson.locked}
      lessonRunning={lessonRunning}
      hidden={hide}
      onLoadPreset={(loaded) => {
        setResetTarget(loaded);
        dispatch({ type: 'load', scenario: loaded });
      }}
      cursorS={playback.timeS}
      hiddenSeries={hiddenSeries}
      tiles={tiles}
      edit={{
        geographic,
        tool,
        onTool: setTool,
        canUndo: history.past.length > 0,
        canRedo: history.future.length > 0,
        onUndo: undo,
        onRedo: redo,
        resetTarget,
        onReset: () => dispatch({ type: 'load', scenario: resetTarget }),
      }}
      store={solve.store}
      onFileProblems={setFileProblems}
      projector={projector}
      onProjector={() => setProjector((on) => !on)}
    />
  );
  // Under the map: the network diagram and the panels (side by side, or one at a time on a small screen).
  const panelTabs = sidePanelTabs({
    scenario,
    dispatch,
    station,
    onCloseStation: () => setSelected(null),
    geographic,
    showPanels: !hide.has('panels'),
    diagram: { ...diagramProps, textZoom: diagramZoom },
    geometry,
    guard,
  });
  const rootClass = ['playground', lesson.locked && 'locked', hide.has('map') && 'no-map', projector && 'projector']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={rootClass}>
      <TopBar
        title={scenario.title ?? ''}
        actions={topActions}
        status={
          <StatusLine
            status={solve.status}
            durationS={durationS}
            store={solve.store}
            timing={solve}
            loadProblem={solverLoadProblem}
            extra={
              !lesson.locked && (
                <AccuracyCheck scenarioJson={scenarioJson} packet={scenario.solver?.engine === 'packet'} />
              )
            }
          />
        }
      />
      <Notices
        problems={problems}
        fileProblems={fileProblems}
        onDismissFileProblems={() => setFileProblems([])}
        onDismissNotice={!linkProblem && startNotice ? () => setNoticeOpen(false) : undefined}
      >
        <CostGatePanel gate={gate} status={solve.status} scenario={scenario} dispatch={dispatch} />
      </Notices>
      <TabConflictNotice conflict={tabConflict} />
      <LessonCard scenario={scenario} />
      {hasLesson(scenario) && (
        <LessonPlayer
          key={scenario.lesson.title}
          lesson={scenario.lesson}
          steps={query.values.steps}
          target={lessonTarget}
          onFinishedChange={setLessonFinished}
        />
      )}
      <main className="workspace">
        {!hide.has('map') && (
          <MapColumn
            geographic={geographic}
            panelTabs={panelTabs}
            panelTab={panelTab}
            onPanelTab={setPanelTab}
            map={guard(
              'map',
              geographic ? (
                <MapView
                  scenario={scenario}
                  geometry={geometry}
                  timeS={playback.timeS}
                  tool={lesson.locked ? 'select' : tool}
                  onToolDone={onToolDone}
                  selectedStationId={selected}
                  onSelectStation={lesson.locked ? () => undefined : selectStation}
                  stationColours={colours}
                  dispatch={dispatch}
                  onSetTime={playback.setTime}
                  onDragging={setDragging}
                  tileUrl={tiles.url || undefined}
                  tileAttribution={tiles.attribution}
                  onTilesChange={lesson.locked ? undefined : (url, attribution) => setTiles({ url, attribution })}
                />
              ) : (
                <NetworkDiagram {...diagramProps} textZoom={diagramZoom} />
              ),
            )}
          />
        )}
        {guard(
          'charts',
          <ChartsRegion
            scenario={scenario}
            scenarioJson={scenarioJson}
            held={gate.held}
            dispatch={dispatch}
            locked={lesson.locked}
            column={{
              store: solve.store,
              version: solve.version,
              equilibrium,
              cursorS: playback.timeS,
              onCursor: playback.setTime,
              charts: lesson.charts,
              hiddenSeries,
              onToggleSeries: toggleSeries,
              highlightedSeries: highlighted,
              revealUntilS,
              fitY,
              onFitY: setFitY,
            }}
          />,
        )}
      </main>
      <footer className="bottombar">
        {!hide.has('timeline') &&
          guard('timeline', <Timeline playback={playback} durationS={durationS} stepS={stepS} />)}
        <p className="sr-summary" aria-live="polite" data-testid="carrying-summary">
          {summary}
        </p>
      </footer>
    </div>
  );
}
