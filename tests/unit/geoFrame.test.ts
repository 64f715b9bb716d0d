import { describe, expect, it } from 'vitest';
import {
  ecefToGeodetic,
  fromWebMercatorM,
  geodeticToEcef,
  geoToPlane,
  planeToGeo,
  tilePixel,
  WGS84_B_M,
  webMercatorM,
} from '../../src/geometry/geoFrame';

// Length of one degree of latitude and of longitude on WGS84 at a given latitude, km: the published
// table (e.g. Wikipedia "Latitude", "Length of a degree"; NGA/NIMA TR8350.2 radii of curvature).
const DEGREE_KM: [latDeg: number, latKm: number, lonKm: number][] = [
  [0, 110.574, 111.32],
  [15, 110.649, 107.551],
  [30, 110.852, 96.486],
  [45, 111.132, 78.847],
  [60, 111.412, 55.8],
  [75, 111.618, 28.902],
];

describe('geographic frame (local tangent plane of WGS84)', () => {
  it('puts the ECEF axes where WGS84 says (equator: a, pole: b)', () => {
    const eq = geodeticToEcef(0, 0);
    expect(eq[0]).toBe(6378137);
    expect(eq[1]).toBe(0);
    const pole = geodeticToEcef(90, 0);
    expect(pole[2]).toBeCloseTo(6356752.3142, 3);
    expect(WGS84_B_M).toBeCloseTo(6356752.3142, 3);
    const g = ecefToGeodetic(geodeticToEcef(47.3769, 8.5417, 408));
    expect(g.latDeg).toBeCloseTo(47.3769, 10);
    expect(g.lonDeg).toBeCloseTo(8.5417, 10);
    expect(g.hM).toBeCloseTo(408, 6);
  });

  it.each(DEGREE_KM)(
    'a thousandth of a degree at %f° N is 1/1000 of the published degree length',
    (lat, latKm, lonKm) => {
      const o = { originLatDeg: lat, originLonDeg: 10 };
      const north = geoToPlane(o, { latDeg: lat + 0.0005, lonDeg: 10 }).yM;
      const south = geoToPlane(o, { latDeg: lat - 0.0005, lonDeg: 10 }).yM;
      const east = geoToPlane(o, { latDeg: lat, lonDeg: 10.0005 }).xM;
      const west = geoToPlane(o, { latDeg: lat, lonDeg: 9.9995 }).xM;
      // The table is rounded to the metre per degree: a millimetre per thousandth.
      expect(Math.abs(north - south - latKm)).toBeLessThan(0.001);
      expect(Math.abs(east - west - lonKm)).toBeLessThan(0.001);
      // The published series (same sources): 111132.954 - 559.822 cos 2phi + 1.175 cos 4phi m per degree
      // of latitude, 111412.84 cos phi - 93.5 cos 3phi + 0.118 cos 5phi m per degree of longitude.
      const r = (lat * Math.PI) / 180;
      const latSeriesM = 111132.954 - 559.822 * Math.cos(2 * r) + 1.175 * Math.cos(4 * r);
      const lonSeriesM = 111412.84 * Math.cos(r) - 93.5 * Math.cos(3 * r) + 0.118 * Math.cos(5 * r);
      expect(Math.abs((north - south) * 1000 - latSeriesM)).toBeLessThan(0.05);
      expect(Math.abs((east - west) * 1000 - lonSeriesM)).toBeLessThan(0.05);
      // East is east and north is north.
      expect(Math.abs(geoToPlane(o, { latDeg: lat + 0.001, lonDeg: 10 }).xM)).toBeLessThan(1e-6);
      expect(Math.abs(geoToPlane(o, { latDeg: lat, lonDeg: 10.001 }).yM)).toBeLessThan(0.01);
    },
  );

  it('maps the origin to (0, 0) and back', () => {
    const o = { originLatDeg: -33.8568, originLonDeg: 151.2153 };
    const p = geoToPlane(o, { latDeg: o.originLatDeg, lonDeg: o.originLonDeg });
    expect(Math.abs(p.xM) + Math.abs(p.yM)).toBeLessThan(1e-6);
    const g = planeToGeo(o, { xM: 0, yM: 0 });
    expect(g.latDeg).toBeCloseTo(o.originLatDeg, 12);
    expect(g.lonDeg).toBeCloseTo(o.originLonDeg, 12);
  });

  it.each([
    [48.8584, 2.2945],
    [-33.8568, 151.2153],
    [64.1466, -21.9426],
    [0, 179.99],
  ])('round-trips plane points up to 50 km from (%f, %f) to a micrometre', (lat, lon) => {
    const o = { originLatDeg: lat, originLonDeg: lon };
    for (const [x, y] of [
      [10000, 0],
      [0, -10000],
      [7071, 7071],
      [-50000, 50000],
      [123.456, -789.012],
    ] as Array<[number, number]>) {
      const back = geoToPlane(o, planeToGeo(o, { xM: x, yM: y }));
      expect(Math.abs(back.xM - x)).toBeLessThan(1e-6);
      expect(Math.abs(back.yM - y)).toBeLessThan(1e-6);
    }
  });

  it('keeps city-scale distances to the ground distance within a metre (10 km due north at 45° N)', () => {
    // The ground distance along the meridian (the published degree-length series integrated) is
    // 10 km plus the orthographic shortening d^3 / (6 R^2), 4 mm.
    const o = { originLatDeg: 45, originLonDeg: 0 };
    const g = planeToGeo(o, { xM: 0, yM: 10000 });
    expect(g.lonDeg).toBeCloseTo(0, 12);
    const steps = 1000;
    let arcM = 0;
    for (let i = 0; i < steps; i++) {
      const lat = 45 + ((i + 0.5) / steps) * (g.latDeg - 45);
      const r = (lat * Math.PI) / 180;
      arcM += (111132.954 - 559.822 * Math.cos(2 * r) + 1.175 * Math.cos(4 * r)) * ((g.latDeg - 45) / steps);
    }
    expect(arcM - 10000).toBeGreaterThan(0);
    expect(arcM - 10000).toBeLessThan(0.05);
  });

  it('projects to Web Mercator like EPSG:3857 and the slippy-map tile numbers', () => {
    // EPSG:3857 of (0, 0) and of the map's corner (180° E, 85.0511° N): +/- 20037508.34 m.
    const zero = webMercatorM({ latDeg: 0, lonDeg: 0 });
    expect(Math.abs(zero.xM) + Math.abs(zero.yM)).toBeLessThan(1e-6);
    const corner = webMercatorM({ latDeg: 85.0511287798066, lonDeg: 180 });
    expect(corner.xM).toBeCloseTo(20037508.34, 1);
    expect(corner.yM).toBeCloseTo(20037508.34, 1);
    const back = fromWebMercatorM(webMercatorM({ latDeg: 52.52, lonDeg: 13.405 }));
    expect(back.latDeg).toBeCloseTo(52.52, 10);
    expect(back.lonDeg).toBeCloseTo(13.405, 10);
    expect(tilePixel({ latDeg: 0, lonDeg: 0 }, 0)).toEqual({ x: 128, y: 128 });
    // OpenStreetMap wiki, "Slippy map tilenames": Berlin (52.52 N, 13.405 E) is tile 8802/5373 at zoom 14.
    const px = tilePixel({ latDeg: 52.52, lonDeg: 13.405 }, 14);
    expect(Math.floor(px.x / 256)).toBe(8802);
    expect(Math.floor(px.y / 256)).toBe(5373);
  });
});
