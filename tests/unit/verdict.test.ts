import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareRows, formatNumber, type CompareRow } from '../../src/compare/compareRows';
import { comparisonVerdict } from '../../src/compare/verdict';
import type { RunSummary } from '../../src/solver/layout';
import { TWO_RELAYS, variantSummaries } from './compareFixtures';
import { ROOT } from './nativeCli';
import { at } from '../../src/util/at';

const preset = (name: string) => JSON.parse(readFileSync(resolve(ROOT, `public/scenarios/${name}.json`), 'utf8'));
const mbps = (summary: RunSummary, id: string) => summary.sources.find((s) => s.id === id)!.total.meanMbps;
const shown = (v: number) => `${formatNumber(v)} Mbps`;
const byKey = (rows: CompareRow[], key: string) => rows.find((r) => r.key === key)!;
const RANKED_BY_FF =
  'Ranked by the friendliness factor to TCP (of the means over the run), then total throughput (mean over the run): ';

describe('the verdict weighs throughput with fairness to other flows', () => {
  it('on the convoy, names the metric, does not praise uncoupled alone, and ranks LIA where the table does (below Kelly-Voice)', async () => {
    const columns = await variantSummaries(preset('000-convoy-controllers'));
    expect(columns.map((c) => c.label)).toEqual(['Kelly-Voice', 'LIA', 'Uncoupled', 'Fully coupled']);
    const [kv = NaN, lia = NaN, uncoupled = NaN, coupled = NaN] = columns.map((c) => mbps(c.summary, 'fleet'));
    // The run's own order: uncoupled carries the most, then Kelly-Voice, then LIA (the one-share design).
    expect(uncoupled).toBeGreaterThan(Math.max(kv, lia, coupled));
    expect(kv).toBeGreaterThan(lia);
    expect(lia).toBeGreaterThan(coupled);
    // Nothing competes with the fleet: no friendliness factor, no Jain's index to measure.
    expect(columns.every((c) => c.summary.sources.length === 1 && c.summary.jainIndex === null)).toBe(true);
    expect(comparisonVerdict(columns, 'fleet')).toBe(
      'Ranked by total throughput (mean over the run): ' +
        `Uncoupled gives Convoy fleet the most throughput (${shown(uncoupled)} vs ${shown(kv)}, ${shown(lia)} and ${shown(coupled)}), ` +
        'but no other flow competes with it here; at a bottleneck shared with TCP, it takes one TCP share per subflow; ' +
        `of the controllers designed to take a single TCP share, LIA ranks 3rd of 4 (${shown(lia)}) here.`,
    );
    // The table agrees: its "best" total throughput is uncoupled's, and only that.
    expect(byKey(compareRows(columns, 'fleet'), 'total').best).toEqual([2]);
  });

  it('at a shared bottleneck, names the fairest to TCP first and what the fastest takes from TCP', async () => {
    const columns = await variantSummaries(preset('001-shared-bottleneck'));
    const ff = columns.map((c) => c.summary.sources.find((s) => s.id === 'mhip')!.friendlinessFactor!);
    const totals = columns.map((c) => mbps(c.summary, 'mhip'));
    const fairest = ff.indexOf(ff.reduce((a, b) => (Math.abs(b - 1) < Math.abs(a - 1) ? b : a)));
    const fastest = totals.indexOf(Math.max(...totals));
    expect(at(columns, fairest).label).toBe('LIA');
    expect(at(columns, fastest).label).toBe('Uncoupled');
    const verdict = comparisonVerdict(columns, 'mhip')!;
    expect(
      verdict.startsWith(
        `${RANKED_BY_FF}LIA is the fairest to TCP: friendliness factor ${at(ff, fairest).toFixed(2)} vs `,
      ),
    ).toBe(true);
    expect(verdict).toContain(
      `; Uncoupled gives Multipath flow the most throughput (${shown(at(totals, fastest))} vs ` +
        `${shown(at(totals, 1))} and ${shown(at(totals, 2))}) but takes ${at(ff, fastest).toFixed(2)}x a TCP flow's share.`,
    );
  });

  it("uses Jain's index when the other flows are neither app-limited nor TCP", async () => {
    const scenario = structuredClone(TWO_RELAYS);
    for (const s of scenario.sources.slice(1)) {
      delete (s as { sendingRateMbps?: number }).sendingRateMbps;
      s.controller = { kind: 'aimd' };
    }
    scenario.comparison.variants = [
      { label: 'Uncoupled', controller: { kind: 'uncoupled' } },
      { label: 'LIA', controller: { kind: 'lia' } },
    ];
    const columns = await variantSummaries(scenario);
    const index = columns.map((c) => c.summary.jainIndex!);
    expect(columns.every((c) => at(c.summary.sources, 0).friendlinessFactor === null)).toBe(true);
    const top = at(index, 0) > at(index, 1) ? 0 : 1;
    expect(at(index, top).toFixed(3)).not.toBe(at(index, 1 - top).toFixed(3));
    expect(comparisonVerdict(columns, 'mp')!).toMatch(
      new RegExp(
        `^Ranked by Jain's index \\(of the means over the run\\), then total throughput \\(mean over the run\\): ${at(columns, top).label} gives the fairest shares: Jain's index ${at(index, top).toFixed(3)} vs ${at(index, 1 - top).toFixed(3)} \\(1 is equal shares\\)`,
      ),
    );
  });

  it('states ties as ties: equal values at the shown precision read as one', async () => {
    const scenario = preset('000-convoy-controllers');
    scenario.comparison.variants = [
      { label: 'Uncoupled', controller: { kind: 'uncoupled' } },
      { label: 'LIA', controller: { kind: 'lia' } },
      { label: 'Parallel Reno', controller: { kind: 'tcp' } },
      { label: 'OLIA', controller: { kind: 'olia' } },
    ];
    const columns = await variantSummaries(scenario);
    const [uncoupled = NaN, lia = NaN, reno = NaN, olia = NaN] = columns.map((c) => mbps(c.summary, 'fleet'));
    expect(shown(reno)).toBe(shown(uncoupled));
    const verdict = comparisonVerdict(columns, 'fleet')!;
    const rest = [lia, olia].sort((a, b) => b - a).map(shown);
    expect(verdict).toMatch(
      new RegExp(
        `^Ranked by total throughput \\(mean over the run\\): Uncoupled and Parallel Reno tie for giving Convoy fleet the most throughput \\(${shown(uncoupled)} vs ${rest[0]} and ${rest[1]}\\)`.replace(
          /\./g,
          '\\.',
        ),
      ),
    );
    // The tied value is not repeated after "vs".
    expect(at(verdict.split(' vs '), 1).split(')')[0]).not.toContain(formatNumber(uncoupled));
    expect(verdict).toContain('at a bottleneck shared with TCP, Uncoupled takes one TCP share per subflow');
  });
});
