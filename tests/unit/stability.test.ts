/**
 * Eq (6) on screen: the run's layout carries each Kelly-Voice source's stability quantity
 * `a (1 + max beta)` from the solver, and the page turns it into a status line and, when the
 * condition breaks, a warning that says why (src/run/stability.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Solver } from '../../src/solver/wasm';
import { stabilityNote, unstableWarning } from '../../src/run/stability';
import type { RunLayout } from '../../src/solver/layout';
import { ROOT } from './nativeCli';
import { at } from '../../src/util/at';

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
});

function layoutOf(file: string): RunLayout {
  const run = solver.start(readFileSync(resolve(ROOT, file), 'utf8'));
  const layout = run.layout;
  run.dispose();
  return layout;
}

describe('the stability condition of eq (6)', () => {
  it('is computed by the solver for Kelly-Voice: 0.025 x 17 = 0.425 in III-E, 0.025 x 151 in the unstable preset 000-unstable', () => {
    const stable = layoutOf('public/scenarios/III-E.json');
    expect(stable.stabilityLimit).toBeCloseTo(Math.PI / 2, 12);
    expect(at(stable.sources, 0).stabilityQuantity).toBeCloseTo(0.425, 12);
    const unstable = layoutOf('public/scenarios/000-unstable.json');
    expect(at(unstable.sources, 0).stabilityQuantity).toBeCloseTo(3.775, 12);
  });

  it('reads as stable with its margin, or unstable with why and what to change', () => {
    const stable = stabilityNote(layoutOf('public/scenarios/III-E.json'));
    expect(stable?.unstable).toBe(false);
    expect(stable?.short).toBe('Stable (eq 6)');
    // 1 - 0.425 / (pi / 2) = 0.729.
    expect(stable?.text).toContain('margin 73 %');
    expect(unstableWarning(layoutOf('public/scenarios/III-E.json'))).toBeNull();
    const unstable = stabilityNote(layoutOf('public/scenarios/000-unstable.json'));
    expect(unstable?.unstable).toBe(true);
    expect(unstable?.short).toBe('Unstable (eq 6)');
    const warning = unstableWarning(layoutOf('public/scenarios/000-unstable.json'));
    expect(warning).toMatch(/a \(1 \+ max β\) = 3\.775 ≥ π\/2/);
    expect(warning).toMatch(/Lower the controller’s a or the stations’ responsiveness β/);
  });

  it('says nothing where no controller has the condition (window-based controllers)', () => {
    expect(stabilityNote(layoutOf('public/scenarios/003-three-paths.json'))).toBeNull();
    expect(stabilityNote(null)).toBeNull();
  });
});
