/**
 * The geographic frame: planar metres east/north of an origin <-> latitude/longitude on the WGS84
 * ellipsoid, and Web Mercator (the projection of map tiles). Pure functions, no map library.
 *
 * "Metres east/north of the origin" is the local tangent plane of the WGS84 ellipsoid at the origin
 * (east-north-up, ENU): a point on the ellipsoid is shown at the foot of its perpendicular onto that
 * plane (an orthographic projection along the origin's normal), and a plane point is the ellipsoid
 * point straight below/above it along that normal. Both directions are closed form, so a round trip
 * returns the same point to floating-point precision. Distances from the origin in the plane are
 * shorter than on the ground by about d^3 / (6 R^2): 4 mm at 10 km, 0.5 m at 50 km. See docs/model.md.
 */
import type { PointM } from '../scenario/types';

/** WGS84 semi-major axis, metres. */
export const WGS84_A_M = 6378137;
/** WGS84 flattening. */
export const WGS84_F = 1 / 298.257223563;
/** WGS84 first eccentricity squared. */
export const WGS84_E2 = WGS84_F * (2 - WGS84_F);
/** WGS84 semi-minor axis, metres. */
export const WGS84_B_M = WGS84_A_M * (1 - WGS84_F);
/** Web Mercator's sphere radius, metres (the WGS84 semi-major axis). */
export const WEB_MERCATOR_R_M = WGS84_A_M;
/** Web Mercator's latitude limit, degrees (the map is square there). */
export const WEB_MERCATOR_MAX_LAT_DEG = 85.0511287798066;

/** A geographic origin: where planar (0, 0) lies, degrees. */
export interface GeoOrigin {
  originLatDeg: number;
  originLonDeg: number;
}

/** A position on the ellipsoid, degrees. */
export interface LatLonDeg {
  latDeg: number;
  lonDeg: number;
}

type Vec3 = [number, number, number];

const RAD = Math.PI / 180;

/** Earth-centred, Earth-fixed coordinates of a geodetic position (height `hM` above the ellipsoid), metres. */
export function geodeticToEcef(latDeg: number, lonDeg: number, hM = 0): Vec3 {
  const lat = latDeg * RAD;
  const lon = lonDeg * RAD;
  const s = Math.sin(lat);
  const n = WGS84_A_M / Math.sqrt(1 - WGS84_E2 * s * s);
  const r = (n + hM) * Math.cos(lat);
  return [r * Math.cos(lon), r * Math.sin(lon), (n * (1 - WGS84_E2) + hM) * s];
}

/** The geodetic latitude/longitude (degrees) and height (metres) of an ECEF point. */
export function ecefToGeodetic([x, y, z]: Vec3): LatLonDeg & { hM: number } {
  const p = Math.hypot(x, y);
  const lonDeg = Math.atan2(y, x) / RAD;
  // Fixed-point iteration on the latitude; converges to machine precision in a few steps near the surface.
  let lat = Math.atan2(z, p * (1 - WGS84_E2));
  let hM = 0;
  for (let i = 0; i < 8; i++) {
    const s = Math.sin(lat);
    const n = WGS84_A_M / Math.sqrt(1 - WGS84_E2 * s * s);
    hM = Math.abs(lat) < Math.PI / 4 ? p / Math.cos(lat) - n : z / s - n * (1 - WGS84_E2);
    lat = Math.atan2(z, p * (1 - (WGS84_E2 * n) / (n + hM)));
  }
  return { latDeg: lat / RAD, lonDeg, hM };
}

/** The origin's ECEF position and its east, north and up unit vectors. */
function tangentBasis(o: GeoOrigin): { at: Vec3; east: Vec3; north: Vec3; up: Vec3 } {
  const lat = o.originLatDeg * RAD;
  const lon = o.originLonDeg * RAD;
  const [sl, cl, so, co] = [Math.sin(lat), Math.cos(lat), Math.sin(lon), Math.cos(lon)];
  return {
    at: geodeticToEcef(o.originLatDeg, o.originLonDeg),
    east: [-so, co, 0],
    north: [-sl * co, -sl * so, cl],
    up: [cl * co, cl * so, sl],
  };
}

