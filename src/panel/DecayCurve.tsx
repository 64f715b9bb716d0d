/**
 * Paper 000 Fig. 4 (right) for the selected station: its capacity `C rho(d)` against the distance
 * `d`, computed by the solver from the station's own decay law (ScenarioGeometry.stationCurve)
 * and redrawn whenever the station's capacity or decay changes.
 */
import type { ScenarioGeometry } from '../geometry/geometry';
import type { Decay, Station } from '../scenario/types';

/** Points of the curve. */
export const CURVE_POINTS = 101;

const W = 260;
const H = 110;
const PAD = { left: 34, right: 8, top: 8, bottom: 22 };

/** The distance the curve spans, metres: where the law has fallen to about nothing, at least 100 m. */
export function curveRangeM(decay: Decay | undefined): number {
  const d = decay as Record<string, unknown> | undefined;
  const n = (k: string, fallback: number) => {
    const v = Number(d?.[k]);
    return Number.isFinite(v) && v > 0 ? v : fallback;
  };
  let range = 1000;
  switch (d?.law) {
    case 'logistic':
      range = n('d0M', 500) + 5 / n('alphaPerM', 0.007);
      break;
    case 'step':
      range = 2 * n('radiusM', 500);
      break;
    case 'linear':
      range = 1.25 * n('rangeM', 1000);
      break;
  }
  return Math.max(100, Math.min(range, 1e7));
}

/** The curve's SVG path, or null when the solver has none (a disabled or invalid station). */
export function curvePath(values: ArrayLike<number>, maxMbps: number): string | null {
  if (values.length < 2 || !(maxMbps > 0)) return null;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  let d = '';
  for (let k = 0; k < values.length; k++) {
    const x = PAD.left + (plotW * k) / (values.length - 1);
    const y = PAD.top + plotH * (1 - Math.min(1, Math.max(0, values[k]! / maxMbps))); // k < values.length
    d += `${k === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
  }
  return d;
}

/** The chart of the station's capacity against distance. */
export function DecayCurve({ station, geometry }: { station: Station; geometry: ScenarioGeometry | null }) {
  const rangeM = curveRangeM(station.decay);
  const values = geometry?.stationCurve(station.id, rangeM, CURVE_POINTS) ?? null;
  const top = Number(station.capacityMbps) > 0 ? Number(station.capacityMbps) : 1;
  const path = values ? curvePath(values, top) : null;
  if (!path) return null;
  const plotW = W - PAD.left - PAD.right;
  const bottom = H - PAD.bottom;
  const km = rangeM >= 2000;
  const label = (m: number) => (km ? `${(m / 1000).toFixed(1)} km` : `${Math.round(m)} m`);
  return (
    <figure className="decay-curve" data-testid="decay-curve">
      <figcaption>Capacity with distance (paper 000 Fig. 4, right)</figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width={W}
        height={H}
        role="img"
        aria-label={`Capacity of ${station.id} from ${top} Mbps at the station to ${values?.at(-1)?.toFixed(1) ?? 0} Mbps at ${label(rangeM)}`}
      >
        <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={bottom} className="decay-curve__axis" />
        <line x1={PAD.left} x2={PAD.left + plotW} y1={bottom} y2={bottom} className="decay-curve__axis" />
        <text x={PAD.left - 4} y={PAD.top + 8} textAnchor="end">
          {top}
        </text>
        <text x={PAD.left - 4} y={bottom} textAnchor="end">
          0
        </text>
        <text x={PAD.left} y={H - 6} textAnchor="start">
          0
        </text>
        <text x={PAD.left + plotW / 2} y={H - 6} textAnchor="middle">
          {label(rangeM / 2)}
        </text>
        <text x={PAD.left + plotW} y={H - 6} textAnchor="end">
          {label(rangeM)}
        </text>
        <path d={path} className="decay-curve__line" />
      </svg>
    </figure>
  );
}
