/**
 * Split view of a comparison: the playground's charts once per controller, as small multiples
 * (side by side when there is room, else stacked). A series hidden in one is hidden in all.
 */
import { useToggleSet } from '../charts/useToggleSet';
import { ChartsColumn } from '../charts/ChartsColumn';
import { CHART_NAMES } from '../charts/chartNames';
import type { RunStore } from '../store/runStore';
import { VARIANT_COLOURS } from './overlaySeries';

/** One controller's run as the split view needs it. */
export interface SplitRun {
  label: string;
  store: RunStore | null;
  version: number;
}

/** The charts of every run of `runs`, one column each. */
export function SplitCharts({
  runs,
  cursorS,
  onCursor,
}: {
  runs: SplitRun[];
  cursorS: number;
  onCursor(tS: number): void;
}) {
  const [hidden, toggle] = useToggleSet();
  return (
    <div className="compare-split" style={{ ['--split-columns' as string]: String(Math.min(runs.length, 2)) }}>
      {runs.map((run, k) => (
        <section key={run.label} className="compare-split-run" aria-label={`Charts of ${run.label}`}>
          <h3 style={{ borderBottomColor: VARIANT_COLOURS[k % VARIANT_COLOURS.length] }}>{run.label}</h3>
          <ChartsColumn
            store={run.store}
            version={run.version}
            geometry={null}
            cursorS={cursorS}
            onCursor={onCursor}
            charts={CHART_NAMES}
            hiddenSeries={hidden}
            onToggleSeries={toggle}
          />
        </section>
      ))}
    </div>
  );
}
