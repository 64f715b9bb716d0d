/**
 * Route names in legends and tooltips (src/charts/routeLabel.ts), on the shipped presets' real
 * layouts through the wasm solver: the papers' names kept, a lone route named by its source, a
 * route through several links by its source and links; the series ids never change.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeLabel } from '../../src/charts/routeLabel';
import { routeSeries } from '../../src/charts/series';
import { RunStore } from '../../src/store/runStore';
import { Solver } from '../../src/solver/wasm';
import type { RunLayout } from '../../src/solver/layout';
import { ROOT } from './nativeCli';

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
});

function layoutOf(name: string): RunLayout {
  const run = solver.start(readFileSync(resolve(ROOT, `public/scenarios/${name}.json`), 'utf8'));
  const layout = run.layout;
  run.dispose();
  return layout;
}

const labels = (layout: RunLayout) =>
  Object.fromEntries(layout.routes.map((r) => [r.id, routeLabel(r, layout.sources)]));

describe('route names', () => {
  it('keeps the names of the convoy paper (a vehicle through a station, the satellite)', () => {
    const l = labels(layoutOf('III-F'));
    expect(l['head-B1']).toBe('head-B1');
    expect(l['tail-B3']).toBe('tail-B3');
    expect(l.sat).toBe('sat');
    // The competitor's one route is the competitor.
    expect(l['competitor-sat']).toBe('Competitor');
    expect(labels(layoutOf('004-roadside'))).toEqual({ 'middle-RSU': 'middle-RSU', '3g': '3g' });
  });

  it('names the shared bottleneck\'s routes by their source: "Multipath flow via access1 + bottleneck", "TCP flow"', () => {
    const l = labels(layoutOf('001-shared-bottleneck'));
    expect(l).toEqual({
      'mhip-access1+bottleneck': 'Multipath flow via access1 + bottleneck',
      'mhip-access2+bottleneck': 'Multipath flow via access2 + bottleneck',
      'mhip-access3+bottleneck': 'Multipath flow via access3 + bottleneck',
      'tcp-bottleneck': 'TCP flow',
    });
    const relays = labels(layoutOf('002-relays-tcp'));
    expect(relays['root-lte1+wifi1']).toBe('Root UE (multipath) via lte1 + wifi1');
    expect(relays['local1-lte1']).toBe('Relay 1 local flow');
    // Paths of a source with several, without a join, keep their ids (the packet charts name them).
    expect(labels(layoutOf('003-three-paths'))['mtcp-path1']).toBe('mtcp-path1');
  });

  it('gives the throughput chart these labels and keeps the route ids as series ids', () => {
    const layout = layoutOf('001-shared-bottleneck');
    const series = routeSeries(new RunStore(layout));
    expect(series.map((s) => s.id)).toEqual(layout.routes.map((r) => r.id));
    expect(series.map((s) => s.label)).toEqual([
      'Multipath flow via access1 + bottleneck',
      'Multipath flow via access2 + bottleneck',
      'Multipath flow via access3 + bottleneck',
      'TCP flow',
    ]);
  });
});
