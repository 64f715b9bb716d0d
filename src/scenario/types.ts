/**
 * Scenario format v1 as TypeScript types: generated from docs/scenario.schema.json by
 * scripts/gen-types.mjs; do not edit; run npm run gen:types. Hand-written companions (format
 * constants, controller helpers, friendly aliases) are in src/scenario/format.ts.
 */

/**
 * Capacity factor rho(d) of distance d (metres) from the node to the station; rho(0) = 1, non-increasing. Default logistic with alphaPerM 0.007, d0M 500 (eq 11).
 */
export type Decay =
  | {
      /**
       * Eq (11): rho(d) = (1 + e^{-alpha d0}) / (1 + e^{alpha (d - d0)}).
       */
      law: "logistic";
      /**
       * Steepness alpha, per metre, > 0 and at most 100. Default 0.007 (the paper's smooth decay; 0.07 is threshold-like).
       */
      alphaPerM?: number;
      /**
       * Displacement d0, metres, > 0 and at most 1e8. Default 500.
       */
      d0M?: number;
    }
  | {
      /**
       * rho = 1 within radiusM (inclusive), else 0.
       */
      law: "step";
      /**
       * Coverage radius, metres, > 0 and at most 1e8. Required.
       */
      radiusM: number;
    }
  | {
      /**
       * rho = max(0, 1 - d / rangeM).
       */
      law: "linear";
      /**
       * Distance at which rho reaches 0, metres, > 0 and at most 1e8. Required.
       */
      rangeM: number;
    }
  | {
      /**
       * rho = 1 everywhere.
       */
      law: "flat";
    };
/**
 * Capacity c_j(t) of a channel, a law of time only. Required.
 */
export type CapacityLaw =
  | {
      /**
       * A constant capacity.
       */
      law: "constant";
      /**
       * Capacity C_j, Mbps, > 0 and at most 1e9. Default 20.
       */
      capacityMbps?: number;
    }
  | {
      /**
       * Linear between the points, constant (first or last value) outside them.
       */
      law: "piecewise-linear";
      /**
       * 1 to 100000 (time, capacity) points; tS strictly increasing (checked by the solver).
       *
       * @minItems 1
       * @maxItems 100000
       */
      points: {
        /**
         * Time, seconds, -1e7 to 1e7; later than the previous point's.
         */
        tS: number;
        /**
         * Capacity at tS, Mbps, > 0 and at most 1e9.
         */
        capacityMbps: number;
      }[];
    };
/**
 * The centre path S(t) of the platform. Required.
 */
export type Trajectory =
  | {
      /**
       * The convoy paper's clover (Appendix): X = R cos(3 g t) cos(g t), Y = R cos(3 g t) sin(g t); one revolution takes pi / gammaPerS seconds. The path length (estimated as 4 pi R revolutions plus the exit arc) must stay within 2000 km (checked by the solver).
       */
      kind: "clover";
      /**
       * Radius R, metres, 1 to 1e6. Default 500.
       */
      radiusM?: number;
      /**
       * Angular rate g, per second, 1e-6 to 10; speed is R g sqrt(1 + 8 sin^2(3 g t)). Default 0.05 / 3 (eq 17: 8.3-25 m/s with R = 500 m).
       */
      gammaPerS?: number;
      /**
       * Number of revolutions (may be fractional), > 0 and at most 1000. Default 2 (2 pi / g, about 377 s).
       */
      revolutions?: number;
      /**
       * A circular arc tangent to the clover at its end, driven at constant speed after the last revolution. Absent: no arc (the centre stops at the clover's end).
       */
      exitArc?: {
        /**
         * Arc radius, metres, 1 to 1e6. Default 430.
         */
        radiusM?: number;
        /**
         * Angle turned, degrees, > 0 and at most 36000. Default 180 (the paper's Fig 5; 360 is the full circle of Section III-G).
         */
        angleDeg?: number;
        /**
         * Speed on the arc, m/s, > 0 and at most 1e4. Default 8.5.
         */
        speedMps?: number;
        /**
         * Turn direction: right (clockwise) or left. Default right.
         */
        turn?: "right" | "left";
      };
    }
  | (
      | {
          /**
           * A polyline driven at a speed per segment, starting at startS.
           */
          kind: "polyline";
          /**
           * Vertices, 2 to 100000, metres.
           *
           * @minItems 2
           * @maxItems 100000
           */
          points: PointM[];
          /**
           * One speed for every segment, m/s, > 0 and at most 1e4. Give exactly one of speedMps and segmentSpeedsMps.
           */
          speedMps: number;
          /**
           * One speed per segment (points - 1 entries, checked by the solver), m/s, each > 0 and at most 1e4.
           *
           * @minItems 1
           * @maxItems 99999
           */
          segmentSpeedsMps?: number[];
          /**
           * Time the centre leaves the first vertex, seconds, -1e7 to 1e7 (negative: already under way at t = 0). Default 0.
           */
          startS?: number;
        }
      | {
          /**
           * A polyline driven at a speed per segment, starting at startS.
           */
          kind: "polyline";
          /**
           * Vertices, 2 to 100000, metres.
           *
           * @minItems 2
           * @maxItems 100000
           */
          points: PointM[];
          /**
           * One speed for every segment, m/s, > 0 and at most 1e4. Give exactly one of speedMps and segmentSpeedsMps.
           */
          speedMps?: number;
          /**
           * One speed per segment (points - 1 entries, checked by the solver), m/s, each > 0 and at most 1e4.
           *
           * @minItems 1
           * @maxItems 99999
           */
          segmentSpeedsMps: number[];
          /**
           * Time the centre leaves the first vertex, seconds, -1e7 to 1e7 (negative: already under way at t = 0). Default 0.
           */
          startS?: number;
        }
    )
  | {
      /**
       * A platform standing still: a straight segment of length L through the centre.
       */
      kind: "static";
      centre: PointM;
      /**
       * Direction from tail to head, degrees (0 = east, 90 = north), -3600 to 3600. Default 0.
       */
      headingDeg?: number;
    };
