// @vitest-environment jsdom
/**
 * Fig 7's trajectories from windows the reader chooses (src/theory/chosenStarts.tsx): a click in
 * the square names the windows under it, the wasm solver runs its fluid model from them, and the
 * chart draws that run from a dot at the start.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ScenarioError, Solver } from '../../src/solver/wasm';
import { DirectionChart } from '../../src/theory/DirectionChart';
import { CHART_PAD, CHART_SIZE, windowsAtPoint } from '../../src/theory/chosenStarts';
import { ROOT } from './nativeCli';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
});
let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('Fig 7 from a start the reader chooses', () => {
  it('maps a point of the square to windows, and nothing outside it', () => {
    expect(windowsAtPoint(CHART_PAD.left, CHART_PAD.top + CHART_SIZE, 40)).toEqual([0, 0]);
    expect(windowsAtPoint(CHART_PAD.left + CHART_SIZE, CHART_PAD.top, 40)).toEqual([40, 40]);
    expect(windowsAtPoint(CHART_PAD.left - 1, CHART_PAD.top, 40)).toBeNull();
    expect(windowsAtPoint(CHART_PAD.left, CHART_PAD.top + CHART_SIZE + 1, 40)).toBeNull();
  });

  it('runs the solver from the clicked windows to the stable equilibrium and draws the run', () => {
    const law = { p1: 0.01, p2: 0.02, alpha: 1, beta: 1 };
    const field = solver.directionField(law.p1, law.p2, law.alpha, law.beta);
    const chosen: Array<[number, number]> = [];
    act(() => root.render(<DirectionChart field={field} law={law} onChoose={(w1, w2) => chosen.push([w1, w2])} />));
    // jsdom lays nothing out (a box of 0 x 0): client coordinates are read as viewBox units.
    const svg = container.querySelector('svg')!;
    act(() => {
      svg.dispatchEvent(
        new MouseEvent('click', {
          bubbles: true,
          clientX: CHART_PAD.left + 0.2 * CHART_SIZE,
          clientY: CHART_PAD.top + 0.3 * CHART_SIZE,
        }),
      );
    });
    expect(chosen).toHaveLength(1);
    const [w1, w2] = chosen[0]!;
    expect(w1).toBeCloseTo(0.2 * field.wMax, 9);
    expect(w2).toBeCloseTo(0.7 * field.wMax, 9);
    const run = solver.directionTrajectory(law.p1, law.p2, law.alpha, law.beta, w1, w2);
    expect(run).toHaveLength(401); // 20 s, a point every 0.05 s, and the start
    expect(run[0]).toEqual([w1, w2]);
    // Fully coupled on unequal paths: the better path takes everything (the stable equilibrium).
    const end = run[run.length - 1]!;
    const stable = field.equilibria[0]!;
    expect(Math.abs(end[0] - stable[0])).toBeLessThan(0.05 * field.wMax);
    expect(Math.abs(end[1] - stable[1])).toBeLessThan(0.05 * field.wMax);
    act(() => root.render(<DirectionChart field={field} law={law} chosen={[run]} />));
    const drawn = container.querySelectorAll('[data-testid="chosen-trajectories"] .chosen-trajectory');
    expect(drawn).toHaveLength(1);
    expect(drawn[0]!.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(401);
    expect(() => solver.directionTrajectory(0.01, 0.02, 1, 1, -1, 5)).toThrow(ScenarioError);
  });
});
