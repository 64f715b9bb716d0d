import { describe, expect, it } from 'vitest';
import type { PointM } from '../../src/scenario/types';
import { roundM } from '../../src/map/coords';
import { appendIfFar, finishFreehand, FREEHAND_TOLERANCE_PX, simplifyStroke } from '../../src/map/drawPoints';
import { at } from '../../src/util/at';

/** Distance from `p` to the polyline `line`, metres. */
function distanceToPolylineM(p: PointM, line: PointM[]): number {
  let best = Infinity;
  for (let i = 0; i + 1 < line.length; i++) {
    const a = at(line, i);
    const dx = at(line, i + 1).xM - a.xM;
    const dy = at(line, i + 1).yM - a.yM;
    const len2 = dx * dx + dy * dy;
    const u = len2 ? Math.min(1, Math.max(0, ((p.xM - a.xM) * dx + (p.yM - a.yM) * dy) / len2)) : 0;
    best = Math.min(best, Math.hypot(p.xM - a.xM - u * dx, p.yM - a.yM - u * dy));
  }
  return best;
}

/** A hand-drawn stroke as the pointer reports it: an S-bend of 2 km with a little jitter, every 2 m. */
function stroke(): PointM[] {
  let pts: PointM[] = [];
  let seed = 7;
  const jitter = () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 2;
  for (let i = 0; i <= 1000; i++) {
    const xM = i * 2;
    const yM = 200 * Math.sin((xM / 2000) * 2 * Math.PI) + jitter();
    pts = appendIfFar(pts, { xM: roundM(xM), yM: roundM(yM) });
  }
  return finishFreehand(pts, { xM: 2000, yM: 0 });
}

describe('a freehand stroke', () => {
  it('leaves a few handles that stay within the tolerance of the stroke', () => {
    const raw = stroke();
    // What the tool had before: one handle per 20 m sample.
    expect(raw.length).toBeGreaterThan(90);
    const pxPerM = 0.5; // the 2 km stroke across 1000 px
    const tolM = FREEHAND_TOLERANCE_PX / pxPerM;
    const simple = simplifyStroke(raw, tolM);
    expect(simple.length).toBeGreaterThanOrEqual(4);
    expect(simple.length).toBeLessThanOrEqual(16);
    expect(simple[0]).toEqual(raw[0]);
    expect(simple.at(-1)).toEqual({ xM: 2000, yM: 0 });
    for (const p of raw) expect(distanceToPolylineM(p, simple)).toBeLessThanOrEqual(tolM);
    // Zoomed in 8 times, the same stroke keeps more detail.
    expect(simplifyStroke(raw, tolM / 8).length).toBeGreaterThan(simple.length);
  });

  it('keeps a two-point stroke as it is', () => {
    const two = [
      { xM: 0, yM: 0 },
      { xM: 50, yM: 5 },
    ];
    expect(simplifyStroke(two, 10)).toEqual(two);
  });
});
