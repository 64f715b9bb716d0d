/** Test helper: the native `mpsim` binary (built in release mode on first use). */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Repository root. */
export const ROOT = resolve(__dirname, '../..');
const BINARY = resolve(ROOT, 'solver/target/release/mpsim');

/** Path of the release `mpsim`, building it if needed. */
export function mpsimPath(): string {
  if (!existsSync(BINARY)) {
    execFileSync('cargo', ['build', '--release', '--bin', 'mpsim'], {
      cwd: resolve(ROOT, 'solver'),
      stdio: 'ignore',
      timeout: 600_000,
    });
  }
  return BINARY;
}

/** Runs `mpsim` with `args` and returns stdout. */
export function mpsim(...args: string[]): string {
  return execFileSync(mpsimPath(), args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
}

/** Parses `mpsim run` CSV into its header and numeric rows. */
export function parseCsv(text: string): { header: string[]; rows: number[][] } {
  const [head = '', ...body] = text.trim().split('\n');
  return { header: head.split(','), rows: body.map((line) => line.split(',').map(Number)) };
}

/** Runs `mpsim` with `args`, retrying while the binary is missing (a rebuild in progress). */
function runRetrying(args: string[]): string {
  for (let attempt = 0; ; attempt++) {
    try {
      return execFileSync(mpsimPath(), args, {
        cwd: ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (e) {
      const err = e as NodeJS.ErrnoException & { status?: number | null };
      const missing = err.code === 'ENOENT' || err.code === 'ETXTBSY' || err.status === 126 || err.status === 127;
      if (!missing || attempt >= 20) throw e;
      execFileSync('sleep', ['1']);
    }
  }
}

/**
 * What `mpsim check` says about a scenario value: `[]` when it accepts it, else its `path: message`
 * lines (exit code 2). Any other failure throws.
 */
export function cliCheck(scenario: unknown): string[] {
  return withScenarioFile(scenario, (file) => {
    try {
      runRetrying(['check', file]);
      return [];
    } catch (e) {
      const err = e as { status?: number | null; stderr?: string };
      if (err.status !== 2 || typeof err.stderr !== 'string') throw e;
      return err.stderr.split('\n').filter((line) => line.trim() !== '');
    }
  });
}

/** The CSV `mpsim run` writes for a scenario value (throws if the scenario is refused). */
export function cliRun(scenario: unknown): string {
  return withScenarioFile(scenario, (file) => runRetrying(['run', file]));
}

function withScenarioFile<T>(scenario: unknown, withFile: (file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'mpsim-'));
  try {
    const file = join(dir, 'scenario.json');
    writeFileSync(file, JSON.stringify(scenario));
    return withFile(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
