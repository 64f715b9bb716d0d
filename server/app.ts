/**
 * The session server: the built page's static files, the class HTTP API and the WebSocket
 * (`/api/ws`), on one origin (docs/class.md). `buildServer` returns the Fastify instance, not yet
 * listening (tests listen on port 0).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { contentSecurityPolicy, headerPolicy } from '../scripts/csp';
import type { ClassStore } from './db/store';
import { Hub } from './hub';
import type { KeyOptions } from './keys/computeKeys';
import { registerClassRoutes, type ServerNetwork } from './routes';
import type { RateLimits } from './guessLimit';
import { registerSocket } from './socket';
import { startSweeper, type RetentionOptions } from './sweeper';

/** What `buildServer` needs: the store; every other setting has a default. */
export interface ServerOptions extends Partial<RetentionOptions> {
  store: ClassStore;
  /** The built page (`dist/`); when it has no index.html only the API is served. */
  staticDir?: string;
  /** Origins allowed on the WebSocket besides the page's own. */
  allowedOrigins?: string[];
  keys?: Partial<KeyOptions>;
  limits?: Partial<RateLimits>;
  /** The clock, Unix ms (tests move it). */
  nowMs?: () => number;
  /** Fastify's logger (off by default). */
  logger?: boolean;
  /** Time between the server's WebSocket pings, ms (a socket silent for two is dropped). */
  heartbeatMs?: number;
  /** Reverse proxies whose X-Forwarded-For is believed (Fastify's `trustProxy`; none by default). */
  trustProxy?: string[];
  /** Where students' devices reach the server (main.ts fills it once listening; default: loopback only). */
  network?: ServerNetwork;
}

/** What a nickname may be, in words (the refusal names the field and says this). */
const NICKNAME_RULE = "1 to 24 letters, digits, spaces and . _ - ' starting with a letter or digit";

/** The default rate limits (requests per minute). */
export const DEFAULT_LIMITS: RateLimits = { createPerMin: 10, guessPerAddressPerMin: 20, perCodePerMin: 240 };

/** The headers every response carries: the page's policy, no referrer, no MIME sniffing. */
function securityHeaders(staticDir: string): Record<string, string> {
  const index = join(staticDir, 'index.html');
  const html = existsSync(index) ? readFileSync(index, 'utf8') : '';
  return {
    'content-security-policy': headerPolicy(html, contentSecurityPolicy([])),
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}

/** The key worker and solver next to the built server (dist-server/keyWorker.js, src/wasm/mpsolver.wasm). */
function defaultKeys(keys: Partial<KeyOptions> = {}): KeyOptions {
  return {
    workerPath: keys.workerPath ?? fileURLToPath(new URL('./keyWorker.js', import.meta.url)),
    wasmPath: keys.wasmPath ?? resolve(process.env.MP_WASM_PATH ?? 'src/wasm/mpsolver.wasm'),
    timeoutMs: keys.timeoutMs ?? 60_000,
  };
}

/** The server, with its routes registered (call `listen` on it). */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 2_200_000,
    trustProxy: options.trustProxy?.length ? options.trustProxy : false,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    schemaErrorFormatter: (errors, dataVar) => {
      const e = errors[0];
      const field = `${dataVar}${e?.instancePath ?? ''}`.replace(/^body\//, '').replace(/\//g, '.');
      if (field === 'nickname') return new Error(`nickname: ${NICKNAME_RULE}`);
      return new Error(`${field}: ${e?.message ?? 'is not valid'}`);
    },
  });
  const { store } = options;
  const nowMs = options.nowMs ?? Date.now;
  const staticDir = resolve(options.staticDir ?? 'dist');
  const headers = securityHeaders(staticDir);
  app.addHook('onSend', async (_req, reply) => {
    for (const [k, v] of Object.entries(headers)) reply.header(k, v);
  });
  const hub = new Hub(store);
  await hub.start();
  const limits = { ...DEFAULT_LIMITS };
  for (const [k, v] of Object.entries(options.limits ?? {})) if (v !== undefined) limits[k as keyof RateLimits] = v;
  const network = options.network ?? { joinOrigins: [], loopbackOnly: true };
  const keys = defaultKeys(options.keys);
  await registerClassRoutes(app, { store, keys, limits, nowMs, network });
  await registerSocket(app, {
    store,
    keys,
    hub,
    allowedOrigins: options.allowedOrigins ?? [],
    nowMs,
    heartbeatMs: options.heartbeatMs ?? 15_000,
  });
  if (existsSync(join(staticDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: staticDir, index: 'index.html' });
  }
  const stopSweeper = startSweeper(
    store,
    {
      retentionMs: options.retentionMs ?? 24 * 3_600_000,
      idleEndMs: options.idleEndMs ?? 12 * 3_600_000,
      sweepIntervalMs: options.sweepIntervalMs ?? 60_000,
    },
    nowMs,
  );
  app.addHook('onClose', async () => {
    stopSweeper();
    hub.close();
  });
  return app;
}
