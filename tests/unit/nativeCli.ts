/** Test helper: the native `mpsim` binary (built in release mode on first use). */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** Repository root. */
export const ROOT = resolve(__dirname, '../..');
const BINARY = resolve(ROOT, 'solver/target/release/mpsim');

/** Path of the release `mpsim`, building it if needed. */
export function mpsimPath(): string {
  if (!existsSync(BINARY)) {
    execFileSync('cargo', ['build', '--release', '--bin', 'mpsim'], { cwd: resolve(ROOT, 'solver'), stdio: 'ignore', timeout: 600_000 });
  }
  return BINARY;
}

/** Runs `mpsim` with `args` and returns stdout. */
export function mpsim(...args: string[]): string {
  return execFileSync(mpsimPath(), args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
}

/** Parses `mpsim run` CSV into its header and numeric rows. */
export function parseCsv(text: string): { header: string[]; rows: number[][] } {
  const lines = text.trim().split('\n');
  return { header: lines[0].split(','), rows: lines.slice(1).map((line) => line.split(',').map(Number)) };
}
