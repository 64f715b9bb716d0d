/**
 * Paper 000 Fig. 4's aggregate capacity field: the solver's values (through the same wasm call
 * the map uses) against the decay laws evaluated point by point here, for each law; the map's
 * shading and scale.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Solver } from '../../src/solver/wasm';
import { scenarioGeometry } from '../../src/geometry/geometry';
import { FIELD_MAX_ALPHA, fieldAlpha } from '../../src/map/capacityFieldLayer';
import { fieldMaxMbps } from '../../src/map/CapacityFieldToggle';
import { CURVE_POINTS, curvePath, curveRangeM } from '../../src/panel/DecayCurve';
import { ROOT } from './nativeCli';
import { at as itemAt } from '../../src/util/at';

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
});

/** III-D's stations plus a step-law, a linear-law and a disabled station. */
function scenario() {
  const s = JSON.parse(readFileSync(resolve(ROOT, 'public/scenarios/III-D.json'), 'utf8'));
  const base = s.stations[0];
  s.stations.push(
    {
      ...base,
      id: 'S',
      label: 'S',
      position: { xM: 900, yM: 300 },
      capacityMbps: 7,
      decay: { law: 'step', radiusM: 250 },
    },
    {
      ...base,
      id: 'L',
      label: 'L',
      position: { xM: -800, yM: 600 },
      capacityMbps: 11,
      decay: { law: 'linear', rangeM: 400 },
    },
    { ...base, id: 'off', label: 'off', position: { xM: 0, yM: 0 }, capacityMbps: 50, enabled: false },
  );
  return s;
}

/** rho(d) of a decay law, written out from docs/model.md §1.3. */
function rho(decay: Record<string, number | string>, d: number): number {
  switch (decay.law) {
    case 'logistic': {
      const a = Number(decay.alphaPerM);
      const d0 = Number(decay.d0M);
      return (1 + Math.exp(-a * d0)) / (1 + Math.exp(a * (d - d0)));
    }
    case 'step':
      return d <= Number(decay.radiusM) ? 1 : 0;
    case 'linear':
      return Math.max(0, 1 - d / Number(decay.rangeM));
    default:
      return 1;
  }
}

describe('the capacity field', () => {
  it('is the sum over the enabled stations of C rho(d) at each cell centre, for every decay law', () => {
    const s = scenario();
    const g = scenarioGeometry(solver, JSON.stringify(s));
    const [x0, y0, x1, y1, nx, ny] = [-1500, -1000, 1500, 1000, 60, 40];
    const field = g.capacityField(x0, y0, x1, y1, nx, ny);
    expect(field.length).toBe(nx * ny);
    let checked = 0;
    for (let iy = 0; iy < ny; iy += 3)
      for (let ix = 0; ix < nx; ix += 3) {
        const x = x0 + ((x1 - x0) * (ix + 0.5)) / nx;
        const y = y0 + ((y1 - y0) * (iy + 0.5)) / ny;
        let expected = 0;
        for (const st of s.stations) {
          if (st.enabled === false) continue;
          const d = Math.hypot(x - st.position.xM, y - st.position.yM);
          expected += st.capacityMbps * rho(st.decay, d);
        }
        // The solver's exp is its own (fastmath); 1e-9 relative and a tiny floor.
        expect(Math.abs(itemAt(field, iy * nx + ix) - expected)).toBeLessThanOrEqual(1e-9 * expected + 1e-12);
        checked++;
      }
    expect(checked).toBeGreaterThan(200);
    // At a station the field is at least its own capacity; far away it is nothing.
    const at = g.capacityField(-200, -400, -200, -400, 1, 1)[0];
    expect(at).toBeGreaterThanOrEqual(20);
    expect(g.capacityField(50_000, 50_000, 50_001, 50_001, 1, 1)[0]).toBeLessThan(1e-6);
    // Above 2^20 points nothing is computed.
    expect(g.capacityField(0, 0, 1, 1, 2048, 1024).length).toBe(0);
    g.dispose();
  });

  it("shades from transparent to the darkest grey at the sum of the stations' capacities", () => {
    expect(fieldMaxMbps(scenario())).toBe(3 * 20 + 7 + 11);
    expect(fieldAlpha(0, 60)).toBe(0);
    expect(fieldAlpha(30, 60)).toBe(Math.round(0.5 * FIELD_MAX_ALPHA * 255));
    expect(fieldAlpha(90, 60)).toBe(Math.round(FIELD_MAX_ALPHA * 255));
    expect(fieldAlpha(Number.NaN, 60)).toBe(0);
    expect(fieldAlpha(10, 0)).toBe(0);
  });

  it("draws a station's capacity against distance from its own law (Fig. 4, right), for each law", () => {
    const s = scenario();
    const g = scenarioGeometry(solver, JSON.stringify(s));
    for (const st of s.stations.filter((x: { enabled?: boolean }) => x.enabled !== false)) {
      const range = curveRangeM(st.decay);
      const curve = g.stationCurve(st.id, range, CURVE_POINTS)!;
      expect(curve.length).toBe(CURVE_POINTS);
      for (let k = 0; k < CURVE_POINTS; k += 10) {
        const d = (range * k) / (CURVE_POINTS - 1);
        expect(Math.abs(itemAt(curve, k) - st.capacityMbps * rho(st.decay, d))).toBeLessThanOrEqual(
          1e-9 * st.capacityMbps,
        );
      }
      expect(curvePath(curve, st.capacityMbps)).toMatch(/^M34\.0,8\.0L/);
    }
    // The paper's logistic law (alpha 0.007, d0 500 m) spans 500 + 5 / 0.007 = 1214 m.
    expect(curveRangeM({ law: 'logistic', alphaPerM: 0.007, d0M: 500 })).toBeCloseTo(1214.29, 2);
    // A disabled or unknown station has no curve.
    expect(g.stationCurve('off', 1000, CURVE_POINTS)).toBeNull();
    expect(g.stationCurve('nowhere', 1000, CURVE_POINTS)).toBeNull();
    g.dispose();
  });
});
