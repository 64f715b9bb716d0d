/**
 * The cost of a run, estimated by the solver before it runs (`mp_cost`, solver/src/cost/): the
 * shape of its JSON, documented in docs/scenario.md ("The cost of a run").
 */

/** Geometry work of a scenario (all platforms together). */
export interface GeometryCost {
  platforms: number;
  polylineVertices: number;
  cloverRevolutions: number;
  /** Length of every centre path, metres (a clover's from its mean speed). */
  pathLengthM: number;
  /** Entries of the clover tables the solver builds. */
  tableEntries: number;
  /** Vertices of the map's path outlines (5 m apart on a clover). */
  outlineVertices: number;
  /** Epoch marks the map places (one per platform every 30 s). */
  epochMarks: number;
}

/** The budget a run may use (solve time, sample memory, points the map draws). */
export interface CostLimits {
  solveMs: number;
  sampleBytes: number;
  drawnPoints: number;
}

/** One limit a run would exceed, named by the field that brings it back. */
export interface CostExcess {
  what: 'time' | 'memory' | 'drawing';
  /** E.g. `solver.sampleEveryS`. */
  field: string;
  /** The estimate and the limit in the unit of `what` (ms, bytes, points). */
  estimate: number;
  limit: number;
  /** `field: text`. */
  message: string;
}

/** One solver setting change after which the run fits every limit. */
export interface CostSuggestion {
  field: 'solver.sampleEveryS' | 'solver.durationS';
  /** The new value, seconds. */
  value: number;
  /** `field: text`. */
  message: string;
}

/** The estimated cost of one run of a scenario (a comparison runs one per variant). */
export interface RunCost {
  steps: number;
  routes: number;
  resources: number;
  samples: number;
  /** `1 + routes + resources`. */
  columns: number;
  /** `steps x (routes + resources)`. */
  routeSteps: number;
  solveMs: number;
  geometryMs: number;
  /** `samples x columns x 8`. */
  sampleBytes: number;
  geometry: GeometryCost;
  limits: CostLimits;
  /** True when within every limit. */
  fits: boolean;
  over: CostExcess[];
  suggestions: CostSuggestion[];
}
