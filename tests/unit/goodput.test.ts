import { describe, expect, it } from 'vitest';
import { RunStore } from '../../src/store/runStore';
import type { RunLayout } from '../../src/solver/layout';
import { GroupTotals, routeSeries } from '../../src/charts/series';
import { fromColumns } from '../../src/lesson/runColumns';
import { at } from '../../src/util/at';
import { readFileSync } from 'node:fs';
import type { RunSummary } from '../../src/solver/layout';
import { compareRows } from '../../src/compare/compareRows';
import { sourceGoodputMbps } from '../../src/compare/goodputCell';

/** A two-route layout with `columns` (a packet run's carry `g:` beside `x:`). */
function layout(columns: string[], engine?: 'packet'): RunLayout {
  return {
    title: 't',
    dtS: 0.001,
    durationS: 0.2,
    sampleEveryS: 0.1,
    totalSamples: 3,
    sampleWidth: columns.length,
    columns,
    routes: [
      { id: 'a', source: 's', group: 'wifi', resources: ['a'], forwardMs: 1, feedbackMs: 1 },
      { id: 'b', source: 's', group: 'satellite', resources: ['a'], forwardMs: 1, feedbackMs: 1 },
    ],
    resources: [{ id: 'a', target: 'B1', group: 'wifi', responsiveness: 15 }],
    sources: [{ id: 's', label: 's', routes: ['a', 'b'] }],
    nodes: [],
    platforms: [],
    ...(engine ? { engine } : {}),
  };
}

// t_s, x:a, x:b, g:a, g:b, c:a: route a's arrivals run ahead of its goodput (a hole), then catch up.
const PACKET_ROWS = [0, 0, 0, 0, 0, 10, 0.1, 8, 2, 3, 2, 10, 0.2, 4, 2, 9, 2, 10];

function packetStore(): RunStore {
  const store = new RunStore(layout(['t_s', 'x:a', 'x:b', 'g:a', 'g:b', 'c:a'], 'packet'));
  store.append(Float64Array.from(PACKET_ROWS), 3);
  return store;
}

describe('goodput beside arrivals', () => {
  it("a packet run's store keeps goodput apart from arrivals", () => {
    const store = packetStore();
    expect(store.hasGoodput).toBe(true);
    expect(Array.from(at(store.goodputMbps, 0))).toEqual([0, 3, 9]);
    expect(Array.from(at(store.ratesMbps, 0))).toEqual([0, 8, 4]);
    expect(Array.from(store.groupTotal(undefined, 'goodput'))).toEqual([0, 5, 11]);
    expect(Array.from(store.groupTotal())).toEqual([0, 10, 6]);
  });

  it('the throughput series show goodput by default and arrivals on request', () => {
    const store = packetStore();
    const byDefault = routeSeries(store);
    expect(Array.from(at(byDefault, 0).values)).toEqual([0, 3, 9]);
    expect(Array.from(at(routeSeries(store, 'arrivals'), 0).values)).toEqual([0, 8, 4]);
    const groups = new GroupTotals(store);
    groups.update();
    expect(Array.from(groups.sums.get('total')!.subarray(0, 3))).toEqual([0, 5, 11]);
    const arrivals = new GroupTotals(store, { measure: 'arrivals' });
    arrivals.update();
    expect(Array.from(arrivals.sums.get('total')!.subarray(0, 3))).toEqual([0, 10, 6]);
  });

  it('a fluid run has no goodput columns: both measures read its throughput', () => {
    const store = new RunStore(layout(['t_s', 'x:a', 'x:b', 'c:a']));
    store.append(Float64Array.from([0, 1, 2, 10, 0.1, 3, 4, 10, 0.2, 5, 6, 10]), 3);
    expect(store.hasGoodput).toBe(false);
    expect(store.goodputMbps).toBe(store.ratesMbps);
    expect(Array.from(at(routeSeries(store), 1).values)).toEqual([2, 4, 6]);
  });

  it("a lesson rule's route id reads goodput in a packet run, `x:` its arrivals", () => {
    const store = packetStore();
    const columns = new Map(store.columnNames.map((n) => [n, store.column(n)!]));
    const run = fromColumns(columns, store.layout.sources);
    expect(Array.from(run.series('a')!.values)).toEqual([0, 3, 9]);
    expect(Array.from(run.series('x:a')!.values)).toEqual([0, 8, 4]);
    expect(Array.from(run.series('total:s')!.values)).toEqual([0, 5, 11]);
    expect(run.series('g:a')!.unit).toBe('Mbps');
  });
});

describe("the comparison table's goodput row", () => {
  // The pinned `mpsim summary` outputs of the 001 two-path preset, packet and fluid (tests/golden).
  const read = (engine: string) =>
    JSON.parse(readFileSync(`tests/golden/engines/001-two-paths-packet.${engine}.summary.json`, 'utf8')) as RunSummary;

  it("sums a packet run's routes' in-order means; a fluid run's goodput is its throughput", () => {
    const packet = read('packet');
    const fluid = read('fluid');
    const mhip = packet.routes.filter((r) => r.source === 'mhip');
    const inOrder = mhip.reduce((sum, r) => sum + r.goodputMeanMbps!, 0);
    expect(sourceGoodputMbps(packet, 'mhip')).toBeCloseTo(inOrder, 12);
    expect(inOrder).toBeLessThan(packet.sources.find((s) => s.id === 'mhip')!.total.meanMbps);
    expect(sourceGoodputMbps(fluid, 'mhip')).toBe(fluid.sources.find((s) => s.id === 'mhip')!.total.meanMbps);
    const rows = compareRows(
      [
        { label: 'fluid', summary: fluid },
        { label: 'packet', summary: packet },
      ],
      'mhip',
    );
    const goodput = rows.find((r) => r.key === 'goodput')!;
    expect(goodput.label).toContain('Goodput');
    expect(goodput.cells.map((c) => c.value)).toEqual([
      sourceGoodputMbps(fluid, 'mhip'),
      sourceGoodputMbps(packet, 'mhip'),
    ]);
    expect(compareRows([{ label: 'fluid', summary: fluid }], 'mhip').some((r) => r.key === 'goodput')).toBe(false);
  });
});
