import { beforeAll, describe, expect, it } from 'vitest';
import {
  bestColumns,
  compareRows,
  formatNumber,
  type CompareColumn,
  type CompareRow,
} from '../../src/compare/compareRows';
import { comparisonVerdict } from '../../src/compare/verdict';
import type { RunSummary } from '../../src/solver/layout';
import { TWO_RELAYS, capture, cliCompareBlocks, variantSummaries } from './compareFixtures';
import { at } from '../../src/util/at';

let columns: CompareColumn[];
beforeAll(async () => {
  columns = await variantSummaries();
}, 600_000);

const byKey = (rows: CompareRow[], key: string) => rows.find((r) => r.key === key)!;
const texts = (r: CompareRow) => r.cells.map((c) => c.text);

describe('the comparison table of two relays, LIA vs MCC-Coop (real summaries)', () => {
  it('has the compared source, the other flows and the network, one cell per controller', () => {
    const rows = compareRows(columns, 'mp');
    expect(rows.map((r) => r.key)).toEqual([
      'total',
      'path:mp-lte1',
      'path:mp-lte2',
      'file',
      'source:local1',
      'source:local2',
      'app-limited',
      'jain',
      'util:lte1',
      'util:lte2',
    ]);
    expect(new Set(rows.map((r) => r.section))).toEqual(new Set(['Multipath (compared)', 'Other flows', 'Network']));
    for (const r of rows) expect(r.cells).toHaveLength(2);
  });

  it('shows the numbers of `mpsim compare` and marks the best of each ranked row', () => {
    const rows = compareRows(columns, 'mp');
    const cli = cliCompareBlocks();
    const [lia, coop] = [cli.get('LIA')!, cli.get('MCC-Coop')!];
    // Each cell as the CLI's own table prints it (an independent formatter of the same summary).
    const both = (pattern: RegExp) => [capture(lia, pattern), capture(coop, pattern)];
    const totals = both(/^\* mp\s+\S+\s+([\d.]+) Mbps/m);
    expect(texts(byKey(rows, 'total'))).toEqual(totals);
    expect(byKey(rows, 'total').best).toEqual([Number(totals[0]) > Number(totals[1]) ? 0 : 1]);
    for (const path of ['mp-lte1', 'mp-lte2']) {
      // `path mp-lte1   0.284 Mbps   50.0%   2.13 MB` in the CLI: share · megabytes here.
      const cli = both(new RegExp(`path ${path}\\s+[\\d.]+ Mbps\\s+([\\d.]+%\\s+[\\d.]+ MB)`)).map((t) =>
        t.replace(/%\s+/, '% · '),
      );
      expect(texts(byKey(rows, `path:${path}`))).toEqual(cli);
      expect(byKey(rows, `path:${path}`).best).toEqual([]);
    }
    // The local TCP flows are application-limited: no friendliness factor (no bulk TCP peer).
    expect(lia).not.toMatch(/FF /);
    expect(rows.some((r) => r.key === 'ff')).toBe(false);
    expect(byKey(rows, 'file').label).toBe('Time to move 2.00 MB (s)');
    const file = both(/^\* mp .* 2 MB in ([\d.]+) s/m);
    expect(texts(byKey(rows, 'file'))).toEqual(file);
    expect(byKey(rows, 'file').best).toEqual(file[0] === file[1] ? [] : [Number(file[0]) < Number(file[1]) ? 0 : 1]);
    // The local flows: throughput, its percentage of the sending rate.
    const local = (id: string) =>
      both(new RegExp(`^  ${id}\\s+tcp\\s+([\\d.]+ Mbps)`, 'm')).map(
        (mbps, k) => `${mbps} = ${capture(at([lia, coop], k), new RegExp(`^  ${id} .* ([\\d.]+%) of its`, 'm'))}`,
      );
    expect(texts(byKey(rows, 'source:local1')).map((t) => t.replace(/ of its 1\.00 Mbps sending rate$/, ''))).toEqual(
      local('local1'),
    );
    expect(texts(byKey(rows, 'source:local2')).map((t) => t.replace(/ of its 0\.900 Mbps sending rate$/, ''))).toEqual(
      local('local2'),
    );
    // Together: their throughput over their 1.9 Mbps of sending rates.
    const together = [lia, coop].map(
      (b) =>
        (Number(capture(b, /^  local1\s+tcp\s+([\d.]+)/m)) + Number(capture(b, /^  local2\s+tcp\s+([\d.]+)/m))) / 1.9,
    );
    byKey(rows, 'app-limited').cells.forEach((c, k) =>
      expect(Math.abs(c.value! - at(together, k))).toBeLessThan(0.001),
    );
    expect(byKey(rows, 'app-limited').best).toEqual([at(together, 0) > at(together, 1) ? 0 : 1]);
    expect(texts(byKey(rows, 'jain'))).toEqual(both(/Jain's index ([\d.]+)/));
    for (const id of ['lte1', 'lte2']) {
      const util = both(new RegExp(`resource ${id} .* utilization\\s+([\\d.]+%)`));
      expect(texts(byKey(rows, `util:${id}`))).toEqual(util);
      // Equal at the shown precision: no best.
      if (util[0] === util[1]) expect(byKey(rows, `util:${id}`).best).toEqual([]);
      else expect(byKey(rows, `util:${id}`).best).toHaveLength(1);
    }
  });

  it('says which controller keeps the app-limited flows closest to their sending rates', () => {
    const rows = compareRows(columns, 'mp');
    const together = byKey(rows, 'app-limited').cells;
    const keeper = at(together, 0).value! > at(together, 1).value! ? 0 : 1;
    const total = byKey(rows, 'total').cells;
    const faster = at(total, 0).value! > at(total, 1).value! ? 0 : 1;
    const labels = ['LIA', 'MCC-Coop'];
    let expected = `${labels[keeper]} keeps the app-limited flows closest to their sending rates (${at(together, keeper).text} vs ${at(together, 1 - keeper).text})`;
    if (faster !== keeper)
      expected += `; ${labels[faster]} gives Multipath the most throughput (${at(total, faster).text} Mbps vs ${at(total, 1 - faster).text} Mbps)`;
    expect(comparisonVerdict(columns, 'mp')).toBe(`${expected}.`);
  });

  it('has no verdict until every controller has finished; a running column shows pending cells', () => {
    const partial = [at(columns, 0), { label: 'MCC-Coop', summary: null }];
    expect(comparisonVerdict(partial, 'mp')).toBeNull();
    const total = byKey(compareRows(partial, 'mp'), 'total');
    expect(texts(total)).toEqual([formatNumber(at(at(columns, 0).summary!.sources, 0).total.meanMbps), '…']);
    expect(total.best).toEqual([]);
    expect(compareRows([{ label: 'A', summary: null }], 'mp')).toEqual([]);
  });

  it('judges by the friendliness factor without app-limited flows, by throughput without TCP peers', async () => {
    // Without caps MCC-Coop behaves as LIA: compare uncoupled windows with LIA instead.
    const unlimited = structuredClone(TWO_RELAYS);
    for (const s of unlimited.sources) delete (s as { sendingRateMbps?: number }).sendingRateMbps;
    unlimited.comparison.variants = [
      { label: 'Uncoupled', controller: { kind: 'uncoupled' } },
      { label: 'LIA', controller: { kind: 'lia' } },
    ];
    const same = await variantSummaries({ ...unlimited, comparison: { ...TWO_RELAYS.comparison } });
    const sameFf = at(at(same, 0).summary!.sources, 0).friendlinessFactor!.toFixed(2);
    expect(comparisonVerdict(same, 'mp')).toBe(
      `All controllers are equally fair to TCP (friendliness factor ${sameFf}).`,
    );
    const [lia, coop] = await variantSummaries(unlimited);
    if (!lia || !coop) throw new Error('expected two controllers');
    const ff = (c: CompareColumn) => at(c.summary!.sources, 0).friendlinessFactor!;
    const fairer = Math.abs(ff(lia) - 1) < Math.abs(ff(coop) - 1) ? lia : coop;
    const verdict = comparisonVerdict([lia, coop], 'mp')!;
    expect(
      verdict.startsWith(`${fairer.label} is the fairest to TCP: friendliness factor ${ff(fairer).toFixed(2)} vs `),
    ).toBe(true);
    expect(compareRows([lia, coop], 'mp').some((r) => r.key === 'app-limited')).toBe(false);
    // Bulk TCP peers: the FF row, as the CLI prints it (three decimals); nearest to 1 is best.
    const rows = compareRows([lia, coop], 'mp');
    const cli = cliCompareBlocks(unlimited);
    const cliFf = [lia, coop].map((c) => Number(capture(cli.get(c.label)!, /FF ([\d.]+)/)));
    byKey(rows, 'ff').cells.forEach((c, k) => expect(Math.abs(Number(c.text) - at(cliFf, k))).toBeLessThan(0.006));
    expect(byKey(rows, 'ff').label).toBe('Friendliness factor T(multipath)/T(TCP) vs local1, local2');
    expect(byKey(rows, 'ff').best).toEqual([Math.abs(at(cliFf, 0) - 1) < Math.abs(at(cliFf, 1) - 1) ? 0 : 1]);

    const alone = structuredClone(unlimited);
    alone.sources = alone.sources.slice(0, 1);
    const solo = await variantSummaries(alone);
    const totals = solo.map((c) => at(c.summary!.sources, 0).total.meanMbps);
    const top = at(totals, 0) > at(totals, 1) ? 0 : 1;
    expect(comparisonVerdict(solo, 'mp')).toBe(
      `${at(solo, top).label} gives Multipath the most throughput (${formatNumber(totals[top])} Mbps vs ${formatNumber(totals[1 - top])} Mbps).`,
    );
    expect(compareRows(solo, 'mp').some((r) => r.key === 'ff')).toBe(false);
    expect((at(solo, 0).summary as RunSummary).jainIndex).toBeNull();
  });

  it('ranks lower-is-better and near-one rows, with ties and missing values', () => {
    const cells = (values: Array<number | null>) =>
      values.map((value) => ({ value, text: value === null ? 'not done' : String(value) }));
    expect(bestColumns(cells([3, 1, 2]), 'lower')).toEqual([1]);
    expect(bestColumns(cells([null, 5, 7]), 'lower')).toEqual([1]);
    expect(bestColumns(cells([0.8, 1.1, 1.5]), 'nearOne')).toEqual([1]);
    expect(bestColumns(cells([2, 2, 1]), 'higher')).toEqual([0, 1]);
    expect(bestColumns(cells([2, 2]), 'higher')).toEqual([]);
    expect(bestColumns(cells([null, null]), 'lower')).toEqual([]);
  });
});

describe('a TCP flow on one of two paths (paper 001, Figs 1-7)', () => {
  it("shows that path's friendliness factor as the CLI prints it, and none for the other path", async () => {
    const scenario = structuredClone(TWO_RELAYS);
    scenario.sources = [
      {
        id: 'mp',
        label: 'Multipath',
        routes: [{ via: ['lte1'] }, { via: ['lte2'] }],
        controller: { kind: 'uncoupled' },
      },
      { id: 'tcp', routes: [{ via: ['lte1'] }], controller: { kind: 'tcp' } },
    ] as typeof scenario.sources;
    scenario.comparison.variants = [
      { label: 'Uncoupled', controller: { kind: 'uncoupled' } },
      { label: 'mHIP', controller: { kind: 'mhip' } },
    ];
    const columns = await variantSummaries(scenario);
    const rows = compareRows(columns, 'mp');
    const cli = cliCompareBlocks(scenario);
    const cliFf = columns.map((c) => Number(capture(cli.get(c.label)!, /path mp-lte1 .* FF ([\d.]+)/)));
    const row = byKey(rows, 'pathff:mp-lte1');
    expect(row.label).toBe('Friendliness factor of path mp-lte1 vs tcp');
    row.cells.forEach((c, k) => expect(Math.abs(Number(c.text) - at(cliFf, k))).toBeLessThan(0.006));
    // Uncoupled Reno beside Reno on the same link takes the same share.
    expect(cliFf[0]).toBeCloseTo(1, 3);
    expect(rows.some((r) => r.key === 'pathff:mp-lte2')).toBe(false);
  }, 600_000);
});

describe('a summary whose numbers are not finite (null in JSON)', () => {
  it('shows dashes and ranks only the finite cells instead of throwing', () => {
    const broken = JSON.parse(JSON.stringify(at(columns, 0).summary), (key, value) =>
      ['share', 'megabytes', 'meanMbps', 'utilization', 'jainIndex', 'fileTransferS'].includes(key) ? null : value,
    ) as RunSummary;
    const rows = compareRows([{ ...at(columns, 0), summary: broken }, at(columns, 1)], 'mp');
    expect(texts(byKey(rows, 'total'))[0]).toBe('–');
    expect(texts(byKey(rows, 'path:mp-lte1'))[0]).toBe('– · – MB');
    expect(texts(byKey(rows, 'jain'))[0]).toBe('–');
    expect(byKey(rows, 'total').best).toEqual([1]);
    expect(formatNumber(Number.NaN)).toBe('–');
    expect(comparisonVerdict([{ ...at(columns, 0), summary: broken }, at(columns, 1)], 'mp')).not.toMatch(/NaN|null/);
  });
});
