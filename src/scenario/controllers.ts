/**
 * The controller kinds of the scenario format, in the order a picker shows them, and a complete
 * controller object per kind with the parser's defaults written out (for the comparison UI).
 */
import type { Controller, ControllerKind, ControllerOf } from './format';

/** One controller kind and the name a person reads. */
export interface ControllerKindInfo {
  kind: ControllerKind;
  label: string;
}

/**
 * Every controller kind, in display order: the convoy paper's controller, the MPTCP family of
 * paper 002, OLIA (the MPTCP alternative of Khalili et al.), mHIP of paper 001, the MTCP family of
 * paper 003, then single-path and cross traffic.
 */
export const CONTROLLER_KINDS: readonly ControllerKindInfo[] = [
  { kind: 'kelly-voice', label: 'Kelly-Voice (convoy paper)' },
  { kind: 'lia', label: 'LIA (RFC 6356)' },
  { kind: 'mcc-coop', label: 'MCC-Coop (paper 002)' },
  { kind: 'gmcc-coop', label: 'GMCC-Coop (paper 002)' },
  { kind: 'olia', label: 'OLIA (Khalili et al.)' },
  { kind: 'mhip', label: 'mHIP two-level (paper 001)' },
  { kind: 'mtcp', label: 'MTCP(α, β) (paper 003)' },
  { kind: 'coupled-increase', label: 'Coupled increase MTCP' },
  { kind: 'coupled-decrease', label: 'Coupled decrease MTCP' },
  { kind: 'fully-coupled', label: 'Fully coupled MTCP' },
  { kind: 'mstcp', label: 'Multipath Scalable TCP' },
  { kind: 'uncoupled', label: 'Uncoupled (parallel TCP Reno)' },
  { kind: 'tcp', label: 'TCP Reno' },
  { kind: 'aimd', label: "AIMD(a′, b′)" },
  { kind: 'udp', label: 'UDP (constant rate)' },
];

/** The packet size every window-based controller defaults to, bytes. */
export const DEFAULT_PACKET_BYTES = 1500;

/** The rate `defaultController('udp')` sends at, Mbps: the parser has no default (it is required). */
export const DEFAULT_UDP_RATE_MBPS = 1;

/** AIMD's TCP-friendly increase for backoff factor `b`: a' = 3 (1 - b') / (1 + b'). */
export function tcpFriendlyIncrease(backoffFactor: number): number {
  return (3 * (1 - backoffFactor)) / (1 + backoffFactor);
}

const packet = { packetBytes: DEFAULT_PACKET_BYTES };
const DEFAULTS: { [K in ControllerKind]: () => ControllerOf<K> } = {
  'kelly-voice': () => ({ kind: 'kelly-voice', a: 0.025, b: 0.875 }),
  uncoupled: () => ({ kind: 'uncoupled', ...packet }),
  tcp: () => ({ kind: 'tcp', ...packet }),
  mtcp: () => ({ kind: 'mtcp', a: 1, b: 0.5, increaseCoupling: 1, decreaseCoupling: 0, ...packet }),
  'coupled-increase': () => ({ kind: 'coupled-increase', a: 1, b: 0.5, ...packet }),
  'coupled-decrease': () => ({ kind: 'coupled-decrease', a: 1, b: 0.5, ...packet }),
  'fully-coupled': () => ({ kind: 'fully-coupled', a: 1, b: 0.5, ...packet }),
  mstcp: () => ({ kind: 'mstcp', a: 0.03, b: 0.5, ...packet }),
  lia: () => ({ kind: 'lia', ...packet }),
  olia: () => ({ kind: 'olia', ...packet }),
  'mcc-coop': () => ({ kind: 'mcc-coop', ...packet }),
  'gmcc-coop': () => ({ kind: 'gmcc-coop', increase: 1, ...packet }),
  aimd: () => ({ kind: 'aimd', backoffFactor: 0.5, increase: tcpFriendlyIncrease(0.5), ...packet }),
  mhip: () => ({ kind: 'mhip', ...packet }),
  udp: () => ({ kind: 'udp', rateMbps: DEFAULT_UDP_RATE_MBPS }),
};

/**
 * A new, valid controller of `kind` with every parameter written out at the parser's default, so
 * it runs exactly like `{ kind }` alone. UDP has no default rate; it gets DEFAULT_UDP_RATE_MBPS.
 *
 * In a comparison, give each variant a label: without one the parser names a variant after its
 * controller, and an mtcp with couplings (1, 0), its default, is named `coupled-increase`.
 */
export function defaultController<K extends ControllerKind>(kind: K): ControllerOf<K> {
  const make = DEFAULTS[kind] as (() => ControllerOf<K>) | undefined;
  if (!make) throw new Error(`unknown controller kind "${String(kind)}"`);
  return make();
}

/** The display label of `kind` (the kind itself if it is unknown). */
export function controllerLabel(kind: string): string {
  return CONTROLLER_KINDS.find((k) => k.kind === kind)?.label ?? kind;
}

/** True when `kind` names a controller of the format. */
export function isControllerKind(kind: unknown): kind is ControllerKind {
  return typeof kind === 'string' && Object.hasOwn(DEFAULTS, kind);
}

/** Narrows a controller to the window-based kinds (every kind but kelly-voice and udp). */
export function isWindowBased(c: Controller): c is Exclude<Controller, { kind: 'kelly-voice' | 'udp' }> {
  return c.kind !== 'kelly-voice' && c.kind !== 'udp';
}
