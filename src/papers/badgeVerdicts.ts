/**
 * What a paper check means, in words: per engine, whether its runs match the paper's published
 * numbers, which of them differ (with the paper's value and the measured one), which values are
 * only shown beside a claim for comparison, and why an engine may differ. Each claim is judged only
 * by the engines its kind names (a fluid-model result by the fluid engine, a packet-simulation
 * result by the packet engine, a field measurement by both); the other engine's value is a
 * comparison, never a miss. A judged difference is information, not a failure; only the fluid
 * run's miss of a fluid-model result is marked as a problem.
 */
import type { BadgeEngine, BadgeReport, ClaimKind, EngineResult, PaperReport } from '../solver/paperReport';
import { formatMeasured } from './badgeText';

/**
 * Papers whose published numbers come from the fluid model itself (its equations and figures):
 * used only for claims that do not say their kind (a scenario written before kinds).
 */
export const FLUID_MODEL_PAPERS: readonly string[] = ['000', '003'];

/** One published number that an engine's run does not reproduce, or shows only for comparison. */
export interface Difference {
  badge: BadgeReport;
  result: EngineResult;
}

/** How one engine's runs compare with the paper. */
export interface EngineVerdict {
  engine: BadgeEngine;
  /** Judged numbers that match, and all judged numbers. */
  matched: number;
  total: number;
  /** The judged numbers it does not reproduce, in the report's order. */
  differences: Difference[];
  /** Values shown beside claims this engine cannot make (their kind names the other engine). */
  comparisons: Difference[];
  /** True when a difference is a problem (the fluid run missing a fluid-model result). */
  problem: boolean;
}

/** The claim's kind, or for a claim without one, the kind its paper implies (else null). */
function kindOf(badge: BadgeReport, paper: string | null): ClaimKind | null {
  if (badge.kind) return badge.kind;
  return paper !== null && FLUID_MODEL_PAPERS.includes(paper) ? 'fluid-model' : null;
}

/** Each engine's verdict on the report (engines without a value left out), fluid first. */
export function engineVerdicts(report: PaperReport): EngineVerdict[] {
  const out: EngineVerdict[] = [];
  for (const engine of ['fluid', 'packet'] as const) {
    const pairs = report.badges.flatMap((badge) =>
      badge.results.filter((r) => r.engine === engine).map((result) => ({ badge, result })),
    );
    if (pairs.length === 0) continue;
    const judged = pairs.filter((p) => p.result.judged !== false);
    const differences = judged.filter((p) => !p.result.pass);
    out.push({
      engine,
      matched: judged.length - differences.length,
      total: judged.length,
      differences,
      comparisons: pairs.filter((p) => p.result.judged === false),
      problem: engine === 'fluid' && differences.some((d) => kindOf(d.badge, report.paper) === 'fluid-model'),
    });
  }
  return out;
}

/** The verdict in a few words: `fluid: matches the paper`, `packet: differs`, `packet: for comparison`. */
export function verdictWords(v: EngineVerdict): string {
  if (v.total === 0) return `${v.engine}: for comparison`;
  if (v.matched === v.total) return `${v.engine}: matches the paper`;
  if (v.matched === 0) return `${v.engine}: differs`;
  return `${v.engine}: ${v.matched} of ${v.total} match`;
}

/** A claim's kind in a teacher's words: "a fluid-model result". */
export function kindWords(kind: ClaimKind | null): string {
  if (kind === 'fluid-model') return 'a fluid-model result';
  if (kind === 'packet-simulation') return 'a packet-simulation result';
  if (kind === 'measurement') return 'a field measurement';
  return 'of another kind';
}

/** A comparison value in words: `packet: 20.04 Mbps (comparison; the paper's claim is a fluid-model result)`. */
export function comparisonWords({ badge, result }: Difference): string {
  const value =
    result.measured === null
      ? 'not run'
      : `${formatMeasured(badge, result.measured)}${badge.unit ? ` ${badge.unit}` : ''}`;
  return `${result.engine}: ${value} (comparison; the paper's claim is ${kindWords(badge.kind)})`;
}

/** Why a value is shown beside a claim rather than judged. */
export const COMPARISON_REASON =
  "Each of the paper's claims is judged only by the engine that can make it: a result of the " +
  "paper's fluid model (its equations) by the fluid engine, a result of its packet simulator by the " +
  'packet engine, a field measurement by both. The other engine runs the same scenario and its ' +
  'value is shown beside the claim so you can compare the two models; it is not a miss.';

/** Why the packet engine differs from a fluid-model result (shown with the comparisons). */
export const PACKET_REASON =
  'The packet engine models what the fluid model averages away: every packet, queues that fill ' +
  'until the buffer overflows, losses that come in bursts and windows that halve at each loss. ' +
  "The fluid model's loss law mu = (z/c)^beta keeps a link below its capacity; the packet " +
  'engine has no such law and fills a link until its queue overflows. Numbers given as smooth ' +
  'averages therefore come out differently packet by packet: the difference is expected, not an error.';

/** Why the packet run differs from a packet-simulation result of the paper. */
export const PACKET_SIMULATION_REASON =
  "The paper's packet simulator (ns-2 or ns-3) ran details the paper does not fully state and this " +
  'engine does not all have (its loss recovery, scheduling of a radio cell, buffer sizes); ' +
  'docs/controllers.md gives the measured cause of each difference. It is information about the ' +
  'two simulations, not an error in the run.';

/** Why a run differs from a field measurement. */
export const MEASUREMENT_REASON =
  'The paper measured this number on real equipment (a field trial). Both engines model that ' +
  'network from the scenario alone, without its radios, hardware and timing, so a difference is ' +
  'expected and is shown as information.';

/** Why the fluid run differs from a number measured packet by packet. */
export const FLUID_MEASURED_REASON =
  'The paper measured this number packet by packet (in its packet simulator or a field trial). ' +
  'The fluid model averages packets into smooth rates, so where the number depends on queues, ' +
  'bursts of losses or halved windows, the fluid run differs: the difference is expected, not an error.';

/** Why a fluid-model result that the fluid run misses is a problem. */
export const FLUID_MODEL_REASON =
  "The paper computed this number from the fluid model itself, so this preset's fluid run should " +
  "reproduce it. A difference means the scenario is no longer the paper's or the model has changed: " +
  'a problem worth reporting.';

/** The general reason an engine's judged run differs from the paper (or, with none, why values are comparisons). */
export function differenceReason(v: EngineVerdict): string {
  if (v.differences.length === 0) return `${COMPARISON_REASON} ${v.engine === 'packet' ? PACKET_REASON : ''}`.trim();
  if (v.problem) return FLUID_MODEL_REASON;
  const all = (kind: ClaimKind) => v.differences.every((d) => d.badge.kind === kind);
  if (all('measurement')) return MEASUREMENT_REASON;
  if (v.engine === 'fluid') return FLUID_MEASURED_REASON;
  return all('packet-simulation') ? PACKET_SIMULATION_REASON : PACKET_REASON;
}
