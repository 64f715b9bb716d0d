/** Shapes of the JSON the solver returns: the layout of a run's sample rows, and errors. */

/** One route of the compiled network. */
export interface RouteLayout {
  /** Stable readable id, e.g. `head-B1`, `sat`, `competitor-sat`. */
  id: string;
  /** Id of the source the route belongs to. */
  source: string;
  /** Aggregation group: `wifi` for stations, the channel's group otherwise. */
  group: string;
  /** Ids of the resources the route crosses. */
  resources: string[];
  forwardMs: number;
  feedbackMs: number;
}

/** One resource (a node-station radio channel, a shared station, or a global channel). */
export interface ResourceLayout {
  id: string;
  /** The station or channel it belongs to. */
  target: string;
  group: string;
  /** Resource responsiveness beta_j of eq (5). */
  responsiveness: number;
}

/** A source and its routes. */
export interface SourceLayout {
  id: string;
  label: string;
  routes: string[];
}

/** A moving point of a platform (head, middle, tail). */
export interface NodeLayout {
  id: string;
  platform: string;
}

/** A platform: its id, convoy length and when its centre reaches the end of its path. */
export interface PlatformLayout {
  id: string;
  lengthM: number;
  endTimeS: number;
}

/**
 * What a run produces: each sample row is `sampleWidth` numbers, `[t_s, x per route...,
 * c per resource...]`, named by `columns` (`t_s`, `x:<route-id>`, `c:<resource-id>`).
 */
export interface RunLayout {
  title: string;
  dtS: number;
  durationS: number;
  sampleEveryS: number;
  totalSamples: number;
  sampleWidth: number;
  columns: string[];
  routes: RouteLayout[];
  resources: ResourceLayout[];
  sources: SourceLayout[];
  nodes: NodeLayout[];
  platforms: PlatformLayout[];
}

/** Throughput over a run: time average and final value, Mbps. */
export interface MeanFinal {
  meanMbps: number;
  finalMbps: number;
}

/** The summary of `mpsim summary` (same JSON). */
export interface RunSummary {
  title: string;
  durationS: number;
  dtS: number;
  routes: Array<{ id: string; source: string; group: string } & MeanFinal>;
  sources: Array<{
    id: string;
    total: MeanFinal;
    byGroup: Record<string, MeanFinal>;
    stabilityQuantity: number | null;
    stabilityLimit: number;
    stable: boolean | null;
  }>;
  groups: Record<string, MeanFinal>;
  fixedPoint: { tS: number; ratesMbps: Record<string, number>; totalMbps: number } | null;
  fixedPointNote: string | null;
}
