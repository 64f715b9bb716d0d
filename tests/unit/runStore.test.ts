import { describe, expect, it } from 'vitest';
import { RunStore } from '../../src/store/runStore';
import { capacityColumn, rateColumn } from '../../src/store/columnNames';
import type { RunLayout } from '../../src/solver/layout';
import { at } from '../../src/util/at';

const layout: RunLayout = {
  title: 't',
  dtS: 0.001,
  durationS: 0.3,
  sampleEveryS: 0.1,
  totalSamples: 4,
  sampleWidth: 4,
  columns: ['t_s', 'x:a', 'x:b', 'c:a'],
  routes: [
    { id: 'a', source: 's', group: 'wifi', resources: ['a'], forwardMs: 1, feedbackMs: 1 },
    { id: 'b', source: 's', group: 'satellite', resources: ['b'], forwardMs: 1, feedbackMs: 1 },
  ],
  resources: [{ id: 'a', target: 'B1', group: 'wifi', responsiveness: 15 }],
  sources: [{ id: 's', label: 's', routes: ['a', 'b'] }],
  nodes: [],
  platforms: [],
};

describe('RunStore', () => {
  it('splits row-major chunks into columns as they arrive', () => {
    const store = new RunStore(layout);
    store.append(Float64Array.from([0, 1, 2, 20, 0.1, 3, 4, 19]), 2);
    expect(store.length).toBe(2);
    expect(store.complete).toBe(false);
    store.append(Float64Array.from([0.2, 5, 6, 18, 0.3, 7, 8, 17]), 2);
    expect(store.complete).toBe(true);
    expect(Array.from(store.timeS)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(Array.from(store.rate('a') ?? [])).toEqual([1, 3, 5, 7]);
    expect(Array.from(at(store.capacitiesMbps, 0))).toEqual([20, 19, 18, 17]);
    expect(Array.from(store.groupTotal('wifi'))).toEqual([1, 3, 5, 7]);
    expect(Array.from(store.groupTotal())).toEqual([3, 7, 11, 15]);
    expect(store.rate('nope')).toBeUndefined();
  });

  it('refuses a short chunk or more rows than the run has', () => {
    const store = new RunStore(layout);
    expect(() => store.append(new Float64Array(3), 1)).toThrow(/expected 4/);
    store.append(new Float64Array(16), 4);
    expect(() => store.append(new Float64Array(4), 1)).toThrow(/more samples/);
  });

  it('finds every column by its layout name, the same arrays as the route and resource views', () => {
    const store = new RunStore(layout);
    store.append(Float64Array.from([0, 1, 2, 20, 0.1, 3, 4, 19]), 2);
    expect(store.columnNames).toEqual(['t_s', 'x:a', 'x:b', 'c:a']);
    expect(store.column('t_s')).toBe(store.timeS);
    expect(store.column(rateColumn('b'))).toBe(store.ratesMbps[1]);
    expect(store.column(capacityColumn('a'))).toBe(store.capacitiesMbps[0]);
    expect(Array.from(store.column('x:b')!.subarray(0, store.length))).toEqual([2, 4]);
    expect(Array.from(store.column('c:a')!.subarray(0, store.length))).toEqual([20, 19]);
    // Sized for the whole run and kept as it grows (charts hold on to it).
    const column = store.column('x:a')!;
    expect(column.length).toBe(4);
    store.append(Float64Array.from([0.2, 5, 6, 18]), 1);
    expect(store.column('x:a')).toBe(column);
    expect(Array.from(column.subarray(0, store.length))).toEqual([1, 3, 5]);
    expect(store.column('x:nope')).toBeUndefined();
    expect(store.column('a')).toBeUndefined();
  });

  it('refuses a layout whose columns do not match its routes, resources or row width', () => {
    expect(() => new RunStore({ ...layout, columns: ['t_s', 'x:a', 'c:a', 'c:b'] })).toThrow(/no column x:b/);
    expect(() => new RunStore({ ...layout, columns: ['x:a', 'x:b', 'c:a', 'c:b'] })).toThrow(/no column t_s/);
    expect(() => new RunStore({ ...layout, columns: ['t_s', 'x:a', 'x:a', 'c:a'] })).toThrow(/x:a twice/);
    expect(() => new RunStore({ ...layout, columns: ['t_s', 'x:a', 'x:b'] })).toThrow(/3 columns, rows are 4 wide/);
  });
});
