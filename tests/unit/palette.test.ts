import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFICIENCIES, ciede2000, lab, linearRgb, seenDifference } from '../../src/charts/colourVision';
import { colourFor, resourceColour, routeColour } from '../../src/charts/series';
import { Solver } from '../../src/solver/wasm';
import { STATION_PALETTE, stationColour } from '../../src/charts/palette';
import { SENDING_RATE_COLOUR, VARIANT_COLOURS } from '../../src/compare/overlaySeries';

/** Fewest CIEDE2000 units between two colours that are on screen together, for every vision. */
const MIN_DIFFERENCE = 10;

/** The closest pair of `colours` under each deficiency, as `name: a/b d`. */
function closestPairs(colours: string[]): Array<{ vision: string; a: string; b: string; difference: number }> {
  return Object.entries(DEFICIENCIES).map(([vision, m]) => {
    let closest = { vision, a: '', b: '', difference: Infinity };
    colours.forEach((a, i) =>
      colours.slice(i + 1).forEach((b) => {
        const difference = seenDifference(a, b, m);
        if (difference < closest.difference) closest = { vision, a, b, difference };
      }),
    );
    return closest;
  });
}

describe('CIEDE2000 and the simulation', () => {
  it('matches the published test pairs of Sharma, Wu and Dalal (2005)', () => {
    expect(ciede2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 4);
    expect(ciede2000([50, -1.3802, -84.2814], [50, 0, -82.7485])).toBeCloseTo(1.0, 4);
    expect(ciede2000([50, 2.5, 0], [73, 25, -18])).toBeCloseTo(27.1492, 4);
    expect(ciede2000([22.7233, 20.0904, -46.694], [23.0331, 14.973, -42.5619])).toBeCloseTo(2.0373, 4);
  });

  it('turns the classic red/green pair into near-twins for a deuteranope, not for normal vision', () => {
    expect(lab(linearRgb('#ffffff'))[0]).toBeCloseTo(100, 3);
    expect(seenDifference('#d62728', '#2ca02c', DEFICIENCIES.normal)).toBeGreaterThan(40);
    expect(seenDifference('#d62728', '#2ca02c', DEFICIENCIES.deuteranopia)).toBeLessThan(MIN_DIFFERENCE);
  });
});

describe('the palettes stay apart for protanopia, deuteranopia and tritanopia', () => {
  it('the first six stations and the satellite', () => {
    const onScreen = [...STATION_PALETTE.slice(0, 6), colourFor('sat', 0)];
    for (const pair of closestPairs(onScreen))
      expect(pair.difference, JSON.stringify(pair)).toBeGreaterThan(MIN_DIFFERENCE);
  });

  it('keeps the paper: B1 blue, B2 red-ish, B3 green-ish', () => {
    const [r1, g1, b1] = linearRgb(stationColour('B1'));
    const [r2, g2, b2] = linearRgb(stationColour('B2'));
    const [r3, g3, b3] = linearRgb(stationColour('B3'));
    expect(b1 > r1 && b1 > g1).toBe(true);
    expect(r2 > g2 && r2 > b2).toBe(true);
    expect(g3 > r3 && g3 > b3).toBe(true);
  });

  it("the comparison's controllers and the sending-rate line", () => {
    for (const pair of closestPairs([...VARIANT_COLOURS, SENDING_RATE_COLOUR]))
      expect(pair.difference, JSON.stringify(pair)).toBeGreaterThan(MIN_DIFFERENCE);
  });

  it('the stacked chart: WiFi, satellite, total and a competitor', () => {
    const stacked = ['wifi', 'satellite', 'total', 'competitor'].map((id) => colourFor(id, 0));
    for (const pair of closestPairs(stacked))
      expect(pair.difference, JSON.stringify(pair)).toBeGreaterThan(MIN_DIFFERENCE);
  });
});

describe('every chart of every shipped preset and lesson keeps its series apart', () => {
  const ROOT = resolve(__dirname, '../..');
  const FILES = [
    ...readdirSync(resolve(ROOT, 'public/scenarios')).map((f) => `public/scenarios/${f}`),
    ...readdirSync(resolve(ROOT, 'public/lessons')).map((f) => `public/lessons/${f}`),
  ].filter((f) => f.endsWith('.json'));
  let solver: Solver;
  beforeAll(async () => {
    solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
  });

  it('all nine station colours, pairwise, and against the satellite', () => {
    for (const pair of closestPairs([...STATION_PALETTE, stationColour('sat')]))
      expect(pair.difference, JSON.stringify(pair)).toBeGreaterThan(MIN_DIFFERENCE);
  });

  it.each(FILES)(
    '%s: the throughput chart (head and tail shades, satellite, competitors) and the capacity chart',
    (file) => {
      const run = solver.start(readFileSync(resolve(ROOT, file), 'utf8'));
      const layout = run.layout;
      run.dispose();
      const charts = {
        throughput: layout.routes.map((r, k) => [r.id, routeColour(layout, k)] as const),
        capacity: layout.resources.map((r, k) => [r.id, resourceColour(layout, k)] as const),
      };
      for (const [chart, series] of Object.entries(charts))
        series.forEach(([a, ca], i) =>
          series.slice(i + 1).forEach(([b, cb]) => {
            const difference = Math.min(
              ...Object.values(DEFICIENCIES).map((m) => (ca === cb ? 0 : seenDifference(ca, cb, m))),
            );
            expect(difference, `${chart}: ${a} ${ca} / ${b} ${cb}`).toBeGreaterThan(MIN_DIFFERENCE);
          }),
        );
    },
  );
});
