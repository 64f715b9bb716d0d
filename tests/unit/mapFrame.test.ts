// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as L from 'leaflet';
import { describe, expect, it } from 'vitest';
import { planeToGeo, tilePixel } from '../../src/geometry/geoFrame';
import { readOrigin } from '../../src/map/MapSettings';
import { frameCrs, frameKey, geoOriginOf } from '../../src/map/mapFrame';
import { textAttribution } from '../../src/map/tileAttribution';
import type { Scenario } from '../../src/scenario/types';
import { scenarioReducer } from '../../src/state/scenarioReducer';

const ORIGIN = { originLatDeg: 52.52, originLonDeg: 13.405 };

describe('the map frame', () => {
  it('reads a geographic origin from the scenario, and nothing from a planar or unusable one', () => {
    expect(geoOriginOf({})).toBeNull();
    expect(geoOriginOf({ frame: { kind: 'planar' } })).toBeNull();
    expect(geoOriginOf({ frame: { kind: 'geographic', ...ORIGIN } })).toEqual(ORIGIN);
    expect(geoOriginOf({ frame: { kind: 'geographic', originLatDeg: 89, originLonDeg: 0 } })).toBeNull();
    expect(frameKey(null)).toBe('planar');
    expect(frameKey(ORIGIN)).toBe('geo:52.52,13.405');
  });

  it('puts planar metres where the Web Mercator tile grid puts their latitude/longitude', () => {
    const crs = frameCrs(ORIGIN);
    for (const p of [
      { xM: 0, yM: 0 },
      { xM: 1234, yM: -567 },
      { xM: -8000, yM: 6000 },
    ]) {
      const screen = crs.latLngToPoint(L.latLng(p.yM, p.xM), 18);
      const tile = tilePixel(planeToGeo(ORIGIN, p), 18);
      // 1 px at zoom 18 is 0.36 m here.
      expect(Math.abs(screen.x - tile.x)).toBeLessThan(1e-3);
      expect(Math.abs(screen.y - tile.y)).toBeLessThan(1e-3);
      const back = crs.pointToLatLng(screen, 18);
      expect(back.lng).toBeCloseTo(p.xM, 4);
      expect(back.lat).toBeCloseTo(p.yM, 4);
    }
    // Distances (scale bar, snapping) stay planar metres; the planar frame stays CRS.Simple.
    expect(crs.distance(L.latLng(0, 0), L.latLng(400, 300))).toBe(500);
    expect(frameCrs(null)).toBe(L.CRS.Simple);
  });

  it('shows an attribution as text, never as markup', () => {
    expect(textAttribution(' <img src=x onerror=alert(1)> © "Tiles" & co\n')).toBe(
      '&#60;img src=x onerror=alert(1)&#62; © &#34;Tiles&#34; &#38; co',
    );
    expect(textAttribution('x'.repeat(500))).toHaveLength(200);
  });

  it('reads the origin fields of the Map settings', () => {
    expect(readOrigin('', ' ')).toBeNull();
    expect(readOrigin('48.8584', '2.2945')).toEqual({ lat: 48.8584, lon: 2.2945 });
    expect(readOrigin('86', '0')).toMatch(/^Latitude must be/);
    expect(readOrigin('10', '')).toMatch(/^Longitude must be/);
    expect(readOrigin('abc', '1')).toMatch(/^Latitude must be/);
  });

  it('sets and clears the frame with one action', () => {
    const { frame: planarFrame, ...s } = JSON.parse(
      readFileSync(resolve(__dirname, '../../public/scenarios/III-D.json'), 'utf8'),
    ) as Scenario;
    expect(planarFrame).toEqual({ kind: 'planar' });
    const geo = scenarioReducer(s, { type: 'setFrame', frame: { kind: 'geographic', ...ORIGIN } });
    expect(geo.frame).toEqual({ kind: 'geographic', ...ORIGIN });
    expect(geo.stations).toBe(s.stations);
    const planar = scenarioReducer(geo, { type: 'setFrame', frame: null });
    expect('frame' in planar).toBe(false);
    expect(scenarioReducer(s, { type: 'setFrame', frame: null })).toBe(s);
  });
});
