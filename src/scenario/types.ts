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
  /** A load-independent loss probability mu_j, 0 to 1 (paper 003 §4.1); absent: (load / c)^beta. */
  lossProbability?: number;
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

/** Kelly-Voice, eq (1) of the convoy paper (rate form); the default controller. */
export interface KellyVoiceController {
  kind: 'kelly-voice';
  /** Increase gain a-bar, > 0, at most 10; default 0.025. */
  a?: number;
  /** Decrease factor b_r, per Mbps, > 0, at most 100; default 0.875. */
  b?: number;
}

/** Fields every window-based controller (all kinds but kelly-voice and udp) accepts. */
export interface WindowFields {
  /** Packet size, bytes, 40 to 65535; windows are counted in these packets. Default 1500. */
  packetBytes?: number;
}

/**
 * Window-based kinds without parameters of their own: uncoupled (parallel Reno), tcp (Reno, the
 * friendliness factor's reference), lia (RFC 6356), olia (Khalili et al.,
 * draft-khalili-mptcp-congestion-control-05), mcc-coop (paper 002), mhip (paper 001).
 */
export interface PlainWindowController<K extends PlainWindowKind = PlainWindowKind> extends WindowFields {
  kind: K;
}

/** The kinds of PlainWindowController. */
export type PlainWindowKind = 'uncoupled' | 'tcp' | 'lia' | 'olia' | 'mcc-coop' | 'mhip';

/** MTCP of paper 003 eq (2), with both couplings free. */
export interface MtcpController extends WindowFields {
  kind: 'mtcp';
  /** Increase gain a, > 0, at most 100; default 1. */
  a?: number;
  /** Decrease gain b, > 0, at most 1; default 0.5. */
  b?: number;
  /** Increase coupling alpha of paper 003, 0 to 1; default 1. */
  increaseCoupling?: number;
  /** Decrease coupling beta of paper 003, 0 to 1; default 0 (not the resource responsiveness). */
  decreaseCoupling?: number;
}

/** MTCP with its couplings fixed: (alpha, beta) = (1, 0), (0, 1) or (1, 1). */
export interface CoupledMtcpController<K extends CoupledMtcpKind = CoupledMtcpKind> extends WindowFields {
  kind: K;
  /** Increase gain a, > 0, at most 100; default 1. */
  a?: number;
  /** Decrease gain b, > 0, at most 1; default 0.5. */
  b?: number;
}

/** The kinds of CoupledMtcpController. */
export type CoupledMtcpKind = 'coupled-increase' | 'coupled-decrease' | 'fully-coupled';

/** Multipath Scalable TCP, paper 003 eq (1): inc_r = a, dec_r = b w. */
export interface MstcpController extends WindowFields {
  kind: 'mstcp';
  /** Increase step a, > 0, at most 100; default 0.03. */
  a?: number;
  /** Decrease fraction b, > 0, at most 1; default 0.5. */
  b?: number;
}

/** GMCC-Coop of paper 002, protecting local AIMD flows of increase a'. */
export interface GmccCoopController extends WindowFields {
  kind: 'gmcc-coop';
  /** a', the local flows' AIMD increase, > 0, at most 100; default 1. */
  increase?: number;
}

/** Single-path AIMD(a', b') cross traffic: inc = a'/w, dec = (1 - b') w. */
export interface AimdController extends WindowFields {
  kind: 'aimd';
  /** b', the fraction of the window kept after a loss, 0 to 0.999; default 0.5. */
  backoffFactor?: number;
  /** a', > 0, at most 100; default the TCP-friendly 3 (1 - b') / (1 + b'). */
  increase?: number;
}

/** Uncontrolled traffic (UDP): every route sends `rateMbps` while on, whatever the congestion. */
export interface UdpController {
  kind: 'udp';
  /** Rate of every route while on, Mbps, 0 to 1e9. */
  rateMbps: number;
  /** Intervals [fromS, toS) in which it sends (fromS < toS); absent or empty: always. */
  activeS?: Array<[number, number]>;
  /** Periodic on/off starting on at t = 0; each > 0, at most 1e6 s. */
  onOff?: { onS: number; offS: number };
}

/** A rate controller, discriminated by `kind` (docs/scenario.md, Controllers). */
export type Controller =
  | KellyVoiceController
  | PlainWindowController<'uncoupled'>
  | PlainWindowController<'tcp'>
  | PlainWindowController<'lia'>
  | PlainWindowController<'olia'>
  | PlainWindowController<'mcc-coop'>
  | PlainWindowController<'mhip'>
  | MtcpController
  | CoupledMtcpController<'coupled-increase'>
  | CoupledMtcpController<'coupled-decrease'>
  | CoupledMtcpController<'fully-coupled'>
  | MstcpController
  | GmccCoopController
  | AimdController
  | UdpController;

/** The name of a controller kind, e.g. `lia`. */
export type ControllerKind = Controller['kind'];

/** The controller object of one kind. */
export type ControllerOf<K extends ControllerKind> = Extract<Controller, { kind: K }>;

/** An explicit route over channels. */
export interface RouteSpec {
  via: string[];
  delays?: DelaysMs;
}

/** Fields of every source. */
interface SourceFields {
  id: string;
  label?: string;
  /** Default Kelly-Voice with a = 0.025, b = 0.875. */
  controller?: Controller;
  /** Application-limited: the source's total rate never exceeds this, Mbps (> 0). */
  sendingRateMbps?: number;
}

/** A source: its routes come from a platform, or are listed over channels. */
export type Source = (SourceFields & { platform: string }) | (SourceFields & { routes: RouteSpec[] });

/** One controller of a comparison and the name it is shown under. */
export interface ComparisonVariant {
  /** At most 200 characters, unique in the comparison; default the controller's name. */
  label?: string;
  controller: Controller;
}

/** The same scenario run once per controller of one source. */
export interface Comparison {
  /** Id of the source whose controller changes. */
  source: string;
  /** 2 to 4 variants. */
  variants: ComparisonVariant[];
}

/** Settings of the run's summary. */
export interface Metrics {
  /** The file whose transfer time the summary reports, megabytes (1e6 bytes), > 0; default 10. */
  fileMegabytes?: number;
}

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
  /** Controllers to run side by side for one source. */
  comparison?: Comparison;
  metrics?: Metrics;
}
