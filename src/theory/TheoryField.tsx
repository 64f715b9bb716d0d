/**
 * The Theory dialog's third view: paper 003's Fig 7, where MTCP's two windows go (eq (15)) for
 * loss rates and couplings the reader sets; full coupling (alpha = beta = 1) is the paper's figure.
 */
import { useState } from 'react';
import { computeWith, OutcomeView, useLastValue, type Outcome } from './TheoryOutcome';
import { DirectionChart } from './DirectionChart';
import type { DirectionField } from './pathsMap';
import type { FieldLaw } from './stability';
import { useChosenStarts } from './chosenStarts';

interface Settings {
  p1: string;
  p2: string;
  alpha: string;
  beta: string;
}

const FIG_7A: Settings = { p1: '0.01', p2: '0.02', alpha: '1', beta: '1' };
const FIG_7B: Settings = { p1: '0.01', p2: '0.01', alpha: '1', beta: '1' };

/** The law a field was computed for (the settings it came from: the last good ones while a field is being typed). */
const laws = new WeakMap<DirectionField, FieldLaw>();
function lawOf(field: DirectionField): FieldLaw {
  return laws.get(field) ?? { p1: NaN, p2: NaN, alpha: NaN, beta: NaN };
}

function fieldFor(s: Settings): Outcome<DirectionField> {
  const law: FieldLaw = { p1: Number(s.p1), p2: Number(s.p2), alpha: Number(s.alpha), beta: Number(s.beta) };
  return computeWith((solver) => {
    const field = solver.directionField(law.p1, law.p2, law.alpha, law.beta);
    laws.set(field, law);
    return field;
  });
}

/** The form and the field. */
export function FieldView() {
  const [s, setS] = useState<Settings>(FIG_7A);
  const result = fieldFor(s);
  const last = useLastValue(result);
  const chosen = useChosenStarts(last ? lawOf(last) : { p1: NaN, p2: NaN, alpha: NaN, beta: NaN });
  const input = (key: keyof Settings, label: string) => (
    <label className="theory-field">
      {label} <input type="text" size={6} value={s[key]} onChange={(e) => setS({ ...s, [key]: e.target.value })} />
    </label>
  );
  return (
    <div className="theory-view">
      <p>
        Two paths with loss rates p1 and p2 (a = 1, b = 1/2, 20 ms round trips): the arrows show where eq (15) moves the
        two windows, the grey lines follow it from several starts and the dashed orange ones are the solver's own runs
        from the same starts, the red marks are where it rests: filled where it is stable (a small push off it dies
        away), hollow where it is unstable (the windows leave it), as the caption under the chart says. Fully coupled (α
        = β = 1), the better path takes everything; with equally good paths any split on the red segment is an
        equilibrium, and where a flow ends depends on where it started: the flappiness of §4.2.
      </p>
      <form className="theory-form" onSubmit={(e) => e.preventDefault()} aria-label="Settings of the direction field">
        {input('p1', 'p1')}
        {input('p2', 'p2')}
        {input('alpha', 'α')}
        {input('beta', 'β')}
        <button type="button" onClick={() => setS(FIG_7A)}>
          Fig 7(a)
        </button>
        <button type="button" onClick={() => setS(FIG_7B)}>
          Fig 7(b)
        </button>
      </form>
      <OutcomeView
        outcome={result}
        last={last}
        chart={(field) => (
          <DirectionChart field={field} law={lawOf(field)} chosen={chosen.runs} onChoose={chosen.choose} />
        )}
      />
      {chosen.error ? <p className="theory-errors">{chosen.error}</p> : null}
      <p className="theory-note">
        The grey trajectories integrate eq (15) itself (RK4, 1 ms steps, 20 s). The orange ones run the solver's fluid
        model from the same windows: its MTCP is the same equation in rates, but it hears of a loss a round trip (20 ms)
        late and steps with forward Euler, so large windows overshoot a little before they turn; both rest on the same
        equilibria (<code>solver/tests/theory.rs</code>, <code>equilibria.rs</code>). Click inside the chart to run the
        solver from the windows there: its path is drawn solid orange from a dot at the start (up to 8 at once).
      </p>
    </div>
  );
}
