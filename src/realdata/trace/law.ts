/**
 * A trace as a scenario's capacity law, and the law's value at a time (the solver's
 * `channel_capacity`, solver/src/capacity.rs, including the loop of `periodS`).
 */
import type { CapacityLaw } from '../../scenario/types';
import type { ParsedTrace } from './types';

/** A piecewise-linear capacity law. */
export type PiecewiseLaw = Extract<CapacityLaw, { law: 'piecewise-linear' }>;

/** The piecewise-linear law of a trace; looping with the trace's period when `loop`. */
export function traceLaw(trace: ParsedTrace, loop: boolean): PiecewiseLaw {
  const points = Array.from(trace.timesS, (tS, i) => ({ tS, capacityMbps: trace.capacitiesMbps[i]! }));
  const span = points.length > 0 ? points[points.length - 1]!.tS - points[0]!.tS : 0;
  return loop && trace.periodS > span
    ? { law: 'piecewise-linear', periodS: trace.periodS, points }
    : { law: 'piecewise-linear', points };
}

/** Linear between `a` and `b` at `t`. */
function lerp(a: { tS: number; capacityMbps: number }, b: { tS: number; capacityMbps: number }, t: number): number {
  return a.capacityMbps + ((t - a.tS) / (b.tS - a.tS)) * (b.capacityMbps - a.capacityMbps);
}

/** The capacity of `law` at `tS`, Mbps, as the solver computes it. */
export function capacityAt(law: CapacityLaw, tS: number): number {
  if (law.law === 'constant') return law.capacityMbps ?? 20;
  const points = law.points;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  let t = tS;
  if (law.periodS !== undefined) {
    t = first.tS + ((((tS - first.tS) % law.periodS) + law.periodS) % law.periodS);
    if (t >= last.tS) return lerp(last, { tS: first.tS + law.periodS, capacityMbps: first.capacityMbps }, t);
  }
  if (t <= first.tS) return first.capacityMbps;
  if (t >= last.tS) return last.capacityMbps;
  let lo = 0;
  let hi = points.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (points[mid]!.tS <= t) lo = mid;
    else hi = mid;
  }
  return lerp(points[lo]!, points[hi]!, t);
}
