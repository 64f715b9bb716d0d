/**
 * Join-code guessing limits (@fastify/rate-limit's counters): an address that asked for more than
 * `guessPerAddressPerMin` codes that do not exist in a minute is refused (429) on every code until
 * the minute is over, so a guess that hits is refused too; a code that exists may be read and
 * joined `perCodePerMin` times a minute, from any address (a class behind one school address joins
 * freely; a flood on one class stops).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Requests per minute the rate limits allow. */
export interface RateLimits {
  /** Session creations per address. */
  createPerMin: number;
  /** Reads and joins of codes that do not exist (join-code guesses) per address; over it, every code is refused for the minute. */
  guessPerAddressPerMin: number;
  /** Reads and joins per session code, from any address (a class of 60 reading and joining within 10 s fits twice). */
  perCodePerMin: number;
}

/** Largest number of blocked addresses remembered before expired ones are dropped. */
const BLOCKED_PRUNE_AT = 10_000;

/** The two guessing checks of a join or a session read. */
export interface GuessLimit {
  /** Before the lookup: false (429 sent) when the address is blocked. */
  addressAllowed(req: FastifyRequest, reply: FastifyReply): boolean;
  /** After a miss (no such code): counts it; true (429 sent) when the address is now over its limit. */
  missBlocked(req: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** For a code that exists: false (429 sent) when the code had its share this minute. */
  codeAllowed(req: FastifyRequest, reply: FastifyReply, code: string): Promise<boolean>;
}

/** Sends a 429 with Retry-After. */
function tooMany(reply: FastifyReply, retryS: number) {
  reply.header('retry-after', String(Math.max(1, Math.ceil(retryS))));
  return reply
    .code(429)
    .send({ statusCode: 429, error: 'refused', message: 'too many requests: wait a minute and try again' });
}

/** The guessing limits of `app` (its rate-limit plugin registered). */
export function guessLimit(app: FastifyInstance, limits: RateLimits): GuessLimit {
  const misses = app.createRateLimit({ max: limits.guessPerAddressPerMin, timeWindow: 60_000 });
  const perCode = app.createRateLimit({
    max: limits.perCodePerMin,
    timeWindow: 60_000,
    keyGenerator: (req) => `code:${(req.params as { code: string }).code}`,
  });
  const blockedUntilMs = new Map<string, number>();
  return {
    addressAllowed(req, reply) {
      const until = blockedUntilMs.get(req.ip);
      if (until === undefined) return true;
      if (until <= Date.now()) {
        blockedUntilMs.delete(req.ip);
        return true;
      }
      void tooMany(reply, (until - Date.now()) / 1000);
      return false;
    },
    async missBlocked(req, reply) {
      const r = await misses(req);
      if (r.isAllowed || !r.isExceeded) return false;
      if (blockedUntilMs.size >= BLOCKED_PRUNE_AT) {
        for (const [ip, until] of blockedUntilMs) if (until <= Date.now()) blockedUntilMs.delete(ip);
      }
      blockedUntilMs.set(req.ip, Date.now() + r.ttl);
      await tooMany(reply, r.ttlInSeconds);
      return true;
    },
    async codeAllowed(req, reply) {
      const r = await perCode(req);
      if (r.isAllowed || !r.isExceeded) return true;
      await tooMany(reply, r.ttlInSeconds);
      return false;
    },
  };
}
