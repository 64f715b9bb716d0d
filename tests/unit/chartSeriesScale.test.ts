/**
 * Chart series of a scenario with thousands of stations (issue 10 item 4: 5,000 stations stalled
 * the main thread): colouring the routes and resources reads the layout a bounded number of times
 * per series, not once per route per resource.
 */
import { STATION_PALETTE } from '../../src/charts/palette';
import { describe, expect, it } from 'vitest';
import { capacitySeries, routeColour, routeSeries } from '../../src/charts/series';
import type { RunLayout } from '../../src/solver/layout';
import { RunStore } from '../../src/store/runStore';
import { at } from '../../src/util/at';

/** A layout of `n` stations, each with one head route, whose `resources` array counts element reads. */
function countedLayout(n: number): { layout: RunLayout; reads: () => number } {
  let reads = 0;
  const resources = Array.from({ length: n }, (_, k) => ({
    id: `head-S${k}`,
    target: `S${k}`,
    group: 'wifi',
    responsiveness: 15,
  }));
  const counted = new Proxy(resources, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
      return Reflect.get(target, key, receiver);
    },
  });
  const routes = resources.map((r) => ({
    id: r.id,
    source: 'fleet',
    group: 'wifi',
    resources: [r.id],
    forwardMs: 1,
    feedbackMs: 1,
  }));
  const layout: RunLayout = {
    title: 'many',
    dtS: 0.05,
    durationS: 1,
    sampleEveryS: 1,
    totalSamples: 2,
    sampleWidth: 1 + 2 * n,
    columns: ['t_s', ...routes.map((r) => `x:${r.id}`), ...resources.map((r) => `c:${r.id}`)],
    routes,
    resources: counted,
    sources: [{ id: 'fleet', label: 'Fleet', routes: routes.map((r) => r.id) }],
    nodes: [],
    platforms: [],
  };
  return { layout, reads: () => reads };
}

describe('series of a layout with thousands of stations', () => {
  it('5,000 routes and resources: colours read each resource a bounded number of times', () => {
    const n = 5000;
    const { layout, reads } = countedLayout(n);
    const store = new RunStore(layout);
    const before = reads();
    const routes = routeSeries(store);
    const capacities = capacitySeries(store);
    expect(routes).toHaveLength(n);
    expect(capacities).toHaveLength(n);
    expect(reads() - before).toBeLessThan(10 * n);
    // The first stations (as many as the palette has colours) get distinct colours (head routes shaded).
    expect(at(routes, 0).colour).toBe(routeColour(layout, 0));
    const k = STATION_PALETTE.length;
    expect(new Set(routes.slice(0, k).map((s) => s.colour)).size).toBe(k);
  });
});
