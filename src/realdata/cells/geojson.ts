/**
 * Cell sites from a GeoJSON FeatureCollection (RFC 7946) of Point features: `coordinates` are
 * `[lon, lat]`, the properties `radio` (required), `range` (metres, optional) and `name` or
 * `label` (plain text, optional). A Feature, a bare Point and MultiPoint features are read too.
 */
import { quoted } from '../problems';
import { checkSite, cutLabel, type RowResult } from './rows';

/** Each Point of `doc` with where it is (`feature 3`), or what the document was expected to be. */
export function geojsonPoints(
  doc: unknown,
): { points: Array<{ where: string; value: unknown; props: unknown }> } | { expected: string } {
  const obj = doc as { type?: unknown; features?: unknown } | null;
  if (!obj || typeof obj !== 'object') return { expected: 'a GeoJSON FeatureCollection of Point features' };
  let features: unknown[];
  if (obj.type === 'FeatureCollection' && Array.isArray(obj.features)) features = obj.features;
  else if (obj.type === 'Feature' || obj.type === 'Point' || obj.type === 'MultiPoint') features = [obj];
  else return { expected: `a GeoJSON FeatureCollection of Point features, got type ${quoted(String(obj.type))}` };
  const points: Array<{ where: string; value: unknown; props: unknown }> = [];
  features.forEach((f, i) => {
    const feature = f as { type?: unknown; geometry?: unknown; properties?: unknown } | null;
    const geometry = (feature?.type === 'Feature' ? feature.geometry : feature) as {
      type?: unknown;
      coordinates?: unknown;
    } | null;
    const props = feature?.type === 'Feature' ? feature.properties : null;
    const where = `feature ${i + 1}`;
    if (geometry?.type === 'MultiPoint' && Array.isArray(geometry.coordinates))
      for (const c of geometry.coordinates) points.push({ where, value: { type: 'Point', coordinates: c }, props });
    else points.push({ where, value: geometry, props });
  });
  return { points };
}

/** The site of one Point (`geometry`) with its feature's `properties`. */
export function siteOfPoint(geometry: unknown, properties: unknown): RowResult {
  const g = geometry as { type?: unknown; coordinates?: unknown } | null;
  if (!g || g.type !== 'Point' || !Array.isArray(g.coordinates))
    return { expected: `a Point geometry, got ${quoted(String(g?.type ?? 'none'))}` };
  const [lon, lat] = g.coordinates as unknown[];
  const p = (properties && typeof properties === 'object' ? properties : {}) as Record<string, unknown>;
  const radioText = typeof p.radio === 'string' ? p.radio : String(p.radio ?? '');
  const range = typeof p.range === 'number' ? p.range : Number(p.range ?? NaN);
  const lonN = typeof lon === 'number' ? lon : NaN;
  const latN = typeof lat === 'number' ? lat : NaN;
  const checked = checkSite(radioText, lonN, String(lon), latN, String(lat), range);
  if ('expected' in checked) return checked;
  const name = typeof p.name === 'string' ? p.name : typeof p.label === 'string' ? p.label : '';
  const label = cutLabel(name.trim() === '' ? checked.radio : `${checked.radio} ${name.trim()}`);
  const own = name.trim() === '' ? null : cutLabel(name.trim());
  return { site: { radio: checked.radio, lonDeg: lonN, latDeg: latN, rangeM: checked.rangeM, label, name: own } };
}
