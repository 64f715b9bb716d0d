/**
 * The path cell sites are filtered around: the first platform's drawn path (a polyline) in a
 * geographic frame, as planar metres and as latitude/longitude pairs; and the corridor the import
 * dialog shows on the map while it is open (a tiny store the map subscribes to).
 */
import { planeToGeo } from '../../geometry/geoFrame';
import type { PointM, Scenario } from '../../scenario/types';

/** The path of `s` for a cell import, or null (a planar frame, or no platform with a drawn path). */
export function cellsPath(s: Scenario): { pointsM: PointM[]; latLonDeg: Float64Array } | null {
  const frame = s.frame;
  if (frame?.kind !== 'geographic') return null;
  const platform = (s.platforms ?? []).find((p) => p.trajectory.kind === 'polyline');
  if (!platform || platform.trajectory.kind !== 'polyline') return null;
  const pointsM = platform.trajectory.points;
  const latLonDeg = new Float64Array(pointsM.length * 2);
  pointsM.forEach((p, i) => {
    const g = planeToGeo(frame, p);
    latLonDeg[2 * i] = g.latDeg;
    latLonDeg[2 * i + 1] = g.lonDeg;
  });
  return { pointsM, latLonDeg };
}

/** The corridor shown on the map: the path (metres) and the margin around it. */
export interface Corridor {
  pointsM: readonly PointM[];
  marginM: number;
}

let current: Corridor | null = null;
const listeners = new Set<() => void>();

/** Shows `corridor` on the map (null hides it). */
export function setCorridor(corridor: Corridor | null): void {
  current = corridor;
  listeners.forEach((f) => f());
}

/** The corridor shown now, or null. */
export function getCorridor(): Corridor | null {
  return current;
}

/** Calls `listener` whenever the corridor changes; returns the unsubscribe. */
export function subscribeCorridor(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
