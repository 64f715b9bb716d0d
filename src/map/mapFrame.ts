/**
 * The map's coordinate reference system for a scenario's frame: the one place where positions become
 * screen pixels. Every layer keeps Leaflet pairs `[yM, xM]` in planar metres (coords.ts); the CRS
 * decides where those metres land:
 *
 * - planar (the default): `L.CRS.Simple`, 1 unit = 1 m, zoom z = 2^z px per metre;
 * - geographic: metres east/north of the origin -> latitude/longitude (src/geometry/geoFrame.ts) ->
 *   Web Mercator with EPSG:3857's transformation and zoom scale, so standard `{z}/{x}/{y}` tiles line
 *   up. Projected units are scaled by cos(origin latitude), which makes them ground metres at the
 *   origin: Leaflet's circles (radius in projected units) then have the right size in metres.
 */
import * as L from 'leaflet';
import { fromWebMercatorM, geoToPlane, planeToGeo, WEB_MERCATOR_R_M, webMercatorM } from '../geometry/geoFrame';
import type { GeoOrigin } from '../geometry/geoFrame';
import type { Scenario } from '../scenario/types';

/** Zoom range and start of a map in a frame. */
export interface FrameZoom {
  minZoom: number;
  maxZoom: number;
  /** The deepest zoom a tile server has tiles for (deeper zooms scale its tiles up). */
  maxNativeZoom: number;
}

/** The origin of a scenario's geographic frame, or null when it is planar (or the origin is unusable). */
export function geoOriginOf(scenario: Pick<Scenario, 'frame'>): GeoOrigin | null {
  const f = scenario.frame;
  if (f?.kind !== 'geographic') return null;
  const { originLatDeg: lat, originLonDeg: lon } = f;
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 85 || Math.abs(lon) > 180) return null;
  return { originLatDeg: lat, originLonDeg: lon };
}

/** A key that changes when the map must be rebuilt in another frame. */
export function frameKey(origin: GeoOrigin | null): string {
  return origin ? `geo:${origin.originLatDeg},${origin.originLonDeg}` : 'planar';
}

/** The zoom range of a frame. */
export function frameZoom(origin: GeoOrigin | null): FrameZoom {
  return origin ? { minZoom: 3, maxZoom: 22, maxNativeZoom: 19 } : { minZoom: -8, maxZoom: 5, maxNativeZoom: 5 };
}

/** The latitude/longitude (Leaflet order) of a Leaflet pair in planar metres, in `origin`'s frame. */
export function metresToLatLng(origin: GeoOrigin, ll: { lat: number; lng: number }): L.LatLng {
  const g = planeToGeo(origin, { xM: ll.lng, yM: ll.lat });
  return L.latLng(g.latDeg, g.lonDeg);
}

/** The CRS of a frame: `L.CRS.Simple` for planar, the local-metre Web Mercator CRS for geographic. */
export function frameCrs(origin: GeoOrigin | null): L.CRS {
  if (!origin) return L.CRS.Simple;
  const k = Math.cos((origin.originLatDeg * Math.PI) / 180);
  const half = Math.PI * WEB_MERCATOR_R_M;
  const projection: L.Projection = {
    project(ll: L.LatLng): L.Point {
      const m = webMercatorM(planeToGeo(origin, { xM: ll.lng, yM: ll.lat }));
      return L.point(m.xM * k, m.yM * k);
    },
    unproject(p: L.Point): L.LatLng {
      const q = geoToPlane(origin, fromWebMercatorM({ xM: p.x / k, yM: p.y / k }));
      return L.latLng(q.yM, q.xM);
    },
    bounds: L.bounds([-half * k, -half * k], [half * k, half * k]),
  };
  const scale = 0.5 / (half * k);
  return L.Util.extend({}, L.CRS, {
    code: 'MP:LOCAL-ENU-3857',
    projection,
    transformation: new L.Transformation(scale, 0.5, -scale, 0.5),
    infinite: false,
    /** Planar distance in the frame's metres (the layers' units). */
    distance(a: L.LatLng, b: L.LatLng): number {
      return Math.hypot(a.lng - b.lng, a.lat - b.lat);
    },
    wrapLatLng(ll: L.LatLng): L.LatLng {
      return ll;
    },
  }) as unknown as L.CRS;
}

/** Screen pixels per metre at the map's current view (near its centre). */
export function pxPerMetre(map: L.Map): number {
  const c = map.getCenter();
  const a = map.latLngToContainerPoint(c);
  const b = map.latLngToContainerPoint(L.latLng(c.lat, c.lng + 100));
  const d = Math.hypot(b.x - a.x, b.y - a.y) / 100;
  return d > 0 && Number.isFinite(d) ? d : 2 ** map.getZoom();
}
