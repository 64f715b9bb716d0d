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
  /** A packet run's buffer at this link, packets (absent in a fluid run). */
  bufferPackets?: number;
}

/** A source and its routes. */
export interface SourceLayout {
  id: string;
  label: string;
  /** Its controller kind as the format names it (`lia`, `tcp`, ...). */
  controller?: string;
  /** The cap of an application-limited source, Mbps; null when it is not limited. */
  sendingRateMbps?: number | null;
  /** `a (1 + max beta)` of eq (6) for a controller that has one (Kelly-Voice), else null. */
  stabilityQuantity?: number | null;
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
  /** The engine that runs it (`solver.engine`); a packet run adds `g:` (goodput), `w:`, `q:`, `loss:` and `rtt:` columns. */
  engine?: 'fluid' | 'packet';
  dtS: number;
  durationS: number;
  sampleEveryS: number;
  totalSamples: number;
  sampleWidth: number;
  columns: string[];
  /** The bound of eq (6), pi / 2: a source's stability quantity must stay below it. */
  stabilityLimit?: number;
  /** Ids of the enabled stations, in the order the capacity field and station curves use. */
  fieldStations?: string[];
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

/** One route's line of a run summary. */
export interface RouteSummary extends MeanFinal {
  id: string;
  source: string;
  group: string;
  /** Megabytes (10^6 bytes) sent over the run (a packet run: arrived, duplicates included). */
  megabytes: number;
  /**
   * A packet run's goodput: megabits its receiver put in order over the run per second, Mbps
   * (absent in a fluid run, whose `meanMbps` is its goodput). `meanMbps` of a packet run counts arrivals.
   */
  goodputMeanMbps?: number;
  /** Its part of its source's mean throughput, 0-1 (0 when the source sent nothing). */
  share: number;
  /** `T(this subflow) / T(TCP)` where a TCP flow meets only some of its source's paths. */
  friendlinessFactor: number | null;
  /** The TCP sources that factor compares with. */
  friendlinessPeers: string[];
}

/** One resource's line of a run summary. */
export interface ResourceSummary {
  id: string;
  group: string;
  /** Mean arrival rate (the delayed load of eq 4), Mbps. */
  meanLoadMbps: number;
  meanCapacityMbps: number;
  /** Mean of load / capacity over the steps, 0-1 (may exceed 1 while a fluid queue overshoots). */
  utilization: number;
  /** A packet run's drops over arrivals at this link, 0-1 (absent in a fluid run). */
  lossRate?: number;
  /** A packet run's time-averaged queue, packets (absent in a fluid run). */
  meanQueuePackets?: number;
  /** A packet run's drops over the run (absent in a fluid run). */
  drops?: number;
}

/** One source's line of a run summary. */
export interface SourceSummary {
  id: string;
  label: string;
  /** The controller kind as the format names it (`lia`, `tcp`, `udp`, ...). */
  controller: string;
  total: MeanFinal;
  byGroup: Record<string, MeanFinal>;
  /** Megabytes (10^6 bytes) sent over the run. */
  megabytes: number;
  /** When it had moved its file (its own for a finite transfer, else the summary's), seconds; null if it never did. */
  fileTransferS: number | null;
  /** A finite transfer's own file, megabytes (`sources[].fileMegabytes`); absent for the others. */
  fileMegabytes?: number;
  /** The cap of an application-limited source, Mbps; null when it is not limited. */
  sendingRateMbps: number | null;
  /** T(this source) / mean T(TCP sources sharing a resource with it); null without such peers. */
  friendlinessFactor: number | null;
  /** Ids of the TCP sources the friendliness factor compares with. */
  friendlinessPeers: string[];
  stabilityQuantity: number | null;
  stabilityLimit: number;
  stable: boolean | null;
}

/** The summary of a run: `mpsim summary`, `mp_summary` and `mp_run_summary` (same JSON). */
export interface RunSummary {
  title: string;
  /** What the solver adapted or doubts, `path: message` (e.g. a round trip under two steps), at most 20 lines. */
  warnings?: string[];
  durationS: number;
  dtS: number;
  /** The file of the transfer times, megabytes (10^6 bytes). */
  fileMegabytes: number;
  routes: RouteSummary[];
  resources: ResourceSummary[];
  sources: SourceSummary[];
  /** Totals over all sources per group (`wifi`, `satellite`, ...). */
  groups: Record<string, MeanFinal>;
  /** Jain's index over the mean throughputs of the controlled (non-UDP) sources; null with fewer than two. */
  jainIndex: number | null;
  fixedPoint: { tS: number; ratesMbps: Record<string, number>; totalMbps: number } | null;
  fixedPointNote: string | null;
  /** `packet` for a packet run's summary (absent for the fluid engine). */
  engine?: 'packet';
}

/**
 * Where the rates go with every capacity (and UDP schedule) held at its value at `tS`: the fluid
 * model run from the rates of that moment until they settle (solver/src/summary/settle.rs).
 */
export interface SettledRates {
  tS: number;
  /** Route ids, in route order. */
  routes: string[];
  /** Each route's mean rate over the last averaging window, Mbps. */
  ratesMbps: number[];
  /** False when the run reached its limit still moving. */
  settled: boolean;
  /** The largest swing of a route in the last window over its mean: ~0 at rest, larger around an oscillation. */
  swing: number;
  /** Model time the settling run took, seconds. */
  simulatedS: number;
}
