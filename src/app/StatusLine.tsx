/** Solver progress and problems, in the top bar. */
import type { SolveStatus } from '../state/useSolver';
import type { RunStore } from '../store/runStore';

/** One line of solver status, with a progress bar while running and the errors when refused. */
export function StatusLine({
  status,
  durationS,
  store,
  timing,
}: {
  status: SolveStatus;
  durationS: number;
  store: RunStore | null;
  timing?: { firstChunkMs: number | null; completeMs: number | null; completedRuns: number };
}) {
  const progress = status.kind === 'done' ? 1 : status.kind === 'running' ? status.timeS / durationS : 0;
  return (
    <div className="status">
      <div
        className="progress"
        role="progressbar"
        aria-label="Solver progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
      >
        <div className="progress-bar" style={{ width: `${progress * 100}%` }} />
      </div>
      <span
        role="status"
        data-testid="run-status"
        data-first-chunk-ms={timing?.firstChunkMs ?? undefined}
        data-complete-ms={timing?.completeMs ?? undefined}
        data-completed-runs={timing?.completedRuns ?? 0}
      >
        {status.kind === 'idle' && 'Loading the solver…'}
        {status.kind === 'running' && `Solving… ${status.timeS.toFixed(0)} / ${durationS} s`}
        {status.kind === 'done' &&
          `Solved ${durationS} s (${store?.length ?? 0} samples, ${store?.layout.routes.length ?? 0} subflows) in ${Math.round(status.elapsedMs)} ms`}
        {status.kind === 'failed' && `Solver failed: ${status.message}`}
      </span>
      {status.kind === 'invalid' && (
        <div role="alert" className="error">
          This edit is not a valid scenario (the last valid result stays on screen):
          <ul>
            {status.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
