/**
 * Scenario format v1 as TypeScript types: generated from docs/scenario.schema.json by
 * scripts/gen-types.mjs; do not edit; run npm run gen:types. Hand-written companions (format
 * constants, controller helpers, friendly aliases) are in src/scenario/format.ts.
 */

/**
 * How the station's capacity factor rho(d) falls with the distance d (metres) from the node to the station; rho(0) = 1 and rho never rises with d. Default the logistic law of convoy paper eq 11 with alphaPerM 0.007 and d0M 500.
 */
export type Decay =
  | {
      /**
       * Logistic decay, convoy paper eq (11): rho(d) = (1 + e^{-alpha d0}) / (1 + e^{alpha (d - d0)}); about 1 near the station, 1/2 around d0, then falling to 0.
       */
      law: 'logistic';
      /**
       * Steepness alpha of the logistic decay (convoy paper eq 11), per metre, > 0 and at most 100: small is a gentle fade, large a sharp edge at d0. Default 0.007 (the paper's smooth decay; paper 004's roadside unit is modelled with 0.07 and d0M 80).
       */
      alphaPerM?: number;
      /**
       * Displacement d0 of the logistic decay (convoy paper eq 11): the distance around which the capacity falls to half, metres, > 0 and at most 1e8. Default 500.
       */
      d0M?: number;
    }
  | {
      /**
       * Step: full capacity within radiusM (inclusive), none beyond.
       */
      law: 'step';
      /**
       * Coverage radius: full capacity up to this distance, none beyond, metres, > 0 and at most 1e8. Required.
       */
      radiusM: number;
    }
  | {
      /**
       * Linear: rho = max(0, 1 - d / rangeM).
       */
      law: 'linear';
      /**
       * Range: the distance at which the capacity has fallen linearly to 0, metres, > 0 and at most 1e8. Required.
       */
      rangeM: number;
    }
  | {
      /**
       * Flat: full capacity at any distance (rho = 1).
       */
      law: 'flat';
    };
/**
 * Capacity c_j(t) of a channel, a law of time only. Required.
 */
