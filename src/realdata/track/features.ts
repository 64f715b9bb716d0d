/**
 * The lines of a GeoJSON object (a FeatureCollection, a Feature or a bare LineString or
 * MultiLineString geometry), as a GeoJSON file holds them or @tmcw/togeojson writes them from GPX
 * and KML: a MultiLineString's parts (a GPX track's segments) are joined, in order, into one line.
 */
import { quoted } from '../problems';
import type { FoundLine, ProblemList } from './lineOf';

/** What a line's feature is called in messages: `feature 2`. */
export type FeatureNamer = (featureIndex: number) => string;

const LINE_TYPES = new Set(['LineString', 'MultiLineString']);

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The features of a GeoJSON object (a bare geometry counts as one feature), or a problem. */
function featuresOf(root: unknown, problems: ProblemList): unknown[] | null {
  if (!isObject(root)) {
    problems.add(
      null,
      `a GeoJSON object ({"type": "FeatureCollection", ...}), got ${quoted(JSON.stringify(root) ?? '')}`,
    );
    return null;
  }
  if (root.type === 'FeatureCollection') {
    if (Array.isArray(root.features)) return root.features;
    problems.add('"features"', 'an array of features');
    return null;
  }
  if (root.type === 'Feature') return [root];
  if (typeof root.type === 'string' && LINE_TYPES.has(root.type)) return [{ type: 'Feature', geometry: root }];
  problems.add('"type"', `FeatureCollection, Feature, LineString or MultiLineString, got ${quoted(String(root.type))}`);
  return null;
}

/** A MultiLineString's parts joined (times too, when they are given per part). */
function joined(geometry: Record<string, unknown>, times: unknown): { positions: unknown[]; times: unknown[] | null } {
  const coords = geometry.coordinates as unknown[];
  if (geometry.type === 'LineString') return { positions: coords, times: Array.isArray(times) ? times : null };
  const positions: unknown[] = [];
  for (const part of coords) if (Array.isArray(part)) positions.push(...(part as unknown[]));
  let flat: unknown[] | null = null;
  if (Array.isArray(times)) {
    flat = [];
    for (const t of times) {
      if (Array.isArray(t)) flat.push(...(t as unknown[]));
      else flat.push(t);
    }
  }
  return { positions, times: flat };
}

/**
 * The lines of `root` and the first of them (null with a problem when it has none). `featureName`
 * names a feature in messages; `pointName` a point of the first line (default `feature N, position M`).
 */
export function linesOf(
  root: unknown,
  problems: ProblemList,
  featureName: FeatureNamer = (i) => `feature ${i + 1}`,
  pointName?: (index: number) => string,
): { first: FoundLine | null; count: number } {
  const features = featuresOf(root, problems);
  if (!features) return { first: null, count: 0 };
  let first: FoundLine | null = null;
  let count = 0;
  const kinds = new Map<string, number>();
  features.forEach((feature, i) => {
    const geometry = isObject(feature) ? feature.geometry : undefined;
    const type = isObject(geometry) && typeof geometry.type === 'string' ? geometry.type : 'no geometry';
    if (!isObject(geometry) || !LINE_TYPES.has(type)) {
      kinds.set(type, (kinds.get(type) ?? 0) + 1);
      return;
    }
    if (!Array.isArray(geometry.coordinates)) {
      problems.add(featureName(i), `"coordinates" as an array of positions`);
      return;
    }
    count += 1;
    if (first) return;
    const properties = isObject(feature) && isObject(feature.properties) ? feature.properties : {};
    const coordinateProperties = isObject(properties.coordinateProperties) ? properties.coordinateProperties : {};
    const line = joined(geometry, coordinateProperties.times ?? properties.times);
    first = {
      positions: line.positions,
      times: line.times,
      name: properties.name,
      pointName: pointName ?? ((p) => `${featureName(i)}, position ${p + 1}`),
    };
  });
  if (count === 0 && problems.list.length === 0) {
    const found = [...kinds].map(([k, n]) => `${n} ${k}`).join(', ') || 'nothing';
    problems.add(null, `a line (LineString or MultiLineString, a GPX track or route), got ${found}`);
  }
  return { first, count };
}
