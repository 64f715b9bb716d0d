/**
 * Real server processes for tests: `node dist-server/main.js` on a free loopback port (built once
 * when missing), killed with SIGKILL to play a crash; and a small WebSocket client that keeps every
 * message and waits for one that matches.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import WebSocket from 'ws';
import type { ClientMessage, ServerMessage } from '../../src/class/protocol';

const ROOT = resolve(__dirname, '../..');
const SERVER_JS = resolve(ROOT, 'dist-server/main.js');
/** Longest wait for a server to print its URL, ms. */
const START_TIMEOUT_MS = 20_000;

/** Builds dist-server/main.js unless it is there (scripts/test.sh's build makes it first). */
export function ensureServerBuild(): void {
  if (existsSync(SERVER_JS)) return;
  execFileSync(
    resolve(ROOT, 'node_modules/.bin/vite'),
    ['build', '--config', 'vite.server.config.ts', '--logLevel', 'error'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
}

/** satellite-rises, a small fluid lesson. */
export function lessonScenario(): unknown {
  return JSON.parse(readFileSync(resolve(ROOT, 'public/lessons/satellite-rises.json'), 'utf8'));
}

/** A running server process. */
export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** What it printed (stdout and stderr), for a failing test's message. */
  output(): string;
  /** SIGKILL, resolves once it exited. */
  kill(): Promise<void>;
}

/** Starts a server with `env` (MP_PORT 0 unless given); resolves once it listens. */
export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [SERVER_JS], {
    cwd: ROOT,
    env: { ...process.env, MP_HOST: '127.0.0.1', MP_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in ${START_TIMEOUT_MS} ms:\n${out}`));
    }, START_TIMEOUT_MS);
    const onData = (d: Buffer) => {
      out += String(d);
      const m = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (m && timer) {
        clearTimeout(timer);
        resolveStart({
          base: `http://127.0.0.1:${m[1]}`,
          child,
          output: () => out,
          kill: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGKILL');
            }),
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => (out += String(d)));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${out}`));
    });
  });
}

/** POSTs JSON; resolves to the status and the parsed body. */
export async function post(url: string, body: unknown, token?: string): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** A WebSocket client of `/api/ws` that keeps what it receives. */
export class WsClient {
  readonly messages: ServerMessage[] = [];
  private readonly waiters: Array<() => void> = [];
  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.messages.push(JSON.parse(String(data)) as ServerMessage);
      for (const w of [...this.waiters]) w();
    });
  }

  /** Opens a socket to `base` (with the page's Origin) and says hello. */
  static async open(base: string, hello: Extract<ClientMessage, { type: 'hello' }>): Promise<WsClient> {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/ws`, { headers: { origin: base } });
    await new Promise<void>((ok, fail) => {
      ws.once('open', () => ok());
      ws.once('error', fail);
    });
    const client = new WsClient(ws);
    client.send(hello);
    return client;
  }

  send(message: ClientMessage): void {
    this.ws.send(JSON.stringify(message));
  }

  /** The latest message of `type`, or undefined. */
  latest<T extends ServerMessage['type']>(type: T): Extract<ServerMessage, { type: T }> | undefined {
    for (let i = this.messages.length - 1; i >= 0; i -= 1) {
      if (this.messages[i]!.type === type) return this.messages[i] as Extract<ServerMessage, { type: T }>;
    }
    return undefined;
  }

  /** Resolves with the first message (already received or coming) of `type` that `ok` accepts. */
  waitFor<T extends ServerMessage['type']>(
    type: T,
    ok: (m: Extract<ServerMessage, { type: T }>) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    return new Promise((resolveWait, reject) => {
      const check = () => {
        const found = this.messages.find((m) => m.type === type && ok(m as Extract<ServerMessage, { type: T }>));
        if (!found) return;
        clearTimeout(timer);
        this.waiters.splice(this.waiters.indexOf(check), 1);
        resolveWait(found as Extract<ServerMessage, { type: T }>);
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(check), 1);
        const last = JSON.stringify(this.latest(type))?.slice(0, 400);
        reject(new Error(`no ${type} as expected within ${timeoutMs} ms; the last: ${last}`));
      }, timeoutMs);
      this.waiters.push(check);
      check();
    });
  }

  close(): void {
    this.ws.terminate();
  }
}
