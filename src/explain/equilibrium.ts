/**
 * Why a link never fills in the fluid model: where the rate law of a route (docs/model.md §3) and
 * the loss law of paper 000 eq 5, mu_j = (z_j / c_j)^beta_j, balance. The gains of the
 * acknowledgements that arrive clean equal the cuts of those that signal congestion,
 * inc (1 - lambda) = dec lambda, and lambda is already above 0 before the load reaches the
 * capacity, so the load settles below it (paper 000 eqs 12-15 for the satellite alone: 68 %).
 *
 * Each flow sharing the route's resources is counted as TCP shares of one law (a coupled
 * multipath source as one flow, an uncoupled one as one flow per route there); all see the same
 * lambda. Pure functions: no React, no store.
 */
import type { Controller } from '../scenario/format';
import { defaultController } from '../scenario/controllers';

/** How one flow's rate answers a congestion signal lambda: a rate law (Kelly-Voice) or a window law. */
export type FlowLaw =
  | {
      kind: 'rate';
      a: number;
      bPerMbps: number;
      /** What the source sends on its routes elsewhere (y_s counts them too), Mbps. */
      elsewhereMbps?: number;
    }
  | {
      kind: 'window';
      /** Window increase per clean acknowledgement, packets, for a window of `w` packets. */
      increase(w: number): number;
      /** Window decrease per congestion signal, packets. */
      decrease(w: number): number;
      rttS: number;
      /** Megabits per packet, 8 packetBytes / 10^6. */
      packetMb: number;
    };

/** A flow at the resources: its law and how many such flows it counts as (an uncoupled source's routes there). */
export interface Flow {
  law: FlowLaw;
  count: number;
}

/** A resource the route crosses, with its capacity at the moment explained. */
export interface EquilibriumResource {
  capacityMbps: number;
  responsiveness: number;
}

const BISECTIONS = 200;

/** lambda of eq 2 for a load `zMbps` on every resource. */
export function lossAt(resources: readonly EquilibriumResource[], zMbps: number): number {
  let clean = 1;
  for (const r of resources) {
    const mu = r.capacityMbps <= 0 ? 1 : Math.min(1, (zMbps / r.capacityMbps) ** r.responsiveness);
    clean *= 1 - mu;
  }
  return 1 - clean;
}

/** Largest x in [lo, hi] with f(x) >= 0, for f decreasing (bisection). */
function lastNonNegative(f: (x: number) => number, lo: number, hi: number): number {
  for (let i = 0; i < BISECTIONS; i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) >= 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The rate of one flow of `law` that sees the signal `lambda` (0 < lambda < 1) for good, Mbps. */
export function flowRateAt(law: FlowLaw, lambda: number): number {
  if (lambda <= 0) return Infinity;
  if (lambda >= 1) return 0;
  // eq 15: a (1 - lambda) = b y lambda, with y this flow plus what its source sends elsewhere.
  if (law.kind === 'rate')
    return Math.max(0, (law.a * (1 - lambda)) / (law.bPerMbps * lambda) - (law.elsewhereMbps ?? 0));
  // inc(w) (1 - lambda) = dec(w) lambda: inc falls and dec grows with w.
  const balance = (w: number) => law.increase(w) * (1 - lambda) - law.decrease(w) * lambda;
  let hi = 1;
  while (balance(hi) > 0 && hi < 1e12) hi *= 2;
  const w = lastNonNegative(balance, 0, hi);
  return (w * law.packetMb) / law.rttS;
}

/**
 * The total load `z` at which the flows and the loss law agree: `fixedMbps` (traffic that does not
 * answer congestion, UDP) plus the flows' rates at lambda(z) equals z. Without capacity: 0.
 */
export function equilibriumLoadMbps(
  resources: readonly EquilibriumResource[],
  flows: readonly Flow[],
  fixedMbps = 0,
): number {
  const cMin = Math.min(...resources.map((r) => r.capacityMbps));
  if (!(cMin > 0)) return 0;
  if (flows.length === 0) return fixedMbps;
  const excess = (z: number) => {
    const lambda = lossAt(resources, z);
    return fixedMbps + flows.reduce((sum, f) => sum + f.count * flowRateAt(f.law, lambda), 0) - z;
  };
  return lastNonNegative(excess, 0, Math.max(cMin, fixedMbps));
}

/**
 * The law of one flow of `controller` on a lone route of round trip `rttS`, or null for a kind
 * that does not answer congestion (UDP). The window of the route is then the source's whole
 * window (w_r = w), so LIA, OLIA, mHIP and MCC-Coop grow like TCP (1 / w), the MTCP family by
 * a / w and MSTCP by a per acknowledgement (docs/model.md §3.3).
 */
export function flowLaw(controller: Controller | undefined, rttS: number): FlowLaw | null {
  const c = { ...defaultController(controller?.kind ?? 'kelly-voice'), ...controller } as Record<string, number> & {
    kind: string;
  };
  if (c.kind === 'udp') return null;
  if (c.kind === 'kelly-voice') return { kind: 'rate', a: c.a!, bPerMbps: c.b! };
  const packetMb = (8 * c.packetBytes!) / 1e6;
  const win = (increase: (w: number) => number, decrease: (w: number) => number): FlowLaw => ({
    kind: 'window',
    increase,
    decrease,
    rttS,
    packetMb,
  });
  switch (c.kind) {
    case 'mtcp':
    case 'coupled-increase':
    case 'coupled-decrease':
    case 'fully-coupled':
      return win(
        (w) => c.a! / w,
        (w) => c.b! * w,
      );
    case 'mstcp':
      return win(
        () => c.a!,
        (w) => c.b! * w,
      );
    case 'aimd':
      return win(
        (w) => c.increase! / w,
        (w) => (1 - c.backoffFactor!) * w,
      );
    case 'gmcc-coop':
      return win(
        (w) => c.increase! / w,
        (w) => w / 2,
      );
    default:
      return win(
        (w) => 1 / Math.max(1, w),
        (w) => w / 2,
      );
  }
}

/** Kinds whose routes are coupled, so that a source of them counts as one flow at a resource it meets on several routes. */
const UNCOUPLED: ReadonlySet<string> = new Set(['uncoupled', 'tcp', 'aimd']);

/** How many flows a source of `kind` counts as at a resource it crosses on `routesThere` routes. */
export function flowCount(kind: string, routesThere: number): number {
  return UNCOUPLED.has(kind) ? routesThere : Math.min(1, routesThere);
}
