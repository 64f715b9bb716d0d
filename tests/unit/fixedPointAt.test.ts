/**
 * The Kelly-Voice equilibrium at any time (eq 15 for the capacities of that moment), as the
 * throughput chart marks it at the cursor: against a long run of the static convoy, against the
 * summary's fixed point, and moving with the capacities on the moving convoy.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Solver } from '../../src/solver/wasm';
import { scenarioGeometry } from '../../src/geometry/geometry';
import { equilibriumLevels } from '../../src/state/useEquilibrium';
import { ROOT } from './nativeCli';
import { at, valueAt } from '../../src/util/at';

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
});

const text = (name: string) => readFileSync(resolve(ROOT, `public/scenarios/${name}.json`), 'utf8');

describe('the equilibrium at the cursor', () => {
  it('is where the static convoy settles: the last rates of a long run of III-E, and its summary fixed point', () => {
    const s = JSON.parse(text('III-E'));
    s.solver.durationS = 60;
    const json = JSON.stringify(s);
    const g = scenarioGeometry(solver, json);
    const atStart = g.fixedPointAt(0)!;
    const atEnd = g.fixedPointAt(60)!;
    expect(atStart).not.toBeNull();
    // Capacities are constant: the same equilibrium at every time.
    expect([...atEnd]).toEqual([...atStart]);
    const summary = solver.summary(json);
    const byId = summary.fixedPoint!.ratesMbps as Record<string, number>;
    g.routes.forEach((id, i) => expect(atEnd[i]).toBeCloseTo(valueAt(byId, id), 12));
    // The run itself ends there: every subflow within 0.1 % of its equilibrium after 60 s.
    for (const r of summary.routes) {
      const i = g.routes.indexOf(r.id);
      expect(Math.abs(r.finalMbps - at(atEnd, i))).toBeLessThan(1e-3 * at(atEnd, i) + 1e-6);
    }
    expect(equilibriumLevels(g, 10)?.map((l) => l.id)).toEqual(g.routes);
    g.dispose();
  });

  it('moves with the capacities on the moving convoy (III-D), and is absent where eq 15 does not apply', () => {
    const g = scenarioGeometry(solver, text('III-D'));
    const early = g.fixedPointAt(30)!;
    const later = g.fixedPointAt(150)!;
    const sat = g.routes.indexOf('sat');
    expect(early).not.toBeNull();
    expect([...early]).not.toEqual([...later]);
    // The satellite's capacity is constant, but its share of the equilibrium follows the WiFi.
    expect(early[sat]).toBeGreaterThan(0);
    g.dispose();
    // Several sources (LIA against TCP): no Kelly-Voice equilibrium, no marks.
    const shared = scenarioGeometry(solver, text('001-shared-bottleneck'));
    expect(shared.fixedPointAt(10)).toBeNull();
    expect(equilibriumLevels(shared, 10)).toBeUndefined();
    shared.dispose();
  });
});
