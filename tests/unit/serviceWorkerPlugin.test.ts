import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildVersion, precacheFiles, serviceWorkerSource } from '../../scripts/serviceWorker';

function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mp-sw-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'scenarios'));
  mkdirSync(join(dir, 'lessons'));
  writeFileSync(join(dir, 'index.html'), '<html></html>');
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'js');
  writeFileSync(join(dir, 'assets', 'index-abc.js.map'), '{}');
  writeFileSync(join(dir, 'assets', 'mpsolver-123.wasm'), 'wasm');
  writeFileSync(join(dir, 'presets.json'), '[]');
  writeFileSync(join(dir, 'scenarios', 'III-D.json'), '{}');
  writeFileSync(join(dir, 'lessons', 'one.json'), '{}');
  writeFileSync(join(dir, 'sw.js'), 'old worker');
  return dir;
}

describe('the service worker plugin', () => {
  it('precaches every file of the build but itself and source maps, relative to the base', () => {
    const dir = fakeBuild();
    const files = precacheFiles(dir);
    expect(files).toEqual([
      'assets/index-abc.js',
      'assets/mpsolver-123.wasm',
      'index.html',
      'lessons/one.json',
      'presets.json',
      'scenarios/III-D.json',
    ]);
    const template = readFileSync('scripts/sw-template.js', 'utf8');
    const source = serviceWorkerSource(template, files, 'v1');
    expect(source).toContain("const CACHE = 'mp-precache-v1';");
    expect(source).toContain(
      'const FILES = ["./","assets/index-abc.js","assets/mpsolver-123.wasm","lessons/one.json","presets.json","scenarios/III-D.json","index.html"];',
    );
    // No absolute path: the worker resolves the list against its own location (any sub-path).
    expect(source).not.toMatch(/"\/[a-z]/);
  });

  it('names the cache after the contents: any changed file gives a new version', () => {
    const dir = fakeBuild();
    const files = precacheFiles(dir);
    const before = buildVersion(dir, files);
    expect(buildVersion(dir, files)).toBe(before);
    writeFileSync(join(dir, 'scenarios', 'III-D.json'), '{"title":"changed"}');
    expect(buildVersion(dir, files)).not.toBe(before);
  });
});
