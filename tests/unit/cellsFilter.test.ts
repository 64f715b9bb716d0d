/** The path index of the cell filter (src/realdata/cells/filter.ts) against a brute-force measure. */
import { describe, expect, it } from 'vitest';
import { geoToPlane } from '../../src/geometry/geoFrame';
import { indexPath, segmentDistanceM } from '../../src/realdata/cells/filter';

/** A bent path of `n` points near Paris (latitude, longitude pairs), with one long straight leg. */
function pathOf(n: number): Float64Array {
  const path = new Float64Array(2 * n);
  for (let i = 0; i < n; i++) {
    path[2 * i] = 48.85 + 0.01 * Math.sin(i / 3) + (i === n - 1 ? 0.08 : 0);
    path[2 * i + 1] = 2.3 + 0.004 * i;
  }
  return path;
}

/** The distance of a site to the path in the same plane, over every segment. */
function bruteM(path: Float64Array, latDeg: number, lonDeg: number): number {
  let [minLat, maxLat, minLon, maxLon] = [Infinity, -Infinity, Infinity, -Infinity];
  for (let i = 0; i < path.length; i += 2) {
    [minLat, maxLat] = [Math.min(minLat, path[i]!), Math.max(maxLat, path[i]!)];
    [minLon, maxLon] = [Math.min(minLon, path[i + 1]!), Math.max(maxLon, path[i + 1]!)];
  }
  const o = { originLatDeg: (minLat + maxLat) / 2, originLonDeg: (minLon + maxLon) / 2 };
  const pts = [];
  for (let i = 0; i < path.length; i += 2) pts.push(geoToPlane(o, { latDeg: path[i]!, lonDeg: path[i + 1]! }));
  const p = geoToPlane(o, { latDeg, lonDeg });
  let best = Infinity;
  for (let i = 0; i + 1 < pts.length; i++)
    best = Math.min(best, segmentDistanceM(p.xM, p.yM, pts[i]!.xM, pts[i]!.yM, pts[i + 1]!.xM, pts[i + 1]!.yM));
  return best;
}

describe('cell filter', () => {
  it('segment distance: to the segment, to its ends, and a point segment', () => {
    expect(segmentDistanceM(5, 3, 0, 0, 10, 0)).toBe(3);
    expect(segmentDistanceM(13, 4, 0, 0, 10, 0)).toBe(5);
    expect(segmentDistanceM(3, 4, 0, 0, 0, 0)).toBe(5);
  });

  it.each([60, 300, 1000, 5000])('keeps exactly the sites within %d m, at the brute-force distance', (marginM) => {
    const path = pathOf(40);
    const index = indexPath(path, marginM);
    let seed = 99;
    const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    let inside = 0;
    for (let k = 0; k < 4000; k++) {
      // Sites near the path (most within a few margins of it), and some far away.
      const i = Math.floor(rand() * 39);
      const t = rand();
      const lat = path[2 * i]! * (1 - t) + path[2 * i + 2]! * t + ((rand() - 0.5) * 6 * marginM) / 111_000;
      const lon = path[2 * i + 1]! * (1 - t) + path[2 * i + 3]! * t + ((rand() - 0.5) * 6 * marginM) / 73_000;
      const want = bruteM(path, lat, lon);
      const got = index.distanceM(lat, lon);
      if (want <= marginM) {
        inside++;
        expect(got).toBeCloseTo(want, 6);
      } else expect(got).toBe(Infinity);
    }
    expect(inside).toBeGreaterThan(400);
  });

  it('a single point is a path', () => {
    const index = indexPath(new Float64Array([0, 0]), 1000);
    expect(index.distanceM(0.005, 0)).toBeCloseTo(552.9, 0);
    expect(index.distanceM(0.01, 0)).toBe(Infinity);
  });
});
