/**
 * The built class server (dist-server/main.js, `npm test`'s build-server stage; `npm run
 * build:server`) as a real process for tests: start it on a port over a data folder, stop it
 * (SIGTERM), kill it (SIGKILL: a crash), start it again on the same folder. It serves dist/ (the
 * page `vite build` wrote). Join and creation limits are raised unless `env` sets them (a spec's
 * students all come from 127.0.0.1).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A running class server. */
export interface ClassServer {
  /** `http://127.0.0.1:<port>` (no trailing slash). */
  url: string;
  port: number;
  dataDir: string;
  /** The process's output so far (stdout and stderr). */
  output(): string;
  /** Stops it (SIGTERM) and waits for its exit. */
  stop(): Promise<void>;
  /** Kills it (SIGKILL, as a crash) and waits for its exit. */
  kill(): Promise<void>;
}

/** Waits for the child's exit (at once when it has exited). */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((ok) => child.once('exit', () => ok()));
}

/**
 * Starts `node dist-server/main.js` on `port` (0: any free port) over `dataDir` (a new temp folder
 * when absent); resolves once /api/health answers.
 */
export async function startClassServer(
  options: { port?: number; dataDir?: string; env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<ClassServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'class-data-'));
  const child = spawn(process.execPath, [join(ROOT, 'dist-server/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      MP_HOST: '127.0.0.1',
      MP_PORT: String(options.port ?? 0),
      MP_DATA_DIR: dataDir,
      MP_JOIN_PER_MIN: '1000',
      MP_CODE_PER_MIN: '1000',
      MP_CREATE_PER_MIN: '100',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  let port = 0;
  while (!port) {
    const m = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
    if (m) port = Number(m[1]);
    else if (child.exitCode !== null) throw new Error(`the class server exited: ${output}`);
    else if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the class server did not start: ${output}`);
    } else await new Promise((r) => setTimeout(r, 50));
  }
  const url = `http://127.0.0.1:${port}`;
  const health = await fetch(`${url}/api/health`);
  if (!health.ok) throw new Error(`the class server's health: ${health.status}`);
  return {
    url,
    port,
    dataDir,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}
