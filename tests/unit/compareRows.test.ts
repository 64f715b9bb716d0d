import { beforeAll, describe, expect, it } from 'vitest';
import {
  BEST_CAPTION,
  BEST_MARGIN,
  bestColumns,
  compareRows,
  NO_NUMBER_TEXT,
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

/**
 * The column of two values the table marks, worked out here from the rule as stated in the
 * caption: the better one when it is better by more than 5 % of it (0.05 nearer to 1), else none.
 */
function marked(values: number[], better: 'higher' | 'lower' | 'nearOne'): number[] {
  const [a, b] = values as [number, number];
  if (better === 'nearOne') {
    const [da, db] = [Math.abs(a - 1), Math.abs(b - 1)];
    return Math.abs(da - db) > 0.05 ? [da < db ? 0 : 1] : [];
  }
  const top = better === 'higher' ? Math.max(a, b) : Math.min(a, b);
  return Math.abs(a - b) > 0.05 * Math.abs(top) ? [a === top ? 0 : 1] : [];
}

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
    expect(byKey(rows, 'total').best).toEqual(marked(totals.map(Number), 'higher'));
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
    expect(byKey(rows, 'file').label).toBe('Time to move 2.00 MB (s from the start, not a mean)');
    const file = both(/^\* mp .* 2 MB in ([\d.]+) s/m);
    expect(texts(byKey(rows, 'file'))).toEqual(file);
    expect(byKey(rows, 'file').best).toEqual(marked(file.map(Number), 'lower'));
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
    expect(byKey(rows, 'app-limited').best).toEqual(marked(together, 'higher'));
    expect(texts(byKey(rows, 'jain'))).toEqual(both(/Jain's index ([\d.]+)/));
    for (const id of ['lte1', 'lte2']) {
      const util = both(new RegExp(`resource ${id} .* utilization\\s+([\\d.]+%)`));
      expect(texts(byKey(rows, `util:${id}`))).toEqual(util);
      // Within 5 % of each other (or equal at the shown precision): no best.
      const values = util.map((t) => Number(t!.replace('%', '')));
      expect(byKey(rows, `util:${id}`).best).toEqual(util[0] === util[1] ? [] : marked(values, 'higher'));
    }
  });

  it('says which controller keeps the app-limited flows closest to their sending rates', () => {
    const rows = compareRows(columns, 'mp');
    const together = byKey(rows, 'app-limited').cells;
    const keeper = at(together, 0).value! > at(together, 1).value! ? 0 : 1;
    const total = byKey(rows, 'total').cells;
    const faster = at(total, 0).value! > at(total, 1).value! ? 0 : 1;
    const labels = ['LIA', 'MCC-Coop'];
    let expected = `Ranked by the app-limited flows' share of their sending rates (mean over the run), then total throughput (mean over the run): ${labels[keeper]} keeps the app-limited flows closest to their sending rates (${at(together, keeper).text} vs ${at(together, 1 - keeper).text})`;
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
      'Ranked by the friendliness factor to TCP (of the means over the run), then total throughput (mean over the run): ' +
        `All controllers are about equally fair to TCP (friendliness factor ${sameFf}, within 0.05 of one another).`,
    );
    const [lia, coop] = await variantSummaries(unlimited);
    if (!lia || !coop) throw new Error('expected two controllers');
    const ff = (c: CompareColumn) => at(c.summary!.sources, 0).friendlinessFactor!;
    const fairer = Math.abs(ff(lia) - 1) < Math.abs(ff(coop) - 1) ? lia : coop;
    const verdict = comparisonVerdict([lia, coop], 'mp')!;
    expect(
      verdict.startsWith(
        `Ranked by the friendliness factor to TCP (of the means over the run), then total throughput (mean over the run): ${fairer.label} is the fairest to TCP: friendliness factor ${ff(fairer).toFixed(2)} vs `,
      ),
    ).toBe(true);
    expect(compareRows([lia, coop], 'mp').some((r) => r.key === 'app-limited')).toBe(false);
    // Bulk TCP peers: the FF row, as the CLI prints it (three decimals); nearest to 1 is best.
    const rows = compareRows([lia, coop], 'mp');
    const cli = cliCompareBlocks(unlimited);
    const cliFf = [lia, coop].map((c) => Number(capture(cli.get(c.label)!, /FF ([\d.]+)/)));
    byKey(rows, 'ff').cells.forEach((c, k) => expect(Math.abs(Number(c.text) - at(cliFf, k))).toBeLessThan(0.006));
    expect(byKey(rows, 'ff').label).toBe(
      'Friendliness factor T(multipath)/T(TCP) vs local1, local2 (of the means over the run)',
    );
    expect(byKey(rows, 'ff').best).toEqual(marked(cliFf, 'nearOne'));

    const alone = structuredClone(unlimited);
    alone.sources = alone.sources.slice(0, 1);
    const solo = await variantSummaries(alone);
    const totals = solo.map((c) => at(c.summary!.sources, 0).total.meanMbps);
    const top = at(totals, 0) > at(totals, 1) ? 0 : 1;
    expect(marked(totals, 'higher')).toEqual([top]);
    expect(comparisonVerdict(solo, 'mp')).toBe(
      `Ranked by total throughput (mean over the run): ${at(solo, top).label} gives Multipath the most throughput (${formatNumber(totals[top])} Mbps vs ${formatNumber(totals[1 - top])} Mbps).`,
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

  it('marks only differences beyond 5 % (0.05 of a fair share for a friendliness factor), never in a row with a dash', () => {
    const cells = (values: Array<number | null>) =>
      values.map((value) => ({ value, text: value === null ? NO_NUMBER_TEXT : String(value) }));
    expect(BEST_MARGIN).toBe(0.05);
    // The convoy's file times 6.3 and 6.2 s: 1.6 % apart, no best; 2.8 s is.
    expect(bestColumns(cells([6.3, 6.2]), 'lower')).toEqual([]);
    expect(bestColumns(cells([6.3, 6.2, 2.8, 4.2]), 'lower')).toEqual([2]);
    // 45.9 beats 40.5 by 12 %; 40.5 and 38.6 are within 5 % of each other.
    expect(bestColumns(cells([40.5, 38.6, 45.9]), 'higher')).toEqual([2]);
    expect(bestColumns(cells([40.5, 38.6]), 'higher')).toEqual([]);
    expect(bestColumns(cells([40.5, 38.4]), 'higher')).toEqual([0]);
    expect(bestColumns(cells([0.98, 1.04, 1.2]), 'nearOne')).toEqual([0, 1]);
    expect(bestColumns(cells([0.98, 1.04]), 'nearOne')).toEqual([]);
    // A packet run's loss rate beside a fluid run's dash: nothing to compare, no mark.
    expect(bestColumns(cells([null, 0.02]), 'lower')).toEqual([]);
    expect(BEST_CAPTION).toContain('by more than 5 %');
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
    expect(row.label).toBe('Friendliness factor of path mp-lte1 vs tcp (of the means over the run)');
    row.cells.forEach((c, k) => expect(Math.abs(Number(c.text) - at(cliFf, k))).toBeLessThan(0.006));
    // Uncoupled Reno beside Reno on the same link takes the same share.
    expect(cliFf[0]).toBeCloseTo(1, 3);
    expect(rows.some((r) => r.key === 'pathff:mp-lte2')).toBe(false);
  }, 600_000);
});

describe('a summary whose numbers are not finite (null in JSON)', () => {
  it('shows dashes and marks no best in their rows instead of throwing', () => {
    const broken = JSON.parse(JSON.stringify(at(columns, 0).summary), (key, value) =>
      ['share', 'megabytes', 'meanMbps', 'utilization', 'jainIndex', 'fileTransferS'].includes(key) ? null : value,
    ) as RunSummary;
    const rows = compareRows([{ ...at(columns, 0), summary: broken }, at(columns, 1)], 'mp');
    expect(texts(byKey(rows, 'total'))[0]).toBe('–');
    expect(texts(byKey(rows, 'path:mp-lte1'))[0]).toBe('– · – MB');
    expect(texts(byKey(rows, 'jain'))[0]).toBe('–');
    // Never a mark beside a dash.
    expect(byKey(rows, 'total').best).toEqual([]);
    expect(formatNumber(Number.NaN)).toBe('–');
    expect(comparisonVerdict([{ ...at(columns, 0), summary: broken }, at(columns, 1)], 'mp')).not.toMatch(/NaN|null/);
  });
});
