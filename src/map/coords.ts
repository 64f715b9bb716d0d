/**
 * Planar metres <-> Leaflet coordinates. The map uses `L.CRS.Simple` with 1 unit = 1 m, and
 * Leaflet's `[lat, lng]` order, so a point `(xM, yM)` is the Leaflet pair `[yM, xM]`.
 */
import type { PointM } from '../scenario/types';

/** A Leaflet `[lat, lng]` pair, i.e. `[yM, xM]`. */
export type LatLngPair = [number, number];

/** The Leaflet `[lat, lng]` of a point in metres. */
export function toLatLng(p: PointM): LatLngPair {
  return [p.yM, p.xM];
}

/** Rounds to whole metres (never returns -0, so scenario JSON stays clean). */
export function roundM(v: number): number {
  const r = Math.round(v);
  return r === 0 ? 0 : r;
}

/** The point in metres of a Leaflet position; `round` snaps it to whole metres. */
export function fromLatLng(ll: { lat: number; lng: number }, round = true): PointM {
  return round ? { xM: roundM(ll.lng), yM: roundM(ll.lat) } : { xM: ll.lng, yM: ll.lat };
}

/** Leaflet positions of an interleaved `x, y, x, y, ...` outline (metres). */
export function outlineToLatLngs(outline: ArrayLike<number>): LatLngPair[] {
  const out: LatLngPair[] = [];
  for (let i = 0; i + 1 < outline.length; i += 2) out.push([outline[i + 1]!, outline[i]!]); // i + 1 < length
  return out;
}

/** Euclidean distance between two points, metres. */
export function distanceM(a: PointM, b: PointM): number {
  return Math.hypot(a.xM - b.xM, a.yM - b.yM);
}

/** The middle of a segment, snapped to whole metres. */
export function midpointM(a: PointM, b: PointM): PointM {
  return { xM: roundM((a.xM + b.xM) / 2), yM: roundM((a.yM + b.yM) / 2) };
}
