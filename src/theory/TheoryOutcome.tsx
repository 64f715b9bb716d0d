/**
 * What the Theory dialog's views share: a closed form computed by the page's solver for the
 * settings typed, where a setting out of range comes back as its field-named errors, and the last
 * good chart that stays on screen, faded, under those errors.
 */
import { useRef, type ReactNode } from 'react';
import { loadedMainThreadSolver } from '../state/useGeometry';
import { ScenarioError, type Solver } from '../solver/wasm';

/** A closed form's value for the settings, or the errors naming what is out of range. */
export type Outcome<T> = { value: T } | { errors: string[] };

/** Computes with the page's solver; a `ScenarioError` (the solver's, or the view's own checks) becomes errors. */
export function computeWith<T>(compute: (solver: Solver) => T): Outcome<T> {
  const solver = loadedMainThreadSolver();
  if (!solver) return { errors: ['The solver is still loading; the chart follows in a moment.'] };
  try {
    return { value: compute(solver) };
  } catch (e) {
    if (e instanceof ScenarioError) return { errors: e.errors };
    throw e;
  }
}

/** The last value an outcome had, kept while the settings are out of range. */
export function useLastValue<T>(outcome: Outcome<T>): T | null {
  const last = useRef<T | null>(null);
  if ('value' in outcome) last.current = outcome.value;
  return last.current;
}

/** The outcome's errors, then the chart of the last good value (faded while there are errors). */
export function OutcomeView<T>({
  outcome,
  last,
  chart,
}: {
  outcome: Outcome<T>;
  last: T | null;
  chart(value: T): ReactNode;
}) {
  return (
    <>
      {'errors' in outcome && (
        <ul role="alert" className="theory-errors">
          {outcome.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      {last !== null && <div className={'errors' in outcome ? 'theory-stale' : undefined}>{chart(last)}</div>}
    </>
  );
}
