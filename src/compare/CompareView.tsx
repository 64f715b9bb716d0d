/**
 * Comparison mode, in the charts' place: the settings, the verdict and summary table, and the
 * charts of every controller's run, overlaid or split. Each controller runs in its own worker.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Comparison, Scenario } from '../scenario/types';
import type { ScenarioAction } from '../state/actions';
import { useComparison, type VariantRun } from '../state/useComparison';
import { OverCapacityNotes } from '../explain/WhyNotFull';
import { ComparePanel } from './ComparePanel';
import { CompareTable, type TableColumn } from './CompareTable';
import { OverlayCharts } from './OverlayCharts';
import { SplitCharts } from './SplitCharts';
import { variantLabel } from './defaults';
import { publishComparisonRuns } from './comparisonRuns';
import './compare.css';

interface CompareViewProps {
  scenario: Scenario;
  /** The scenario's JSON (as the solver is given it). */
  scenarioJson: string;
  comparison: Comparison;
  dispatch(action: ScenarioAction): void;
  cursorS: number;
  onCursor(tS: number): void;
}

type ChartMode = 'overlay' | 'split';

/** Why a run has no summary, if it cannot get one. */
function problemOf(run: VariantRun | undefined): string | null {
  if (run?.status.kind === 'invalid') return run.status.errors.join('; ');
  if (run?.status.kind === 'failed') return run.status.message;
  return null;
}

/** The comparison's panel, table and charts. */
export function CompareView({ scenario, scenarioJson, comparison, dispatch, cursorS, onCursor }: CompareViewProps) {
  const labels = useMemo(() => comparison.variants.map(variantLabel), [comparison]);
  const runs = useComparison(scenarioJson, labels);
  const [mode, setMode] = useState<ChartMode>('overlay');
  const columns: TableColumn[] = labels.map((label) => {
    const run = runs.find((r) => r.label === label);
    return { label, summary: run?.summary ?? null, stale: run?.summaryStale ?? false, problem: problemOf(run) };
  });
  // A new list only when the runs or the labels are new (the overlay charts and the CSV export key on it).
  const shown = useMemo(
    () => labels.map((label) => runs.find((r) => r.label === label) ?? { label, store: null, version: 0 }),
    [runs, labels],
  );
  const version = runs.reduce((sum, r) => sum + r.version, 0);
  const overlayRuns = shown;
  // The top bar's "Export CSV" writes every run (a new list whenever a run grew or finished).
  useEffect(() => publishComparisonRuns(overlayRuns), [overlayRuns, version]);
  useEffect(() => () => publishComparisonRuns([]), []);
  return (
    <div className="compare-column">
      <header className="compare-header">
        <h2>Comparing {labels.join(', ')}</h2>
        <button
          type="button"
          className="compare-leave"
          onClick={() => dispatch({ type: 'setComparison', comparison: null })}
        >
          Leave comparison
        </button>
      </header>
      <ComparePanel scenario={scenario} comparison={comparison} dispatch={dispatch} />
      <CompareTable columns={columns} sourceId={comparison.source} />
      <div className="compare-mode" role="radiogroup" aria-label="Charts">
        {(['overlay', 'split'] as const).map((m) => (
          <button key={m} type="button" role="radio" aria-checked={mode === m} onClick={() => setMode(m)}>
            {m === 'overlay' ? 'Overlay' : 'Split'}
          </button>
        ))}
      </div>
      <OverCapacityNotes runs={shown} />
      {mode === 'overlay' ? (
        <OverlayCharts
          runs={overlayRuns}
          version={version}
          sourceId={comparison.source}
          cursorS={cursorS}
          onCursor={onCursor}
          scenarioTitle={scenario.title}
        />
      ) : (
        <SplitCharts runs={shown} scenarioJson={scenarioJson} cursorS={cursorS} onCursor={onCursor} />
      )}
    </div>
  );
}
