/**
 * A Vite plugin (builds only) that writes the offline service worker, `sw.js`, next to index.html:
 * the template scripts/sw-template.js with the list of every file of the build (the hashed assets,
 * the wasm, and public/: presets.json, scenarios/, lessons/) and a version made from their contents,
 * so each build gets its own cache and the old one is removed. The page registers it
 * (src/app/serviceWorker.ts); it is never registered by `vite dev`.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/** The worker's file name, at the root of the build (its scope is the app's base). */
export const SERVICE_WORKER_FILE = 'sw.js';

/** Files left out of the precache: the worker itself, source maps, and files the app never fetches. */
const SKIP = /(^|\/)(sw\.js|.*\.map|\.DS_Store)$/;

/** Every file under `dir` (paths relative to it, `/`-separated, sorted), without the skipped ones. */
export function precacheFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else {
        const rel = relative(dir, full).split(sep).join('/');
        if (!SKIP.test(rel)) out.push(rel);
      }
    }
  };
  walk(dir);
  return out.sort();
}

/** The worker's source for `files` (relative to the build's root) and a `version`. */
export function serviceWorkerSource(template: string, files: readonly string[], version: string): string {
  const list = ['./', ...files.filter((f) => f !== 'index.html'), 'index.html'];
  return template.replace('__VERSION__', version).replace('__FILES__', JSON.stringify(list));
}

/** A version that changes whenever any precached file does: a hash of names and contents. */
export function buildVersion(dir: string, files: readonly string[]): string {
  const h = createHash('sha256');
  for (const f of files)
    h.update(f)
      .update('\0')
      .update(readFileSync(join(dir, f)))
      .update('\0');
  return h.digest('hex').slice(0, 16);
}

/** The Vite plugin: after the build is written, writes `sw.js` into the output directory. */
export function serviceWorkerPlugin() {
  let outDir = 'dist';
  return {
    name: 'multipath-playground-service-worker',
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const template = readFileSync(new URL('./sw-template.js', import.meta.url), 'utf8');
      const files = precacheFiles(outDir);
      writeFileSync(
        join(outDir, SERVICE_WORKER_FILE),
        serviceWorkerSource(template, files, buildVersion(outDir, files)),
      );
    },
  };
}
