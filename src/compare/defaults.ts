/**
 * Comparison-mode defaults and edits on plain scenario data: which source to compare (the first
 * with two or more routes), a first comparison (its current controller and one other sensible
 * kind), short unique variant labels, and the variants' labels as the solver names them.
 */
import { CONTROLLER_KINDS, controllerLabel, defaultController } from '../scenario/controllers';
import { schemaDefault } from '../scenario/schemaFields';
import type { Comparison, ComparisonVariant, Controller, ControllerKind, Scenario, Source } from '../scenario/format';
import { SINGLE_PATH_KINDS, lawKey } from './sameLaw';
import { hasLesson } from '../lesson/format';

/** Most controllers a comparison runs side by side (the solver's limit). */
export const MAX_VARIANTS = 4;
/** Fewest controllers of a comparison. */
export const MIN_VARIANTS = 2;

/** The number of routes of `source`: listed routes, or one per link target of its platform. */
export function routeCount(scenario: Scenario, source: Source): number {
  if (source.routes) return source.routes.length;
  const platform = (scenario.platforms ?? []).find((p) => p.id === source.platform);
  return (platform?.links ?? []).reduce((n, link) => n + link.to.length, 0);
}

/** The source a new comparison compares: the first with two or more routes, else the first. */
export function defaultComparedSource(scenario: Scenario): Source | null {
  const sources = scenario.sources ?? [];
  return sources.find((s) => routeCount(scenario, s) >= 2) ?? sources[0] ?? null;
}

/** A short name for `kind`: its display label without the trailing note, e.g. `LIA`. */
export function shortLabel(kind: string): string {
  return controllerLabel(kind).replace(/\s+\([^()]*\)$/, '');
}

/** `label`, or `label 2`, `label 3`, ... whichever no other variant uses. */
export function uniqueLabel(label: string, taken: readonly string[]): string {
  if (!taken.includes(label)) return label;
  let k = 2;
  while (taken.includes(`${label} ${k}`)) k += 1;
  return `${label} ${k}`;
}

/** The label the solver shows a variant under (its own, else its controller kind). */
export function variantLabel(variant: ComparisonVariant): string {
  return variant.label ?? variant.controller.kind;
}

/** A variant running a default controller of `kind`, labelled uniquely among `taken`. */
export function newVariant(kind: ControllerKind, taken: readonly string[]): ComparisonVariant {
  return { label: uniqueLabel(shortLabel(kind), taken), controller: defaultController(kind) };
}

/**
 * A first comparison of `scenario`: its compared source's current controller (the schema's default
 * controller, Kelly-Voice, when it names none) against LIA, or MCC-Coop when that runs the same law
 * here (it is LIA), or, when that does too (no local flows), the first kind whose law differs
 * (withAddedVariant).
 * Null when the scenario has no source.
 */
export function defaultComparison(scenario: Scenario): Comparison | null {
  const source = defaultComparedSource(scenario);
  if (!source) return null;
  const current = source.controller ?? schemaDefault<Controller>('source.controller');
  const first: ComparisonVariant = { label: shortLabel(current.kind), controller: current };
  const law = (c: Controller) => lawKey(c, scenario, source.id);
  const other = (['lia', 'mcc-coop'] as const).find((kind) => law(defaultController(kind)) !== law(current));
  if (other) return { source: source.id, variants: [first, newVariant(other, [first.label!])] };
  // A comparison of one variant is only a step on the way to one of two.
  return withAddedVariant({ source: source.id, variants: [first] }, scenario);
}

/**
 * "Fluid vs packet": the compared source's own controller run by both engines side by side
 * (variants "<controller>, fluid" and "<controller>, packet", each with its `engine`); null when
 * the scenario has no source to compare.
 */
