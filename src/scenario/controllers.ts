/**
 * The controller kinds of the scenario format, in the order a picker shows them, and a complete
 * controller object per kind with the parser's defaults written out (for the comparison UI). All
 * of it is read from docs/scenario.schema.json: a new kind needs no change here.
 */
import type { Controller, ControllerKind, ControllerOf } from './format';
import { objectAtDefaults, schemaDefault, schemaExample, schemaVariants } from './schemaFields';

/** One controller kind and the name a person reads. */
export interface ControllerKindInfo {
  kind: ControllerKind;
  label: string;
}

/**
 * Every controller kind, in display order: the order of the schema's `controller` oneOf (the
 * convoy paper's controller, the MPTCP family of paper 002, OLIA, mHIP of paper 001, the MTCP
 * family of paper 003, then single-path and cross traffic); the label is each kind's `title`.
 */
export const CONTROLLER_KINDS: readonly ControllerKindInfo[] = schemaVariants('controller').map(({ tag, title }) => ({
  kind: tag as ControllerKind,
  label: title ?? tag,
}));

/** The packet size every window-based controller defaults to, bytes (the schema's default). */
export const DEFAULT_PACKET_BYTES: number = schemaDefault('packetBytes');

/**
 * The rate `defaultController('udp')` sends at, Mbps. The parser has no default (the field is
 * required), so the schema holds it as an example: a suggestion for the UI, not a default.
 */
export const DEFAULT_UDP_RATE_MBPS: number = schemaExample('controller[udp].rateMbps');

/**
 * AIMD's TCP-friendly increase for backoff factor `b`: a' = 3 (1 - b') / (1 + b'). The parser's
 * default for `increase`, which the schema cannot hold because it depends on `backoffFactor`.
 */
export function tcpFriendlyIncrease(backoffFactor: number): number {
  return (3 * (1 - backoffFactor)) / (1 + backoffFactor);
}

const KIND_SET: ReadonlySet<string> = new Set(CONTROLLER_KINDS.map((k) => k.kind));

/**
 * A new, valid controller of `kind` with every parameter written out at the parser's default, so
 * it runs exactly like `{ kind }` alone: the schema's variant of that kind at its defaults. Two
 * rules the schema cannot hold: UDP has no default rate (it gets DEFAULT_UDP_RATE_MBPS, the
 * schema's example), and AIMD's `increase` defaults to tcpFriendlyIncrease(backoffFactor).
 *
 * In a comparison, give each variant a label: without one the parser names a variant after its
 * controller, and an mtcp with couplings (1, 0), its default, is named `coupled-increase`.
 */
export function defaultController<K extends ControllerKind>(kind: K): ControllerOf<K> {
  if (!isControllerKind(kind)) throw new Error(`unknown controller kind "${String(kind)}"`);
  const controller = objectAtDefaults<Record<string, unknown>>(`controller[${kind}]`);
  if (controller.kind === 'aimd' && controller.increase === undefined)
    controller.increase = tcpFriendlyIncrease(controller.backoffFactor as number);
  return controller as unknown as ControllerOf<K>;
}

/** The display label of `kind` (the kind itself if it is unknown). */
export function controllerLabel(kind: string): string {
  return CONTROLLER_KINDS.find((k) => k.kind === kind)?.label ?? kind;
}

/** True when `kind` names a controller of the format. */
export function isControllerKind(kind: unknown): kind is ControllerKind {
  return typeof kind === 'string' && KIND_SET.has(kind);
}

/** Narrows a controller to the window-based kinds (every kind but kelly-voice and udp). */
export function isWindowBased(c: Controller): c is Exclude<Controller, { kind: 'kelly-voice' | 'udp' }> {
  return c.kind !== 'kelly-voice' && c.kind !== 'udp';
}
