/**
 * Fig 7's trajectories from windows the reader chooses: a click on the direction chart runs the
 * solver's fluid model (loss held at p1, p2, as the figure's) from the windows under the pointer
 * (`Solver.directionTrajectory`, solver/src/theory/direction.rs) and draws its path in solid orange
 * from a dot at the start. At most {@link MAX_CHOSEN} are kept (each is 20 s of 1 ms steps, about a
 * millisecond of the page's solver); a new law clears them.
 */
import { useState } from 'react';
import { computeWith } from './TheoryOutcome';
import type { FieldLaw } from './stability';

/** The chart's square, viewBox units, and its margins. */
export const CHART_SIZE = 300;
export const CHART_PAD = { left: 44, bottom: 36, top: 8, right: 8 };
/** Chosen starts kept at once (the oldest goes first). */
export const MAX_CHOSEN = 8;

/** The windows `[w1, w2]` (packets) at viewBox point `(x, y)` of a chart of side `wMax`, or null outside the square. */
export function windowsAtPoint(x: number, y: number, wMax: number): [number, number] | null {
  const u = (x - CHART_PAD.left) / CHART_SIZE;
  const v = (CHART_PAD.top + CHART_SIZE - y) / CHART_SIZE;
  if (!(u >= 0 && u <= 1 && v >= 0 && v <= 1)) return null;
  return [u * wMax, v * wMax];
}

/** A click's position in the viewBox units of `svg` (the chart is drawn scaled to its box). */
export function viewBoxPoint(svg: SVGSVGElement, clientX: number, clientY: number): { x: number; y: number } {
  const box = svg.getBoundingClientRect();
  const view = svg.viewBox.baseVal;
  const sx = box.width > 0 ? view.width / box.width : 1;
  const sy = box.height > 0 ? view.height / box.height : 1;
  return { x: (clientX - box.left) * sx, y: (clientY - box.top) * sy };
}

/** The chosen runs of one law: each a polyline of windows, its first point the start. */
export function useChosenStarts(law: FieldLaw): {
  runs: Array<Array<[number, number]>>;
  error: string | null;
  choose(w1: number, w2: number): void;
} {
  const key = `${law.p1}|${law.p2}|${law.alpha}|${law.beta}`;
  const [state, setState] = useState<{ key: string; runs: Array<Array<[number, number]>>; error: string | null }>({
    key,
    runs: [],
    error: null,
  });
  const current = state.key === key ? state : { key, runs: [], error: null };
  const choose = (w1: number, w2: number) => {
    const outcome = computeWith((solver) => solver.directionTrajectory(law.p1, law.p2, law.alpha, law.beta, w1, w2));
    if ('value' in outcome) setState({ key, runs: [...current.runs, outcome.value].slice(-MAX_CHOSEN), error: null });
    else setState({ key, runs: current.runs, error: outcome.errors.join(' ') });
  };
  return { runs: current.runs, error: current.error, choose };
}

/** The chosen runs drawn on the chart (`px`, `py` map windows to viewBox units). */
export function ChosenTrajectories({
  runs,
  px,
  py,
}: {
  runs: Array<Array<[number, number]>>;
  px(w1: number): number;
  py(w2: number): number;
}) {
  return (
    <g data-testid="chosen-trajectories">
      {runs.map((t, k) => (
        <g key={k} className="chosen-trajectory">
          <polyline points={t.map(([a, b]) => `${px(a).toFixed(1)},${py(b).toFixed(1)}`).join(' ')} />
          {t[0] ? <circle cx={px(t[0][0])} cy={py(t[0][1])} r={3} /> : null}
        </g>
      ))}
    </g>
  );
}