export function fluidVsPacket(scenario: Scenario): Comparison | null {
  const source = defaultComparedSource(scenario);
  if (!source) return null;
  const controller = source.controller ?? schemaDefault<Controller>('source.controller');
  const name = shortLabel(controller.kind);
  return {
    source: source.id,
    variants: [
      { label: `${name}, fluid`, controller, engine: 'fluid' },
      { label: `${name}, packet`, controller, engine: 'packet' },
    ],
  };
}

/** The comparison with the compared source changed to `sourceId`. */
export function withSource(comparison: Comparison, sourceId: string): Comparison {
  return { ...comparison, source: sourceId };
}

/**
 * The comparison with one more variant, unchanged at the maximum. With `scenario`: the first kind
 * (in picker order, leaving out the single-path kinds) whose law on that scenario differs from
 * every compared one (sameLaw.ts), so its curve cannot hide under another's; the first kind not
 * yet compared when every law is taken, or without `scenario`.
 */
export function withAddedVariant(comparison: Comparison, scenario?: Scenario): Comparison {
  if (comparison.variants.length >= MAX_VARIANTS) return comparison;
  const used = new Set(comparison.variants.map((v) => v.controller.kind));
  const firstUnused = CONTROLLER_KINDS.find((k) => !used.has(k.kind))?.kind ?? 'lia';
  let kind = firstUnused;
  if (scenario) {
    const key = (c: Controller) => lawKey(c, scenario, comparison.source);
    const laws = new Set(comparison.variants.map((v) => key(v.controller)));
    kind =
      CONTROLLER_KINDS.find((k) => !SINGLE_PATH_KINDS.has(k.kind) && !laws.has(key(defaultController(k.kind))))?.kind ??
      firstUnused;
  }
  return { ...comparison, variants: [...comparison.variants, newVariant(kind, comparison.variants.map(variantLabel))] };
}

/** The comparison without variant `index`; unchanged at the minimum. */
export function withoutVariant(comparison: Comparison, index: number): Comparison {
  if (comparison.variants.length <= MIN_VARIANTS) return comparison;
  return { ...comparison, variants: comparison.variants.filter((_, k) => k !== index) };
}

/**
 * The comparison with variant `index` running a default controller of `kind`; a label that was
 * the old kind's short name follows the new kind.
 */
export function withVariantKind(comparison: Comparison, index: number, kind: ControllerKind): Comparison {
  const variants = comparison.variants.map((v, k) => {
    if (k !== index) return v;
    const others = comparison.variants.filter((_, j) => j !== index).map(variantLabel);
    const followsKind = v.label === undefined || v.label.replace(/ \d+$/, '') === shortLabel(v.controller.kind);
    return {
      label: followsKind ? uniqueLabel(shortLabel(kind), others) : v.label,
      controller: defaultController(kind),
    };
  });
  return { ...comparison, variants };
}

/** The comparison with variant `index` labelled `label` (trimmed, made unique; blank keeps the old one). */
export function withVariantLabel(comparison: Comparison, index: number, label: string): Comparison {
  const trimmed = label.trim().slice(0, 200);
  if (!trimmed) return comparison;
  const others = comparison.variants.filter((_, j) => j !== index).map(variantLabel);
  const variants = comparison.variants.map((v, k) => (k === index ? { ...v, label: uniqueLabel(trimmed, others) } : v));
  return { ...comparison, variants };
}

/** True when `scenario` is in comparison mode: it has a comparison of two or more controllers. */
export function isComparing(scenario: Scenario): scenario is Scenario & { comparison: Comparison } {
  return (scenario.comparison?.variants.length ?? 0) >= MIN_VARIANTS;
}

/**
 * True when the page shows the comparison (CompareView) for `scenario`: it compares controllers and
 * carries no lesson (a lesson always shows the single run's charts: its questions name their curves).
 * The comparison's runs exist only then, so the comparison CSV follows the same rule.
 */
export function showsComparison(scenario: Scenario): scenario is Scenario & { comparison: Comparison } {
  return isComparing(scenario) && !hasLesson(scenario);
}
