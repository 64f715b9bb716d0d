/**
 * Which cell sites lie near a path: the path (latitude/longitude pairs) is put in local metres
 * around its own centre (the WGS84 tangent plane of src/geometry/geoFrame.ts), its segments in a
 * grid of cells one margin wide, and a site is measured only against the segments of its own cell
 * and the eight around it, after a cheap latitude/longitude box test. 100,000 sites take a few tens
 * of milliseconds (scripts/bench-cells.mjs).
 */
import { geoToPlane, type GeoOrigin } from '../../geometry/geoFrame';

/** Metres per degree of latitude, a lower bound (the meridian arc is 110,574 to 111,694 m/degree). */
const M_PER_DEG_LAT_MIN = 110_000;
/** Smallest grid cell, metres (a tiny margin would make a huge grid). */
const MIN_CELL_M = 50;
/** Most grid cells (beyond it the cells grow). */
const MAX_GRID_CELLS = 4_000_000;

/** A path ready to measure sites against. */
export interface PathIndex {
  /** Distance from (latDeg, lonDeg) to the nearest segment, metres, or Infinity beyond `marginM`. */
  distanceM(latDeg: number, lonDeg: number): number;
}

/** The centre of the latitude/longitude box of `path` (pairs lat, lon), the local origin. */
function boxOf(path: Float64Array) {
  let [minLat, maxLat, minLon, maxLon] = [Infinity, -Infinity, Infinity, -Infinity];
  for (let i = 0; i + 1 < path.length; i += 2) {
    minLat = Math.min(minLat, path[i]!);
    maxLat = Math.max(maxLat, path[i]!);
    minLon = Math.min(minLon, path[i + 1]!);
    maxLon = Math.max(maxLon, path[i + 1]!);
  }
  return { minLat, maxLat, minLon, maxLon };
}

/** Distance from (px, py) to the segment (ax, ay)-(bx, by), metres. */
export function segmentDistanceM(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 > 0 ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2)) : 0;
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/**
 * Indexes `path` (latitude, longitude pairs, degrees; one point is a path too) for sites within
 * `marginM` metres of it.
 */
export function indexPath(path: Float64Array, marginM: number): PathIndex {
  const n = Math.floor(path.length / 2);
  if (n === 0) return { distanceM: () => Infinity };
  const box = boxOf(path);
  const origin: GeoOrigin = {
    originLatDeg: (box.minLat + box.maxLat) / 2,
    originLonDeg: (box.minLon + box.maxLon) / 2,
  };
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const p = geoToPlane(origin, { latDeg: path[2 * i]!, lonDeg: path[2 * i + 1]! });
    xs[i] = p.xM;
    ys[i] = p.yM;
  }
  // The box test in degrees, widened by the margin (and 1 % for the plane's distortion).
  const padLat = (marginM * 1.01) / M_PER_DEG_LAT_MIN;
  const maxAbsLat = Math.min(89.9, Math.max(Math.abs(box.minLat), Math.abs(box.maxLat)) + padLat);
  const padLon = padLat / Math.cos((maxAbsLat * Math.PI) / 180);
  const [minLat, maxLat] = [box.minLat - padLat, box.maxLat + padLat];
  const [minLon, maxLon] = [box.minLon - padLon, box.maxLon + padLon];
  const grid = buildGrid(xs, ys, marginM);
  return {
    distanceM(latDeg, lonDeg) {
      if (latDeg < minLat || latDeg > maxLat || lonDeg < minLon || lonDeg > maxLon) return Infinity;
      const p = geoToPlane(origin, { latDeg, lonDeg });
      const best = grid.nearestM(p.xM, p.yM);
      return best <= marginM ? best : Infinity;
    },
  };
}

/** A grid of the path's segments: each segment listed in every cell its box (plus the margin) touches. */
function buildGrid(xs: Float64Array, ys: Float64Array, marginM: number) {
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (let i = 0; i < xs.length; i++) {
    minX = Math.min(minX, xs[i]!);
    maxX = Math.max(maxX, xs[i]!);
    minY = Math.min(minY, ys[i]!);
    maxY = Math.max(maxY, ys[i]!);
  }
  minX -= marginM;
  minY -= marginM;
  let cellM = Math.max(MIN_CELL_M, marginM);
  const span = (maxX + marginM - minX) * (maxY + marginM - minY);
  if (span / (cellM * cellM) > MAX_GRID_CELLS) cellM = Math.sqrt(span / MAX_GRID_CELLS);
  const cols = Math.floor((maxX + marginM - minX) / cellM) + 1;
  const rows = Math.floor((maxY + marginM - minY) / cellM) + 1;
  const cells = new Map<number, number[]>();
  const segments = Math.max(1, xs.length - 1);
  for (let s = 0; s < segments; s++) {
    const e = Math.min(s + 1, xs.length - 1);
    // A long segment is listed piece by piece (pieces one cell long), never by its whole box.
    const pieces = Math.max(1, Math.ceil(Math.hypot(xs[e]! - xs[s]!, ys[e]! - ys[s]!) / cellM));
    for (let k = 0; k < pieces; k++) {
      const [t0, t1] = [k / pieces, (k + 1) / pieces];
      const ax = xs[s]! + (xs[e]! - xs[s]!) * t0;
      const bx = xs[s]! + (xs[e]! - xs[s]!) * t1;
      const ay = ys[s]! + (ys[e]! - ys[s]!) * t0;
      const by = ys[s]! + (ys[e]! - ys[s]!) * t1;
      const c0 = Math.floor((Math.min(ax, bx) - minX) / cellM);
      const c1 = Math.floor((Math.max(ax, bx) - minX) / cellM);
      const r0 = Math.floor((Math.min(ay, by) - minY) / cellM);
      const r1 = Math.floor((Math.max(ay, by) - minY) / cellM);
      for (let r = r0; r <= r1; r++)
        for (let c = c0; c <= c1; c++) {
          const key = r * cols + c;
          const list = cells.get(key);
          if (!list) cells.set(key, [s]);
          else if (list[list.length - 1] !== s) list.push(s);
        }
    }
  }
  return {
    /** The nearest segment's distance among those of the point's cell and its 8 neighbours (else Infinity). */
    nearestM(px: number, py: number): number {
      const c = Math.floor((px - minX) / cellM);
      const r = Math.floor((py - minY) / cellM);
      let best = Infinity;
      for (let rr = Math.max(0, r - 1); rr <= Math.min(rows - 1, r + 1); rr++)
        for (let cc = Math.max(0, c - 1); cc <= Math.min(cols - 1, c + 1); cc++) {
          const list = cells.get(rr * cols + cc);
          if (!list) continue;
          for (const s of list) {
            const e = Math.min(s + 1, xs.length - 1);
            best = Math.min(best, segmentDistanceM(px, py, xs[s]!, ys[s]!, xs[e]!, ys[e]!));
          }
        }
      return best;
    },
  };
}
