/**
 * The playground: the map editor and the live charts side by side, the timeline below, panels
 * for the selected station, the channels and the convoy. Every edit re-solves in the worker.
 */
import { useCallback, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { RegionBoundary } from './RegionBoundary';
import type { ScenarioAction } from '../state/actions';
import { historyReducer, initialHistory } from '../state/history';
import type { Scenario } from '../scenario/types';
import type { LinkView } from '../share/linkCodec';
import { useSolver } from '../state/useSolver';
import { useGeometry, useSolverLoadProblem } from '../state/useGeometry';
import { MapView } from '../map/MapView';
import type { MapTool } from '../map/types';
import { TOOLS } from './mapTools';
import { usePlayback } from '../timeline/usePlayback';
import { Timeline } from '../timeline/Timeline';
import { StationPanel } from '../panel/StationPanel';
import { ChannelsPanel } from '../panel/ChannelsPanel';
import { ConvoyPanel } from '../panel/ConvoyPanel';
import { ChartsColumn } from '../charts/ChartsColumn';
import { useToggleSet } from '../charts/useToggleSet';
import { StatusLine } from './StatusLine';
import { FileMenu } from './FileMenu';
import { ShareButton } from './ShareButton';
import { PresetGallery } from './PresetGallery';
import './a11y.css';
import { LessonBuilder } from './LessonBuilder';
import { lessonFromQuery } from './lessonParams';
import { useLessonPlayback } from './useLessonPlayback';
import { readQueryParams } from './queryParams';
import { useLinkView } from './linkView';
import { carryingSummary } from './summaryText';
import { stationColours } from './colours';
import { useKeyboardShortcuts } from './useKeyboardShortcuts';
import { useAutosave } from './useAutosave';
import { TabConflictNotice } from './TabConflictNotice';
import { NetworkDiagram } from '../diagram/NetworkDiagram';
import { CompareToggle } from '../compare/CompareToggle';
import { CompareView } from '../compare/CompareView';
import { isComparing } from '../compare/defaults';
import { isolate } from '../scenario/userText';
import { RunHoldContext, useCostGate } from '../state/useCostGate';
import { CostGatePanel } from './CostGate';
import { LessonPlayer, useLessonTarget } from './LessonPlayer';
import { hasLesson } from '../lesson/format';
import { AboutPanel } from './AboutPanel';
import { LessonCard } from './LessonCard';
import { MapLegend } from '../map/MapLegend';

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
  const [history, dispatchHistory] = useReducer(historyReducer, null, () => initialHistory(initial, startSteps));
  const [hiddenSeries, toggleSeries, setHiddenSeries] = useToggleSet();
  const [resetTarget, setResetTarget] = useState(preset);
  const scenario = history.present;
  // A locked lesson takes no edits (a shared link may still load a whole scenario).
  const dispatch = useCallback(
    (action: ScenarioAction) =>
      (!lesson.locked || action.type === 'load') && dispatchHistory({ type: 'edit', action, atMs: performance.now() }),
    [lesson.locked],
  );
  // A lesson's own edits (moveStation, setController) go through even when it is locked.
  const dispatchLesson = useCallback(
    (action: ScenarioAction) => dispatchHistory({ type: 'edit', action, atMs: performance.now() }),
    [],
  );
  const [highlighted, setHighlighted] = useState<string[]>([]);
  const undo = useCallback(() => !lesson.locked && dispatchHistory({ type: 'undo' }), [lesson.locked]);
  const redo = useCallback(() => !lesson.locked && dispatchHistory({ type: 'redo' }), [lesson.locked]);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const [tool, setTool] = useState<MapTool>('select');
  const [tiles, setTiles] = useState(() => ({
    url: query.values.tiles ?? '',
    attribution: query.values.attribution ?? '',
  }));
  const [selected, setSelected] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
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
  const viewTarget = useMemo(
    () => ({ setCursorS: playback.setTime, setHiddenSeries }),
    [playback.setTime, setHiddenSeries],
  );
  const loadLink = useCallback((linked: Scenario) => dispatch({ type: 'load', scenario: linked }), [dispatch]);
  const linkProblem = useLinkView(startView, viewTarget, loadLink);
  useKeyboardShortcuts(playback, { undo, redo });
  useLessonPlayback(lesson, playback, solve.status.kind === 'done');
  const lessonTarget = useLessonTarget({
    playback,
    store: solve.store,
    setHiddenSeries,
    setHighlighted,
    selectStation: setSelected,
    dispatchLesson,
  });

  const station = (scenario.stations ?? []).find((s) => s.id === selected) ?? null;
  useEffect(() => {
    if (selected && !station) setSelected(null);
  }, [selected, station]);
  const colours = useMemo(() => stationColours(scenario), [scenario]);
  const onToolDone = useCallback(() => setTool('select'), []);
  const platform = scenario.platforms?.[0];
  const summary = solve.store ? carryingSummary(solve.store, playback.timeS) : gate.held ? 'Not started' : 'Solving…';
  // Without stations and platforms there is nothing to map: the network diagram takes the map's place.
  const geographic = (scenario.stations ?? []).length > 0 || (scenario.platforms ?? []).length > 0;
  const diagramProps = {
    layout: solve.store?.layout ?? null,
    store: solve.store,
    cursorS: playback.timeS,
    version: solve.version,
  };

  const problems = [
    linkProblem ?? notice ?? saveProblem,
    ...lesson.problems,
    ...solve.warnings.map((w) => `Solver warning: ${w}`),
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
  return (
    <div className={`playground${lesson.locked ? ' locked' : ''}${hide.has('map') ? ' no-map' : ''}`}>
      <header className="topbar">
        <h1>Multipath Playground</h1>
        <span className="scenario-title">{scenario.title}</span>
        <AboutPanel />
        {!lesson.locked && (
          <PresetGallery
            onLoad={(loaded) => {
              setResetTarget(loaded);
              dispatch({ type: 'load', scenario: loaded });
            }}
          />
        )}
        {!lesson.locked && <CompareToggle scenario={scenario} dispatch={dispatch} />}
        {!lesson.locked && <LessonBuilder scenario={scenario} cursorS={playback.timeS} hiddenSeries={hiddenSeries} />}
        {!hide.has('tools') && (
          <>
            {/* Without geography the network diagram stands in for the map, and the map tools have nothing to act on. */}
            {geographic && (
              <div className="tools" role="toolbar" aria-label="Map tools">
                {TOOLS.map((t) => (
                  <button key={t.tool} type="button" aria-pressed={tool === t.tool} onClick={() => setTool(t.tool)}>
                    {t.label}
                  </button>
                ))}
              </div>
            )}
            <div className="tools" role="toolbar" aria-label="History">
              <button type="button" onClick={undo} disabled={history.past.length === 0} title="Undo (Ctrl+Z)">
                Undo
              </button>
              <button type="button" onClick={redo} disabled={history.future.length === 0} title="Redo (Ctrl+Shift+Z)">
                Redo
              </button>
              <button
                type="button"
                onClick={() => dispatch({ type: 'load', scenario: resetTarget })}
                title={`Reset to the preset ${isolate(resetTarget.title)} (undoable)`}
              >
                Reset
              </button>
            </div>
          </>
        )}
        {!hide.has('files') && (
          <>
            <ShareButton scenario={scenario} cursorS={playback.timeS} hiddenSeries={hiddenSeries} />
            <FileMenu
              scenario={scenario}
              store={solve.store}
              onImport={(imported) => dispatch({ type: 'load', scenario: imported })}
              onProblems={setFileProblems}
            />
          </>
        )}
        <StatusLine
          status={solve.status}
          durationS={durationS}
          store={solve.store}
          timing={solve}
          loadProblem={solverLoadProblem}
        />
      </header>
      <div role={problems.length || fileProblems.length ? 'alert' : undefined} className="notice">
        {problems.join(' · ')}
        {fileProblems.length > 0 && (
          <>
            The file was not loaded (your scenario is unchanged):
            <ul>
              {fileProblems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
            <button type="button" onClick={() => setFileProblems([])}>
              Dismiss
            </button>
          </>
        )}
        <CostGatePanel gate={gate} status={solve.status} scenario={scenario} dispatch={dispatch} />
      </div>
      <TabConflictNotice conflict={tabConflict} />
      <LessonCard scenario={scenario} />
      {hasLesson(scenario) && (
        <LessonPlayer
          key={scenario.lesson.title}
          lesson={scenario.lesson}
          steps={query.values.steps}
          target={lessonTarget}
        />
      )}
      <main className="workspace">
        {!hide.has('map') && (
          <div className="map-column">
            <div className="map-frame">
              {guard(
                'map',
                geographic ? (
                  <MapView
                    scenario={scenario}
                    geometry={geometry}
                    timeS={playback.timeS}
                    tool={lesson.locked ? 'select' : tool}
                    onToolDone={onToolDone}
                    selectedStationId={selected}
                    onSelectStation={lesson.locked ? () => undefined : setSelected}
                    stationColours={colours}
                    dispatch={dispatch}
                    onSetTime={playback.setTime}
                    onDragging={setDragging}
                    tileUrl={tiles.url || undefined}
                    tileAttribution={tiles.attribution}
                    onTilesChange={lesson.locked ? undefined : (url, attribution) => setTiles({ url, attribution })}
                  />
                ) : (
                  <NetworkDiagram {...diagramProps} />
                ),
              )}
              {geographic && <MapLegend />}
            </div>
            {geographic &&
              guard(
                'network diagram',
                <NetworkDiagram {...diagramProps} heading="Network" className="network-panel" />,
              )}
            {!hide.has('panels') && (
              <div className="panels">
                <h2 className="visually-hidden">Settings</h2>
                {guard(
                  'panels',
                  <>
                    {station && (
                      <StationPanel station={station} dispatch={dispatch} onClose={() => setSelected(null)} />
                    )}
                    {platform && <ConvoyPanel platform={platform} scenario={scenario} dispatch={dispatch} />}
                    <ChannelsPanel channels={scenario.channels ?? []} dispatch={dispatch} />
                  </>,
                )}
              </div>
            )}
          </div>
        )}
        {guard(
          'charts',
          isComparing(scenario) ? (
            <RunHoldContext value={gate.held}>
              <CompareView
                scenario={scenario}
                scenarioJson={scenarioJson}
                comparison={scenario.comparison}
                dispatch={dispatch}
                cursorS={playback.timeS}
                onCursor={playback.setTime}
              />
            </RunHoldContext>
          ) : (
            <ChartsColumn
              store={solve.store}
              version={solve.version}
              geometry={geometry}
              cursorS={playback.timeS}
              onCursor={playback.setTime}
              charts={lesson.charts}
              hiddenSeries={hiddenSeries}
              onToggleSeries={toggleSeries}
              highlightedSeries={highlighted}
              annotations={scenario.annotations}
              onAddNote={lesson.locked ? undefined : (annotation) => dispatch({ type: 'addAnnotation', annotation })}
              onRemoveNote={(index) => dispatch({ type: 'removeAnnotation', index })}
            />
          ),
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
