/**
 * The presenter view's top bar: the scenario's title, one button per chart (keys 1-4), the lesson
 * card's switch (key L: the lesson player and the "Watch for" card, when the scenario has either)
 * and the switch that leaves (Esc). Everything else
 * of the top bar (tools, files, the run's status details) is folded away while presenting.
 */
import type { ReactNode } from 'react';
import { hasLesson } from '../lesson/format';
import { selectScenario } from '../state/pageSelectors';
import { usePageStore, useValue } from '../state/usePageStore';
import { PRESENT_CHARTS, type PresentChart } from '../state/presentChart';
import { PresentButton } from './PresentButton';

/** The presenter view's top bar; `status` is the run's status line (only its progress bar and problems show). */
export function PresentBar({ status }: { status: ReactNode }) {
  const store = usePageStore();
  const scenario = useValue(selectScenario);
  const chart = useValue((s) => s.view.presentChart);
  const lessonShown = useValue((s) => s.view.presentLesson);
  const engine = scenario.solver?.engine ?? 'fluid';
  // What L shows or hides: the lesson (its player and its "Watch for" card), or a preset's "Watch for" card.
  const card = hasLesson(scenario) ? 'Lesson' : typeof scenario.meta?.watchFor === 'string' ? 'Watch for' : null;
  return (
    <header className="topbar present-bar">
      {/* A lesson's card under the bar names it: the bar says only "Lesson", so the chart keeps its height. */}
      <h1 className="present-title">{card === 'Lesson' && lessonShown ? 'Lesson' : (scenario.title ?? '')}</h1>
      <div className="present-charts" role="group" aria-label="Chart shown">
        {PRESENT_CHARTS.map((c, k) => (
          <button
            key={c}
            type="button"
            aria-pressed={c === chart}
            aria-keyshortcuts={String(k + 1)}
            onClick={() => store.setPresentChart(c)}
          >
            <kbd>{k + 1}</kbd> {presentChartLabel(c, engine)}
          </button>
        ))}
      </div>
      {card && (
        <button type="button" aria-pressed={lessonShown} aria-keyshortcuts="L" onClick={store.togglePresentLesson}>
          <kbd>L</kbd> {card}
        </button>
      )}
      <PresentButton />
      {status}
    </header>
  );
}

/** The words of a chart's button, for a run of `engine` (the fourth: a packet run's windows, a fluid run's diagram). */
function presentChartLabel(chart: PresentChart, engine: 'fluid' | 'packet'): string {
  switch (chart) {
    case 'throughput':
      return 'Throughput';
    case 'capacity':
      return 'Capacity';
    case 'aggregate':
      return 'Aggregate';
    case 'detail':
      return engine === 'packet' ? 'Windows' : 'Network';
  }
}
