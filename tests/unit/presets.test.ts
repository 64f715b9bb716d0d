import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');

describe('the presets gallery index', () => {
  it('lists exactly the scenario files, each with what to watch for and the figure of a paper or the real-data files it is made from', () => {
    const index = JSON.parse(readFileSync(resolve(ROOT, 'public/presets.json'), 'utf8')) as {
      presets: Array<{ name: string; file: string }>;
    };
    const files = readdirSync(resolve(ROOT, 'public/scenarios'))
      .filter((f) => f.endsWith('.json'))
      .sort();
    expect(index.presets.map((p) => p.file).sort()).toEqual(files);
    for (const p of index.presets) {
      expect(p.file).toBe(`${p.name}.json`);
      const s = JSON.parse(readFileSync(resolve(ROOT, 'public/scenarios', p.file), 'utf8'));
      expect(s.meta.watchFor.length).toBeGreaterThan(20);
      if (s.meta.builtFrom) {
        // A preset made from real-data files (docs/real-data.md) names files that ship with the app.
        expect(s.meta.builtFrom.length).toBeGreaterThan(0);
        for (const f of s.meta.builtFrom) expect(existsSync(resolve(ROOT, f)), f).toBe(true);
        continue;
      }
      // Titles start with the section (`III-D · …`) or the paper (`002 · …`) the preset reproduces.
      expect(s.title).toMatch(new RegExp(`^${p.name.startsWith('III-') ? p.name : p.name.slice(0, 3)} `));
      expect(s.meta.figures).toMatch(/^Figs? \d/);
    }
  });
});
