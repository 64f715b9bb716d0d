import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { comparisonCsv } from '../../src/store/csvCompare';
import { csvField } from '../../src/share/csv';
import { RunStore } from '../../src/store/runStore';
import { Solver } from '../../src/solver/wasm';
import { TWO_RELAYS } from './compareFixtures';
import { ROOT, mpsim } from './nativeCli';
import { at } from '../../src/util/at';

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
}, 600_000);

/** Every variant of `scenario`'s comparison solved into a RunStore, as comparison mode's workers do. */
function variantStores(scenario: typeof TWO_RELAYS): Array<{ label: string; store: RunStore }> {
  const json = JSON.stringify(scenario);
  return scenario.comparison.variants.map(({ label }, k) => {
    const run = solver.start(json, k);
    const store = new RunStore(run.layout);
    while (!run.done) {
      const rows = run.next(250);
      store.append(rows, rows.length / run.layout.sampleWidth);
    }
    run.dispose();
    return { label, store };
  });
}

/** The text columns of a CSV, by header name. */
function columnsOf(text: string): Map<string, string[]> {
  const lines = text.trim().split('\n');
  const header = at(lines, 0).split(',');
  const cells = lines.slice(1).map((l) => l.split(','));
  return new Map(header.map((name, k) => [name, cells.map((row) => at(row, k))]));
}

describe('CSV of a comparison', () => {
  it("holds every controller's run, column for column the CSV of `mpsim run --variant`", () => {
    const scenario = structuredClone(TWO_RELAYS);
    scenario.comparison.variants.push({ label: 'Uncoupled', controller: { kind: 'uncoupled' } });
    const runs = variantStores(scenario);
    const csv = comparisonCsv(runs);
    const ours = columnsOf(csv);
    const file = join(mkdtempSync(join(tmpdir(), 'mp-csv-')), 'scenario.json');
    writeFileSync(file, JSON.stringify(scenario));
    const cliHeaders: string[] = [];
    runs.forEach(({ label }, k) => {
      const cli = columnsOf(mpsim('run', file, '--variant', String(k)));
      if (k === 0) expect(ours.get('t_s')).toEqual(cli.get('t_s'));
      for (const [name, values] of cli) {
        if (name === 't_s') continue;
        cliHeaders.push(`${label}/${name}`);
        expect(ours.get(`${label}/${name}`), `${label}/${name}`).toEqual(values);
      }
    });
    expect(csv.split('\n', 1)[0]).toBe(['t_s', ...cliHeaders].join(','));
    // Three controllers, and their runs differ (not one run written three times).
    expect(ours.get('LIA/x:mp-lte1')).not.toEqual(ours.get('Uncoupled/x:mp-lte1'));
    expect(ours.get('LIA/x:mp-lte1')).not.toEqual(ours.get('MCC-Coop/x:mp-lte1'));
  }, 600_000);

  it('quotes a label that holds a comma or a quote', () => {
    expect(csvField('LIA')).toBe('LIA');
    expect(csvField('a, "b"/x:r')).toBe('"a, ""b""/x:r"');
    const run = at(variantStores(TWO_RELAYS), 0);
    const header = at(comparisonCsv([{ label: 'My, "own"', store: run.store }]).split('\n', 1), 0);
    expect(header.startsWith('t_s,"My, ""own""/x:')).toBe(true);
  }, 600_000);
});
