/**
 * PostgreSQL's LISTEN side of the class store: one dedicated connection (never a pooled one, which
 * would drop the LISTEN when returned) that reconnects by itself with back-off when it drops (the
 * database restarted, the network blinked). Notifications sent while it was down are lost, so on
 * each reconnect it reports every session it has heard of (`seen`) as changed: the server re-reads
 * those from the database, which is the truth.
 */
import pg from 'pg';

/** The channel every instance sharing the database listens on (payload: a session id). */
export const CHANNEL = 'mp_class';
/** First wait before a reconnect, ms (doubles up to `MAX_BACKOFF_MS`). */
const FIRST_BACKOFF_MS = 100;
/** Longest wait between reconnects, ms. */
const MAX_BACKOFF_MS = 5_000;
/** Sessions remembered for the after-reconnect resync (the oldest are forgotten first). */
const SEEN_LIMIT = 10_000;

/** A LISTEN connection on `CHANNEL` that keeps itself connected until `close`. */
export class PgListener {
  private client: pg.Client | null = null;
  private closed = false;
  private connected = false;
  private backoffMs = FIRST_BACKOFF_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private readonly seen = new Set<string>();
  private readonly callbacks: Array<(sessionId: string) => void> = [];
  /** Times the connection was (re)established, for tests and logs. */
  connects = 0;

  /** A listener for the database at `url` (connects on the first `add`). */
  constructor(private readonly url: string) {}

  /** Adds a callback; the first one opens the connection (resolves once LISTEN is in place). */
  async add(onChange: (sessionId: string) => void): Promise<void> {
    this.callbacks.push(onChange);
    if (!this.client && !this.retryTimer) await this.connect();
  }

  /** Remembers a session as one this instance cares about (notified by this instance). */
  remember(sessionId: string): void {
    if (this.seen.has(sessionId)) this.seen.delete(sessionId);
    this.seen.add(sessionId);
    if (this.seen.size > SEEN_LIMIT) {
      const oldest = this.seen.values().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
  }

  /** The backend process id of the LISTEN connection (tests kill it to prove the reconnect). */
  async backendPid(): Promise<number | null> {
    if (!this.client || !this.connected) return null;
    const r = await this.client.query('SELECT pg_backend_pid() AS pid');
    return Number(r.rows[0].pid);
  }

  /** Stops listening for good. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }

  private emit(sessionId: string): void {
    for (const cb of this.callbacks) {
      try {
        cb(sessionId);
      } catch (e) {
        console.error('[postgres] a change listener threw:', e);
      }
    }
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    this.client = client;
    client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      this.remember(msg.payload);
      this.emit(msg.payload);
    });
    client.on('error', (e) => this.dropped(client, e));
    client.on('end', () => this.dropped(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (e) {
      this.dropped(client, e as Error);
      if (this.connects === 0) throw e;
      return;
    }
    const resync = this.connects > 0;
    this.connects += 1;
    this.connected = true;
    this.backoffMs = FIRST_BACKOFF_MS;
    if (resync) for (const id of [...this.seen]) this.emit(id);
  }

  /** The connection failed or ended: schedule one reconnect (unless closed). */
  private dropped(client: pg.Client, error: Error | null): void {
    if (this.client !== client) return;
    this.client = null;
    this.connected = false;
    client.removeAllListeners('end');
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
    if (this.closed || this.connects === 0) return;
    const waitMs = this.backoffMs;
    this.backoffMs = Math.min(this.backoffMs * 2, MAX_BACKOFF_MS);
    console.error(`[postgres] LISTEN connection lost (${error?.message ?? 'ended'}); reconnecting in ${waitMs} ms`);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.closed) void this.connect();
    }, waitMs);
  }
}
