/**
 * The gate before a run: the solver's cost estimate of the scenario (one per comparison variant,
 * summed), a verdict against the solver's limits, and single setting changes after which the
 * run(s) fit. Plain data and functions; `useCostGate` runs them on the page's solver instance.
 */
import type { CostExcess, CostLimits, CostSuggestion, RunCost } from '../solver/cost';
import type { Scenario } from '../scenario/types';
import { schemaDefault } from '../scenario/schemaFields';

/** Estimates one run of scenario JSON (the solver's `cost`); throws when the scenario is invalid. */
export type EstimateRun = (scenarioJson: string) => RunCost;

/** What the page's runs of a scenario would cost together. */
export interface GateFigures {
  /** Runs started at once: 1, or one per comparison variant. */
  runs: number;
  /** Solve time of all runs (integration and paths), ms. */
  solveMs: number;
  /** Memory of all runs' samples, bytes. */
  sampleBytes: number;
  /** Points the map draws (one path for every run). */
  drawnPoints: number;
}

/** The gate's verdict on a scenario. */
export type GateVerdict =
  | { kind: 'fits'; figures: GateFigures }
  /** Not a valid scenario: the gate lets it through and the worker names its errors. */
  | { kind: 'invalid' }
  | {
      kind: 'over';
      figures: GateFigures;
      limits: CostLimits;
      /** The estimate of one run. */
      cost: RunCost;
      /** The limits exceeded, field-named (`field: text`). */
      over: CostExcess[];
      /** Single changes after which every run together fits. */
      suggestions: CostSuggestion[];
      /**
       * True when a limit no "Run anyway" lifts is exceeded (the solver's memory, a packet run's
       * packets: the solver itself refuses them, so the page offers no way to start it).
       */
      hard: boolean;
    };

/** Runs the page starts for `scenario`: one per variant of its comparison (two or more), else one. */
export function runCount(scenario: Scenario): number {
  const variants = scenario.comparison?.variants.length ?? 0;
  return variants >= 2 ? variants : 1;
}

/** The figures of `runs` runs that each cost `cost` (a variant only swaps a controller: same cost). */
export function gateFigures(cost: RunCost, runs: number): GateFigures {
  return {
    runs,
    solveMs: (cost.solveMs + cost.geometryMs) * runs,
    sampleBytes: cost.sampleBytes * runs,
    drawnPoints: cost.geometry.outlineVertices + cost.geometry.epochMarks,
  };
}

/** True when `figures` are within every limit. */
export function figuresFit(figures: GateFigures, limits: CostLimits): boolean {
  return (
    figures.solveMs <= limits.solveMs &&
    figures.sampleBytes <= limits.sampleBytes &&
    figures.drawnPoints <= limits.drawnPoints
  );
}

/** True when `now` asks for no more than `approved` in every figure (an approval still covers it). */
export function withinApproved(now: GateFigures, approved: GateFigures): boolean {
  return (
    now.runs <= approved.runs &&
    now.solveMs <= approved.solveMs &&
    now.sampleBytes <= approved.sampleBytes &&
    now.drawnPoints <= approved.drawnPoints
  );
}

/** The gate's verdict on `scenario` (its JSON `scenarioJson`), estimated with `estimate`. */
export function gateVerdict(scenario: Scenario, scenarioJson: string, estimate: EstimateRun): GateVerdict {
  let cost: RunCost;
  try {
    cost = estimate(scenarioJson);
  } catch {
    return { kind: 'invalid' };
  }
  const runs = runCount(scenario);
  const figures = gateFigures(cost, runs);
  const hard = cost.over.filter((excess) => excess.hard === true);
  if (hard.length === 0 && figuresFit(figures, cost.limits)) return { kind: 'fits', figures };
  const verdict = { kind: 'over' as const, figures, limits: cost.limits, cost, hard: hard.length > 0 };
  if (runs === 1) return { ...verdict, over: cost.over, suggestions: cost.suggestions };
  const together = excessesTogether(cost, figures);
  return {
    ...verdict,
    over: [...hard, ...together],
    suggestions: hard.length > 0 ? [] : suggestTogether(scenario, cost, runs, estimate),
  };
}

/** `scenario` with one suggestion applied (a new scenario; the old one is unchanged). */
export function applySuggestion(scenario: Scenario, suggestion: CostSuggestion): Scenario {
  const key = suggestion.field === 'solver.sampleEveryS' ? 'sampleEveryS' : 'durationS';
  return { ...scenario, solver: { ...scenario.solver, [key]: suggestion.value } };
}

/** True when building the map's geometry is itself over a limit (too many points, or too slow). */
export function holdsGeometry(verdict: GateVerdict): boolean {
  return (
    verdict.kind === 'over' &&
    (verdict.over.some((e) => e.what === 'drawing') || verdict.cost.geometryMs > verdict.limits.solveMs)
  );
}

