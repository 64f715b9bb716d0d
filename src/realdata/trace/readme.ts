/**
 * The README.txt of a scenario's exported traces: what each file is and how to replay each path
 * with Mahimahi (mm-delay, mm-link) on Linux, with what Mahimahi does and does not do for MPTCP.
 */

/** One path of the export. */
export interface ReadmePath {
  /** The route's id. */
  id: string;
  /** The resources it crosses. */
  via: string[];
  /** File names of its traces. */
  downFile: string;
  csvFile: string;
  forwardMs: number;
  feedbackMs: number;
  /** mm-delay's delay (each way): the mean of the forward and feedback delays, whole ms. */
  delayMs: number;
  meanMbps: number;
  minMbps: number;
  maxMbps: number;
}

/** What the README says about the run. */
export interface ReadmeRun {
  title: string;
  durationS: number;
  sampleEveryS: number;
  /** True when the stored rows are min/max pairs, not samples (a very long run). */
  decimated: boolean;
  uplinkFile: string;
}

/** mm-delay's delay for a route: both directions get it, so the round trip stays forward + feedback. */
export function mmDelayMs(forwardMs: number, feedbackMs: number): number {
  return Math.max(0, Math.round((forwardMs + feedbackMs) / 2));
}

const num = (x: number) => String(Math.round(x * 1000) / 1000);

/** The README's text. */
export function readmeText(run: ReadmeRun, paths: ReadmePath[]): string {
  const first = paths[0];
  const lines = [
    `Link traces of "${run.title}" (Multipath Playground)`,
    '',
    `Each path (route) of the run, ${num(run.durationS)} s sampled every ${num(run.sampleEveryS)} s, as a`,
    'Mahimahi trace (one line per 1500-byte delivery opportunity, ms from the start) and as',
    'time_s,mbps CSV. A path through several resources has, at each sample, the least of their',
    'capacities (its bottleneck). Between samples the capacity is linear; an opportunity is written',
    "at the first whole ms at or after the capacity's integral passes the next 1500 bytes.",
    ...(run.decimated
      ? [
          '',
          'NOTE: this run was longer than the page keeps sample by sample: its rows are min/max pairs, so',
          'the traces follow that envelope rather than every sample.',
        ]
      : []),
    '',
    'Files',
    `  ${run.uplinkFile}  uplink of every path: one opportunity per ms, 12 Mbps, looping. mm-link`,
    '      counts bytes, so one opportunity carries about 28 ACKs of 52 bytes: enough for the ACKs of',
    '      a downlink of several hundred Mbps. The playground models no uplink; this only keeps',
    '      ACKs from being the bottleneck.',
    '',
    'path | via | trace | CSV | forward/feedback ms | mm-delay ms | min/mean/max Mbps',
    ...paths.map(
      (p) =>
        `${p.id} | ${p.via.join(' + ')} | ${p.downFile} | ${p.csvFile} | ${num(p.forwardMs)}/${num(p.feedbackMs)} | ${p.delayMs} | ${num(p.minMbps)}/${num(p.meanMbps)}/${num(p.maxMbps)}`,
    ),
    '',
    'Replay one path (Linux, Mahimahi installed: e.g. `sudo apt install mahimahi`; once:',
    '`sudo sysctl -w net.ipv4.ip_forward=1`), from this folder:',
    '',
    '  mm-delay <mm-delay ms> mm-link <uplink trace> <path trace> -- <command>',
    ...(first ? ['', `  mm-delay ${first.delayMs} mm-link ${run.uplinkFile} ${first.downFile} -- bash`] : []),
    '',
    'mm-delay delays every packet by its delay in each direction, so the round trip is twice it:',
    "the mean of the path's forward and feedback delays keeps the path's round trip (forward +",
    "feedback); the queueing of mm-link comes on top. mm-link's downlink (the second trace) carries",
    'what the outside sends into the shell, so run the receiver inside the shell and the sender',
    'outside it (the host is $MAHIMAHI_BASE inside the shell). mm-link loops a trace from its start',
    'after its last line; add --once to stop after one pass. mm-link --downlink-log=<file> writes',
    'what was delivered; mm-throughput-graph draws it.',
    '',
    'Several paths, MPTCP',
    '',
    'Each mm-delay or mm-link shell is its own network namespace with one virtual interface',
    '("ingress") and a default route out through the shell\'s queues. A program inside one shell sees',
    'exactly one path; nesting shells puts them in series (one path, delays added, the smaller',
    'capacity), not side by side. Mahimahi itself has no shell with several interfaces, so it cannot',
    'give one MPTCP host several paths by itself. What you can do:',
    '',
    '  - one shell per path, one single-path TCP flow in each (uncoupled: a baseline), e.g.',
    ...paths.map((p) => `      mm-delay ${p.delayMs} mm-link ${run.uplinkFile} ${p.downFile} -- <receiver>`),
    "  - an MPTCP receiver needs one namespace with one interface per path, each interface's traffic",
    "    going through that path's shell: that plumbing (ip netns, veth pairs, policy routing or a",
    '    tunnel from inside each shell) is yours to build; Mahimahi does not make it. With the',
    '    upstream Linux MPTCP (kernel 5.6 or later): `sysctl -w net.mptcp.enabled=1`, one endpoint per',
    '    interface (`ip mptcp endpoint add <address> dev <interface> subflow`), enough subflows',
    `    (\`ip mptcp limits set subflow ${Math.max(1, paths.length)} add_addr_accepted ${Math.max(1, paths.length)}\`), and \`mptcpize run <program>\` for`,
    '    a program that opens plain TCP sockets.',
    '',
    'Sources: Netravali et al., "Mahimahi: Accurate Record-and-Replay for HTTP", USENIX ATC 2015;',
    'the mm-link(1) and mm-delay(1) man pages.',
    '',
  ];
  return lines.join('\n');
}
