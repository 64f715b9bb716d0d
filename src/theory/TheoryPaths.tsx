/**
 * The Theory dialog's second view: paper 003's Fig 8, how many paths MTCP(alpha, beta) uses at
 * equilibrium for loss probabilities the reader types, from the solver's eqs (16)-(20).
 */
import { useState } from 'react';
import { computeWith, OutcomeView, useLastValue, type Outcome } from './TheoryOutcome';
import { PathsChart } from './PathsChart';
import { parseLossList, type PathsMap } from './pathsMap';

/** Fig 8's loss probabilities. */
export const FIG_8_LOSSES = '0.01, 0.02, 0.03, 0.05';

/** Cells per side of the square, less one. */
const STEPS = 50;

function mapFor(text: string): Outcome<PathsMap> {
  const p = parseLossList(text);
  if (!p) return { errors: [`p: type loss probabilities separated by commas, got "${text}"`] };
  return computeWith((solver) => solver.pathsMap(p, STEPS));
}

/** The form and the map. */
export function PathsView() {
  const [text, setText] = useState(FIG_8_LOSSES);
  const result = mapFor(text);
  const last = useLastValue(result);
  return (
    <div className="theory-view">
      <p>
        Paper 003 §4.1: with a loss probability p<sub>i</sub> on each path, where does MTCP send its traffic once it
        settles? α couples the increase (0: each subflow grows on its own, 1: on the total window), β the decrease.
        Strong coupling in both sends everything over the best path; weaker coupling in either spreads traffic over more
        paths, the better ones carrying more.
      </p>
      <form className="theory-form" onSubmit={(e) => e.preventDefault()} aria-label="Loss probabilities">
        <label className="theory-field">
          Loss probabilities p <input type="text" size={24} value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <button type="button" onClick={() => setText(FIG_8_LOSSES)}>
          Fig 8
        </button>
      </form>
      <OutcomeView outcome={result} last={last} chart={(map) => <PathsChart map={map} />} />
      <p className="theory-note">
        Each cell is the largest N with G<sub>N</sub> &gt; 0 (eq 19 and case 4; cases 1-3 on the edges α = 1 or β = 1),
        the same equilibria the solver's long runs of MTCP reach (checked in <code>solver/tests/equilibria.rs</code>).
      </p>
    </div>
  );
}