/**
 * A source s with its routes and rate controller. Give exactly one of platform (one route per link of the platform) and routes (explicit routes over channels).
 */
export type Source =
  | {
      /**
       * Source id, 1-64 of [A-Za-z0-9_.-]; unique among sources. Prefixes its explicit route ids ("competitor-sat").
       */
      id: string;
      /**
       * Display name, at most 200 characters. Default: the id.
       */
      label?: string;
      /**
       * Id of the platform whose links give this source's routes; must exist and belong to no other source (checked by the solver).
       */
      platform: string;
      /**
       * Explicit routes over global channels (the paper's competitor). May be empty. At most 5000.
       *
       * @maxItems 5000
       */
      routes?: {
        /**
         * Channel ids the route crosses, at least one; each must name a channel (checked by the solver). Route id: <source id>-<via joined by '+'>.
         *
         * @minItems 1
         *
         * Items: An id: 1-64 ASCII letters, digits, '_', '-' or '.'.
         */
        via: string[];
        delays?: Delays15;
      }[];
      controller?: Controller;
      /**
       * Sending rate of an application-limited source, Mbps, > 0 and at most 1e9: after every step a total rate above it is scaled down on all its routes alike. It also makes the source a local flow in rho_r (paper 002 eq 2) of mcc-coop and gmcc-coop sources sharing a resource with it. Absent: not limited.
       */
      sendingRateMbps?: number;
    }
  | {
      /**
       * Source id, 1-64 of [A-Za-z0-9_.-]; unique among sources. Prefixes its explicit route ids ("competitor-sat").
       */
      id: string;
      /**
       * Display name, at most 200 characters. Default: the id.
       */
      label?: string;
      /**
       * Id of the platform whose links give this source's routes; must exist and belong to no other source (checked by the solver).
       */
      platform?: string;
      /**
       * Explicit routes over global channels (the paper's competitor). May be empty. At most 5000.
       *
       * @maxItems 5000
       */
      routes: {
        /**
         * Channel ids the route crosses, at least one; each must name a channel (checked by the solver). Route id: <source id>-<via joined by '+'>.
         *
         * @minItems 1
         *
         * Items: An id: 1-64 ASCII letters, digits, '_', '-' or '.'.
         */
        via: string[];
        delays?: Delays15;
      }[];
      controller?: Controller;
      /**
       * Sending rate of an application-limited source, Mbps, > 0 and at most 1e9: after every step a total rate above it is scaled down on all its routes alike. It also makes the source a local flow in rho_r (paper 002 eq 2) of mcc-coop and gmcc-coop sources sharing a resource with it. Absent: not limited.
       */
      sendingRateMbps?: number;
    };
