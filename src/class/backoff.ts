/**
 * The class client's reconnect delays: exponential back-off with full jitter, so a class of sixty
 * whose server restarts does not knock on its door all at the same instant.
 */

/** The first reconnect waits up to this long, ms. */
export const FIRST_RETRY_MS = 250;
/** No reconnect waits longer than this, ms. */
export const MAX_RETRY_MS = 8000;

/**
 * The delay before reconnect attempt `attempt` (0 for the first), ms: a random time between half
 * and all of `FIRST_RETRY_MS * 2^attempt`, capped at `MAX_RETRY_MS`. `random` returns [0, 1).
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceilingMs = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceilingMs / 2 + (random() * ceilingMs) / 2);
}
