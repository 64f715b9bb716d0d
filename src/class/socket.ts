/**
 * The class's WebSocket to `/api/ws`, kept open: `hello` first on every connect, a ping keep-alive
 * (a socket that stays silent for two ping periods is taken as dead and closed), and reconnects by
 * itself with back-off (backoff.ts) until `stop`. The browser's offline and online events close it
 * at once and reconnect at once. Sockets and timers are injected so tests drive it with fakes.
 */
import { retryDelayMs } from './backoff';
import type { ClientMessage, ServerMessage } from './protocol';

/** The part of a WebSocket the client uses. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

/** The state of the connection as the page shows it. */
export type Connection = 'connecting' | 'open' | 'offline' | 'stopped';

/** What the class socket needs. */
export interface ClassSocketOptions {
  /** The WebSocket's address (`wsUrl()` for the page's own origin). */
  url: string;
  /** The `hello` sent first on every connect. */
  hello(): ClientMessage;
  /** Called after `hello` on every connect (the outbox re-sends here). */
  onConnected?(): void;
  onMessage(message: ServerMessage): void;
  onConnection?(connection: Connection): void;
  makeSocket?(url: string): SocketLike;
  /** Keep-alive period, ms. */
  pingEveryMs?: number;
  random?(): number;
  /** Where the online and offline events come from (absent: no events). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
}

const OPEN = 1;

/** `/api/ws` on the page's own origin (ws: or wss: as the page is served). */
export function wsUrl(loc: Pick<Location, 'protocol' | 'host'> = location): string {
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}/api/ws`;
}

/** A WebSocket that stays connected; see the module comment. */
export class ClassSocket {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private lastHeardMs = 0;
  private stopped = false;
  private readonly pingEveryMs: number;
  private readonly onOffline = () => this.drop('offline');
  private readonly onOnline = () => this.reconnectNow();

  constructor(private readonly options: ClassSocketOptions) {
    this.pingEveryMs = options.pingEveryMs ?? 10_000;
    options.events?.addEventListener('offline', this.onOffline);
    options.events?.addEventListener('online', this.onOnline);
    this.connect();
  }

  /** True while the socket is open (and `hello` was sent on it). */
  get isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  /** Sends `message` if the socket is open; false otherwise (the caller keeps it for the next connect). */
  send(message: ClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    try {
      this.socket.send(JSON.stringify(message));
      return true;
    } catch {
      return false;
    }
  }

  /** Closes the socket for good (no reconnect). */
  stop(): void {
    this.stopped = true;
    this.options.events?.removeEventListener('offline', this.onOffline);
    this.options.events?.removeEventListener('online', this.onOnline);
    this.clearTimers();
    this.close();
    this.options.onConnection?.('stopped');
  }

  /** Reconnects at once (the network is back): the back-off starts again. */
  reconnectNow(): void {
    if (this.stopped || this.isOpen) return;
    this.attempt = 0;
    this.clearTimers();
    this.close();
    this.connect();
  }

  private connect(): void {
    if (this.stopped) return;
    this.options.onConnection?.('connecting');
    const make = this.options.makeSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      socket = make(this.options.url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      this.lastHeardMs = Date.now();
      this.send(this.options.hello());
      this.startPing();
      this.options.onConnection?.('open');
      this.options.onConnected?.();
    };
    socket.onmessage = (ev) => {
      if (this.socket !== socket) return;
      this.lastHeardMs = Date.now();
      const message = parse(ev.data);
      if (message && message.type !== 'pong') this.options.onMessage(message);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.scheduleRetry();
    };
    socket.onerror = () => undefined; // a close follows
  }

  private scheduleRetry(): void {
    this.clearTimers();
    if (this.stopped) return;
    this.options.onConnection?.('connecting');
    const delayMs = retryDelayMs(this.attempt++, this.options.random);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delayMs);
  }

  private startPing(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      if (Date.now() - this.lastHeardMs > 2 * this.pingEveryMs) this.drop('connecting');
      else this.send({ type: 'ping' });
    }, this.pingEveryMs);
  }

  /** Closes a dead or offline socket; reconnects with back-off (offline: at the next online event, or back-off). */
  private drop(connection: Connection): void {
    if (this.stopped) return;
    this.close();
    this.scheduleRetry();
    if (connection === 'offline') this.options.onConnection?.('offline');
  }

  private close(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    try {
      socket.close();
    } catch {
      // already closed
    }
  }

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.retryTimer = this.pingTimer = null;
  }
}

/** A server message from a socket's data, or null when it is not one. */
function parse(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const v = JSON.parse(data) as { type?: unknown };
    return v && typeof v.type === 'string' ? (v as ServerMessage) : null;
  } catch {
    return null;
  }
}