/** A duration for people: `4.9 s`, `190 ms` (as the solver writes them). */
export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms.toFixed(0)} ms`;
}

/** A byte count for people: `2.4 GB`, `85 MB`, `12 kB` (as the solver writes them). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(1)} GB`;
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(0)} MB`;
  return `${(bytes / 1e3).toFixed(0)} kB`;
}

/** The limits `runs` runs exceed together, field-named as the solver names them. */
function excessesTogether(cost: RunCost, f: GateFigures): CostExcess[] {
  const { limits } = cost;
  const over: CostExcess[] = [];
  const each = `${f.runs} controllers`;
  if (f.solveMs > limits.solveMs)
    over.push({
      what: 'time',
      field: 'solver.durationS',
      estimate: f.solveMs,
      limit: limits.solveMs,
      message: `solver.durationS: about ${formatMs(f.solveMs)} to solve ${each} (${cost.steps} steps x (${cost.routes} routes + ${cost.resources} resources) each), over the ${formatMs(limits.solveMs)} limit`,
    });
  if (f.sampleBytes > limits.sampleBytes)
    over.push({
      what: 'memory',
      field: 'solver.sampleEveryS',
      estimate: f.sampleBytes,
      limit: limits.sampleBytes,
      message: `solver.sampleEveryS: ${formatBytes(f.sampleBytes)} of samples for ${each} (${cost.samples} rows x ${cost.columns} columns x 8 bytes each), over the ${formatBytes(limits.sampleBytes)} limit`,
    });
  // The map draws one path whatever the number of runs: the solver's own message says it.
  over.push(...cost.over.filter((e) => e.what === 'drawing'));
  return over;
}

/** `x` to `digits` significant digits. */
function significant(x: number, digits: number): number {
  if (!(x > 0) || !Number.isFinite(x)) return x;
  const scale = 10 ** (digits - 1 - Math.floor(Math.log10(x)));
  return Math.round(x * scale) / scale;
}

/** `x` to two significant digits, rounded up or down (the solver's rounding of its suggestions). */
function twoDigits(x: number, up: boolean): number {
  if (!(x > 0) || !Number.isFinite(x)) return x;
  const scale = 10 ** (Math.floor(Math.log10(x)) - 1);
  const m = x / scale;
  return significant((up ? Math.ceil(m - 1e-9) : Math.floor(m + 1e-9)) * scale, 12);
}

/**
 * Suggestions for `runs` runs together, by the solver's own search (solver/src/cost/suggest.rs):
 * a longer sample interval (a whole number of steps) when time and drawing fit, and the longest
 * shorter duration, to two digits, that fits; each checked with `estimate` itself.
 */
export function suggestTogether(
  scenario: Scenario,
  cost: RunCost,
  runs: number,
  estimate: EstimateRun,
): CostSuggestion[] {
  const dt = scenario.solver.dtS ?? schemaDefault<number>('solver.dtS');
  const every = scenario.solver.sampleEveryS ?? schemaDefault<number>('solver.sampleEveryS');
  const duration = scenario.solver.durationS;
  const fits = (field: CostSuggestion['field'], value: number) => {
    const changed = applySuggestion(scenario, { field, value, message: '' });
    try {
      return figuresFit(gateFigures(estimate(JSON.stringify(changed)), runs), cost.limits);
    } catch {
      return false;
    }
  };
  const out: CostSuggestion[] = [];
  const f = gateFigures(cost, runs);
  const { limits } = cost;
  if (f.solveMs <= limits.solveMs && f.drawnPoints <= limits.drawnPoints) {
    let next = twoDigits(Math.max((every * f.sampleBytes) / limits.sampleBytes, every * 1.0001, dt), true);
    for (let i = 0; i < 200 && next <= 1e6 && next <= duration; i += 1) {
      const candidate = significant(Math.ceil(next / dt - 1e-9) * dt, 12);
      if (fits('solver.sampleEveryS', candidate)) {
        out.push({
          field: 'solver.sampleEveryS',
          value: candidate,
          message: `solver.sampleEveryS: sample every ${candidate} s instead of ${every} s (the same runs, fewer rows)`,
        });
        break;
      }
      next = twoDigits(candidate * 1.5, true);
    }
  }
  const ratio = Math.min(
    limits.solveMs / f.solveMs,
    limits.sampleBytes / f.sampleBytes,
    limits.drawnPoints / f.drawnPoints,
  );
  let shorter = twoDigits(duration * Math.min(ratio, 0.9999), false);
  let best: number | null = null;
  for (let i = 0; i < 200 && shorter >= Math.max(dt, 1e-3); i += 1) {
    if (fits('solver.durationS', shorter)) {
      best = shorter;
      break;
    }
    shorter = twoDigits(shorter / 2, false);
  }
  if (best !== null) {
    for (let i = 0; i < 60; i += 1) {
      const next = Math.max(twoDigits(best * 1.1, false), twoDigits(best * 1.0001, true));
      if (next >= duration || !fits('solver.durationS', next)) break;
      best = next;
    }
    out.push({
      field: 'solver.durationS',
      value: best,
      message: `solver.durationS: run ${best} s instead of ${duration} s`,
    });
  }
  return out;
}
