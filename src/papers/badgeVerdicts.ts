/**
 * What a paper check means, in words: per engine, whether its runs match the paper's published
 * numbers, which of them differ (with the paper's value and the measured one), and why an engine
 * may differ. A difference is information, not a failure; only the fluid run of a paper whose
 * numbers are the fluid model's own (paper 000) is expected to match, so only its miss is marked
 * as a problem.
 */
import type { BadgeEngine, BadgeReport, EngineResult, PaperReport } from '../solver/paperReport';

/**
 * Papers whose published numbers come from the fluid model itself (its equations and figures):
 * their presets' fluid run should reproduce them, and a miss is a problem (the scenario or the
 * model changed). The other papers measured packet by packet (a simulator, a field trial).
 */
export const FLUID_MODEL_PAPERS: readonly string[] = ['000'];

/** One published number that an engine's run does not reproduce. */
export interface Difference {
  badge: BadgeReport;
  result: EngineResult;
}

/** How one engine's runs compare with the paper. */
export interface EngineVerdict {
  engine: BadgeEngine;
  matched: number;
  total: number;
  /** The numbers it does not reproduce, in the report's order. */
  differences: Difference[];
  /** True when a difference is a problem (the fluid run of a fluid-model paper), not expected. */
  problem: boolean;
}

/** Each engine's verdict on the report (engines without a badge left out), fluid first. */
export function engineVerdicts(report: PaperReport): EngineVerdict[] {
  const out: EngineVerdict[] = [];
  for (const engine of ['fluid', 'packet'] as const) {
    const pairs = report.badges.flatMap((badge) =>
      badge.results.filter((r) => r.engine === engine).map((result) => ({ badge, result })),
    );
    if (pairs.length === 0) continue;
    const differences = pairs.filter((p) => !p.result.pass);
    const fluidModel = report.paper !== null && FLUID_MODEL_PAPERS.includes(report.paper);
    out.push({
      engine,
      matched: pairs.length - differences.length,
      total: pairs.length,
      differences,
      problem: differences.length > 0 && engine === 'fluid' && fluidModel,
    });
  }
  return out;
}

/** The verdict in a few words: `fluid: matches the paper`, `packet: differs`, `fluid: 8 of 9 match`. */
export function verdictWords(v: EngineVerdict): string {
  if (v.matched === v.total) return `${v.engine}: matches the paper`;
  if (v.matched === 0) return `${v.engine}: differs`;
  return `${v.engine}: ${v.matched} of ${v.total} match`;
}

/** Why the packet engine's numbers differ from a paper's: what it models that the fluid model averages away. */
export const PACKET_REASON =
  'The packet engine models what the fluid model averages away: every packet, queues that fill ' +
  'until the buffer overflows, losses that come in bursts and windows that halve at each loss. ' +
  "The fluid model's loss law mu = (z/c)^beta keeps a link below its capacity; the packet " +
  'engine has no such law and fills a link until its queue overflows. Numbers given as smooth ' +
  'averages therefore come out differently packet by packet: the difference is expected, not an error.';

/** Why the fluid run of a paper that measured packet by packet differs. */
export const FLUID_MEASURED_REASON =
  'The paper measured this number packet by packet (in its packet simulator or a field trial). ' +
  'The fluid model averages packets into smooth rates, so where the number depends on queues, ' +
  'bursts of losses or halved windows, the fluid run differs: the difference is expected, not an error.';

/** Why a fluid-model paper's number that the fluid run misses is a problem. */
export const FLUID_MODEL_REASON =
  "The paper computed this number from the fluid model itself, so this preset's fluid run should " +
  "reproduce it. A difference means the scenario is no longer the paper's or the model has changed: " +
  'a problem worth reporting.';

/** The general reason an engine's run differs from the paper. */
export function differenceReason(v: EngineVerdict): string {
  if (v.engine === 'packet') return PACKET_REASON;
  return v.problem ? FLUID_MODEL_REASON : FLUID_MEASURED_REASON;
}
