/**
 * Split view of a comparison: the playground's charts once per controller, as small multiples
 * (side by side when there is room, else stacked). A series hidden in one is hidden in all.
 */
import { useToggleSet } from '../charts/useToggleSet';
import { ChartsColumn } from '../charts/ChartsColumn';
import { CHART_NAMES } from '../charts/chartNames';
import type { RunStore } from '../store/runStore';
import { VARIANT_COLOURS } from './overlaySeries';
import { useEquilibrium } from '../state/useEquilibrium';

/** One controller's run as the split view needs it. */
export interface SplitRun {
  label: string;
  store: RunStore | null;
  version: number;
}

/** The charts of every run of `runs` (variant k of the comparison in `scenarioJson`), one column each. */
export function SplitCharts({
  runs,
  scenarioJson,
  cursorS,
  onCursor,
}: {
  runs: SplitRun[];
  scenarioJson: string;
  cursorS: number;
  onCursor(tS: number): void;
}) {
  const [hidden, toggle] = useToggleSet();
  return (
    <div className="compare-split" style={{ ['--split-columns' as string]: String(Math.min(runs.length, 2)) }}>
      {runs.map((run, k) => (
        <SplitColumn key={run.label} {...{ run, scenarioJson, cursorS, onCursor, hidden, toggle }} variant={k} />
      ))}
    </div>
  );
}

/** One controller's charts, with its own equilibrium marks at the cursor. */
function SplitColumn({
  run,
  variant,
  scenarioJson,
  cursorS,
  onCursor,
  hidden,
  toggle,
}: {
  run: SplitRun;
  variant: number;
  scenarioJson: string;
  cursorS: number;
  onCursor(tS: number): void;
  hidden: ReadonlySet<string>;
  toggle(key: string): void;
}) {
  const equilibrium = useEquilibrium({
    geometry: null,
    store: run.store,
    scenarioJson,
    variant,
    cursorS,
    enabled: true,
  });
  return (
    <section className="compare-split-run" aria-label={`Charts of ${run.label}`}>
      <h3 style={{ borderBottomColor: VARIANT_COLOURS[variant % VARIANT_COLOURS.length] }}>{run.label}</h3>
      <ChartsColumn
        store={run.store}
        version={run.version}
        equilibrium={equilibrium}
        cursorS={cursorS}
        onCursor={onCursor}
        charts={CHART_NAMES}
        hiddenSeries={hidden}
        onToggleSeries={toggle}
      />
    </section>
  );
}
