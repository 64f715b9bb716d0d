/**
 * The Theory dialog's second view: paper 003's Fig 8, how many paths MTCP(alpha, beta) uses at
 * equilibrium for loss probabilities the reader types, from the solver's eqs (16)-(20).
 */
import { useRef, useState } from 'react';
import { loadedMainThreadSolver } from '../state/useGeometry';
import { ScenarioError } from '../solver/wasm';
import { PathsChart } from '../theory/PathsChart';
import { parseLossList, type PathsMap } from '../theory/pathsMap';

/** Fig 8's loss probabilities. */
export const FIG_8_LOSSES = '0.01, 0.02, 0.03, 0.05';

/** Cells per side of the square, less one. */
const STEPS = 50;

function mapFor(text: string): { map: PathsMap } | { errors: string[] } {
  const p = parseLossList(text);
  if (!p) return { errors: [`p: type loss probabilities separated by commas, got "${text}"`] };
  const solver = loadedMainThreadSolver();
  if (!solver) return { errors: ['The solver is still loading; the map follows in a moment.'] };
  try {
    return { map: solver.pathsMap(p, STEPS) };
  } catch (e) {
    if (e instanceof ScenarioError) return { errors: e.errors };
    throw e;
  }
}

/** The form and the map. */
export function PathsView() {
  const [text, setText] = useState(FIG_8_LOSSES);
  const result = mapFor(text);
  const last = useRef<PathsMap | null>(null);
  if ('map' in result) last.current = result.map;
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
      {'errors' in result && (
        <ul role="alert" className="theory-errors">
          {result.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      {last.current && (
        <div className={'errors' in result ? 'theory-stale' : undefined}>
          <PathsChart map={last.current} />
        </div>
      )}
      <p className="theory-note">
        Each cell is the largest N with G<sub>N</sub> &gt; 0 (eq 19 and case 4; cases 1-3 on the edges α = 1 or β = 1),
        the same equilibria the solver's long runs of MTCP reach (checked in <code>solver/tests/equilibria.rs</code>).
      </p>
    </div>
  );
}
