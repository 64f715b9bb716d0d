/**
 * `mpsim traces` writes the folder the page zips: for the same run, every path's Mahimahi trace and
 * CSV are the same bytes natively as from the page's code on the wasm run.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mpsim, ROOT } from './nativeCli';
import { Solver } from '../../src/solver/wasm';
import { RunStore } from '../../src/store/runStore';
import { traceFiles } from '../../src/realdata/trace/zipTraces';

describe('mpsim traces', () => {
  it('writes the same traces as the page for III-D (20 s)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mpsim-traces-'));
    try {
      expect(mpsim('traces', 'III-D', '--duration', '20', '--out', dir)).toBe(`wrote 7 paths to ${dir}\n`);
      const solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
      const scenario = JSON.parse(readFileSync(resolve(ROOT, 'public/scenarios/III-D.json'), 'utf8'));
      scenario.solver.durationS = 20;
      const run = solver.start(JSON.stringify(scenario));
      const store = new RunStore(run.layout);
      while (!run.done) {
        const rows = run.next(1000);
        store.append(rows, rows.length / run.layout.sampleWidth);
      }
      run.dispose();
      const page = traceFiles(store, 'f');
      const native = readdirSync(dir).sort();
      expect(native).toEqual(
        Object.keys(page)
          .map((p) => p.slice(2))
          .sort(),
      );
      for (const name of native.filter((n) => n !== 'README.txt')) {
        expect(readFileSync(join(dir, name), 'utf8'), name).toBe(page[`f/${name}`]);
      }
      const readme = readFileSync(join(dir, 'README.txt'), 'utf8');
      expect(readme).toContain('head-B1 | head-B1 | head-B1.down | head-B1.csv | 15/25 | 20 |');
      expect(readme).toContain('mm-delay 20 mm-link uplink-12mbps.up head-B1.down -- <receiver>');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
