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
  /** Platforms whose trajectory is a clover. */
  cloverPaths: number;
  /** Bytes of the solver's path tables (clover clock and geometry tables, polyline vertices). */
  tableBytes: number;
  /** Vertices of the map's path outlines (5 m apart on a clover). */
  outlineVertices: number;
  /** Epoch marks the map places (one per platform every 30 s). */
  epochMarks: number;
}

/** The budget a run may use (solve time, sample memory, points the map draws, the solver's own
 * memory, a packet run's packets, the items of each kind the page draws). */
export interface CostLimits {
  solveMs: number;
  sampleBytes: number;
  drawnPoints: number;
  /** The solver's memory, bytes (the wasm module has 1 GiB). */
  solverBytes: number;
  /** Data packets a packet run may move. */
  packets: number;
  /** Chart series and legend entries the page draws. */
  pageItems: number;
  /** Stations, channels and platforms the map places. */
  mapObjects: number;
}

/** Where the solver's memory goes, bytes. */
export interface MemoryCost {
  pathTableBytes: number;
  outlineBytes: number;
  networkBytes: number;
  historyBytes: number;
  packetBytes: number;
  /** Samples a job keeps (0 for a single run, which streams). */
  heldSampleBytes: number;
  /** Realisations of random on/off sources (bytes per expected switching instant). */
  onOffBytes: number;
  totalBytes: number;
}

/** A packet run's packets, bounded over whole intervals. */
export interface PacketCost {
  packets: number;
  /** Packets alive at once (pipes, queues, pool). */
  inFlight: number;
  /** Index in `sources` of the source that moves the most packets. */
  largestSource?: number;
  largestSourcePackets: number;
}

/** What the page draws of a run on its main thread. */
export interface PageItems {
  /** One per route, resource and source. */
  series: number;
  /** One per source and route. */
  legendEntries: number;
  /** Stations, channels, platforms and epoch marks. */
  mapObjects: number;
  epochMarks: number;
}

/** One limit a run would exceed, named by the field that brings it back. */
export interface CostExcess {
  what: 'time' | 'memory' | 'drawing' | 'packets' | 'page';
  /** E.g. `solver.sampleEveryS`. */
  field: string;
  /** The estimate and the limit in the unit of `what` (ms, bytes, points). */
  estimate: number;
  limit: number;
  /** True when nothing may run it (the solver's memory, a packet run's packets): the worker
   * refuses it too, so no "Run anyway" applies. The solver always sets it; optional for the page's
   * own excesses. */
  hard?: boolean;
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
  /** The solver's memory for the run, bytes (`memory.totalBytes`). */
  solverBytes: number;
  memory: MemoryCost;
  /** Absent for a fluid run. */
  packets?: PacketCost;
  pageItems: PageItems;
  limits: CostLimits;
  /** True when within every limit. */
  fits: boolean;
  over: CostExcess[];
  suggestions: CostSuggestion[];
}
