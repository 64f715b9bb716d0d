/**
 * "Check accuracy" beside the run status: the scenario run again at half its step by the page's
 * own solver instance (runs estimated over ACCURACY_BUDGET_MS are left to `mpsim accuracy`), and
 * the verdict with the routes that moved most.
 */
import { useEffect, useState } from 'react';
import { loadedMainThreadSolver } from '../state/useGeometry';
import { ScenarioError } from '../solver/wasm';
import { accuracyVerdict } from './accuracyText';

/** The most the two runs may be estimated to take on the page's thread, ms. */
export const ACCURACY_BUDGET_MS = 1500;

type Outcome = { kind: 'report'; text: string; warning: boolean; rows: string[] } | { kind: 'message'; text: string };

/** The button and, once pressed, what the check found (closed by the next edit or ×). */
export function AccuracyCheck({ scenarioJson, packet }: { scenarioJson: string; packet: boolean }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setOutcome(null), [scenarioJson]);
  const run = () => {
    setBusy(true);
    // Let "Checking…" paint before the page's thread is busy.
    setTimeout(() => {
      setBusy(false);
      const solver = loadedMainThreadSolver();
      if (!solver) return setOutcome({ kind: 'message', text: 'The solver is still loading; try again in a moment.' });
      try {
        const cost = solver.cost(scenarioJson);
        // The runs at dt and dt/2 take about three times one run.
        if (3 * cost.solveMs > ACCURACY_BUDGET_MS)
          return setOutcome({
            kind: 'message',
            text: `This scenario would take about ${Math.round((3 * cost.solveMs) / 1000)} s to check here; run "mpsim accuracy" on a saved copy instead.`,
          });
        const report = solver.accuracy(scenarioJson);
        const verdict = accuracyVerdict(report);
        const rows = report.series
          .slice(0, 3)
          .map(
            (s) =>
              `${s.column.replace(/^x:/, '')}: ${s.maxAbsMbps.toPrecision(2)} Mbps (${(100 * s.relative).toPrecision(2)} %)`,
          );
        setOutcome({ kind: 'report', ...verdict, rows });
      } catch (error) {
        setOutcome({
          kind: 'message',
          text: error instanceof ScenarioError ? error.errors.join('; ') : String(error),
        });
      }
    }, 20);
  };
  return (
    <span className="accuracy-check">
      <button
        type="button"
        onClick={run}
        disabled={busy || packet}
        title={
          packet ? 'The packet engine has no integration step to halve' : 'Run again at half the step dt and compare'
        }
      >
        {busy ? 'Checking…' : 'Check accuracy'}
      </button>
      {outcome && (
        <div
          className={outcome.kind === 'report' && outcome.warning ? 'accuracy-result warning' : 'accuracy-result'}
          role="status"
          data-testid="accuracy-result"
        >
          <button
            type="button"
            className="accuracy-close"
            aria-label="Close the accuracy check"
            onClick={() => setOutcome(null)}
          >
            ×
          </button>
          <p>{outcome.text}</p>
          {outcome.kind === 'report' && (
            <ul>
              {outcome.rows.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </span>
  );
}
