/** The box the initial view fits: every station, path outline and editable path point. */
import type { ScenarioGeometry } from '../geometry/geometry';
import { schemaDefault } from '../scenario/schemaFields';
import type { Scenario } from '../scenario/types';

/** An axis-aligned box in metres. */
export interface Extent {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function grow(e: Extent | null, x: number, y: number): Extent {
  if (!Number.isFinite(x) || !Number.isFinite(y)) return e ?? { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  if (!e) return { minX: x, minY: y, maxX: x, maxY: y };
  return { minX: Math.min(e.minX, x), minY: Math.min(e.minY, y), maxX: Math.max(e.maxX, x), maxY: Math.max(e.maxY, y) };
}

/**
 * The extent of a scenario's stations and paths. Uses the geometry's outlines when given;
 * otherwise polyline points, static centres and a clover's radius around the origin. Null when
 * there is nothing to show.
 */
export function scenarioExtent(scenario: Scenario, geometry: ScenarioGeometry | null): Extent | null {
  let e: Extent | null = null;
  for (const st of scenario.stations ?? []) e = grow(e, st.position.xM, st.position.yM);
  if (geometry) {
    for (const p of geometry.platforms) {
      const o = p.outline;
      for (let i = 0; i + 1 < o.length; i += 2) e = grow(e, o[i]!, o[i + 1]!); // i + 1 < length
    }
  } else {
    for (const p of scenario.platforms ?? []) {
      const t = p.trajectory;
      if (t.kind === 'polyline') for (const q of t.points) e = grow(e, q.xM, q.yM);
      else if (t.kind === 'static') e = grow(e, t.centre.xM, t.centre.yM);
      else {
        const r = t.radiusM ?? schemaDefault<number>('trajectory[clover].radiusM');
        e = grow(grow(e, -r, -r), r, r);
      }
    }
  }
  return e;
}

/** `e` widened to at least `minSizeM` on each side (a lone station still gets a sensible view). */
export function ensureMinSize(e: Extent, minSizeM = 400): Extent {
  const cx = (e.minX + e.maxX) / 2;
  const cy = (e.minY + e.maxY) / 2;
  const hw = Math.max(e.maxX - e.minX, minSizeM) / 2;
  const hh = Math.max(e.maxY - e.minY, minSizeM) / 2;
  return { minX: cx - hw, minY: cy - hh, maxX: cx + hw, maxY: cy + hh };
}

/** Padding around the fitted view, px. */
export const FIT_PADDING_PX = 40;

/** A key that changes when a different scenario is loaded (not when one is edited). */
export function fitKey(s: Scenario): string {
  return [s.title ?? '', ...(s.platforms ?? []).map((p) => p.id)].join('\u0000');
}
