/**
 * Issue 23 item 9: the map's label placement with 5,000 stations compared each label with every
 * one placed before it (43 s on the page's thread). With a grid of cells (src/map/rectIndex.ts) it
 * gives the same places and stays linear.
 */
import { describe, expect, it } from 'vitest';
import {
  overlapArea,
  placeLabels,
  stationLabelPlaces,
  epochLabelPlaces,
  type EpochMarkPx,
  type LabelOffsetPx,
  type RectPx,
} from '../../src/map/epochLabels';
import { RectIndex } from '../../src/map/rectIndex';
import { rng } from './random';

/** The scan over every placed rectangle that issue 23 replaced, kept as the reference. */
function scanPlaceLabels(
  marks: EpochMarkPx[],
  obstacles: RectPx[],
  places: (w: number, h: number) => LabelOffsetPx[],
  dropCrowded = false,
): Array<LabelOffsetPx | null> {
  const taken = [...obstacles];
  return marks.map((m) => {
    let best: LabelOffsetPx | null = null;
    let bestArea = Infinity;
    for (const c of places(m.widthPx, m.heightPx)) {
      const rect = {
        left: m.x + c.dx,
        top: m.y + c.dy,
        right: m.x + c.dx + m.widthPx,
        bottom: m.y + c.dy + m.heightPx,
      };
      const area = taken.reduce((sum, o) => sum + overlapArea(rect, o), 0);
      if (area < bestArea) {
        best = c;
        bestArea = area;
      }
      if (area === 0) break;
    }
    if (dropCrowded && bestArea > 0) return null;
    const chosen = best ?? places(m.widthPx, m.heightPx)[0]!;
    taken.push({
      left: m.x + chosen.dx,
      top: m.y + chosen.dy,
      right: m.x + chosen.dx + m.widthPx,
      bottom: m.y + chosen.dy + m.heightPx,
    });
    return chosen;
  });
}

/** `n` marks over a `sizePx` square map, and its edge bands, controls and dots as obstacles. */
function crowdedMap(n: number, sizePx: number, seed: number) {
  const random = rng(seed);
  const marks: EpochMarkPx[] = Array.from({ length: n }, () => ({
    x: Math.round(random() * sizePx),
    y: Math.round(random() * sizePx),
    widthPx: 20 + Math.round(random() * 30),
    heightPx: 14,
  }));
  const far = 1e5;
  const obstacles: RectPx[] = [
    { left: -far, top: -far, right: far, bottom: 0 },
    { left: -far, top: sizePx, right: far, bottom: far },
    { left: -far, top: -far, right: 0, bottom: far },
    { left: sizePx, top: -far, right: far, bottom: far },
    { left: 10, top: 10, right: 40, bottom: 80 },
    ...marks.map((m) => ({ left: m.x - 6, top: m.y - 6, right: m.x + 6, bottom: m.y + 6 })),
  ];
  return { marks, obstacles };
}

describe('label placement on a crowded map', () => {
  it.each([
    [30, 400, 1],
    [200, 600, 2],
    [600, 900, 3],
  ])('places %i labels on a %i px map as the scan did (seed %i)', (n, sizePx, seed) => {
    const { marks, obstacles } = crowdedMap(n, sizePx, seed);
    expect(placeLabels(marks, obstacles, stationLabelPlaces)).toEqual(
      scanPlaceLabels(marks, obstacles, stationLabelPlaces),
    );
    expect(placeLabels(marks, obstacles, epochLabelPlaces, true)).toEqual(
      scanPlaceLabels(marks, obstacles, epochLabelPlaces, true),
    );
  });

  it('sums the overlap of rectangles that span several cells once', () => {
    const index = new RectIndex([
      { left: 0, top: 0, right: 200, bottom: 200 },
      { left: -1e5, top: -1e5, right: 1e5, bottom: 0 },
    ]);
    expect(index.overlapSum({ left: 100, top: -10, right: 150, bottom: 100 })).toBe(50 * 100 + 50 * 10);
  });

  it('places 5,000 station names in linear time', () => {
    const small = crowdedMap(500, 1200, 4);
    const large = crowdedMap(5000, 1200 * Math.sqrt(10), 5);
    placeLabels(large.marks.slice(0, 50), large.obstacles, stationLabelPlaces); // compiled before timing
    const t0 = performance.now();
    placeLabels(small.marks, small.obstacles, stationLabelPlaces);
    const t1 = performance.now();
    const placed = placeLabels(large.marks, large.obstacles, stationLabelPlaces);
    const t2 = performance.now();
    console.log(`placeLabels: 500 in ${(t1 - t0).toFixed(1)} ms, 5,000 in ${(t2 - t1).toFixed(1)} ms`);
    expect(placed).toHaveLength(5000);
    // The scan took over 100 times as long for 10 times the labels (seconds in Node).
    expect(t2 - t1).toBeLessThan(1000);
  });
});
