/**
 * The class server tests' harness: a real server (server/app.ts) on port 0 over a temp SQLite file,
 * real `ws` clients and fetch. The answer key runs in the built worker (dist-server/keyWorker.js,
 * built here when missing: `npm test` builds it in its build-server stage).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../../server/app';
import { SqliteStore } from '../../server/db/sqlite';
import type { ClassAnswer, ServerMessage } from '../../src/class/protocol';

export const ROOT = resolve(__dirname, '../..');
/** The built server and its key worker. */
export const SERVER_JS = join(ROOT, 'dist-server/main.js');
const WORKER_JS = join(ROOT, 'dist-server/keyWorker.js');

/** Builds dist-server/ when it is missing. */
export function ensureServerBuild(): void {
  if (existsSync(SERVER_JS) && existsSync(WORKER_JS)) return;
  execFileSync(
    join(ROOT, 'node_modules/.bin/vite'),
    ['build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
}

/** A shipped lesson's scenario. */
export function shippedLesson(name = 'satellite-rises'): Record<string, unknown> {
  return JSON.parse(readFileSync(join(ROOT, 'public/lessons', `${name}.json`), 'utf8')) as Record<string, unknown>;
}

/** A running test server. */
export interface TestServer {
  app: FastifyInstance;
  store: SqliteStore;
  base: string;
  wsUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

/** Starts a server on 127.0.0.1:0 over a fresh SQLite file. */
export async function startServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  ensureServerBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'class-server-'));
  const store = new SqliteStore(join(dataDir, 'classes.sqlite'));
  await store.migrate();
  const app = await buildServer({
    staticDir: join(dataDir, 'no-dist'),
    ...options,
    store,
    keys: { workerPath: WORKER_JS, wasmPath: join(ROOT, 'src/wasm/mpsolver.wasm'), ...options.keys },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;
  return {
    app,
    store,
    base,
    wsUrl: `ws://127.0.0.1:${port}/api/ws`,
    dataDir,
    close: async () => {
      await app.close();
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A JSON request; resolves to its status and parsed body (text when not JSON). */
export async function call(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined || init.rawBody !== undefined) headers['content-type'] = 'application/json';
  if (init.token !== undefined) headers.authorization = `Bearer ${init.token}`;
  const r = await fetch(base + path, {
    method: init.method ?? (init.body !== undefined || init.rawBody !== undefined ? 'POST' : 'GET'),
    headers,
    body: init.rawBody ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
  });
  const text = await r.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // text (CSV)
  }
  return { status: r.status, body, headers: r.headers };
}

/** A class: created from a shipped lesson, with `nicknames` joined. */
export async function makeClass(base: string, nicknames: string[] = [], lesson = shippedLesson()) {
  const created = await call(base, '/api/sessions', { body: { scenario: lesson } });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const { code, teacherToken } = created.body as { code: string; teacherToken: string };
  const students: Array<{ nickname: string; studentId: string; token: string }> = [];
  for (const nickname of nicknames) {
    const j = await call(base, `/api/sessions/${code}/join`, { body: { nickname } });
    if (j.status !== 201) throw new Error(`join: ${j.status} ${JSON.stringify(j.body)}`);
    students.push({ nickname, ...(j.body as { studentId: string; token: string }) });
  }
  return { code, teacherToken, students };
}

/** A WebSocket client that records what it receives. */
export class Client {
  readonly messages: ServerMessage[] = [];
  closeCode: number | null = null;
  private waiters: Array<() => void> = [];

  constructor(readonly socket: WebSocket) {
    socket.on('message', (d) => {
      this.messages.push(JSON.parse(d.toString()) as ServerMessage);
      this.wake();
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
  }

  private wake() {
    for (const w of this.waiters.splice(0)) w();
  }

  /** Opens a socket to `url` (with an Origin header when given). */
  static async open(url: string, origin?: string): Promise<Client> {
    const socket = new WebSocket(url, origin ? { origin } : {});
    const client = new Client(socket);
    await new Promise<void>((ok, fail) => {
      socket.once('open', () => ok());
      socket.once('error', fail);
    });
    return client;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Waits for a message matching `match` (received already or later), up to `timeoutMs`. */
  async next<T extends ServerMessage>(match: (m: ServerMessage) => boolean, timeoutMs = 5000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found as T;
      if (Date.now() > deadline) throw new Error(`no matching message; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((ok) => {
        this.waiters.push(ok);
        setTimeout(ok, 50);
      });
    }
  }

  /** Waits until the socket is closed; resolves to its close code. */
  async closed(timeoutMs = 5000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (this.closeCode === null) {
      if (Date.now() > deadline) throw new Error('the socket stayed open');
      await new Promise((ok) => setTimeout(ok, 20));
    }
    return this.closeCode;
  }

  close(): void {
    this.socket.close();
  }
}

/** A student's socket after hello (its first state received). */
export async function studentSocket(wsUrl: string, code: string, token: string): Promise<Client> {
  const c = await Client.open(wsUrl);
  c.send({ type: 'hello', role: 'student', code, token });
  await c.next((m) => m.type === 'state');
  return c;
}

/** The teacher's socket after hello (its first dashboard received). */
export async function teacherSocket(wsUrl: string, code: string, token: string): Promise<Client> {
  const c = await Client.open(wsUrl);
  c.send({ type: 'hello', role: 'teacher', code, token });
  await c.next((m) => m.type === 'dashboard');
  return c;
}

/** An answer message. */
export function answer(step: number, a: ClassAnswer, clientId: string, elapsedMs = 1500) {
  return { type: 'answer', step, answer: a, elapsedMs, clientId };
}
