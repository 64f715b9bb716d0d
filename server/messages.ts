/** The WebSocket messages' validation (ajv, the schemas of src/class/schemas.ts) and the per-socket rate cap. */
import { Ajv, type ValidateFunction } from 'ajv';
import type { ClientMessage } from '../src/class/protocol';
import { clientMessageSchemas } from '../src/class/schemas';

const ajv = new Ajv({ allErrors: false, strict: true, coerceTypes: false });
const validators = new Map<string, ValidateFunction>(
  Object.entries(clientMessageSchemas).map(([type, schema]) => [type, ajv.compile(schema)]),
);

/** A message's text parsed and checked: the message, or the reason it is refused. */
export function parseClientMessage(text: string): { ok: true; message: ClientMessage } | { ok: false; why: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, why: 'the message is not JSON' };
  }
  const type = (value as { type?: unknown } | null)?.type;
  const validate = typeof type === 'string' ? validators.get(type) : undefined;
  if (!validate) return { ok: false, why: 'unknown message type' };
  if (!validate(value)) {
    const e = validate.errors?.[0];
    return { ok: false, why: `${type}${e?.instancePath ?? ''} ${e?.message ?? 'is not valid'}` };
  }
  return { ok: true, message: value as ClientMessage };
}

/** Messages per second a socket may send. */
export const MESSAGES_PER_S = 20;
/** Seconds over the cap in a row after which the socket is closed (1008). */
export const STRIKES_TO_CLOSE = 3;

/** Counts a socket's messages per second: `ok`, `refuse` (429) or `close` (persistent abuse). */
export class RateCap {
  private windowStartMs = 0;
  private count = 0;
  private strikes = 0;

  constructor(private readonly perS = MESSAGES_PER_S) {}

  /** The verdict on one more message at `nowMs`. */
  take(nowMs: number): 'ok' | 'refuse' | 'close' {
    if (nowMs - this.windowStartMs >= 1000) {
      if (this.count <= this.perS || nowMs - this.windowStartMs >= 2000) this.strikes = 0;
      this.windowStartMs = nowMs;
      this.count = 0;
    }
    this.count += 1;
    if (this.count <= this.perS) return 'ok';
    if (this.count === this.perS + 1) this.strikes += 1;
    return this.strikes >= STRIKES_TO_CLOSE ? 'close' : 'refuse';
  }
}
