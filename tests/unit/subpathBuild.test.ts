import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { at } from '../../src/util/at';

const ROOT = resolve(__dirname, '../..');

describe('a build under a sub-path (README, "Hosting")', () => {
  it('points every asset, preset and the service worker at the base', { timeout: 120_000 }, async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'mp-base-'));
    // A production build, as `vite build` makes it (Vitest runs with NODE_ENV=test).
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        root: ROOT,
        configFile: join(ROOT, 'vite.config.ts'),
        base: '/course/mp/',
        mode: 'production',
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)]
      .map((m) => at(m, 1))
      .filter((u) => !u.startsWith('data:'));
    expect(urls.length).toBeGreaterThanOrEqual(2);
    for (const u of urls) expect(u).toMatch(/^\/course\/mp\/assets\//);
    const js = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
    const code = js.map((f) => readFileSync(join(outDir, 'assets', f), 'utf8')).join('\n');
    // The presets, scenarios, the solver's wasm and worker, and the service worker all load under the base.
    const fail = (what: string) => `${what} under /course/mp/`;
    expect(code.includes('`/course/mp/presets.json`'), fail('presets.json')).toBe(true);
    expect(code.includes('`/course/mp/scenarios/${'), fail('scenarios')).toBe(true);
    expect(/`\/course\/mp\/assets\/mpsolver-[\w-]+\.wasm`/.test(code), fail('the wasm')).toBe(true);
    expect(/\/course\/mp\/assets\/solver\.worker-[\w-]+\.js/.test(code), fail('the solver worker')).toBe(true);
    expect(code.includes('register(`/course/mp/sw.js`)'), fail('the service worker')).toBe(true);
    const sw = readFileSync(join(outDir, 'sw.js'), 'utf8');
    const files = JSON.parse(at(/const FILES = (\[.*\]);/.exec(sw)!, 1)) as string[];
    expect(files[0]).toBe('./');
    expect(files).toContain('presets.json');
    expect(files.some((f) => /^assets\/mpsolver-.*\.wasm$/.test(f))).toBe(true);
    expect(files.every((f) => !f.startsWith('/'))).toBe(true);
  });
});
