/**
 * The page's charts, read from the page store: the single run's (ChartsColumn) or, when the
 * scenario compares controllers, the comparison's (CompareView). A lesson always shows the single
 * run's: its questions name their curves. The presenter view shows one of them (or, as its fourth,
 * a packet run's windows or a fluid run's network diagram; src/present/presentChart.ts).
 */
import { ChartsColumn } from '../charts/ChartsColumn';
import { CompareView } from '../compare/CompareView';
import { isComparing, showsComparison } from '../compare/defaults';
import { useEquilibrium } from '../state/useEquilibrium';
import { selectCursorS, selectLessonRunning, selectScenario, selectScenarioJson } from '../state/pageSelectors';
import { usePageStore, useValue } from '../state/usePageStore';
import { useLessonReveal } from '../lesson/ui/useLessonReveal';
import { usePageConfig } from '../state/pageConfig';
import { useEditingLocked } from '../state/useEditLock';
import { OverCapacityNote, WhyNotFullButton } from '../explain/WhyNotFull';
import { PageDiagram } from '../diagram/PageDiagram';
import type { ChartName } from '../charts/chartNames';
import type { PresentChart } from '../state/presentChart';

/** The charts the presenter view's `chart` shows: the run's charts, and the packet run's (by id). */
function presentedCharts(chart: PresentChart): { charts: ChartName[]; packetCharts: string[] } {
  return chart === 'detail' ? { charts: [], packetCharts: ['window'] } : { charts: [chart], packetCharts: [] };
}

/** The charts of the page's scenario; notes are added unless editing is locked. */
export function ChartsRegion() {
  const store = usePageStore();
  const { lesson } = usePageConfig();
  const locked = useEditingLocked();
  const scenario = useValue(selectScenario);
  const scenarioJson = useValue(selectScenarioJson);
  const solve = useValue((s) => s.run.solve);
  const geometry = useValue((s) => s.run.geometry);
  const cursorS = useValue(selectCursorS);
  const hiddenSeries = useValue((s) => s.view.hiddenSeries);
  const highlighted = useValue((s) => s.view.highlighted);
  const fitY = useValue((s) => s.view.fitY);
  const band = useValue((s) => s.view.verdictBand);
  const lessonRunning = useValue(selectLessonRunning);
  const presenting = useValue((s) => s.view.presenting);
  const presentChart = useValue((s) => s.view.presentChart);
  // While a lesson runs the charts show only the time played so far.
  const revealUntilS = useLessonReveal(lessonRunning, cursorS);
  const playedSteps = useValue((s) => s.view.lessonPlayedSteps);
  const equilibrium = useEquilibrium({
    ...{ geometry, store: solve.store, scenarioJson, cursorS },
    enabled: revealUntilS === Infinity && !isComparing(scenario),
  });
  if (presenting && presentChart === 'detail' && scenario.solver?.engine !== 'packet')
    return <PageDiagram className="present-diagram" />;
  const shown = presenting ? presentedCharts(presentChart) : { charts: lesson.charts, packetCharts: undefined };
  if (showsComparison(scenario)) {
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
      charts={shown.charts}
      packetCharts={shown.packetCharts}
      hiddenSeries={hiddenSeries}
      onToggleSeries={store.toggleSeries}
      highlightedSeries={highlighted}
      revealUntilS={revealUntilS}
      playedSteps={playedSteps}
      fitY={fitY}
      onFitY={store.setFitY}
      throughputBand={band}
      annotations={scenario.annotations}
      onAddNote={
        locked || presenting ? undefined : (annotation) => store.dispatchEdit({ type: 'addAnnotation', annotation })
      }
      onRemoveNote={(index) => store.dispatchEdit({ type: 'removeAnnotation', index })}
      below={{
        throughput: (
          <>
            <OverCapacityNote untilS={revealUntilS} />
            {/* Where the flows settle would answer a running lesson's questions early. */}
            {revealUntilS === Infinity && <WhyNotFullButton />}
          </>
        ),
      }}
    />
  );
}
