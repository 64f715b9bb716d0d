/**
 * What the cost gate says when it holds a run: what the run would cost, against which limits, and
 * the ways on: apply a suggested sample interval or duration (an undoable edit), or run it anyway
 * in the background, with a progress bar and Cancel.
 */
import { useState } from 'react';
import type { ScenarioAction } from '../state/actions';
import type { Scenario } from '../scenario/types';
import type { CostGate } from '../state/useCostGate';
import type { SolveStatus } from '../state/useSolver';
import { applySuggestion, formatBytes, formatMs, type GateVerdict } from '../state/costGate';
import { ProgressBar } from '../ui/ProgressBar';

/** The button text of each kind of suggestion. */
const SUGGESTION_LABEL = {
  'solver.sampleEveryS': 'Use the suggested sample interval',
  'solver.durationS': 'Use the suggested duration',
} as const;

/** The gate's panel: nothing while runs go ahead within the limits. */
export function CostGatePanel({
  gate,
  status,
  scenario,
  dispatch,
}: {
  gate: CostGate;
  /** The main run's status (the progress of a run started anyway). */
  status: SolveStatus;
  scenario: Scenario;
  dispatch(action: ScenarioAction): void;
}) {
  // Where a run started anyway was cancelled, said only while the scenario is the same.
  const [cancelled, setCancelled] = useState<{ at: string; verdict: GateVerdict } | null>(null);
  const { verdict } = gate;
  if (verdict?.kind !== 'over') return null;
  const durationS = scenario.solver.durationS;
  if (gate.approved) {
    if (status.kind !== 'running') return null;
    const fraction = Math.min(1, status.timeS / durationS);
    return (
      <section className="cost-gate running" aria-label="Run in the background" data-testid="cost-gate">
        <span>
          Running anyway in the background: {(fraction * 100).toFixed(0)} % ({status.timeS.toFixed(0)} / {durationS} s)
        </span>
        <ProgressBar label="Background run progress" fraction={fraction} />
        <button
          type="button"
          onClick={() => {
            setCancelled({ at: `${status.timeS.toFixed(0)} / ${durationS} s`, verdict });
            gate.cancel();
          }}
        >
          Cancel
        </button>
      </section>
    );
  }
  const { figures, limits } = verdict;
  const together = figures.runs > 1 ? ` (${figures.runs} controllers together)` : '';
  return (
    <section className="cost-gate" role="alert" aria-label="Run not started" data-testid="cost-gate">
      <p>
        <strong>Not started: this run is too big for the page.</strong> It would take about {formatMs(figures.solveMs)}{' '}
        to solve and hold {formatBytes(figures.sampleBytes)} of samples{together}, and the map would draw{' '}
        {figures.drawnPoints.toLocaleString('en-US')} points; the page allows {formatMs(limits.solveMs)},{' '}
        {formatBytes(limits.sampleBytes)} and {limits.drawnPoints.toLocaleString('en-US')} points.
        {cancelled?.verdict === verdict && ` The run started anyway was cancelled at ${cancelled.at}.`}
      </p>
      <ul>
        {verdict.over.map((e) => (
          <li key={`${e.what} ${e.field}`}>{e.message}</li>
        ))}
      </ul>
      <div className="cost-gate-actions">
        {verdict.suggestions.map((s) => (
          <button
            key={s.field}
            type="button"
            title={s.message}
            onClick={() => dispatch({ type: 'load', scenario: applySuggestion(scenario, s) })}
          >
            {SUGGESTION_LABEL[s.field]} ({s.value} s)
          </button>
        ))}
        {!verdict.hard && (
          <button type="button" onClick={gate.runAnyway} title="Start it in the background; you can cancel it">
            Run anyway
          </button>
        )}
      </div>
      {verdict.hard ? (
        <p>The solver cannot run it in this browser: change the fields named above.</p>
      ) : (
        verdict.suggestions.length === 0 && (
          <p>No single setting brings it within the limits (the paths are too long).</p>
        )
      )}
    </section>
  );
}