export type CapacityLaw =
  | {
      /**
       * A constant capacity.
       */
      law: 'constant';
      /**
       * Capacity C_j of the channel, Mbps, > 0 and at most 1e9. Default 20.
       */
      capacityMbps?: number;
    }
  | {
      /**
       * A capacity that varies in time: linear between the points, and the first or last value outside them (or, with periodS, looping).
       */
      law: 'piecewise-linear';
      /**
       * Makes the law loop (a measured link trace, as Mahimahi's mm-link replays one): the capacity at t is the law at t0 + ((t - t0) mod periodS), t0 the first point's tS, going linearly from the last point back to the first point's value at t0 + periodS. Seconds, longer than the points' span (last tS - first tS; checked by the solver), at most 1e7. Default: no loop.
       */
      periodS?: number;
      /**
       * 1 to 100000 (time, capacity) points; tS strictly increasing (checked by the solver).
       *
       * @minItems 1
       * @maxItems 100000
       */
      points: {
        /**
         * Time of the point, seconds, -1e7 to 1e7; later than the previous point's.
         */
        tS: number;
        /**
         * Capacity of the channel at tS, Mbps, > 0 and at most 1e9.
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
       * The convoy paper's clover (Appendix): X = R cos(3 g t) cos(g t), Y = R cos(3 g t) sin(g t); one revolution takes pi / gammaPerS seconds. The path (about 2.1 pi R per revolution plus the exit arc) must stay within 2000 km (checked by the solver).
       */
      kind: 'clover';
      /**
       * Radius R of the clover, metres, 1 to 1e6. Default 500 (the paper's).
       */
      radiusM?: number;
      /**
       * Angular rate gamma of the clover, per second, 1e-6 to 10; the speed along it is R gamma sqrt(1 + 8 sin^2(3 gamma t)) (convoy paper eq 16). Default 0.05 / 3 (eq 17: 8.3 to 25 m/s with R = 500 m).
       */
      gammaPerS?: number;
      /**
       * Number of revolutions of the clover (may be fractional), > 0 and at most 1000. Default 2 (2 pi / gamma, about 377 s).
       */
      revolutions?: number;
      /**
       * A circular arc tangent to the clover at its end, driven at constant speed after the last revolution. Absent: no arc (the centre stops at the clover's end).
       */
      exitArc?: {
        /**
         * Radius of the exit arc, metres, 1 to 1e6. Default 430.
         */
        radiusM?: number;
        /**
         * Angle the exit arc turns through, degrees, > 0 and at most 36000. Default 180 (the convoy paper's Fig 5; 360 is the full circle of Section III-G).
         */
        angleDeg?: number;
        /**
         * Speed on the exit arc, m/s, > 0 and at most 1e4. Default 8.5.
         */
        speedMps?: number;
        /**
         * Direction of the exit arc: right (clockwise) or left. Default right.
         */
        turn?: 'right' | 'left';
      };
    }
  | (
      | {
          /**
           * A polyline driven at a speed per segment, leaving the first vertex at startS.
           */
          kind: 'polyline';
          /**
           * Vertices of the polyline, 2 to 100000, metres.
           *
           * @minItems 2
           * @maxItems 100000
           */
          points: PointM[];
          /**
           * Speed on every segment of the polyline, m/s, > 0 and at most 1e4. Give exactly one of speedMps and segmentSpeedsMps.
           */
          speedMps: number;
          /**
           * One speed per segment of the polyline (points - 1 entries, checked by the solver), m/s, each > 0 and at most 1e4. Give exactly one of speedMps and segmentSpeedsMps.
           *
           * @minItems 1
           * @maxItems 99999
           *
           * Items: Speed on one segment of the polyline, m/s, > 0 and at most 1e4.
           */
          segmentSpeedsMps?: number[];
          /**
           * Time the centre leaves the first vertex, seconds, -1e7 to 1e7 (negative: already under way at t = 0). Default 0.
           */
          startS?: number;
        }
      | {
          /**
           * A polyline driven at a speed per segment, leaving the first vertex at startS.
           */
          kind: 'polyline';
          /**
           * Vertices of the polyline, 2 to 100000, metres.
           *
           * @minItems 2
           * @maxItems 100000
           */
          points: PointM[];
          /**
           * Speed on every segment of the polyline, m/s, > 0 and at most 1e4. Give exactly one of speedMps and segmentSpeedsMps.
           */
          speedMps?: number;
          /**
           * One speed per segment of the polyline (points - 1 entries, checked by the solver), m/s, each > 0 and at most 1e4. Give exactly one of speedMps and segmentSpeedsMps.
           *
           * @minItems 1
           * @maxItems 99999
           *
           * Items: Speed on one segment of the polyline, m/s, > 0 and at most 1e4.
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
      kind: 'static';
      centre: PointM;
      /**
       * Direction the standing platform faces, from tail to head, degrees (0 = east, 90 = north), -3600 to 3600. Default 0.
       */
      headingDeg?: number;
    };
/**
 * A source s with its routes and rate controller. Give exactly one of platform (one route per link of the platform) and routes (explicit routes over channels).
 */
export type Source =
  | {
      /**
       * Source id, 1 to 64 of A-Z a-z 0-9 _ - .; unique among sources. Prefixes its explicit route ids ("competitor-sat").
       */
      id: string;
      /**
       * Name shown in the UI, at most 200 characters. Default: the id.
       */
      label?: string;
      /**
       * Id of the platform whose links are this source's routes; it must exist and belong to no other source (checked by the solver).
       */
      platform: string;
      /**
       * Explicit routes over global channels (the convoy paper's competitor). May be empty. At most 5000.
       *
       * @maxItems 5000
       */
      routes?: {
        /**
         * Ids of the channels the route crosses, at least one; each must name a channel (checked by the solver). Route id: <source id>-<via joined by '+'>.
         *
         * @minItems 1
         *
         * Items: An id: 1 to 64 ASCII letters, digits, '_', '-' or '.'.
         */
        via: string[];
        delays?: Delays15;
      }[];
      controller?: Controller;
      /**
       * Sending rate of an application-limited source, Mbps, > 0 and at most 1e9: after every step a total rate above it is scaled down on all its routes alike. It also makes the source a local flow in rho_r (paper 002 eq 2) of mcc-coop and gmcc-coop sources sharing a resource with it. Absent: not limited.
       */
      sendingRateMbps?: number;
      /**
       * A finite transfer: the source moves this many megabytes (10^6 bytes), > 0 and at most 1e9, then stops sending, and its transfer time is when the file has arrived (the packet engine: in order at the receiver). Absent: it sends for the whole run, and its transfer time is that of metrics.fileMegabytes.
       */
      fileMegabytes?: number;
      /**
       * Start time of the source, seconds, 0 to 1e7: it sends nothing before it. Packet engine: a window source's subflows start then, fresh (slow start from a window of 2 packets); a UDP source's first packet goes then. Fluid engine: its routes' rates are zero before it, and a controlled source restarts from solver.initialRateMbps at startS. With a UDP source's activeS, onOff and randomOnOff, all apply. Default 0.
       */
      startS?: number;
      /**
       * Stop time of the source, seconds, 0 to 1e7 and later than startS: from then on it sends no new data (the packet engine still repairs losses of data already sent; the fluid engine holds its rates at zero). Absent: it never stops.
       */
      stopS?: number;
    }
  | {
      /**
       * Source id, 1 to 64 of A-Z a-z 0-9 _ - .; unique among sources. Prefixes its explicit route ids ("competitor-sat").
       */
      id: string;
      /**
       * Name shown in the UI, at most 200 characters. Default: the id.
       */
      label?: string;
      /**
       * Id of the platform whose links are this source's routes; it must exist and belong to no other source (checked by the solver).
       */
      platform?: string;
      /**
       * Explicit routes over global channels (the convoy paper's competitor). May be empty. At most 5000.
       *
       * @maxItems 5000
       */
      routes: {
        /**
         * Ids of the channels the route crosses, at least one; each must name a channel (checked by the solver). Route id: <source id>-<via joined by '+'>.
         *
         * @minItems 1
         *
         * Items: An id: 1 to 64 ASCII letters, digits, '_', '-' or '.'.
         */
        via: string[];
        delays?: Delays15;
      }[];
      controller?: Controller;
      /**
       * Sending rate of an application-limited source, Mbps, > 0 and at most 1e9: after every step a total rate above it is scaled down on all its routes alike. It also makes the source a local flow in rho_r (paper 002 eq 2) of mcc-coop and gmcc-coop sources sharing a resource with it. Absent: not limited.
       */
      sendingRateMbps?: number;
      /**
       * A finite transfer: the source moves this many megabytes (10^6 bytes), > 0 and at most 1e9, then stops sending, and its transfer time is when the file has arrived (the packet engine: in order at the receiver). Absent: it sends for the whole run, and its transfer time is that of metrics.fileMegabytes.
       */
      fileMegabytes?: number;
      /**
       * Start time of the source, seconds, 0 to 1e7: it sends nothing before it. Packet engine: a window source's subflows start then, fresh (slow start from a window of 2 packets); a UDP source's first packet goes then. Fluid engine: its routes' rates are zero before it, and a controlled source restarts from solver.initialRateMbps at startS. With a UDP source's activeS, onOff and randomOnOff, all apply. Default 0.
       */
      startS?: number;
      /**
       * Stop time of the source, seconds, 0 to 1e7 and later than startS: from then on it sends no new data (the packet engine still repairs losses of data already sent; the fluid engine holds its rates at zero). Absent: it never stops.
       */
      stopS?: number;
    };
/**
 * A rate controller: its kind and that kind's parameters (docs/model.md section 3). Window-based kinds (all but kelly-voice and udp) share one fluid form, dw_r/dt = x_r(t - T_r) [inc_r (1 - lambda_r) - dec_r lambda_r], with the window w_r = x_r T_r in packets of packetBytes and w the source's total window; each kind sets inc_r and dec_r. Every kind takes exactly the fields listed for it; the oneOf lists the kinds in the order the UI shows them, each titled with its display name.
 */
export type Controller =
  | KellyVoiceController
  | LiaController
  | MccCoopController
  | GmccCoopController
  | OliaController
  | MhipController
  | MtcpController
  | CoupledIncreaseController
  | CoupledDecreaseController
  | FullyCoupledController
  | MstcpController
  | UncoupledController
  | TcpController
  | AimdController
  | UdpController;
/**
 * One thing a lesson step does to the page, chosen by kind.
 */
export type LessonAction =
  | {
      /**
       * Moves the time cursor to timeS (the charts, the map and the diagram follow).
       */
      kind: 'setTime';
      /**
       * Time on the run's clock, seconds, 0 to 1e7.
       */
      timeS: number;
    }
  | {
      /**
       * Plays the run from the cursor until timeS, at the page's speed.
       */
      kind: 'playTo';
      /**
       * Time on the run's clock, seconds, 0 to 1e7.
       */
      timeS: number;
    }
  | {
      /**
       * Hides every series of the charts except those named.
       */
      kind: 'showOnly';
      /**
       * Series names as the charts' legends show them: route ids (head-B1, sat, convoy.tail-B3) and resource ids (B1, sat). 1 to 100.
       *
       * @minItems 1
       * @maxItems 100
       */
      series: string[];
    }
  | {
      /**
       * Hides the named series on the charts.
       */
      kind: 'hideSeries';
      /**
       * Series names as the charts' legends show them: route ids (head-B1, sat, convoy.tail-B3) and resource ids (B1, sat). 1 to 100.
       *
       * @minItems 1
       * @maxItems 100
       */
      series: string[];
    }
  | {
      /**
       * Shows every series again and ends any highlight.
       */
      kind: 'showAll';
    }
  | {
      /**
       * Fits the charts' y axes to the series shown, so that a small change (a rise from 12.4 to 13.0 Mbps) is readable; the axis then does not start at zero, and the charts' Fit y button shows pressed.
       */
      kind: 'fitY';
      /**
       * On (the default) fits the y axes; off puts them back to start at zero.
       */
      on?: boolean;
    }
  | {
      /**
       * Draws the named series thicker and dims the others.
       */
      kind: 'highlight';
      /**
       * Series names as the charts' legends show them: route ids (head-B1, sat, convoy.tail-B3) and resource ids (B1, sat). 1 to 100.
       *
       * @minItems 1
       * @maxItems 100
       */
      series: string[];
    }
  | {
      /**
       * Selects the station, as a click on its marker would (its panel opens).
       */
      kind: 'selectStation';
      /**
       * Id of a station of this scenario (checked by the solver).
       */
      stationId: string;
    }
  | {
      /**
       * Moves the station to (xM, yM), an edit of the scenario that the run follows (allowed in a locked lesson).
       */
      kind: 'moveStation';
      /**
       * Id of a station of this scenario (checked by the solver).
       */
      stationId: string;
      /**
       * New x (east), metres, within +-1e8.
       */
      xM: number;
      /**
       * New y (north), metres, within +-1e8.
       */
      yM: number;
    }
  | {
      /**
       * Gives the source another controller, an edit of the scenario that the run follows (allowed in a locked lesson).
       */
      kind: 'setController';
      /**
       * Id of a source of this scenario (checked by the solver).
       */
      sourceId: string;
      controller: Controller;
    };
/**
 * A question the student answers before the step plays. Version 2: the right answer is never typed, it comes from a rule evaluated on the run the student sees (rule), or the question is not graded (freeText: "explain your thinking"; choices: a poll). Exactly one of rule, freeText, choices. Version 1 lessons (choices or choicesFromSeries with a typed answer) are still read; the page shows them as polls, not graded.
 */
export type LessonPrediction =
  | {
      /**
       * The question, plain text, at most 2000 characters.
       */
      question: string;
      rule: LessonRule;
      /**
       * True: the student writes an answer in words ("explain your thinking"); it is not graded.
       */
      freeText?: true;
      /**
       * 2 to 8 answers to choose from, plain text, each at most 200 characters: a poll, not graded (version 2), or version 1's typed choices.
       *
       * @minItems 2
       * @maxItems 8
       */
      choices?: string[];
      /**
       * Version 1 only: 2 to 8 series names to choose from. Version 2 uses a rule of kind largest.
       *
       * @minItems 2
       * @maxItems 8
       */
      choicesFromSeries?: string[];
      /**
       * Version 1 only: index of the typed right choice, from 0. The page no longer grades by it (the run may have been edited); version 2 uses rule.
       */
      answer?: number;
      /**
       * Why, shown after the student answered and the step played; plain text, at most 2000 characters. It must not quote the run's numbers: the card shows the values the rule found on the student's run.
       */
      explanation?: string;
    }
  | {
      /**
       * The question, plain text, at most 2000 characters.
       */
      question: string;
      rule?: LessonRule;
      /**
       * True: the student writes an answer in words ("explain your thinking"); it is not graded.
       */
      freeText: true;
      /**
       * 2 to 8 answers to choose from, plain text, each at most 200 characters: a poll, not graded (version 2), or version 1's typed choices.
       *
       * @minItems 2
       * @maxItems 8
       */
      choices?: string[];
      /**
       * Version 1 only: 2 to 8 series names to choose from. Version 2 uses a rule of kind largest.
       *
       * @minItems 2
       * @maxItems 8
       */
      choicesFromSeries?: string[];
      /**
       * Version 1 only: index of the typed right choice, from 0. The page no longer grades by it (the run may have been edited); version 2 uses rule.
       */
      answer?: number;
      /**
       * Why, shown after the student answered and the step played; plain text, at most 2000 characters. It must not quote the run's numbers: the card shows the values the rule found on the student's run.
       */
      explanation?: string;
    }
  | {
      /**
       * The question, plain text, at most 2000 characters.
       */
      question: string;
      rule?: LessonRule;
      /**
       * True: the student writes an answer in words ("explain your thinking"); it is not graded.
       */
      freeText?: true;
      /**
       * 2 to 8 answers to choose from, plain text, each at most 200 characters: a poll, not graded (version 2), or version 1's typed choices.
       *
       * @minItems 2
       * @maxItems 8
       */
      choices: string[];
      /**
       * Version 1 only: 2 to 8 series names to choose from. Version 2 uses a rule of kind largest.
       *
       * @minItems 2
       * @maxItems 8
       */
      choicesFromSeries?: string[];
      /**
       * Version 1 only: index of the typed right choice, from 0. The page no longer grades by it (the run may have been edited); version 2 uses rule.
       */
      answer?: number;
      /**
       * Why, shown after the student answered and the step played; plain text, at most 2000 characters. It must not quote the run's numbers: the card shows the values the rule found on the student's run.
       */
      explanation?: string;
    }
  | {
      /**
       * The question, plain text, at most 2000 characters.
       */
      question: string;
      rule?: LessonRule;
      /**
       * True: the student writes an answer in words ("explain your thinking"); it is not graded.
       */
      freeText?: true;
      /**
       * 2 to 8 answers to choose from, plain text, each at most 200 characters: a poll, not graded (version 2), or version 1's typed choices.
       *
       * @minItems 2
       * @maxItems 8
       */
      choices?: string[];
      /**
       * Version 1 only: 2 to 8 series names to choose from. Version 2 uses a rule of kind largest.
       *
       * @minItems 2
       * @maxItems 8
       */
      choicesFromSeries: string[];
      /**
       * Version 1 only: index of the typed right choice, from 0. The page no longer grades by it (the run may have been edited); version 2 uses rule.
       */
      answer?: number;
      /**
       * Why, shown after the student answered and the step played; plain text, at most 2000 characters. It must not quote the run's numbers: the card shows the values the rule found on the student's run.
       */
      explanation?: string;
    };
/**
 * How the right answer of a prediction is found on the run (src/lesson/rules.ts; docs/lessons.md). Series are named as the charts name them: a route id (its throughput, Mbps) or a column name such as c:B1 (a resource's capacity). Values between samples are interpolated; a window's value is the mean of its samples. margin and tolerance are in the series' unit (Mbps for rates and capacities). A rule whose result lies within its margin, or that names a series the run does not have, is ambiguous: the page tells the teacher and never marks a student wrong.
 */
export type LessonRule =
  | {
      /**
       * Compares the series' value at toS with its value at fromS: Rise (more than margin higher), Fall (more than margin lower) or, when offerSame, Stay about the same (within the band: sameBand of the start value, at least margin; a change between the band and twice the band is then ambiguous).
       */
      kind: 'trend';
      /**
       * The series, as the charts name it: a route id, a column such as c:B1, or total: and a source id.
       */
      series: string;
      /**
       * Start of the window, seconds, 0 to 1e7.
       */
      fromS: number;
      /**
       * End of the window, seconds, 0 to 1e7, after fromS.
       */
      toS: number;
      /**
       * A change this small or smaller is not a rise or a fall (the series' unit), 0 to 1e9.
       */
      margin: number;
      /**
       * On: the choices are Rise, Fall and "Stay about the same". Off (the default): Rise and Fall only.
       */
      offerSame?: boolean;
      /**
       * With offerSame: the band of "Stay about the same" as a fraction of the series' value at fromS (0.1: within 10 %), shown to the student with the question and on the verdict's chart. The band is this fraction of the start value or margin, whichever is larger; a change between the band and twice the band is ambiguous. > 0 and at most 1. Default 0.1.
       */
      sameBand?: number;
    }
  | {
      /**
       * Which of the series is largest: by its mean over [fromS, toS] (measure mean; fromS = toS: the value at that time) or by how much it rises from fromS to toS (measure change). The choices are the series. Ambiguous when the two largest are within margin.
       */
      kind: 'largest';
      /**
       * 2 to 8 series, as the charts name them.
       *
       * @minItems 2
       * @maxItems 8
       */
      series: string[];
      /**
       * How the series are ranked: mean (the default) or change.
       */
      measure?: 'mean' | 'change';
      /**
       * Start of the window, seconds, 0 to 1e7.
       */
      fromS: number;
      /**
       * End of the window, seconds, 0 to 1e7, at least fromS.
       */
      toS: number;
      /**
       * The largest must lead the next by more than this (the series' unit), 0 to 1e9.
       */
      margin: number;
    }
  | {
      /**
       * The student types a number: the series' mean over [fromS, toS] (fromS = toS: its value at that time), right within tolerance.
       */
      kind: 'value';
      /**
       * The series, as the charts name it: a route id, a column such as c:B1, or total: and a source id.
       */
      series: string;
      /**
       * Start of the window, seconds, 0 to 1e7.
       */
      fromS: number;
      /**
       * End of the window, seconds, 0 to 1e7, at least fromS.
       */
      toS: number;
      /**
       * How far from the run's value an answer may be and still be right (the series' unit), > 0 and at most 1e9.
       */
      tolerance: number;
    }
  | {
      /**
       * Whether the series settle over [fromS, toS]: Settles when every series' swing (highest minus lowest) is at most margin, Keeps swinging when one swings by twice margin or more; between the two it is ambiguous. The card also gives eq (6)'s verdict when the run has one.
       */
      kind: 'settles';
      /**
       * 1 to 100 series, as the charts name them.
       *
       * @minItems 1
       * @maxItems 100
       */
      series: string[];
      /**
       * Start of the window, seconds, 0 to 1e7.
       */
      fromS: number;
      /**
       * End of the window, seconds, 0 to 1e7, after fromS.
       */
      toS: number;
      /**
       * The largest swing that counts as settled (the series' unit), > 0 and at most 1e9.
       */
      margin: number;
    };

/**
 * A simulation of multipath congestion control under mobility: stations, channels, platforms with trajectories, sources with controllers, solver settings. Mirrors the Rust reader (solver/src/scenario/parse/*.rs), which is the authority; see docs/scenario.md. Paper 000 is the convoy paper (Bejan, Gibbens, Lim, Towsley), 001 mHIP, 002 MCC-Coop, 003 MTCP, 004 MPTCP from a car to roadside infrastructure. Rules a schema cannot express, checked only by the solver: ids unique (stations and channels share one namespace; platforms; sources), links name existing stations or channels, routes[].via names existing channels, a source's platform exists and belongs to no other source, segmentSpeedsMps has one entry per polyline segment, piecewise-linear tS strictly increasing and periodS longer than the points' span, clover path at most about 2000 km, solver step and sample limits, route ids unique, routeDelays keys name existing routes, at most 5000 routes, delay history at most 2e7 cells, comparison.source names an existing source, comparison labels unique (a label left out is the controller's name), udp activeS intervals have fromS < toS. The reader also takes a null value as an absent field; this schema does not allow null.
 */
export interface Scenario {
  /**
   * Format identifier; always "multipath-playground/scenario".
   */
  format: 'multipath-playground/scenario';
  /**
   * Format version; 1 is the only (and newest) version the solver reads.
   */
  version: 1;
  /**
   * Title of the scenario, shown in the UI and in the CLI's list of presets; free text. Default "Untitled scenario".
   */
  title?: string;
  /**
   * What the scenario shows, in free text for people; the solver ignores it.
   */
  description?: string;
  /**
   * Notes for the page: paper, section, figures, what to watch for, its checks, and `reproduces`, the paper's published numbers that the paper badges and `mpsim check-paper` judge (docs/scenario.md). A run ignores them.
   */
  meta?: {
    [k: string]: unknown;
  };
  /**
   * Coordinate frame of every position. The solver always works in planar metres; a geographic frame only tells the map where the origin (0, 0) lies on Earth. Default planar.
   */
  frame?:
    | {
        /**
         * Planar metres, as in the papers; no map underneath.
         */
        kind: 'planar';
      }
    | {
        /**
         * Local planar metres around a geographic origin, so the map can show the scenario on Earth.
         */
        kind: 'geographic';
        /**
         * Latitude of the origin (0, 0), degrees north (negative: south), -90 to 90.
         */
        originLatDeg: number;
        /**
         * Longitude of the origin (0, 0), degrees east (negative: west), -180 to 180.
         */
        originLonDeg: number;
      };
  /**
   * WiFi base stations B_k: resources whose capacity rho(d) C_j falls with the distance d to the node using them (convoy paper eqs 9-11). Missing means none. At most 5000. Station and channel ids share one namespace and must be unique.
   *
   * @maxItems 5000
   */
  stations?: Station[];
  /**
   * Global channels such as the satellite: reachable from anywhere, with a capacity that depends on time only. Missing means none. At most 5000.
   *
   * @maxItems 5000
   */
  channels?: Channel[];
  /**
   * Scheduled radio cells (packet engine only; issue 24 item 4): a channel that names a cell (its `cell`) is a UE link of it, served TTI by TTI by the cell's scheduler at most at the channel's own capacity, with HARQ retransmission delays and in-order release (docs/packet-engine.md, 'Scheduled cell'). The fluid engine runs each such channel at its own capacity. Missing means none.
   *
   * @maxItems 5000
   */
  cells?: Cell[];
  /**
   * Mobile platforms (convoys): a trajectory, a length, and which stations or channels their head, middle and tail nodes reach. Missing means none. At most 5000; ids unique among platforms.
   *
   * @maxItems 5000
   */
  platforms?: Platform[];
  /**
   * Sources s (source-destination pairs), each with its routes and its rate controller. Missing means none. At most 5000; ids unique among sources; a platform belongs to at most one source.
   *
   * @maxItems 5000
   */
  sources?: Source[];
  /**
   * Delays of single routes, keyed by route id (e.g. "head-B1", "sat", "competitor-sat", "convoy.tail-B3"); they replace the delays the route takes from its station or channel. Every key must name a route of the network (checked by the solver). A field left out takes 10 ms, not the route's own delay.
   */
  routeDelays?: {
    [k: string]: Delays10;
  };
  /**
   * How the solver integrates and what it writes out (forward Euler with a fixed step). Cross-field rules checked by the solver: sampleEveryS >= dtS; durationS / dtS <= 2e8 steps; durationS / sampleEveryS <= 2e7 samples.
   */
  solver: {
    /**
     * Time step dt of the forward-Euler integration, seconds, 1e-6 to 1. A delay between two steps is interpolated linearly between them (first order in dt), so a larger step runs faster and is less accurate. Default 0.001 (the convoy paper's 1 ms).
     */
    dtS?: number;
    /**
     * How long to simulate, seconds, > 0 and at most 1e7. Required. The run takes round(durationS / dtS) steps.
     */
    durationS: number;
    /**
     * Time between two output rows (points of the charts), seconds, > 0 and at most 1e6, and at least dtS; rounded to a whole number of steps. Default 0.1.
     */
    sampleEveryS?: number;
    /**
     * Rate x_r of every route before the start (t <= 0), Mbps, 0 to 1e9. Default 0.1.
     */
    initialRateMbps?: number;
    /**
     * Probing floor, Mbps, 0 to 1e9: the delayed rate x_r(t - T_r) in front of every controller's law (eq 1 of the convoy paper) counts as at least this much, so a route whose rate fell to zero can recover (the paper's probing constant 0.1). Default 0.1.
     */
    probeRateMbps?: number;
    /**
     * Which engine runs the scenario. Fluid (the default) integrates the papers' rate equations; packet sends every packet through queues with NewReno windows (docs/packet-engine.md), as the packet simulators of papers 001-003 did, and is slower. Every controller has a packet form (Kelly-Voice's derived from its equation); a packet run estimated above 50 million packets is refused.
     */
    engine?: 'fluid' | 'packet';
    /**
     * Seed of the packet engine's random numbers (random losses, the random-drop region), a whole number from 0 to 1000000000. The same seed gives the same run, bit for bit, natively and in the browser. Default 1.
     */
    seed?: number;
    /**
     * Buffer of every link in the packet engine whose station or channel sets no bufferPackets of its own, packets, 1 to 1000000. Absent: one bandwidth-delay product of each link (its capacity at the start times the longest round trip through it), at least 8 packets.
     */
    bufferPackets?: number;
    /**
     * Part of each packet-engine buffer, at its top, where arriving packets are dropped at random with a probability rising to one at the top (htsim's remedy for flows locked in step), 0 to 1. Default 0: plain drop-tail.
     */
    randomDropFraction?: number;
    /**
     * How the packet engine's window senders recover from losses and answer them (docs/packet-engine.md, "Loss recovery"). Absent: SACK recovery and the flight-size response.
     */
    tcp?: {
      /**
       * SACK loss recovery (RFC 2018 blocks on every acknowledgement, RFC 6675 scoreboard and pipe: several holes repaired per round trip). Off: NewReno recovery (RFC 6582), one hole per round trip, as the engine ran before 2026-11-29. Default on.
       */
      sack?: boolean;
      /**
       * What a loss event reduces. flightSize (default): RFC 5681's ssthresh = max(FlightSize/2, 2), generalised as the flight (at most the window) times 1 - dec_r / w_r for the controller's decrease dec_r (Kelly-Voice: the flight less dec_r). window: ssthresh = max(w_r - dec_r, 2), the engine before 2026-11-29.
       */
      lossResponse?: 'flightSize' | 'window';
    };
  };
  comparison?: Comparison;
  /**
   * Settings of the run's summary. Absent: the defaults.
   */
  metrics?: {
    /**
     * Size of a file to transfer: the summary reports, for every source, the time its data sent first reaches this size. Megabytes (1e6 bytes), > 0 and at most 1e9. Default 10.
     */
    fileMegabytes?: number;
  };
  lesson?: Lesson;
  /**
   * Notes pinned to a time on a chart, drawn as a marker with a short label (the charts' "Pin a note"). At most 200. The solver checks them and ignores them. Absent: none.
   *
   * @maxItems 200
   */
  annotations?: Annotation[];
}
/**
 * A WiFi base station. Each link from a platform node to it makes one route and, unless sharedCapacity, one resource per node (head-B1 and tail-B1 are two resources).
 */
export interface Station {
  /**
   * Station id (e.g. "B1"), 1 to 64 of A-Z a-z 0-9 _ - .; unique among stations and channels together.
   */
  id: string;
  /**
   * Name shown in the UI, at most 200 characters. Default: the id.
   */
  label?: string;
  position: PointM;
  /**
   * Nominal capacity C_j of the station: what it offers right next to it. Its actual capacity is rho(d) C_j at distance d (convoy paper eqs 9-11). Mbps, > 0 and at most 1e9. Default 20.
   */
  capacityMbps?: number;
  /**
   * Responsiveness beta_j of the station's resources: how sharply the congestion price rises with load, p_j(z) = (z / c_j)^beta_j (convoy paper eq 5); a larger beta_j fills the capacity more fully at equilibrium (eq 15). Dimensionless, > 0 and at most 1000. Default 15 (the paper's WiFi value).
   */
  responsiveness?: number;
  decay?: Decay;
  delays?: Delays10;
  /**
   * Packets each link of this station can queue in a packet run (one link per node it serves, or the shared one), 1 to 1000000. Absent: solver.bufferPackets, else one bandwidth-delay product. The fluid engine has no buffers.
   */
  bufferPackets?: number;
  /**
   * Aggregation group the station's routes are totalled under, 1 to 64 bytes of UTF-8 (the schema checks 64 characters). Default "wifi" (the paper's WiFi stations); an imported cell site is "cellular".
   */
  group?: string;
  /**
   * Whether the nodes linked to this station share one capacity. On: one resource (its id is the station id) shared by every node linked to the station, with the capacity at the distance of the nearest of them. Off (the convoy paper, the default): one resource per node (its id is the route id).
   */
  sharedCapacity?: boolean;
  /**
   * Whether the station is in the network. Off takes its routes and resources out of the network (links to it stay valid, so switching it back on restores them). On by default.
   */
  enabled?: boolean;
}
/**
 * A point of the plane, metres east (xM) and north (yM) of the origin.
 */
export interface PointM {
  /**
   * East coordinate x, metres from the origin, -1e8 to 1e8.
   */
  xM: number;
  /**
   * North coordinate y, metres from the origin, -1e8 to 1e8.
   */
  yM: number;
}
/**
 * One-way delays of a route, milliseconds (the convoy paper's T_rj and T_jr); a field left out takes 10 ms. forwardMs + feedbackMs, the round-trip time T_r, must be > 0.
 */
export interface Delays10 {
  /**
   * Forward delay T_rj: how long data takes from the source to the resource, ms, 0 to 60000. Default 10.
   */
  forwardMs?: number;
  /**
   * Feedback delay T_jr: how long the congestion signal takes from the resource back to the source, ms, 0 to 60000. Default 10.
   */
  feedbackMs?: number;
}
/**
 * A global channel such as the satellite: one resource, id = the channel id, shared by every route that crosses it, reachable from anywhere.
 */
export interface Channel {
  /**
   * Channel id (e.g. "sat"), 1 to 64 of A-Z a-z 0-9 _ - .; unique among stations and channels together.
   */
  id: string;
  /**
   * Name shown in the UI, at most 200 characters. Default: the id.
   */
  label?: string;
  /**
   * Aggregation group the channel's routes are totalled under (a station's are its own group, "wifi" by default), 1 to 64 bytes of UTF-8 (the schema checks 64 characters). Default "satellite".
   */
  group?: string;
  capacity: CapacityLaw;
  /**
   * Responsiveness beta_j of the channel: how sharply its congestion price rises with load, p_j(z) = (z / c_j)^beta_j (convoy paper eq 5). Dimensionless, > 0 and at most 1000. Default 16 (the paper's satellite value).
   */
  responsiveness?: number;
  delays?: Delays15;
  /**
   * Whether the channel is in the network. Off takes the channel and every route through it out of the network. On by default.
   */
  enabled?: boolean;
  /**
   * A fixed loss probability, 0 to 1, whatever the load (paper 003 section 4.1's exogenous p_i): the channel's congestion signal mu_j is this value instead of (load / c_j)^beta_j, and responsiveness is unused. Absent: the load-dependent law of convoy paper eq 5.
   */
  lossProbability?: number;
  /**
   * Packets this channel's link can queue in a packet run (e.g. a sender's access link with a large queue), 1 to 1000000. Absent: solver.bufferPackets, else one bandwidth-delay product. The fluid engine has no buffers.
   */
  bufferPackets?: number;
  /**
   * The id of a cell of `cells` this channel is a UE link of (packet engine only): its capacity is the UE's cap, its buffer the UE's queue, shared by every route through it. Absent: the channel is its own FIFO link.
   */
  cell?: string;
}
/**
 * One-way delays of a route, milliseconds (the convoy paper's T_rj and T_jr); a field left out takes 15 ms. forwardMs + feedbackMs, the round-trip time T_r, must be > 0.
 */
export interface Delays15 {
  /**
   * Forward delay T_rj: how long data takes from the source to the resource, ms, 0 to 60000. Default 15.
   */
  forwardMs?: number;
  /**
   * Feedback delay T_jr: how long the congestion signal takes from the resource back to the source, ms, 0 to 60000. Default 15.
   */
  feedbackMs?: number;
}
/**
 * A scheduled cell: its capacity shared every TTI among its UE links with data by a scheduler (the ns-3 LTE module's round robin, proportional fair or blind equal throughput, read for a flat channel), and HARQ (3GPP TS 36.321): each transmission of a packet fails with the block error rate and is sent again one HARQ round trip later.
 */
export interface Cell {
  /**
   * An id: 1 to 64 ASCII letters, digits, '_', '-' or '.'.
   */
  id: string;
  /**
   * The cell's capacity shared by its UEs, Mbps, > 0 and at most 1e9.
   */
  capacityMbps: number;
  /**
   * Round robin (round-robin): equal shares of each TTI among the UEs with data; proportional-fair and blind-equal-throughput: each TTI to the UE of lowest past throughput (averaged over 100 TTIs), what it cannot use to the next (the two coincide without a fading model).
   */
  scheduler: 'round-robin' | 'proportional-fair' | 'blind-equal-throughput';
  /**
   * Transmission time interval, ms, > 0 and at most 1000. Default 1 (LTE).
   */
  ttiMs?: number;
  /**
   * HARQ of the cell. Missing: no transmission fails.
   */
  harq?: {
    /**
     * Probability that one transmission of a packet fails, 0 to 0.99. Default 0.
     */
    blockErrorRate?: number;
    /**
     * One HARQ round trip, ms, 0 to 1000. Default 8 (LTE FDD).
     */
    retransmissionDelayMs?: number;
    /**
     * Retransmissions before the packet is lost to the layer above (TCP then repairs it). Default 3.
     */
    maxRetransmissions?: number;
  };
}
/**
 * A mobile platform (a convoy) with head, middle and tail nodes on its centre path S(t).
 */
export interface Platform {
  /**
   * Platform id, 1 to 64 of A-Z a-z 0-9 _ - .; unique among platforms. With several platforms it prefixes node and route ids ("convoy.head-B1").
   */
  id: string;
  /**
   * Name shown in the UI, at most 200 characters. Default: the id.
   */
  label?: string;
  /**
   * Length L of the convoy, metres, 0 to 1e5: the head drives L/2 ahead of the centre along the path and the tail L/2 behind it (convoy paper eqs 7-8). Default 200.
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
     * The node holding the links: head (L/2 ahead of the centre), middle (the centre) or tail (L/2 behind).
     */
    node: 'head' | 'middle' | 'tail';
    /**
     * Ids of the stations or channels the node reaches; each must exist (checked by the solver). May be empty.
     *
     * Items: An id: 1 to 64 ASCII letters, digits, '_', '-' or '.'.
     */
    to: string[];
  }[];
}
export interface KellyVoiceController {
  /**
   * Kelly-Voice primal multipath controller, convoy paper eq (1), in rate form: dx_r/dt = x_r(t - T_r) / T_r [a (1 - lambda_r) - b y_s lambda_r].
   */
  kind: 'kelly-voice';
  /**
   * Increase gain a (the paper's a-bar) of Kelly-Voice, convoy paper eq (1), dimensionless, > 0 and at most 10. Local stability (eq 6) needs a (1 + max beta_j) < pi/2. Default 0.025 (the paper's).
   */
  a?: number;
  /**
   * Decrease factor b_r of Kelly-Voice, convoy paper eq (1), the same for every route of the source, per Mbps, > 0 and at most 100; the equilibrium rate of a lone route is a (1 - lambda) / (b lambda) (eq 15). Default 0.875 (the paper's).
   */
  b?: number;
}
export interface LiaController {
  /**
   * LIA, the linked-increases algorithm of MPTCP (RFC 6356; paper 002 eq 1): inc_r = min(A / w, 1 / w_r) with A = w max_i(w_i / T_i^2) / (sum_i w_i / T_i)^2, dec_r = w_r / 2.
   */
  kind: 'lia';
  /**
   * Packet size, bytes, 40 to 65535: windows count packets, w_r = x_r T_r / (8 packetBytes / 1e6) with x_r in Mbps. Default 1500.
   */
  packetBytes?: number;
}
export interface MccCoopController {
  /**
   * MCC-Coop of paper 002: LIA's increase while rho_r <= 1, else min(1 / w_r, 1 / (rho_r w_r)); dec_r = w_r / 2. rho_r is paper 002 eq (2), from the sendingRateMbps of the other sources on the route's resources (1 where there are none).
   */
  kind: 'mcc-coop';
  /**
   * Packet size, bytes, 40 to 65535: windows count packets, w_r = x_r T_r / (8 packetBytes / 1e6) with x_r in Mbps. Default 1500.
   */
  packetBytes?: number;
}
export interface GmccCoopController {
  /**
   * GMCC-Coop of paper 002: inc_r = min(a' A / w, a' / w_r) while rho_r <= 1, else min(a' / w_r, a' / (rho_r w_r)); dec_r = w_r / 2 (rho_r: paper 002 eq 2).
   */
  kind: 'gmcc-coop';
  /**
   * Increase a' of the local AIMD flows that GMCC-Coop is fair to (paper 002's alpha'_r), > 0 and at most 100. Default 1 (TCP).
   */
  increase?: number;
  /**
   * Packet size, bytes, 40 to 65535: windows count packets, w_r = x_r T_r / (8 packetBytes / 1e6) with x_r in Mbps. Default 1500.
   */
  packetBytes?: number;
}
export interface OliaController {
  /**
   * OLIA, the opportunistic linked-increases algorithm (Khalili, Gast, Popovic, Le Boudec; draft-khalili-mptcp-congestion-control-05 eq (1)): inc_r = (w_r / T_r^2) / (sum_p w_p / T_p)^2 + alpha_r / w_r, dec_r = w_r / 2. alpha_r moves window from the paths with the largest window to the best paths (largest l_r^2 / T_r, with l_r = 1 / lambda_r) that do not have it; see controllers.md.
   */
  kind: 'olia';
  /**
   * Packet size, bytes, 40 to 65535: windows count packets, w_r = x_r T_r / (8 packetBytes / 1e6) with x_r in Mbps. Default 1500.
   */
  packetBytes?: number;
}
export interface MhipController {
  /**
   * The mHIP two-level scheme of paper 001: coupled increase inc_r = 1 / w, per-path decrease dec_r = w_r / 2 (the law of coupled-increase with its defaults).
   */
  kind: 'mhip';
  /**
   * Packet size, bytes, 40 to 65535: windows count packets, w_r = x_r T_r / (8 packetBytes / 1e6) with x_r in Mbps. Default 1500.
   */
  packetBytes?: number;
  /**
   * Receive buffer shared by the subflows, packets, 1 to 1000000 (paper 001 Fig. 5). The packet engine hands data to the application in order and never sends past the in-order point plus this buffer, so a slow subflow can hold the fast ones back. Absent: unlimited. The fluid engine has no reordering and ignores it.
   */
  receiveBufferPackets?: number;
  /**
   * Duplicate acknowledgements that start a fast retransmit on each subflow (with SACK also the SACKed packets above a hole that make it lost), 1 to 1000 (paper 001 §IV-D: 'we increase dupthresh value', value not stated; docs/packet-papers.md proposes a sweep 3, 6, 10). Default 3 (RFC 5681, RFC 6675). Packet engine only.
   */
  dupThresh?: number;
  /**
   * ADDR of paper 001 §IV-D, milliseconds, > 0 and at most 1000000: after a fast retransmit, if the acknowledgement covering the packet taken for lost arrives within addrMs of the reduction, the packet was reordered, not lost, and the reduction is undone. The paper chooses it 'less than the shortest RTT' (value not stated; docs/packet-papers.md proposes 0.5 x the shortest propagation round trip). Absent: off. Packet engine only.
   */
  addrMs?: number;
}
export interface MtcpController {
  /**
   * MTCP(alpha, beta) of paper 003 eq (2): inc_r = a / ((1 - alpha) w_r + alpha w), dec_r = b ((1 - beta) w_r + beta w).
   */
  kind: 'mtcp';
  /**
   * Increase gain a of MTCP (paper 003 eq 2): scales how fast the window grows per acknowledged packet, dimensionless, > 0 and at most 100. Default 1 (TCP Reno).
   */
  a?: number;
  /**
   * Decrease gain b of MTCP (paper 003 eq 2): the fraction of the window (the route's own or the source's total, by decreaseCoupling) given up on a loss, dimensionless, > 0 and at most 1. Default 0.5 (TCP Reno).
   */
  b?: number;
  /**
   * Increase coupling alpha of MTCP (paper 003 eq 2), 0 to 1: 0 grows each route from its own window, 1 from the source's total window. Default 1.
   */
  increaseCoupling?: number;
  /**
   * Decrease coupling beta of MTCP (paper 003 eq 2), 0 to 1: 0 backs each route off from its own window, 1 from the source's total window. Not the resource responsiveness beta_j nor AIMD's backoffFactor. Default 0.
   */
  decreaseCoupling?: number;
  /**
   * Packet size, bytes, 40 to 65535: windows count packets, w_r = x_r T_r / (8 packetBytes / 1e6) with x_r in Mbps. Default 1500.
   */
  packetBytes?: number;
}
export interface CoupledIncreaseController {
  /**
   * COUPLED INCREASE MTCP of paper 003: MTCP with alpha = 1, beta = 0 (inc_r = a / w, dec_r = b w_r).
   */
  kind: 'coupled-increase';
  /**
   * Increase gain a of MTCP (paper 003 eq 2): scales how fast the window grows per acknowledged packet, dimensionless, > 0 and at most 100. Default 1 (TCP Reno).
   */
  a?: number;
  /**
   * Decrease gain b of MTCP (paper 003 eq 2): the fraction of the window (the route's own or the source's total, by decreaseCoupling) given up on a loss, dimensionless, > 0 and at most 1. Default 0.5 (TCP Reno).
   */
  b?: number;
  /**
   * Packet size, bytes, 40 to 65535: windows count packets, w_r = x_r T_r / (8 packetBytes / 1e6) with x_r in Mbps. Default 1500.
   */
  packetBytes?: number;
}
export interface CoupledDecreaseController {
  /**
   * COUPLED DECREASE MTCP of paper 003: MTCP with alpha = 0, beta = 1 (inc_r = a / w_r, dec_r = b w).
   */
  kind: 'coupled-decrease';
  /**
   * Increase gain a of MTCP (paper 003 eq 2): scales how fast the window grows per acknowledged packet, dimensionless, > 0 and at most 100. Default 1 (TCP Reno).
   */
  a?: number;
  /**
   * Decrease gain b of MTCP (paper 003 eq 2): the fraction of the window (the route's own or the source's total, by decreaseCoupling) given up on a loss, dimensionless, > 0 and at most 1. Default 0.5 (TCP Reno).
   */
  b?: number;
  /**
   * Packet size, bytes, 40 to 65535: windows count packets, w_r = x_r T_r / (8 packetBytes / 1e6) with x_r in Mbps. Default 1500.
   */
  packetBytes?: number;
}
export interface FullyCoupledController {
  /**
   * FULLY COUPLED MTCP of paper 003: MTCP with alpha = 1, beta = 1 (inc_r = a / w, dec_r = b w).
   */
  kind: 'fully-coupled';
  /**
   * Increase gain a of MTCP (paper 003 eq 2): scales how fast the window grows per acknowledged packet, dimensionless, > 0 and at most 100. Default 1 (TCP Reno).
   */
  a?: number;
  /**
   * Decrease gain b of MTCP (paper 003 eq 2): the fraction of the window (the route's own or the source's total, by decreaseCoupling) given up on a loss, dimensionless, > 0 and at most 1. Default 0.5 (TCP Reno).
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
  kind: 'mstcp';
  /**
   * Increase step a of MSTCP (paper 003 eq 1): packets added to the window per acknowledged packet, > 0 and at most 100. Default 0.03.
   */
  a?: number;
  /**
   * Decrease fraction b of MSTCP (paper 003 eq 1): the fraction of the source's total window a route gives up on a loss, > 0 and at most 1. Default 0.5.
   */
  b?: number;
  /**
   * Packet size, bytes, 40 to 65535: windows count packets, w_r = x_r T_r / (8 packetBytes / 1e6) with x_r in Mbps. Default 1500.
   */
  packetBytes?: number;
}
export interface UncoupledController {
  /**
   * Parallel TCP Reno, one per route, not coupled: inc_r = 1/w_r, dec_r = w_r/2.
   */
  kind: 'uncoupled';
  /**
   * Packet size, bytes, 40 to 65535: windows count packets, w_r = x_r T_r / (8 packetBytes / 1e6) with x_r in Mbps. Default 1500.
   */
  packetBytes?: number;
}
export interface TcpController {
  /**
   * TCP Reno: the law of uncoupled (inc_r = 1/w_r, dec_r = w_r/2), meant for a single-path flow. The summary's friendliness factor compares other sources with the tcp sources they share a resource with.
   */
  kind: 'tcp';
  /**
   * Packet size, bytes, 40 to 65535: windows count packets, w_r = x_r T_r / (8 packetBytes / 1e6) with x_r in Mbps. Default 1500.
   */
  packetBytes?: number;
}
export interface AimdController {
  /**
   * AIMD(a', b') cross traffic, meant for a single path: inc_r = a' / w, dec_r = (1 - b') w (on a loss the window drops to b' of itself).
   */
  kind: 'aimd';
  /**
   * Backoff factor b' of AIMD (paper 002's beta'_r): the fraction of the window kept after a loss, 0 to 0.999. Not the resource responsiveness beta_j nor MTCP's decreaseCoupling. Default 0.5 (TCP).
   */
  backoffFactor?: number;
  /**
   * Additive increase a' of AIMD (paper 002's alpha'_r), > 0 and at most 100. Default the TCP-friendly 3 (1 - b') / (1 + b') of the backoffFactor given (paper 002 eq 3 with rho_r = 1; 1 for b' = 0.5).
   */
  increase?: number;
  /**
   * Packet size, bytes, 40 to 65535: windows count packets, w_r = x_r T_r / (8 packetBytes / 1e6) with x_r in Mbps. Default 1500.
   */
  packetBytes?: number;
}
export interface UdpController {
  /**
   * Uncontrolled traffic (UDP): every route of the source sends rateMbps while the source is on, whatever the congestion; the rate is set after every step, not integrated.
   */
  kind: 'udp';
  /**
   * Rate of every route of the UDP source while it is on, Mbps, 0 to 1e9. Required (no default; the UI suggests the example).
   */
  rateMbps: number;
  /**
   * Intervals [fromS, toS) in which the UDP source sends, seconds, each fromS < toS (checked by the solver); they may overlap. Absent or empty: always (subject to onOff).
   */
  activeS?: [number, number][];
  /**
   * Periodic on/off of the UDP source, starting on at t = 0 (and on before it): on for onS, off for offS, repeating. With activeS the source sends only when both allow it. Absent: always on.
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
  /**
   * Random on/off: the source is the sum of flows independent Markov on/off flows (paper 003 section 5.2's background), each on for exponential periods of mean meanOnS and off for exponential periods of mean meanOffS, each starting in its stationary state; every route sends rateMbps times the number of flows on. The realisation is drawn once from seed when the scenario is compiled, so the fluid and the packet engine see the same instants; its memory (about 2 x flows x durationS / (meanOnS + meanOffS) switching instants, 32 bytes each) counts against the solver's memory limit. With activeS, onOff and the source's startS and stopS, all apply. Absent: no random on/off.
   */
  randomOnOff?: {
    /**
     * Mean on period of each flow, seconds, 1e-6 to 1e6.
     */
    meanOnS: number;
    /**
     * Mean off period of each flow, seconds, 1e-6 to 1e6.
     */
    meanOffS: number;
    /**
     * Independent flows, a whole number from 1 to 100000. Default 1.
     */
    flows?: number;
    /**
     * Seed of the realisation, a whole number from 0 to 1000000000 (independent of solver.seed). Default 1.
     */
    seed?: number;
  };
}
/**
 * The same scenario run once per controller of one source, side by side (mpsim compare; the UI's comparison). Absent: no comparison.
 */
export interface Comparison {
  /**
   * Id of the source whose controller changes; it must exist (checked by the solver).
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
     * Name the variant is shown under, at most 200 characters. Default: the controller's name, its kind, except that an mtcp with couplings (1, 0), (0, 1) or (1, 1) is named coupled-increase, coupled-decrease or fully-coupled.
     */
    label?: string;
    controller: Controller;
    /**
     * Which engine runs this variant, so that the same controller can run as a fluid model and packet by packet side by side. Absent: the scenario's solver.engine.
     */
    engine?: 'fluid' | 'packet';
  }[];
}
/**
 * A guided lesson carried with the scenario (links, files, autosave): steps a student reads in order, each with optional actions the page applies and an optional prediction answered before the step plays. The solver checks it and ignores it. See docs/lessons.md.
 */
