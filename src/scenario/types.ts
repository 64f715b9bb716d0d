/**
 * Scenario format v1 as TypeScript types: plain data, exactly the JSON of docs/scenario.md. The
 * Rust solver is the authority on validation; these types only describe the shape.
 */

/** The `format` field of every scenario. */
export const SCENARIO_FORMAT = 'multipath-playground/scenario';
/** The newest scenario format version. */
export const SCENARIO_VERSION = 1;

/** A point in planar metres. */
export interface PointM {
  xM: number;
  yM: number;
}

/** One-way delays of a route, milliseconds (T_rj forward, T_jr feedback). */
export interface DelaysMs {
  forwardMs?: number;
  feedbackMs?: number;
}

/** How a station's capacity factor rho(d) decays with distance. */
export type Decay =
  | { law: 'logistic'; alphaPerM?: number; d0M?: number }
  | { law: 'step'; radiusM: number }
  | { law: 'linear'; rangeM: number }
  | { law: 'flat' };

/** A WiFi base station. */
export interface Station {
  id: string;
  label?: string;
  position: PointM;
  capacityMbps?: number;
  /** Resource responsiveness beta_j of eq (5). */
  responsiveness?: number;
  decay?: Decay;
  delays?: DelaysMs;
  sharedCapacity?: boolean;
  enabled?: boolean;
}

/** A capacity that depends on time only. */
export type CapacityLaw =
  | { law: 'constant'; capacityMbps?: number }
  | { law: 'piecewise-linear'; points: Array<{ tS: number; capacityMbps: number }> };

/** A global channel (the satellite). */
export interface Channel {
  id: string;
  label?: string;
  group?: string;
  capacity: CapacityLaw;
  responsiveness?: number;
  delays?: DelaysMs;
  enabled?: boolean;
}

/** The arc a clover continues on after its last revolution. */
export interface ExitArc {
  radiusM?: number;
  angleDeg?: number;
  speedMps?: number;
  turn?: 'right' | 'left';
}

/** The path of a platform's centre. */
export type Trajectory =
  | { kind: 'clover'; radiusM?: number; gammaPerS?: number; revolutions?: number; exitArc?: ExitArc }
  | { kind: 'polyline'; points: PointM[]; speedMps?: number; segmentSpeedsMps?: number[]; startS?: number }
  | { kind: 'static'; centre: PointM; headingDeg?: number };

/** A point of a platform that holds links. */
export type NodeName = 'head' | 'middle' | 'tail';

/** Which stations or channels a node reaches. */
export interface Link {
  node: NodeName;
  to: string[];
}

/** A mobile platform (a convoy). */
export interface Platform {
  id: string;
  label?: string;
  lengthM?: number;
  trajectory: Trajectory;
  links?: Link[];
}

/** A rate controller. */
export type Controller = { kind: 'kelly-voice'; a?: number; b?: number };

/** A source: its routes come from a platform, or are listed over channels. */
export type Source =
  | { id: string; label?: string; platform: string; controller?: Controller }
  | { id: string; label?: string; routes: Array<{ via: string[]; delays?: DelaysMs }>; controller?: Controller };

/** Integration and output settings. */
export interface SolverSettings {
  dtS?: number;
  durationS: number;
  sampleEveryS?: number;
  initialRateMbps?: number;
  probeRateMbps?: number;
}

/** A whole scenario. */
export interface Scenario {
  format: typeof SCENARIO_FORMAT;
  version: number;
  title?: string;
  description?: string;
  meta?: Record<string, unknown>;
  frame?: { kind: 'planar' } | { kind: 'geographic'; originLatDeg: number; originLonDeg: number };
  stations?: Station[];
  channels?: Channel[];
  platforms?: Platform[];
  sources?: Source[];
  routeDelays?: Record<string, DelaysMs>;
  solver: SolverSettings;
}
