/**
 * Paper badges as the solver reports them (solver/src/papers/mod.rs): each published number a
 * scenario carries in `meta.reproduces`, measured on its runs with each engine, and judged.
 */

/** An engine a badge is measured with. */
export type BadgeEngine = 'fluid' | 'packet';

/**
 * What a published claim is (solver/src/papers/kind.rs): a fluid-model result is judged by the
 * fluid engine, a packet-simulation result by the packet engine, a field measurement by both.
 */
export type ClaimKind = 'fluid-model' | 'packet-simulation' | 'measurement';

/** One badge's outcome with one engine. */
export interface EngineResult {
  engine: BadgeEngine;
  /** The measured value; null when the run could not be made. */
  measured: number | null;
  /** True when the measured value lies in [low, high]. */
  pass: boolean;
  /** True when this engine can make the claim (its kind): `pass` is a verdict; false: a comparison. */
  judged: boolean;
  /** Why there is no value, if so. */
  problem: string | null;
}

/** A published number and its outcomes. */
export interface BadgeReport {
  /** What is measured, in words. */
  what: string;
  /** Where the paper prints it ("§III-D, eq (15)"). */
  source: string;
  /** The printed value (a range: its low end). */
  paper: number;
  /** The tolerance around `paper`; null for a range. */
  tolerance: number | null;
  low: number;
  high: number;
  unit: string;
  /** The comparison variant measured, by label; null: the scenario as it is. */
  variant: string | null;
  /** What the claim is; null for a scenario written before kinds (every engine judges it). */
  kind: ClaimKind | null;
  results: EngineResult[];
}

/** Every badge of one scenario. */
export interface PaperReport {
  title: string;
  paper: string | null;
  badges: BadgeReport[];
  passed: number;
  failed: number;
  notRun: number;
  /** Values shown beside a claim as comparisons (an engine its kind does not name), never judged. */
  compared: number;
}

/** The engines' bit mask `mp_check_paper` takes (bit 0 fluid, bit 1 packet). */
export function engineMask(engines: readonly BadgeEngine[]): number {
  return (engines.includes('fluid') ? 1 : 0) | (engines.includes('packet') ? 2 : 0);
}

/** How many published numbers the scenario carries (`meta.reproduces`). */
export function badgeCount(scenario: { meta?: Record<string, unknown> }): number {
  const list = scenario.meta?.reproduces;
  return Array.isArray(list) ? list.length : 0;
}

/** True when the scenario carries published numbers (`meta.reproduces`, a non-empty list). */
export function hasBadges(scenario: { meta?: Record<string, unknown> }): boolean {
  return badgeCount(scenario) > 0;
}