/**
 * A rate controller: kind and that kind's parameters (model.md section 3). Window-based kinds (all but kelly-voice and udp) share one fluid form, dw_r/dt = x_r(t - T_r) [inc_r (1 - lambda_r) - dec_r lambda_r], with the window w_r = x_r T_r in packets of packetBytes and w the source's total window; each kind sets inc_r and dec_r. Every kind takes exactly the fields listed for it.
 */
export type Controller =
  | KellyVoiceController
  | UncoupledController
  | TcpController
  | MtcpController
  | CoupledIncreaseController
  | CoupledDecreaseController
  | FullyCoupledController
  | MstcpController
  | LiaController
  | OliaController
  | MccCoopController
  | GmccCoopController
  | AimdController
  | MhipController
  | UdpController;

/**
 * A simulation of multipath congestion control under mobility: stations, channels, platforms with trajectories, sources with controllers, solver settings. Mirrors the Rust parser (solver/src/scenario/parse.rs), which is the authority; see docs/scenario.md. Rules a schema cannot express, checked only by the solver: ids unique (stations and channels share one namespace; platforms; sources), links name existing stations or channels, routes[].via names existing channels, a source's platform exists and belongs to no other source, segmentSpeedsMps has one entry per polyline segment, piecewise-linear tS strictly increasing, clover path at most about 2000 km, solver step and sample limits, route ids unique, routeDelays keys name existing routes, at most 5000 routes, delay history at most 2e7 cells, comparison.source names an existing source, comparison labels unique (a label left out is the controller's name), udp activeS intervals have fromS < toS. The parser also reads a null value as an absent field; this schema does not allow null.
 */
export interface Scenario {
  /**
   * Format identifier; always "multipath-playground/scenario".
   */
  format: "multipath-playground/scenario";
  /**
   * Format version; 1 is the only (and newest) version the solver reads.
   */
  version: 1;
  /**
   * Title shown in the UI and the CLI's preset list (free text, no limit). Default "Untitled scenario".
   */
  title?: string;
  /**
   * Free-text description of the scenario; not used by the solver.
   */
  description?: string;
  /**
   * Free-form object (paper, section, figures, notes); its content is never checked.
   */
  meta?: {
    [k: string]: unknown;
  };
  /**
   * Coordinate frame of all positions. The solver always works in planar metres; a geographic frame only tells a map where the origin (0, 0) lies. Default planar.
   */
  frame?:
    | {
        /**
         * Planar metres, the papers' frame.
         */
        kind: "planar";
      }
    | {
        /**
         * Local metres around a geographic reference point.
         */
        kind: "geographic";
        /**
         * Latitude of the origin (0, 0), degrees, -90 to 90.
         */
        originLatDeg: number;
        /**
         * Longitude of the origin (0, 0), degrees, -180 to 180.
         */
        originLonDeg: number;
      };
  /**
   * WiFi (radio) base stations: resources whose capacity rho(d) C_j depends on the distance d to the node using them. Missing means none. At most 5000. Station and channel ids share one namespace and must be unique.
   *
   * @maxItems 5000
   */
  stations?: Station[];
  /**
   * Global channels (the satellite): reachable from anywhere, capacity a law of time only. Missing means none. At most 5000.
   *
   * @maxItems 5000
   */
  channels?: Channel[];
  /**
   * Mobile platforms (convoys): a trajectory, a length and the links of their head, middle and tail nodes. Missing means none. At most 5000; ids unique among platforms.
   *
   * @maxItems 5000
   */
  platforms?: Platform[];
  /**
   * Sources s (source-destination pairs) with their routes and controller. Missing means none. At most 5000; ids unique among sources; each platform belongs to at most one source.
   *
   * @maxItems 5000
   */
  sources?: Source[];
  /**
   * Per-route delay overrides keyed by route id (e.g. "head-B1", "sat", "competitor-sat", "convoy.tail-B3"). Every key must name a route of the compiled network (checked by the solver). A field left out takes 10 ms, not the route's own delay.
   */
  routeDelays?: {
    [k: string]: Delays10;
  };
  /**
   * Integration and output settings (forward Euler with a fixed step). Cross-field rules checked by the solver: sampleEveryS >= dtS; durationS / dtS <= 2e8 steps; durationS / sampleEveryS <= 2e7 samples.
   */
  solver: {
    /**
     * Integration step dt, seconds, 1e-6 to 1. Delays become whole numbers of steps. Default 0.001 (the paper's 1 ms).
     */
    dtS?: number;
    /**
     * Simulated time, seconds, > 0 and at most 1e7. Required. The run takes round(durationS / dtS) steps.
     */
    durationS: number;
    /**
     * Time between output rows, seconds, > 0 and at most 1e6, and at least dtS. Rounded to a whole number of steps. Default 0.1.
     */
    sampleEveryS?: number;
    /**
     * Initial rate x_r(t <= 0) of every route, Mbps, 0 to 1e9. Default 0.1.
     */
    initialRateMbps?: number;
    /**
     * Probing floor, Mbps, 0 to 1e9: the factor x_r(t - T_r) of eq (1) is replaced by max(x_r(t - T_r), probeRateMbps) so a stalled route can revive (the paper's probing constant 0.1). Default 0.1.
     */
    probeRateMbps?: number;
  };
  comparison?: Comparison;
  /**
   * Settings of the run's summary. Absent: the defaults.
   */
  metrics?: {
    /**
     * Size of the file whose transfer time the summary reports for every source (the time its sent data first reaches this size), megabytes (1e6 bytes), > 0 and at most 1e9. Default 10.
     */
    fileMegabytes?: number;
  };
}
/**
 * A WiFi base station. A link from a platform node to it makes one route and, by default, one resource per node (head-B1 and tail-B1 are two resources).
 */