function dot(a: Vec3, b: Vec3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

/** Metres east/north of the origin of a position on the ellipsoid (its foot on the tangent plane). */
export function geoToPlane(o: GeoOrigin, p: LatLonDeg): PointM {
  const { at, east, north } = tangentBasis(o);
  const q = geodeticToEcef(p.latDeg, p.lonDeg);
  const d: Vec3 = [q[0] - at[0], q[1] - at[1], q[2] - at[2]];
  return { xM: dot(d, east), yM: dot(d, north) };
}

/**
 * The position on the ellipsoid of a point `xM` east and `yM` north of the origin: the ellipsoid
 * point on the line through the plane point along the origin's normal (the near intersection).
 */
export function planeToGeo(o: GeoOrigin, p: PointM): LatLonDeg {
  const { at, east, north, up } = tangentBasis(o);
  const base: Vec3 = [
    at[0] + p.xM * east[0] + p.yM * north[0],
    at[1] + p.xM * east[1] + p.yM * north[1],
    at[2] + p.xM * east[2] + p.yM * north[2],
  ];
  // Solve |base + u up| on the ellipsoid ((x^2 + y^2) / a^2 + z^2 / b^2 = 1) for u: a quadratic.
  const a2 = WGS84_A_M * WGS84_A_M;
  const b2 = WGS84_B_M * WGS84_B_M;
  const qa = (up[0] * up[0] + up[1] * up[1]) / a2 + (up[2] * up[2]) / b2;
  const qb = 2 * ((base[0] * up[0] + base[1] * up[1]) / a2 + (base[2] * up[2]) / b2);
  const qc = (base[0] * base[0] + base[1] * base[1]) / a2 + (base[2] * base[2]) / b2 - 1;
  const disc = Math.max(0, qb * qb - 4 * qa * qc);
  // The root nearer zero, in the cancellation-free form (qc is tiny near the origin).
  const u = qb >= 0 ? (-2 * qc) / (qb + Math.sqrt(disc)) : (2 * qc) / (Math.sqrt(disc) - qb);
  const r = ecefToGeodetic([base[0] + u * up[0], base[1] + u * up[1], base[2] + u * up[2]]);
  return { latDeg: r.latDeg, lonDeg: r.lonDeg };
}

/** Web Mercator (EPSG:3857) metres of a latitude/longitude (the latitude clamped to the map's limit). */
export function webMercatorM(p: LatLonDeg): { xM: number; yM: number } {
  const lat = Math.max(-WEB_MERCATOR_MAX_LAT_DEG, Math.min(WEB_MERCATOR_MAX_LAT_DEG, p.latDeg)) * RAD;
  return { xM: WEB_MERCATOR_R_M * p.lonDeg * RAD, yM: WEB_MERCATOR_R_M * Math.log(Math.tan(Math.PI / 4 + lat / 2)) };
}

/** The latitude/longitude of Web Mercator metres. */
export function fromWebMercatorM(m: { xM: number; yM: number }): LatLonDeg {
  return {
    latDeg: (2 * Math.atan(Math.exp(m.yM / WEB_MERCATOR_R_M)) - Math.PI / 2) / RAD,
    lonDeg: m.xM / WEB_MERCATOR_R_M / RAD,
  };
}

/**
 * The global pixel of a latitude/longitude at a tile zoom (256-px tiles, x east from 180 W, y south
 * from the top of the map): the slippy-map tile numbering times the tile size.
 */
export function tilePixel(p: LatLonDeg, zoom: number, tileSizePx = 256): { x: number; y: number } {
  const m = webMercatorM(p);
  const worldPx = tileSizePx * 2 ** zoom;
  const half = Math.PI * WEB_MERCATOR_R_M;
  return { x: ((m.xM + half) / (2 * half)) * worldPx, y: ((half - m.yM) / (2 * half)) * worldPx };
}
