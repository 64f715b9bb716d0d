/**
 * The page's charts, read from the page store: the single run's (ChartsColumn) or, when the
 * scenario compares controllers, the comparison's (CompareView). A lesson always shows the single
 * run's: its questions name their curves.
 */
import { ChartsColumn } from '../charts/ChartsColumn';
import { CompareView } from '../compare/CompareView';
import { isComparing } from '../compare/defaults';
import { hasLesson } from '../lesson/format';
import { useEquilibrium } from '../state/useEquilibrium';
import { selectCursorS, selectScenario, selectScenarioJson } from '../state/pageSelectors';
import { usePageStore, useValue } from '../state/usePageStore';
import { useLessonReveal } from '../lesson/ui/useLessonReveal';
import { usePageConfig } from '../state/pageConfig';

/** The charts of the page's scenario; notes are added unless the lesson is locked. */
export function ChartsRegion() {
  const store = usePageStore();
  const { lesson } = usePageConfig();
  const scenario = useValue(selectScenario);
  const scenarioJson = useValue(selectScenarioJson);
  const solve = useValue((s) => s.run.solve);
  const geometry = useValue((s) => s.run.geometry);
  const cursorS = useValue(selectCursorS);
  const hiddenSeries = useValue((s) => s.view.hiddenSeries);
  const highlighted = useValue((s) => s.view.highlighted);
  const fitY = useValue((s) => s.view.fitY);
  const lessonRunning = useValue((s) => hasLesson(s.history.present) && !s.view.lessonFinished);
  // While a lesson runs the charts show only the time played so far.
  const revealUntilS = useLessonReveal(lessonRunning, cursorS);
  const playedSteps = useValue((s) => s.view.lessonPlayedSteps);
  const equilibrium = useEquilibrium({
    ...{ geometry, store: solve.store, scenarioJson, cursorS },
    enabled: revealUntilS === Infinity && !isComparing(scenario),
  });
  if (isComparing(scenario) && !hasLesson(scenario)) {
    return (
      <CompareView
        scenario={scenario}
        scenarioJson={scenarioJson}
        comparison={scenario.comparison}
        dispatch={store.dispatchEdit}
        cursorS={cursorS}
        onCursor={store.setCursorS}
      />
    );
  }
  return (
    <ChartsColumn
      store={solve.store}
      version={solve.version}
      equilibrium={equilibrium}
      cursorS={cursorS}
      onCursor={store.setCursorS}
      charts={lesson.charts}
      hiddenSeries={hiddenSeries}
      onToggleSeries={store.toggleSeries}
      highlightedSeries={highlighted}
      revealUntilS={revealUntilS}
      playedSteps={playedSteps}
      fitY={fitY}
      onFitY={store.setFitY}
      annotations={scenario.annotations}
      onAddNote={lesson.locked ? undefined : (annotation) => store.dispatchEdit({ type: 'addAnnotation', annotation })}
      onRemoveNote={(index) => store.dispatchEdit({ type: 'removeAnnotation', index })}
    />
  );
}