export interface Station {
  /**
   * Station id (e.g. "B1"), 1-64 of [A-Za-z0-9_.-]; unique among stations and channels together.
   */
  id: string;
  /**
   * Display name, at most 200 characters. Default: the id.
   */
  label?: string;
  position: PointM;
  /**
   * Nominal capacity C_j, Mbps, > 0 and at most 1e9; the actual capacity is rho(d) C_j. Default 20.
   */
  capacityMbps?: number;
  /**
   * Resource responsiveness beta_j of eq (5), dimensionless, > 0 and at most 1000. Default 15 (the paper's WiFi value).
   */
  responsiveness?: number;
  decay?: Decay;
  delays?: Delays10;
  /**
   * true: one resource, id = the station id, shared by every node that links to it; its capacity uses the distance to the nearest of those nodes. false (the paper): one resource per node, id = route id. Default false.
   */
  sharedCapacity?: boolean;
  /**
   * false removes the station's routes and resources from the network (links to it stay valid). Default true.
   */
  enabled?: boolean;
}
/**
 * A point in the planar frame, metres.
 */
export interface PointM {
  /**
   * East coordinate, metres, -1e8 to 1e8.
   */
  xM: number;
  /**
   * North coordinate, metres, -1e8 to 1e8.
   */
  yM: number;
}
/**
 * One-way delays, milliseconds; a field left out takes 10 ms. forwardMs + feedbackMs must be > 0.
 */
export interface Delays10 {
  /**
   * Forward delay T_rj (source to resource), ms, 0 to 60000. Default 10.
   */
  forwardMs?: number;
  /**
   * Feedback delay T_jr (resource back to source), ms, 0 to 60000. Default 10.
   */
  feedbackMs?: number;
}
/**
 * A global channel (the satellite). One resource, id = the channel id, shared by every route that crosses it.
 */
export interface Channel {
  /**
   * Channel id (e.g. "sat"), 1-64 of [A-Za-z0-9_.-]; unique among stations and channels together.
   */
  id: string;
  /**
   * Display name, at most 200 characters. Default: the id.
   */
  label?: string;
  /**
   * Aggregation group for totals (WiFi routes are always "wifi"), 1-64 bytes of UTF-8 (the schema checks 64 characters). Default "satellite".
   */
  group?: string;
  capacity: CapacityLaw;
  /**
   * Resource responsiveness beta_j of eq (5), dimensionless, > 0 and at most 1000. Default 16 (the paper's satellite value).
   */
  responsiveness?: number;
  delays?: Delays15;
  /**
   * false removes the channel and every route through it. Default true.
   */
  enabled?: boolean;
  /**
   * A loss probability that does not depend on the load (paper 003 section 4.1's exogenous p_i), 0 to 1: mu_j = lossProbability whatever arrives, in place of (load / c_j)^beta_j (responsiveness is then unused). Absent: the load-dependent law.
   */
  lossProbability?: number;
}
/**
 * One-way delays, milliseconds; a field left out takes 15 ms. forwardMs + feedbackMs must be > 0.
 */
