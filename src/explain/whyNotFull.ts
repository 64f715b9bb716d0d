/**
 * "Why not 100 %?" for one route of a run at one moment: the resource that limits it, the flows
 * that share that resource, the load where their laws and the loss law of paper 000 eq 5 balance
 * (./equilibrium.ts), the same with a resource four times as responsive, and the run's own rate
 * there to compare. Read from the run's layout and columns and the scenario's controllers.
 */
import type { Scenario } from '../scenario/types';
import type { RunLayout } from '../solver/layout';
import { equilibriumLoadMbps, flowCount, flowLaw, type EquilibriumResource, type Flow } from './equilibrium';

/** What the explainer reads of a run (a RunStore has it). */
export interface RunColumns {
  layout: RunLayout;
  timeS: Float64Array;
  ratesMbps: Float64Array[];
  capacitiesMbps: Float64Array[];
  length: number;
}

/** The answer for one route at one moment. */
export interface WhyNotFull {
  routeId: string;
  /** The sample's time, seconds. */
  tS: number;
  /** The resource with the least capacity on the route (where it is limited). */
  resourceId: string;
  capacityMbps: number;
  /** beta_j of that resource. */
  responsiveness: number;
  /** The controller kind of the route's source. */
  controller: string;
  /** TCP shares meeting at the resource (a coupled source counts once), the route's own included. */
  shares: number;
  /** Other sources at the resource that do not answer congestion (UDP), by id, and what they send there now, Mbps. */
  uncontrolled: string[];
  uncontrolledMbps: number;
  /** The load at equilibrium, Mbps, and as a fraction of the capacity. */
  loadMbps: number;
  fraction: number;
  /** The same with beta_j four times as large. */
  steeperFraction: number;
  /** The run's own load on the resource at this sample, Mbps (a packet run's arrivals, `x:`, not its goodput). */
  runLoadMbps: number;
  /**
   * What the route's source sends on its routes that do not cross the resource, Mbps: Kelly-Voice
   * counts it in y_s (the equilibrium takes it as it is now); a window controller's coupling with
   * it is left out (the equilibrium is then the route's as if it were the source's only one).
   */
  elsewhereMbps: number;
  /** The run is the packet engine's: its rates are measured, the equilibrium is the fluid model's. */
  packetRun: boolean;
}

/** The sample index nearest `tS` among the first `length`, or -1 when there is none. */
export function sampleAt(timeS: Float64Array, length: number, tS: number): number {
  const n = Math.min(length, timeS.length);
  if (n <= 0) return -1;
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (timeS[mid]! < tS) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && Math.abs(timeS[lo - 1]! - tS) <= Math.abs(timeS[lo]! - tS) ? lo - 1 : lo;
}

/** The route a question about "this route" means: the first of `preferred` that is a route, else the first route. */
export function chosenRoute(layout: RunLayout, preferred: readonly string[]): string | undefined {
  const ids = new Set(layout.routes.map((r) => r.id));
  return preferred.find((id) => ids.has(id)) ?? layout.routes[0]?.id;
}

/**
 * The explanation for `routeId` at the sample nearest `tS`, or null when the route does not
 * exist, the run has no sample yet, or the route's resources have no capacity there.
 */
export function whyNotFull(run: RunColumns, scenario: Scenario, routeId: string, tS: number): WhyNotFull | null {
  const { layout } = run;
  const i = sampleAt(run.timeS, run.length, tS);
  const route = layout.routes.find((r) => r.id === routeId);
  if (i < 0 || !route || route.resources.length === 0) return null;
  const index = new Map(layout.resources.map((r, k) => [r.id, k]));
  const capacity = (id: string) => run.capacitiesMbps[index.get(id)!]![i]!;
  const resourceId = route.resources.reduce((a, b) => (capacity(b) < capacity(a) ? b : a));
  const capacityMbps = capacity(resourceId);
  if (!(capacityMbps > 0)) return null;
  const responsiveness = layout.resources[index.get(resourceId)!]!.responsiveness;
  const there = layout.routes.filter((r) => r.resources.includes(resourceId));
  const routeIndex = new Map(layout.routes.map((r, k) => [r.id, k]));
  const rate = (id: string) => run.ratesMbps[routeIndex.get(id)!]![i]!;
  // What each source sends on routes that do not cross the resource.
  const elsewhere = (sourceId: string) =>
    layout.routes
      .filter((r) => r.source === sourceId && !r.resources.includes(resourceId))
      .reduce((sum, r) => sum + rate(r.id), 0);
  const flows: Flow[] = [];
  const uncontrolled: string[] = [];
  let uncontrolledMbps = 0;
  for (const source of layout.sources) {
    const mine = there.filter((r) => r.source === source.id);
    if (mine.length === 0) continue;
    const controller = scenario.sources?.find((s) => s.id === source.id)?.controller;
    const first = mine[0]!;
    const law = flowLaw(controller, (first.forwardMs + first.feedbackMs) / 1000);
    if (law?.kind === 'rate') law.elsewhereMbps = elsewhere(source.id);
    if (!law) {
      uncontrolled.push(source.id);
      uncontrolledMbps += mine.reduce((sum, r) => sum + rate(r.id), 0);
    } else flows.push({ law, count: flowCount(controller?.kind ?? 'kelly-voice', mine.length) });
  }
  // Alone, the route meets every resource it crosses; shared, only the bottleneck counts.
  const alone = there.length === 1;
  const resources = (beta: number): EquilibriumResource[] =>
    (alone ? route.resources : [resourceId]).map((id) => ({
      capacityMbps: capacity(id),
      responsiveness: id === resourceId ? beta : layout.resources[index.get(id)!]!.responsiveness,
    }));
  const loadMbps = equilibriumLoadMbps(resources(responsiveness), flows, uncontrolledMbps);
  return {
    routeId,
    tS: run.timeS[i]!,
    resourceId,
    capacityMbps,
    responsiveness,
    controller: layout.sources.find((s) => s.id === route.source)?.controller ?? 'kelly-voice',
    shares: flows.reduce((n, f) => n + f.count, 0),
    uncontrolled,
    uncontrolledMbps,
    loadMbps,
    fraction: loadMbps / capacityMbps,
    steeperFraction: equilibriumLoadMbps(resources(4 * responsiveness), flows, uncontrolledMbps) / capacityMbps,
    runLoadMbps: there.reduce((sum, r) => sum + rate(r.id), 0),
    elsewhereMbps: elsewhere(route.source),
    packetRun: layout.engine === 'packet',
  };
}