export interface Lesson {
  /**
   * Lesson format version: 2 (answers are rules on the run); 1 (typed answers) is still read, its questions shown as polls.
   */
  version: 1 | 2;
  /**
   * Title of the lesson, at most 200 characters.
   */
  title: string;
  /**
   * One or two sentences for the gallery card, at most 2000 characters. Like the title it must not give a step's answer away.
   */
  summary?: string;
  /**
   * The words the page uses while this lesson is loaded: school (ages 14-16: friendly names such as "front car via WiFi B1" instead of route ids, no section numbers or equation references) or university (ids and the papers' terms). The address's level= overrides it. See docs/teaching.md.
   */
  level?: 'school' | 'university';
  /**
   * On: Next works before a question is answered and the timeline may move past the step's window. Off (the default): a student answers each question in order.
   */
  allowSkip?: boolean;
  /**
   * The steps, in order, 1 to 50. The page numbers them from 1 (as the address's steps= does).
   *
   * @minItems 1
   * @maxItems 50
   */
  steps: LessonStep[];
}
/**
 * One step of a lesson: text to read, then (after any prediction is answered) its actions, in order.
 */
export interface LessonStep {
  /**
   * What the student reads, plain text (no markup), at most 2000 characters.
   */
  text: string;
  /**
   * What the page does when the step plays, in order; at most 20. Absent: nothing.
   *
   * @maxItems 20
   */
  actions?: LessonAction[];
  prediction?: LessonPrediction;
  unlock?: LessonUnlock;
}
/**
 * The one control a locked student (a locked link, a class) may use while this step is the current one, until its question is answered: everything else stays locked. In a class the server grades the step's answer on the run with the student's change (docs/class.md).
 */
export interface LessonUnlock {
  /**
   * Dragging one station on the map.
   */
  kind: 'moveStation';
  /**
   * Id of the station the student may drag (checked by the solver).
   */
  stationId: string;
}
/**
 * A note pinned to a time on one chart.
 */
export interface Annotation {
  /**
   * The chart it is drawn on.
   */
  chart: 'throughput' | 'capacity' | 'aggregate';
  /**
   * Time it is pinned to, seconds, 0 to 1e7.
   */
  timeS: number;
  /**
   * The note, plain text, at most 500 characters.
   */
  text: string;
  /**
   * The lesson step (from 1) the note belongs to: while a lesson runs it is hidden until that step has been answered and played, so a note that states an answer does not give it away. Absent: shown once the time it is pinned to has been played.
   */
  step?: number;
}