export interface Delays15 {
  /**
   * Forward delay T_rj (source to resource), ms, 0 to 60000. Default 15.
   */
  forwardMs?: number;
  /**
   * Feedback delay T_jr (resource back to source), ms, 0 to 60000. Default 15.
   */
  feedbackMs?: number;
}
/**
 * A mobile platform (a convoy) with head, middle and tail nodes on its centre path S(t).
 */
export interface Platform {
  /**
   * Platform id, 1-64 of [A-Za-z0-9_.-]; unique among platforms. With several platforms it prefixes node and route ids ("convoy.head-B1").
   */
  id: string;
  /**
   * Display name, at most 200 characters. Default: the id.
   */
  label?: string;
  /**
   * Length L, metres, 0 to 1e5: head and tail are at arc length +L/2 and -L/2 from the centre along the path (eqs 7-8). Default 200.
   */
  lengthM?: number;
  trajectory: Trajectory;
  /**
   * Which stations or channels each node reaches; one route per (node, target) pair, in this order. Missing means none. At most 5000.
   *
   * @maxItems 5000
   */
  links?: {
    /**
     * The node holding the links: head (+L/2), middle (centre) or tail (-L/2).
     */
    node: "head" | "middle" | "tail";
    /**
     * Station or channel ids; each must exist (checked by the solver). May be empty.
     *
     * Items: An id: 1-64 ASCII letters, digits, '_', '-' or '.'.
     */
    to: string[];
  }[];
}
export interface KellyVoiceController {
  /**
   * Kelly-Voice primal multipath controller, eq (1) of the convoy paper, in rate form: dx_r/dt = x_r(t - T_r) / T_r [a (1 - lambda_r) - b y_s lambda_r].
   */
  kind: "kelly-voice";
  /**
   * Increase gain, the paper's a-bar, dimensionless, > 0 and at most 10. Default 0.025. Local stability (eq 6) needs a (1 + max beta_j) < pi/2.
   */
  a?: number;
  /**
   * Decrease factor b_r (the same for every route of the source), per Mbps, > 0 and at most 100. Default 0.875.
   */
  b?: number;
}
export interface UncoupledController {
  /**
   * Parallel TCP Reno, one per route: inc_r = 1/w_r, dec_r = w_r/2.
   */
  kind: "uncoupled";
  /**
   * Packet size, bytes, 40 to 65535: windows count packets, w_r = x_r T_r / (8 packetBytes / 1e6) with x_r in Mbps. Default 1500.
   */
  packetBytes?: number;
}
export interface TcpController {
  /**
   * TCP Reno: the law of uncoupled (inc_r = 1/w_r, dec_r = w_r/2), meant for a single-path flow. The summary's friendliness factor compares other sources with the tcp sources they share a resource with.
   */
  kind: "tcp";
  /**
   * Packet size, bytes, 40 to 65535: windows count packets, w_r = x_r T_r / (8 packetBytes / 1e6) with x_r in Mbps. Default 1500.
   */
  packetBytes?: number;
}
export interface MtcpController {
  /**
   * MTCP of paper 003 eq (2): inc_r = a / ((1 - alpha) w_r + alpha w), dec_r = b ((1 - beta) w_r + beta w).
   */
  kind: "mtcp";
  /**
   * Increase gain a of paper 003 eq (2), > 0 and at most 100. Default 1 (TCP Reno).
   */
  a?: number;
  /**
   * Decrease gain b of paper 003 eq (2), > 0 and at most 1. Default 0.5 (TCP Reno).
   */
  b?: number;
  /**
   * Increase coupling alpha of paper 003 eq (2), 0 to 1 (0: each route on its own window, 1: on the total). Default 1.
   */
  increaseCoupling?: number;
  /**
   * Decrease coupling beta of paper 003 eq (2), 0 to 1 (0: each route backs off from its own window, 1: from the total). Not the resource responsiveness beta_j nor the AIMD backoffFactor. Default 0.
   */
  decreaseCoupling?: number;
  /**
   * Packet size, bytes, 40 to 65535: windows count packets, w_r = x_r T_r / (8 packetBytes / 1e6) with x_r in Mbps. Default 1500.
   */
  packetBytes?: number;
}
export interface CoupledIncreaseController {
  /**
   * COUPLED INCREASE MTCP of paper 003: mtcp with alpha = 1, beta = 0 (inc_r = a / w, dec_r = b w_r).
   */
  kind: "coupled-increase";
  /**
   * Increase gain a of paper 003 eq (2), > 0 and at most 100. Default 1 (TCP Reno).
   */
  a?: number;
  /**
   * Decrease gain b of paper 003 eq (2), > 0 and at most 1. Default 0.5 (TCP Reno).
   */
  b?: number;
  /**
   * Packet size, bytes, 40 to 65535: windows count packets, w_r = x_r T_r / (8 packetBytes / 1e6) with x_r in Mbps. Default 1500.
   */
  packetBytes?: number;
}
export interface CoupledDecreaseController {
  /**
   * COUPLED DECREASE MTCP of paper 003: mtcp with alpha = 0, beta = 1 (inc_r = a / w_r, dec_r = b w).
   */
  kind: "coupled-decrease";
  /**
   * Increase gain a of paper 003 eq (2), > 0 and at most 100. Default 1 (TCP Reno).
   */
  a?: number;
  /**
   * Decrease gain b of paper 003 eq (2), > 0 and at most 1. Default 0.5 (TCP Reno).
   */
  b?: number;
  /**
   * Packet size, bytes, 40 to 65535: windows count packets, w_r = x_r T_r / (8 packetBytes / 1e6) with x_r in Mbps. Default 1500.
   */
  packetBytes?: number;
}
export interface FullyCoupledController {
  /**
   * FULLY COUPLED MTCP of paper 003: mtcp with alpha = 1, beta = 1 (inc_r = a / w, dec_r = b w).
   */
  kind: "fully-coupled";
  /**
   * Increase gain a of paper 003 eq (2), > 0 and at most 100. Default 1 (TCP Reno).
   */
  a?: number;
  /**
   * Decrease gain b of paper 003 eq (2), > 0 and at most 1. Default 0.5 (TCP Reno).
   */
  b?: number;
  /**
   * Packet size, bytes, 40 to 65535: windows count packets, w_r = x_r T_r / (8 packetBytes / 1e6) with x_r in Mbps. Default 1500.
   */
  packetBytes?: number;
}
export interface MstcpController {
  /**
   * Multipath Scalable TCP (MSTCP) of paper 003 eq (1): inc_r = a, dec_r = b w.
   */
  kind: "mstcp";
  /**
   * Increase step a of paper 003 eq (1), packets per ACK, > 0 and at most 100. Default 0.03.
   */
  a?: number;
  /**
   * Decrease fraction b of paper 003 eq (1), > 0 and at most 1. Default 0.5.
   */
  b?: number;
  /**
   * Packet size, bytes, 40 to 65535: windows count packets, w_r = x_r T_r / (8 packetBytes / 1e6) with x_r in Mbps. Default 1500.
   */
  packetBytes?: number;
}
export interface LiaController {
  /**
   * LIA, RFC 6356 (paper 002 eq 1): inc_r = min(A / w, 1 / w_r) with A = w max_i(w_i / T_i^2) / (sum_i w_i / T_i)^2, dec_r = w_r / 2.
   */
  kind: "lia";
  /**
   * Packet size, bytes, 40 to 65535: windows count packets, w_r = x_r T_r / (8 packetBytes / 1e6) with x_r in Mbps. Default 1500.
   */
  packetBytes?: number;
}
export interface OliaController {
  /**
   * OLIA, the opportunistic linked-increases algorithm (Khalili, Gast, Popovic, Le Boudec; draft-khalili-mptcp-congestion-control-05 eq (1)): inc_r = (w_r / T_r^2) / (sum_p w_p / T_p)^2 + alpha_r / w_r, dec_r = w_r / 2. alpha_r moves window from the paths with the largest window to the best paths (largest l_r^2 / T_r, with l_r = 1 / lambda_r) that do not have it; see controllers.md.
   */
  kind: "olia";
  /**
   * Packet size, bytes, 40 to 65535: windows count packets, w_r = x_r T_r / (8 packetBytes / 1e6) with x_r in Mbps. Default 1500.
   */
  packetBytes?: number;
}
export interface MccCoopController {
  /**
   * MCC-Coop of paper 002: LIA's increase while rho_r <= 1, else min(1 / w_r, 1 / (rho_r w_r)); dec_r = w_r / 2. rho_r is paper 002 eq (2) from the sendingRateMbps of the other sources on the route's resources (1 where there are none).
   */
  kind: "mcc-coop";
  /**
   * Packet size, bytes, 40 to 65535: windows count packets, w_r = x_r T_r / (8 packetBytes / 1e6) with x_r in Mbps. Default 1500.
   */
  packetBytes?: number;
}
export interface GmccCoopController {
  /**
   * GMCC-Coop of paper 002: inc_r = min(a' A / w, a' / w_r) while rho_r <= 1, else min(a' / w_r, a' / (rho_r w_r)); dec_r = w_r / 2.
   */
  kind: "gmcc-coop";
  /**
   * a', the local AIMD flows' increase (paper 002's alpha'_r), > 0 and at most 100. Default 1 (TCP).
   */
  increase?: number;
  /**
   * Packet size, bytes, 40 to 65535: windows count packets, w_r = x_r T_r / (8 packetBytes / 1e6) with x_r in Mbps. Default 1500.
   */
  packetBytes?: number;
}
export interface AimdController {
  /**
   * AIMD(a', b') cross traffic, meant for a single path: inc_r = a' / w, dec_r = (1 - b') w (on a loss the window drops to b' of itself).
   */
  kind: "aimd";
  /**
   * b', the fraction of the window kept after a loss (paper 002's beta'_r), 0 to 0.999. Not the resource responsiveness beta_j nor MTCP's decreaseCoupling. Default 0.5 (TCP).
   */
  backoffFactor?: number;
  /**
   * a', the additive increase (paper 002's alpha'_r), > 0 and at most 100. Default the TCP-friendly 3 (1 - b') / (1 + b') of the backoffFactor given (1 for 0.5).
   */
  increase?: number;
  /**
   * Packet size, bytes, 40 to 65535: windows count packets, w_r = x_r T_r / (8 packetBytes / 1e6) with x_r in Mbps. Default 1500.
   */
  packetBytes?: number;
}
export interface MhipController {
  /**
   * mHIP two-level scheme of paper 001: coupled increase inc_r = 1 / w, per-path decrease dec_r = w_r / 2 (the law of coupled-increase with its defaults).
   */
  kind: "mhip";
  /**
   * Packet size, bytes, 40 to 65535: windows count packets, w_r = x_r T_r / (8 packetBytes / 1e6) with x_r in Mbps. Default 1500.
   */
  packetBytes?: number;
}
export interface UdpController {
  /**
   * Uncontrolled traffic (UDP): every route of the source sends rateMbps while the source is on, whatever the congestion; the rate is set after every step, not integrated.
   */
  kind: "udp";
  /**
   * Rate of every route while on, Mbps, 0 to 1e9. Required.
   */
  rateMbps: number;
  /**
   * Intervals [fromS, toS) in which the source sends, seconds, each fromS < toS (checked by the solver); they may overlap. Absent or empty: always (subject to onOff).
   */
  activeS?: [number, number][];
  /**
   * Periodic on/off, starting on at t = 0 (and on before it): on for onS, off for offS, repeating. Combined with activeS: the source sends only when both allow it. Absent: always on.
   */
  onOff?: {
    /**
     * Time on in each period, seconds, > 0 and at most 1e6.
     */
    onS: number;
    /**
     * Time off in each period, seconds, > 0 and at most 1e6.
     */
    offS: number;
  };
}
/**
 * The same scenario run once per controller of one source, side by side (mpsim compare; the UI's comparison). Absent: no comparison.
 */
export interface Comparison {
  /**
   * Id of the source whose controller changes; must exist (checked by the solver).
   */
  source: string;
  /**
   * 2 to 4 controllers, each run in place of the source's own. Labels must be unique (checked by the solver).
   *
   * @minItems 2
   * @maxItems 4
   */
  variants: {
    /**
     * Name the variant is shown under, at most 200 characters. Default: the controller's name, its kind except that an mtcp with couplings (1, 0), (0, 1) or (1, 1) is named coupled-increase, coupled-decrease or fully-coupled.
     */
    label?: string;
    controller: Controller;
  }[];
}
