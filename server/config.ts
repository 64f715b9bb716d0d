/**
 * The session server's settings, read from the environment (docs/class.md lists them). Defaults
 * serve one machine on loopback with SQLite under `data/`.
 */
import { join, resolve } from 'node:path';

/** Every setting of the server, in units. */
export interface ServerConfig {
  host: string;
  port: number;
  /** Folder of the SQLite file (`classes.sqlite`). */
  dataDir: string;
  /** `postgres://…` selects PostgreSQL; empty: SQLite. */
  databaseUrl: string;
  /** Sessions and their data are deleted this long after they end, ms. */
  retentionMs: number;
  /** A session with no activity this long is ended, ms. */
  idleEndMs: number;
  /** Origins allowed on the WebSocket besides the page's own (a reverse proxy's). */
  allowedOrigins: string[];
  /** Listen on every interface so devices on the classroom's network can join. */
  classroom: boolean;
  /**
   * Proxies whose X-Forwarded-For is believed (MP_TRUST_PROXY: addresses or CIDRs, comma-separated,
   * or `loopback`; empty: none): the rate limits then count the client's address.
   */
  trustProxy: string[];
  /** Rate limits, requests per minute (only those set in the environment; the rest keep their defaults). */
  limits: { createPerMin?: number; guessPerAddressPerMin?: number; perCodePerMin?: number };
}

/** A positive integer setting, or undefined when unset. */
function perMin(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name}: "${value}" is not a positive whole number`);
  return n;
}

const HOUR_MS = 3_600_000;

/** Reads a positive number of hours from `value` (`fallback` when unset). */
function hours(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback * HOUR_MS;
  const h = Number(value);
  if (!Number.isFinite(h) || h <= 0) throw new Error(`${name}: "${value}" is not a positive number of hours`);
  return h * HOUR_MS;
}

/** The configuration from `env` (process.env by default). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const classroom = env.MP_CLASSROOM === '1';
  const port = Number(env.MP_PORT ?? 5173);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`MP_PORT: "${env.MP_PORT}" is not a port`);
  return {
    host: env.MP_HOST ?? (classroom ? '0.0.0.0' : '127.0.0.1'),
    port,
    dataDir: resolve(env.MP_DATA_DIR ?? 'data'),
    databaseUrl: env.MP_DATABASE_URL ?? '',
    retentionMs: hours('MP_RETENTION_HOURS', env.MP_RETENTION_HOURS, 24),
    idleEndMs: hours('MP_IDLE_END_HOURS', env.MP_IDLE_END_HOURS, 12),
    allowedOrigins: (env.MP_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    classroom,
    trustProxy: (env.MP_TRUST_PROXY ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    limits: {
      createPerMin: perMin('MP_CREATE_PER_MIN', env.MP_CREATE_PER_MIN),
      guessPerAddressPerMin: perMin('MP_JOIN_PER_MIN', env.MP_JOIN_PER_MIN),
      perCodePerMin: perMin('MP_CODE_PER_MIN', env.MP_CODE_PER_MIN),
    },
  };
}

/** The SQLite file of a data folder. */
export function sqlitePath(dataDir: string): string {
  return join(dataDir, 'classes.sqlite');
}
