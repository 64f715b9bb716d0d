import { beforeAll, describe, expect, it } from 'vitest';
import { bestColumns, compareRows, formatNumber, type CompareColumn, type CompareRow } from '../../src/compare/compareRows';
import { comparisonVerdict } from '../../src/compare/verdict';
import type { RunSummary } from '../../src/solver/layout';
import { TWO_RELAYS, variantSummaries } from './compareFixtures';

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
      'total', 'share:mp-lte1', 'share:mp-lte2', 'bytes:mp-lte1', 'bytes:mp-lte2', 'ff', 'file',
      'source:local1', 'source:local2', 'app-limited', 'jain', 'util:lte1', 'util:lte2',
    ]);
    expect(new Set(rows.map((r) => r.section))).toEqual(new Set(['Multipath (compared)', 'Other flows', 'Network']));
    for (const r of rows) expect(r.cells).toHaveLength(2);
  });

  it('shows the numbers of `mpsim compare` and marks the best of each ranked row', () => {
    const rows = compareRows(columns, 'mp');
    expect(texts(byKey(rows, 'total'))).toEqual(['0.550', '0.659']);
    expect(byKey(rows, 'total').best).toEqual([1]);
    expect(texts(byKey(rows, 'share:mp-lte2'))).toEqual(['50.0%', '53.5%']);
    expect(byKey(rows, 'share:mp-lte2').best).toEqual([]);
    expect(texts(byKey(rows, 'bytes:mp-lte2'))).toEqual(['2.06', '2.64']);
    // FF: nearest to 1 is best.
    expect(texts(byKey(rows, 'ff'))).toEqual(['0.954', '1.26']);
    expect(byKey(rows, 'ff').label).toBe('Friendliness factor T(multipath)/T(TCP) vs local1, local2');
    expect(byKey(rows, 'ff').best).toEqual([0]);
    expect(byKey(rows, 'file').label).toBe('Time to move 2.00 MB (s)');
    expect(texts(byKey(rows, 'file'))).toEqual(['29.1', '24.3']);
    expect(byKey(rows, 'file').best).toEqual([1]);
    expect(texts(byKey(rows, 'source:local1'))).toEqual([
      '0.577 Mbps = 57.7% of its 1.00 Mbps sending rate',
      '0.543 Mbps = 54.3% of its 1.00 Mbps sending rate',
    ]);
    expect(texts(byKey(rows, 'source:local2'))).toEqual([
      '0.577 Mbps = 64.1% of its 0.900 Mbps sending rate',
      '0.500 Mbps = 55.5% of its 0.900 Mbps sending rate',
    ]);
    expect(byKey(rows, 'source:local2').best).toEqual([0]);
    expect(texts(byKey(rows, 'app-limited'))).toEqual(['60.7%', '54.9%']);
    expect(texts(byKey(rows, 'jain'))).toEqual(['1.000', '0.986']);
    expect(byKey(rows, 'jain').best).toEqual([0]);
    expect(texts(byKey(rows, 'util:lte1'))).toEqual(['71.0%', '70.8%']);
    // Equal at the shown precision: no best.
    expect(texts(byKey(rows, 'util:lte2'))).toEqual(['71.0%', '71.0%']);
    expect(byKey(rows, 'util:lte2').best).toEqual([]);
  });

  it('says which controller keeps the app-limited flows closest to their sending rates', () => {
    expect(comparisonVerdict(columns, 'mp')).toBe(
      'LIA keeps the app-limited flows closest to their sending rates (60.7% vs 54.9%); MCC-Coop gives Multipath the most throughput (0.659 Mbps vs 0.550 Mbps).',
    );
  });

  it('has no verdict until every controller has finished; a running column shows pending cells', () => {
    const partial = [columns[0], { label: 'MCC-Coop', summary: null }];
    expect(comparisonVerdict(partial, 'mp')).toBeNull();
    const total = byKey(compareRows(partial, 'mp'), 'total');
    expect(texts(total)).toEqual(['0.550', '…']);
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
    expect(comparisonVerdict(same, 'mp')).toBe('All controllers are equally fair to TCP (friendliness factor 0.95).');
    const [lia, coop] = await variantSummaries(unlimited);
    const ff = (c: CompareColumn) => c.summary!.sources[0].friendlinessFactor!;
    const fairer = Math.abs(ff(lia) - 1) < Math.abs(ff(coop) - 1) ? lia : coop;
    const verdict = comparisonVerdict([lia, coop], 'mp')!;
    expect(verdict.startsWith(`${fairer.label} is the fairest to TCP: friendliness factor ${ff(fairer).toFixed(2)} vs `)).toBe(true);
    expect(compareRows([lia, coop], 'mp').some((r) => r.key === 'app-limited')).toBe(false);

    const alone = structuredClone(unlimited);
    alone.sources = alone.sources.slice(0, 1);
    const solo = await variantSummaries(alone);
    const totals = solo.map((c) => c.summary!.sources[0].total.meanMbps);
    const top = totals[0] > totals[1] ? 0 : 1;
    expect(comparisonVerdict(solo, 'mp')).toBe(
      `${solo[top].label} gives Multipath the most throughput (${formatNumber(totals[top])} Mbps vs ${formatNumber(totals[1 - top])} Mbps).`,
    );
    expect(compareRows(solo, 'mp').some((r) => r.key === 'ff')).toBe(false);
    expect((solo[0].summary as RunSummary).jainIndex).toBeNull();
  });

  it('ranks lower-is-better and near-one rows, with ties and missing values', () => {
    const cells = (values: Array<number | null>) => values.map((value) => ({ value, text: value === null ? 'not done' : String(value) }));
    expect(bestColumns(cells([3, 1, 2]), 'lower')).toEqual([1]);
    expect(bestColumns(cells([null, 5, 7]), 'lower')).toEqual([1]);
    expect(bestColumns(cells([0.8, 1.1, 1.5]), 'nearOne')).toEqual([1]);
    expect(bestColumns(cells([2, 2, 1]), 'higher')).toEqual([0, 1]);
    expect(bestColumns(cells([2, 2]), 'higher')).toEqual([]);
    expect(bestColumns(cells([null, null]), 'lower')).toEqual([]);
  });
});
