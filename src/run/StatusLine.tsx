/** Solver progress and problems, in the top bar, read from the page store. */
import { useLevel } from '../state/useWords';
import { useState } from 'react';
import { useEditingLocked } from '../state/useEditLock';
import { AccuracyCheck } from './AccuracyCheck';
import { selectLessonRunning, selectScenario, selectScenarioJson } from '../state/pageSelectors';
import { useValue } from '../state/usePageStore';
import { capErrors } from '../solver/errorList';
import { ProgressBar } from '../ui/ProgressBar';
import { stabilityNote } from './stability';

/**
 * One line of solver status, with a progress bar while running and the errors when refused, then
 * the accuracy check (not in a locked lesson).
 */
export function StatusLine() {
  const locked = useEditingLocked();
  const scenario = useValue(selectScenario);
  const scenarioJson = useValue(selectScenarioJson);
  const timing = useValue((s) => s.run.solve);
  // Why the page's own solver instance (map geometry, files, links) could not be loaded.
  const loadProblem = useValue((s) => s.run.loadProblem);
  const { status, store } = timing;
  const durationS = scenario.solver.durationS;
  const extra = !locked && <AccuracyCheck scenarioJson={scenarioJson} packet={scenario.solver?.engine === 'packet'} />;
  const progress = status.kind === 'done' ? 1 : status.kind === 'running' ? status.timeS / durationS : 0;
  const notLoaded = loadProblem ?? (status.kind === 'failed' && status.reload ? status.message : null);
  // The alert floats over the top bar's second row (File among it): Close lets the user save their work.
  const [notLoadedClosed, setNotLoadedClosed] = useState(false);
  // A lesson in progress keeps eq (6)'s verdict back: it may answer one of its questions.
  const lessonRunning = useValue(selectLessonRunning);
  const level = useLevel();
  const stability = lessonRunning ? null : stabilityNote(store?.layout ?? null, level);
  return (
    <div className="status">
      <ProgressBar label="Solver progress" fraction={progress} />
      <span
        role="status"
        data-testid="run-status"
        data-first-chunk-ms={timing.firstChunkMs ?? undefined}
        data-complete-ms={timing.completeMs ?? undefined}
        data-completed-runs={timing.completedRuns}
      >
        {status.kind === 'idle' && !notLoaded && 'Loading the solver…'}
        {status.kind === 'idle' && notLoaded && 'Solver not loaded'}
        {status.kind === 'running' && `Solving… ${status.timeS.toFixed(0)} / ${durationS} s`}
        {status.kind === 'done' &&
          (level === 'school'
            ? `Solved ${durationS} s, worked out in your browser`
            : `Solved ${durationS} s (${store?.length ?? 0} samples, ${store?.layout.routes.length ?? 0} subflows) in ${Math.round(status.elapsedMs)} ms`)}
        {status.kind === 'failed' && `Solver failed: ${status.message}`}
        {status.kind === 'held' && 'Not started: over the cost limits'}
      </span>
      {stability && (
        <span
          className={stability.unstable ? 'stability unstable' : 'stability'}
          data-testid="stability"
          title={stability.text}
        >
          {stability.short}
        </span>
      )}
      {extra}
      {notLoaded !== null && !notLoadedClosed && (
        <div role="alert" className="error" data-testid="solver-not-loaded">
          The solver could not be loaded ({notLoaded}). Nothing can be solved, and drawing paths, opening files and
          share links need it too. Check the connection, then{' '}
          <button type="button" onClick={() => location.reload()}>
            Reload
          </button>{' '}
          <button type="button" onClick={() => setNotLoadedClosed(true)}>
            Close
          </button>
        </div>
      )}
      {status.kind === 'invalid' && (
        <div role="alert" className="error">
          This edit is not a valid scenario (the last valid result stays on screen):
          <ul>
            {capErrors(status.errors).map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
