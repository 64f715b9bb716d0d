// @vitest-environment jsdom
/**
 * Paper 003's utilization closed forms on the page: the wasm curves, the chart drawn from them,
 * and settings out of range named.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ScenarioError, Solver } from '../../src/solver/wasm';
import { UtilizationChart } from '../../src/theory/UtilizationChart';
import { curvePath, xOf, yOf } from '../../src/theory/utilization';
import { parseLossList, pathColour } from '../../src/theory/pathsMap';
import { PathsChart } from '../../src/theory/PathsChart';
import { DirectionChart } from '../../src/theory/DirectionChart';
import { classifyEquilibrium, jacobian, windowDrift } from '../../src/theory/stability';
import { capacityForW0, packetScenario, utilizationOf } from '../../src/theory/packetPoints';
import { ROOT } from './nativeCli';
import { at } from '../../src/util/at';

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

describe("paper 003's closed forms through the wasm solver", () => {
  it('Fig 4: MSTCP at n = 3 keeps f = 1/8 and uses 0.875 / ln 8; fully coupled falls towards 41 / (42 ln 42)', () => {
    const curves = solver.utilization(0.5, 42, 0, 10, 0);
    expect(curves.map((c) => c.coupling)).toEqual(['mstcp', 'coupled-decrease', 'coupled-increase', 'fully-coupled']);
    expect(at(curves, 0).utilization[2]).toBeCloseTo(0.875 / Math.log(8), 12);
    expect(at(curves, 1).utilization[0]).toBeCloseTo(0.75, 12);
    expect(at(curves, 2).utilization[0]).toBeCloseTo(0.75, 12);
    const far = at(solver.utilization(0.5, 42, 0, 100, 0), 3).utilization[99];
    expect(far).toBeGreaterThan(41 / (42 * Math.log(42)));
    expect(far).toBeLessThan(41 / (42 * Math.log(42)) + 0.005);
  });

  it('Fig 6: one flow of n subflows is Fig 4 at n, and more flows use more of the paths', () => {
    const fig6 = solver.utilization(0.5, 100, 0, 10, 3);
    const fig4 = solver.utilization(0.5, 100, 0, 3, 0);
    for (let c = 0; c < 4; c++) {
      expect(at(fig6, c).utilization[0]).toBeCloseTo(at(at(fig4, c).utilization, 2), 9);
      expect(at(fig6, c).utilization[9]).toBeGreaterThan(at(at(fig6, c).utilization, 0));
    }
  });

  it('names a setting out of range', () => {
    expect(() => solver.utilization(2, 42, 0, 10, 0)).toThrow(ScenarioError);
    try {
      solver.utilization(0.5, Number.NaN, -1, 0, 0);
    } catch (e) {
      expect((e as ScenarioError).errors).toEqual([
        'W0: the capacity-delay product must be above 1 packet and at most 1e9, got NaN',
        'gamma: the buffer over W0 must be from 0 to 100, got -1',
        'max: from 1 to 100 points, got 0',
      ]);
    }
  });
});

describe('the utilization chart', () => {
  it('draws a line and a point per count for each controller, described for a screen reader', () => {
    const curves = solver.utilization(0.5, 42, 0, 10, 0);
    act(() => root.render(<UtilizationChart curves={curves} xLabel="subflows" />));
    const lines = container.querySelectorAll('path.curve');
    expect(lines).toHaveLength(4);
    expect(at(lines, 0).getAttribute('d')).toBe(curvePath(at(curves, 0).utilization));
    expect(container.querySelectorAll('g[data-coupling="mstcp"] circle')).toHaveLength(10);
    const svg = container.querySelector('svg[role="img"]')!;
    expect(svg.getAttribute('aria-label')).toMatch(
      /^Link utilization against subflows, 1 to 10: MSTCP from 0\.72 to 0\.26;/,
    );
    expect(container.querySelectorAll('.utilization-legend li')).toHaveLength(4);
    // The scales: count 1 at the left edge of the plot, 10 at its right; utilization 1 at the top.
    expect(xOf(1, 10)).toBe(48);
    expect(xOf(10, 10)).toBe(508);
    expect(yOf(1)).toBe(12);
    expect(yOf(0)).toBe(260);
  });
});

describe("paper 003's Fig 8", () => {
  it('reads typed loss lists and maps the square through the wasm solver', () => {
    expect(parseLossList('0.01, 0.02 0.03;0.05')).toEqual([0.01, 0.02, 0.03, 0.05]);
    expect(parseLossList('0.01, x')).toBeNull();
    expect(parseLossList('  ')).toBeNull();
    const map = solver.pathsMap([0.05, 0.01, 0.03, 0.02], 10);
    expect(map.p).toEqual([0.01, 0.02, 0.03, 0.05]);
    expect(map.paths).toHaveLength(121);
    expect(map.paths[0]).toBe(4); // alpha = beta = 0
    expect(map.paths[120]).toBe(1); // alpha = beta = 1
    expect(() => solver.pathsMap([0], 10)).toThrow(ScenarioError);
    act(() => root.render(<PathsChart map={map} />));
    const rects = container.querySelectorAll('rect');
    expect(rects).toHaveLength(121);
    expect(at(rects, 0).getAttribute('fill')).toBe(pathColour(4));
    expect(container.querySelectorAll('.paths-legend li')).toHaveLength(4);
  });
});

describe("paper 003's Fig 7", () => {
  it('draws an arrow per cell, the trajectories and the two equilibria of unequal paths', () => {
    const field = solver.directionField(0.01, 0.02, 1, 1);
    expect(field.arrows).toHaveLength(field.steps * field.steps);
    expect(at(field.equilibria, 0)[0]).toBeCloseTo(Math.sqrt((2 * 0.99) / 0.01), 12);
    expect(field.equilibriumSegment).toBe(false);
    act(() => root.render(<DirectionChart field={field} law={{ p1: 0.01, p2: 0.02, alpha: 1, beta: 1 }} />));
    expect(container.querySelectorAll('.arrow')).toHaveLength(256);
    expect(container.querySelectorAll('polyline.trajectory')).toHaveLength(field.trajectories.length);
    // The solver's own runs from the same starts, ending on the better path as eq (15) does.
    expect(container.querySelectorAll('polyline.solver-trajectory')).toHaveLength(field.trajectories.length);
    field.solverTrajectories.forEach((t, k) => {
      expect(t[0]).toEqual(at(field.trajectories, k)[0]);
      const [w1, w2] = at(t, t.length - 1);
      expect(Math.abs(w1 - at(field.equilibria, 0)[0])).toBeLessThan(0.05 * at(field.equilibria, 0)[0]);
      expect(w2).toBeLessThan(0.05 * at(field.equilibria, 0)[0]);
    });
    expect(container.querySelectorAll('.equilibrium-point')).toHaveLength(2);
    expect(() => solver.directionField(0.01, 0.02, 2, 1)).toThrow('alpha: a coupling must be from 0 to 1, got 2');
  });

  it("the page's eq (15) is the solver's: equal to its arrows at every cell", () => {
    for (const law of [
      { p1: 0.01, p2: 0.02, alpha: 1, beta: 1 },
      { p1: 0.03, p2: 0.01, alpha: 0.5, beta: 0.2 },
    ]) {
      const field = solver.directionField(law.p1, law.p2, law.alpha, law.beta);
      const cell = field.wMax / field.steps;
      field.arrows.forEach(([d1, d2], k) => {
        const w: [number, number] = [((k % field.steps) + 0.5) * cell, (Math.floor(k / field.steps) + 0.5) * cell];
        const [f1, f2] = windowDrift(law, w);
        expect(f1).toBeCloseTo(d1, 9);
        expect(f2).toBeCloseTo(d2, 9);
      });
    }
  });

  it('classifies the equilibria by their Jacobian: the better path stable, the worse one unstable, equal paths neutral', () => {
    const fig7a = { p1: 0.01, p2: 0.02, alpha: 1, beta: 1 };
    const field = solver.directionField(fig7a.p1, fig7a.p2, fig7a.alpha, fig7a.beta);
    const [better, worse] = field.equilibria as [[number, number], [number, number]];
    expect(classifyEquilibrium(fig7a, better)).toBe('stable');
    // All on the worse path: a saddle (determinant < 0), the windows leave it for the better path.
    const [[a, b], [c, d]] = jacobian(fig7a, worse);
    expect(a * d - b * c).toBeLessThan(0);
    expect(classifyEquilibrium(fig7a, worse)).toBe('unstable');
    // Swapped loss rates swap them.
    const swapped = { ...fig7a, p1: 0.02, p2: 0.01 };
    const f2 = solver.directionField(swapped.p1, swapped.p2, 1, 1);
    expect(f2.equilibria.map((e) => classifyEquilibrium(swapped, e))).toEqual(['unstable', 'stable']);
    // Fig 7(b): equal paths, a segment of neutral equilibria.
    const fig7b = { ...fig7a, p2: 0.01 };
    const f3 = solver.directionField(fig7b.p1, fig7b.p2, 1, 1);
    expect(f3.equilibriumSegment).toBe(true);
    expect(f3.equilibria.map((e) => classifyEquilibrium(fig7b, e))).toEqual(['neutral', 'neutral']);
    // Partly coupled: the one interior equilibrium is stable.
    const partial = { p1: 0.01, p2: 0.02, alpha: 0.5, beta: 0.5 };
    const f4 = solver.directionField(partial.p1, partial.p2, partial.alpha, partial.beta);
    expect(f4.equilibria.map((e) => classifyEquilibrium(partial, e))).toEqual(['stable']);
    // The chart: filled for stable, hollow for unstable, and the caption says which is which.
    act(() => root.render(<DirectionChart field={field} law={fig7a} />));
    const points = [...container.querySelectorAll('.equilibrium-point')];
    expect(points.map((p) => p.getAttribute('data-stability'))).toEqual(['stable', 'unstable']);
    expect(container.querySelector('[data-testid="direction-stability"]')!.textContent).toBe(
      `Equilibria: (${better[0].toFixed(1)}, 0.0) stable: a small push off it dies away; (0.0, ${worse[1].toFixed(1)}) unstable: a small push off it grows, the windows leave it.`,
    );
  });
});

describe("the packet engine on Fig 4's axes", () => {
  it('lands near the closed forms for MSTCP and the decrease- or increase-coupled MTCPs, and above them for full coupling with many subflows', () => {
    expect(capacityForW0(42)).toBeCloseTo(4.2, 12); // 42 packets of 1000 B in 80 ms
    const closed = solver.utilization(0.5, 42, 0, 10, 0);
    const measured = (c: 'mstcp' | 'coupled-decrease' | 'coupled-increase' | 'fully-coupled', n: number) =>
      utilizationOf(solver.summary(JSON.stringify(packetScenario(c, 0.5, 42, 0, n, 1))), 42, n);
    const gaps: string[] = [];
    for (const [i, c] of (['mstcp', 'coupled-decrease', 'coupled-increase'] as const).entries()) {
      for (const n of [1, 2, 3, 5, 10]) {
        const u = measured(c, n);
        expect(u).toBeGreaterThan(0);
        expect(u).toBeLessThanOrEqual(1);
        if (Math.abs(u - at(at(closed, i).utilization, n - 1)) > 0.1)
          gaps.push(`${c} n=${n}: ${u} vs ${at(closed, i).utilization[n - 1]}`);
      }
    }
    expect(gaps).toEqual([]);
    // Full coupling: close for a few subflows, well above eq (12) for many (losses are not evenly spaced).
    expect(Math.abs(measured('fully-coupled', 2) - at(at(closed, 3).utilization, 1))).toBeLessThan(0.1);
    expect(measured('fully-coupled', 10)).toBeGreaterThan(at(at(closed, 3).utilization, 9) + 0.05);
  });
});
