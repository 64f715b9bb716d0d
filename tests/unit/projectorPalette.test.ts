/**
 * Colours for a projector (issue 34 item 7): on a washed-out projector (every colour blended 40 %
 * towards white, black raised: colourVision.ts `projected`) every pair of a chart's series stays at
 * least PROJECTED_MIN CIEDE2000 apart (the subflows of the first source, and the capacities), and a station's head and tail routes differ in hue, not only
 * in lightness, in every shipped preset and lesson.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { lch } from 'd3';
import { projected, projectedDifference } from '../../src/charts/colourVision';
import { parseSeriesId, resourceColour, routeColour } from '../../src/charts/series';
import { stationColour } from '../../src/charts/palette';
import { Solver } from '../../src/solver/wasm';

/** Fewest CIEDE2000 units between two series of a chart, as the projector shows them. */
const PROJECTED_MIN = 10;
/** Fewest degrees (CIE LCh hue) between a station's head and tail routes. */
const HEAD_TAIL_HUE_MIN_DEG = 20;

/** The hue angle (CIE LCh, degrees) between two colours. */
function hueApartDeg(a: string, b: string): number {
  const d = Math.abs(lch(a).h - lch(b).h) % 360;
  return Math.min(d, 360 - d);
}

describe('the projector simulation', () => {
  it('washes black to a grey and white stays white, so contrast drops', () => {
    expect(projected('#ffffff')).toBe('#ffffff');
    expect(projected('#000000')).toBe('#787878');
    // The old tail-B3 light green next to head-B3's dark green: near twins on the projector.
    expect(projectedDifference('#4b7a4e', '#8fba92')).toBeLessThan(PROJECTED_MIN);
  });
});

describe('every chart of every shipped preset and lesson on a washed-out projector', () => {
  const ROOT = resolve(__dirname, '../..');
  const FILES = [
    ...readdirSync(resolve(ROOT, 'public/scenarios')).map((f) => `public/scenarios/${f}`),
    ...readdirSync(resolve(ROOT, 'public/lessons')).map((f) => `public/lessons/${f}`),
  ].filter((f) => f.endsWith('.json'));
  let solver: Solver;
  beforeAll(async () => {
    solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
  });

  it.each(FILES)('%s: every pair of series apart, head and tail in different hues', (file) => {
    const run = solver.start(readFileSync(resolve(ROOT, file), 'utf8'));
    const layout = run.layout;
    run.dispose();
    const charts = {
      // The subflows of the first source (competitors take rival colours: rivalColours.ts, palette.test.ts).
      throughput: layout.routes.flatMap((r, k) =>
        r.source === layout.sources[0]?.id ? [[r.id, routeColour(layout, k)] as const] : [],
      ),
      capacity: layout.resources.map((r, k) => [r.id, resourceColour(layout, k)] as const),
    };
    for (const [chart, series] of Object.entries(charts)) {
      series.forEach(([a, ca], i) =>
        series.slice(i + 1).forEach(([b, cb]) => {
          const difference = ca === cb ? 0 : projectedDifference(ca, cb);
          expect(difference, `${chart}: ${a} ${ca} / ${b} ${cb}`).toBeGreaterThanOrEqual(PROJECTED_MIN);
        }),
      );
      const byId = new Map(series);
      for (const [id, colour] of series) {
        const { node, target } = parseSeriesId(id);
        if (node !== 'tail') continue;
        const head = byId.get(id.replace('tail-', 'head-'));
        if (!head) continue;
        expect(hueApartDeg(head, colour), `${chart}: ${id} ${colour} vs its head ${head}`).toBeGreaterThanOrEqual(
          HEAD_TAIL_HUE_MIN_DEG,
        );
        expect(target.length).toBeGreaterThan(0);
      }
    }
  });

  it("the paper's stations: B3's head is its green, its tail not a lighter green", () => {
    expect(hueApartDeg(stationColour('B3'), routeColourOfTail('B3'))).toBeGreaterThanOrEqual(HEAD_TAIL_HUE_MIN_DEG);
  });
});

/** The tail route colour of station `id`, through the series' own colouring. */
function routeColourOfTail(id: string): string {
  return routeColour(
    { routes: [{ id: `tail-${id}`, source: 's', resources: [] }], resources: [], sources: [{ id: 's' }] } as never,
    0,
  );
}
