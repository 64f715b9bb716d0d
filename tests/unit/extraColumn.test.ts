import { describe, expect, it } from 'vitest';
import { perResourceSeries, perRouteSeries, routeSeries } from '../../src/charts/series';
import { runCsv } from '../../src/share/csv';
import type { RunLayout } from '../../src/solver/layout';
import { RunStore } from '../../src/store/runStore';
import { at } from '../../src/util/at';

/**
 * A layout whose rows carry a quantity the TypeScript side has never heard of (`w:head-B1`, a
 * congestion window), placed between the rates and the capacities: the store, the CSV and a lookup
 * by name all carry it with no code change.
 */
const layout: RunLayout = {
  title: 'extra column',
  dtS: 0.001,
  durationS: 0.2,
  sampleEveryS: 0.1,
  totalSamples: 3,
  sampleWidth: 5,
  columns: ['t_s', 'x:head-B1', 'x:sat', 'w:head-B1', 'c:B1'],
  routes: [
    { id: 'head-B1', source: 'convoy', group: 'wifi', resources: ['B1'], forwardMs: 10, feedbackMs: 10 },
    { id: 'sat', source: 'convoy', group: 'satellite', resources: [], forwardMs: 300, feedbackMs: 300 },
  ],
  resources: [{ id: 'B1', target: 'B1', group: 'wifi', responsiveness: 15 }],
  sources: [{ id: 'convoy', label: 'Convoy', routes: ['head-B1', 'sat'] }],
  nodes: [],
  platforms: [],
};

/** Rows `[t_s, x:head-B1, x:sat, w:head-B1, c:B1]`, two chunks as the worker sends them. */
const CHUNKS = [
  Float64Array.from([0, 1.5, 2, 10, 20, 0.1, 2.5, 3, 12.25, 19]),
  Float64Array.from([0.2, 3.5, 4, 0.000001, 18]),
];

function filledStore(): RunStore {
  const store = new RunStore(layout);
  for (const rows of CHUNKS) store.append(rows, rows.length / layout.sampleWidth);
  return store;
}

describe('a sampled quantity the app does not know yet', () => {
  it('is stored under its name, next to the known columns', () => {
    const store = filledStore();
    expect(store.complete).toBe(true);
    expect(store.columnNames).toEqual(['t_s', 'x:head-B1', 'x:sat', 'w:head-B1', 'c:B1']);
    expect(Array.from(store.column('w:head-B1')!)).toEqual([10, 12.25, 0.000001]);
    expect(Array.from(store.rate('head-B1')!)).toEqual([1.5, 2.5, 3.5]);
    expect(Array.from(store.rate('sat')!)).toEqual([2, 3, 4]);
    expect(Array.from(at(store.capacitiesMbps, 0))).toEqual([20, 19, 18]);
    expect(Array.from(store.timeS)).toEqual([0, 0.1, 0.2]);
    expect(Array.from(store.groupTotal())).toEqual([3.5, 5.5, 7.5]);
  });

  it('is written to the CSV in row order under its name', () => {
    expect(runCsv(filledStore())).toBe(
      ['t_s,x:head-B1,x:sat,w:head-B1,c:B1', '0,1.5,2,10,20', '0.1,2.5,3,12.25,19', '0.2,3.5,4,0.000001,18', ''].join(
        '\n',
      ),
    );
  });

  it('makes a chart series by name, with the route colours', () => {
    const store = filledStore();
    const windows = perRouteSeries(store, 'w');
    expect(windows.map((w) => w.id)).toEqual(['head-B1']);
    expect(at(windows, 0).values).toBe(store.column('w:head-B1'));
    expect(at(windows, 0).colour).toBe(at(routeSeries(store), 0).colour);
    expect(perResourceSeries(store, 'w')).toEqual([]);
  });
});
