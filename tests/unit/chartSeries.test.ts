import { describe, expect, it } from 'vitest';
import {
  GroupTotals,
  capacitySeries,
  colourFor,
  epochMarks,
  parseSeriesId,
  routeSeries,
  runEpochMarks,
} from '../../src/charts/series';
import type { RunLayout } from '../../src/solver/layout';
import { RunStore } from '../../src/store/runStore';
import { at as itemAt } from '../../src/util/at';

const ROUTES = ['head-B1', 'head-B2', 'head-B3', 'sat', 'tail-B1', 'tail-B2', 'tail-B3'];

/** The paper's III-D layout plus a competitor on the satellite. */
function layout(samples: number): RunLayout {
  const routes = [
    ...ROUTES.map((id) => ({
      id,
      source: 'fleet',
      group: id === 'sat' ? 'satellite' : 'wifi',
      resources: [id],
      forwardMs: 10,
      feedbackMs: 10,
    })),
    {
      id: 'competitor-sat',
      source: 'competitor',
      group: 'satellite',
      resources: ['sat'],
      forwardMs: 10,
      feedbackMs: 10,
    },
  ];
  const resources = ROUTES.map((id) => ({
    id,
    target: id === 'sat' ? 'sat' : itemAt(id.split('-'), 1, 'route id part'),
    group: id === 'sat' ? 'satellite' : 'wifi',
    responsiveness: 15,
  }));
  return {
    title: 'III-F',
    dtS: 0.001,
    durationS: (samples - 1) * 0.1,
    sampleEveryS: 0.1,
    totalSamples: samples,
    sampleWidth: 1 + routes.length + resources.length,
    columns: ['t_s', ...routes.map((r) => `x:${r.id}`), ...resources.map((j) => `c:${j.id}`)],
    routes,
    resources,
    sources: [
      { id: 'fleet', label: 'Convoy fleet', routes: ROUTES },
      { id: 'competitor', label: 'Competitor', routes: ['competitor-sat'] },
    ],
    nodes: [],
    platforms: [],
  };
}

/** Row-major rows [from, to) of a deterministic run. */
function rows(l: RunLayout, from: number, to: number): Float64Array {
  const out = new Float64Array((to - from) * l.sampleWidth);
  for (let i = from; i < to; i += 1) {
    const base = (i - from) * l.sampleWidth;
    out[base] = i * 0.1;
    for (let c = 1; c < l.sampleWidth; c += 1) out[base + c] = Math.abs(Math.sin(i * 0.013 * c + c)) * 20;
  }
  return out;
}

describe('series from a RunStore', () => {
  it('route and capacity series use the store columns, ids and paper colours', () => {
    const l = layout(50);
    const store = new RunStore(l);
    store.append(rows(l, 0, 50), 50);
    const routes = routeSeries(store);
    expect(routes.map((s) => s.id)).toEqual([...ROUTES, 'competitor-sat']);
    expect(itemAt(routes, 0).values).toBe(store.ratesMbps[0]);
    const caps = capacitySeries(store);
    expect(caps.map((s) => s.id)).toEqual(ROUTES);
    expect(itemAt(caps, 3).values).toBe(store.capacitiesMbps[3]);
    // Same colour for a route and its resource; head and tail of a station differ but share its hue.
    routes.slice(0, 7).forEach((s, k) => expect(itemAt(caps, k).colour).toBe(s.colour));
    expect(itemAt(routes, 0).colour).not.toBe(itemAt(routes, 4).colour);
    expect(new Set(routes.map((s) => s.colour)).size).toBe(8);
  });

  it('colourFor follows the paper and is stable across charts', () => {
    const hue = (hex: string) => {
      const [r = 0, g = 0, b = 0] = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16));
      return r >= g && r >= b ? 'red' : g >= b ? 'green' : 'blue';
    };
    expect(hue(colourFor('head-B1', 0))).toBe('blue');
    // A tail takes a neighbouring hue of its own (a projector washes out a lighter shade): B1's is a teal.
    expect(colourFor('tail-B1', 4)).not.toBe(colourFor('head-B1', 4));
    expect(hue(colourFor('tail-B1', 4))).not.toBe('red');
    expect(hue(colourFor('head-B2', 1))).toBe('red');
    expect(hue(colourFor('convoy.head-B3', 9))).toBe('green');
    expect(colourFor('convoy.tail-B3', 9)).not.toBe(colourFor('convoy.head-B3', 9));
    expect(colourFor('head-B1', 0)).toBe(colourFor('head-B1', 5));
    expect(colourFor('wifi', 0)).toBe('#d62728');
    // The satellite is black: the paper's light blue is a twin of B1's lighter tail (palette.test.ts).
    expect(colourFor('sat', 3)).toBe('#000000');
    expect(colourFor('competitor-sat', 7)).toBe('#d4a20a');
    expect(colourFor('X', 2)).toBe(colourFor('Y', 2));
    expect(parseSeriesId('convoy.head-AP-1')).toEqual({ node: 'head', target: 'AP-1' });
    expect(parseSeriesId('sat')).toEqual({ node: null, target: 'sat' });
  });

  it('group totals grown chunk by chunk equal the totals from scratch', () => {
    const n = 3001;
    const l = layout(n);
    const store = new RunStore(l);
    const groups = new GroupTotals(store);
    expect(groups.groups).toEqual(['wifi', 'satellite']);
    expect(groups.update()).toBe(false);
    let at = 0;
    for (const chunk of [1, 10, 250, 999, 1, 740, 1000]) {
      store.append(rows(l, at, at + chunk), chunk);
      at += chunk;
      expect(groups.update()).toBe(true);
      expect(groups.length).toBe(at);
    }
    expect(at).toBe(n);
    const byId = new Map(groups.series().map((s) => [s.id, s.values]));
    expect([...byId.keys()]).toEqual(['wifi', 'satellite', 'total']);
    const wifi = store.groupTotal('wifi');
    const sat = store.groupTotal('satellite');
    const total = store.groupTotal();
    for (let i = 0; i < n; i += 1) {
      expect(byId.get('wifi')![i]).toBeCloseTo(itemAt(wifi, i), 10);
      expect(byId.get('satellite')![i]).toBeCloseTo(itemAt(sat, i), 10);
      expect(byId.get('total')![i]).toBeCloseTo(itemAt(total, i), 10);
    }
    expect(groups.series({ total: false }).map((s) => s.id)).toEqual(['wifi', 'satellite']);
  });

  it('group totals can count one source only (the fleet without its competitor)', () => {
    const l = layout(20);
    const store = new RunStore(l);
    store.append(rows(l, 0, 20), 20);
    const fleet = new GroupTotals(store, { source: 'fleet' });
    fleet.update();
    const sat = fleet.sums.get('satellite')!;
    for (let i = 0; i < 20; i += 1) expect(sat[i]).toBe(itemAt(store.ratesMbps, 3)[i]);
  });

  it('runEpochMarks marks a run with a moving platform, and not one without', () => {
    expect(runEpochMarks({ durationS: 95, platforms: [{}] }).map((m) => m.label)).toEqual(['t1', 't2', 't3']);
    expect(runEpochMarks({ durationS: 200, platforms: [] })).toEqual([]);
    expect(runEpochMarks(null)).toEqual([]);
  });

  it('epochMarks gives t1..t17 every 30 s over 540 s', () => {
    const marks = epochMarks(540);
    expect(marks).toHaveLength(18);
    expect(marks[0]).toEqual({ label: 't1', tS: 30 });
    expect(marks[16]).toEqual({ label: 't17', tS: 510 });
    expect(epochMarks(539).at(-1)?.label).toBe('t17');
  });
});
