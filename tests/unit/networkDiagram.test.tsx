// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountHost, unmountHost } from './reactHost';
import type { RunLayout } from '../../src/solver/layout';
import { RunStore } from '../../src/store/runStore';
import { diagramLayout, type DiagramGeometry } from '../../src/diagram/layout';
import { fitLabel, wrapLabel } from '../../src/diagram/labels';
import { diagramLayers } from '../../src/diagram/layers';
import {
  MAX_STROKE_PX,
  MIN_STROKE_PX,
  formatMbps,
  fullWidthRateMbps,
  nearestSampleIndex,
  strokeWidthPx,
} from '../../src/diagram/atCursor';
import { NetworkDiagram } from '../../src/diagram/NetworkDiagram';
import { int, pick, rng } from './random';
import { at } from '../../src/util/at';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A layout from `source: [[hop, hop...], ...]` route lists; resources in order of first use. */
function makeLayout(routesBySource: Record<string, string[][]>, totalSamples = 4): RunLayout {
  const resources: string[] = [];
  const routes = Object.entries(routesBySource).flatMap(([source, list]) =>
    list.map((via) => {
      for (const j of via) if (!resources.includes(j)) resources.push(j);
      return { id: `${source}-${via.join('+')}`, source, group: 'wifi', resources: via, forwardMs: 10, feedbackMs: 10 };
    }),
  );
  return {
    title: 't',
    dtS: 0.001,
    durationS: (totalSamples - 1) * 0.1,
    sampleEveryS: 0.1,
    totalSamples,
    sampleWidth: 1 + routes.length + resources.length,
    columns: ['t_s', ...routes.map((r) => `x:${r.id}`), ...resources.map((j) => `c:${j}`)],
    routes,
    resources: resources.map((id) => ({ id, target: id, group: 'wifi', responsiveness: 16 })),
    sources: Object.keys(routesBySource).map((id) => ({
      id,
      label: id.toUpperCase(),
      routes: routes.filter((r) => r.source === id).map((r) => r.id),
    })),
    nodes: [],
    platforms: [],
  };
}

const SHARED = makeLayout({
  alice: [['access-1', 'bottleneck'], ['backup']],
  bob: [
    ['access-2', 'bottleneck'],
    ['access-2', 'backup'],
  ],
});

const columnOf = (g: DiagramGeometry, id: string) => g.resources.find((j) => j.id === id)!.column;

/** Every route's corner points strictly left to right. */
function expectLeftToRight(g: DiagramGeometry): void {
  for (const route of g.routes) {
    for (let k = 1; k < route.pointsPx.length; k += 1)
      expect(at(route.pointsPx, k).xPx, `${route.id} point ${k}`).toBeGreaterThan(at(route.pointsPx, k - 1).xPx);
  }
}

/** No two boxes of a column overlap; every box lies inside the drawing. */
function expectNoOverlaps(g: DiagramGeometry): void {
  const columns = [
    g.sources,
    ...Array.from({ length: g.columnCount }, (_, c) => g.resources.filter((j) => j.column === c)),
  ];
  for (const boxes of columns) {
    const sorted = [...boxes].sort((a, b) => a.yPx - b.yPx);
    for (let k = 1; k < sorted.length; k += 1)
      expect(at(sorted, k).yPx).toBeGreaterThanOrEqual(at(sorted, k - 1).yPx + at(sorted, k - 1).heightPx);
    for (const b of boxes) {
      expect(b.xPx).toBeGreaterThanOrEqual(0);
      expect(b.yPx).toBeGreaterThanOrEqual(0);
      expect(b.xPx + b.widthPx).toBeLessThanOrEqual(g.widthPx);
      expect(b.yPx + b.heightPx).toBeLessThanOrEqual(g.heightPx);
    }
  }
}

/** A random acyclic network: `sources` sources, resources in 3 tiers, `routes` routes. */
function randomLayout(seed: number, sources: number, resources: number, routes: number): RunLayout {
  const r = rng(seed);
  const tiers = [0, 1, 2].map((t) => Array.from({ length: Math.ceil(resources / 3) }, (_, k) => `t${t}-${k}`));
  const bySource: Record<string, string[][]> = {};
  for (let k = 0; k < routes; k += 1) {
    const source = `s${k % sources}`;
    const hops = int(r, 1, 3);
    const via = Array.from({ length: hops }, (_, h) => pick(r, at(tiers, 3 - hops + h)));
    (bySource[source] ??= []).push(via);
  }
  return makeLayout(bySource);
}

describe('diagram layout', () => {
  it('puts a resource in the column of its largest hop position', () => {
    const g = diagramLayout(SHARED, { widthPx: 600, heightPx: 300 });
    expect(g.columnCount).toBe(2);
    expect(['access-1', 'access-2', 'backup', 'bottleneck'].map((id) => columnOf(g, id))).toEqual([0, 0, 1, 1]);
    // A resource after one in column 1 moves further right than its own hop position.
    const deep = diagramLayout(makeLayout({ a: [['x', 'y']], b: [['z', 'w', 'x']] }), { widthPx: 600, heightPx: 300 });
    expect(['z', 'w', 'x', 'y'].map((id) => columnOf(deep, id))).toEqual([0, 1, 2, 3]);
    expectLeftToRight(deep);
  });

  it('draws each route from its source through its resources in order to the destination, left to right', () => {
    const g = diagramLayout(SHARED, { widthPx: 600, heightPx: 300 });
    expectLeftToRight(g);
    const route = g.routes.find((x) => x.id === 'bob-access-2+bottleneck')!;
    const bob = g.sources.find((s) => s.id === 'bob')!;
    const boxes = ['access-2', 'bottleneck'].map((id) => g.resources.find((j) => j.id === id)!);
    const [access, bottleneck] = [at(boxes, 0, 'resource box'), at(boxes, 1, 'resource box')];
    expect(route.pointsPx.map((p) => p.xPx)).toEqual([
      bob.xPx + bob.widthPx,
      access.xPx,
      access.xPx + access.widthPx,
      bottleneck.xPx,
      bottleneck.xPx + bottleneck.widthPx,
      g.destination.xPx,
    ]);
    expect(route.d.startsWith('M')).toBe(true);
  });

  it('passes a column it skips through a gap between boxes, not through a box', () => {
    const g = diagramLayout(SHARED, { widthPx: 600, heightPx: 300 });
    const route = g.routes.find((x) => x.id === 'alice-backup')!;
    // Source, then across column 0 (two points), then backup (two points), then the destination.
    expect(route.pointsPx).toHaveLength(6);
    const yAcross = at(route.pointsPx, 1).yPx;
    for (const box of g.resources.filter((j) => j.column === 0))
      expect(yAcross < box.yPx || yAcross > box.yPx + box.heightPx).toBe(true);
  });

  it('orders a column by barycentre so that two crossed routes uncross', () => {
    // Resources listed x then y, but A (first source) reaches y and B reaches x.
    const layout = makeLayout({ a: [['y']], b: [['x']] });
    layout.resources.reverse();
    const layers = diagramLayers(layout);
    expect(at(layers.columns, 0).map((j) => at(layout.resources, j).id)).toEqual(['y', 'x']);
    const g = diagramLayout(layout, { widthPx: 500, heightPx: 200 });
    const y = g.resources.find((j) => j.id === 'y')!;
    const x = g.resources.find((j) => j.id === 'x')!;
    expect(y.yPx).toBeLessThan(x.yPx);
  });

  it('keeps boxes apart and routes left to right from 1 to 12 sources, up to 30 resources and 60 routes', () => {
    for (const [seed, sources, resources, routes] of [
      [1, 1, 1, 1],
      [2, 3, 6, 7],
      [3, 12, 30, 60],
      [4, 5, 30, 60],
    ] as const) {
      const layout = randomLayout(seed, sources, resources, routes);
      for (const size of [
        { widthPx: 560, heightPx: 160 },
        { widthPx: 900, heightPx: 600 },
      ]) {
        const g = diagramLayout(layout, size);
        expect(g.routes).toHaveLength(layout.routes.length);
        expect(g.widthPx).toBeGreaterThanOrEqual(size.widthPx);
        expect(g.heightPx).toBeGreaterThanOrEqual(size.heightPx);
        expectNoOverlaps(g);
        expectLeftToRight(g);
        // Destination rows at least 11 px apart, so each route's rate text is readable.
        const rows = g.routes.map((x) => x.labelYPx).sort((a, b) => a - b);
        for (let k = 1; k < rows.length; k += 1) expect(at(rows, k) - at(rows, k - 1)).toBeGreaterThanOrEqual(10.99);
      }
    }
    // No routes at all (every channel disabled): a source and an empty destination.
    const none = diagramLayout(makeLayout({ idle: [] }), { widthPx: 400, heightPx: 200 });
    expect([none.sources.length, none.resources.length, none.routes.length]).toEqual([1, 0, 0]);
  });

  it('cuts long labels with an ellipsis at the end or in the middle', () => {
    expect(fitLabel('bottleneck', 100, 6)).toBe('bottleneck');
    expect(fitLabel('alice-access-1+bottleneck', 60, 6)).toBe('alice-acc…');
    expect(fitLabel('alice-access-1+bottleneck', 60, 6, true)).toBe('ali…leneck');
    expect(wrapLabel('Extra background on path 2', 96, 6, 2)).toEqual(['Extra background', 'on path 2']);
    expect(wrapLabel('Extra background on path 2', 96, 6, 1)).toEqual(['Extra backgroun…']);
    expect(wrapLabel('Background on path 1 and more words', 96, 6, 2)).toEqual(['Background on', 'path 1 and more…']);
  });
});

describe('values at the cursor', () => {
  it('bounds line widths so that 0.1 and 20 Mbps both show, thicker for more', () => {
    const thin = strokeWidthPx(0.1, 70);
    const thick = strokeWidthPx(20, 70);
    expect(thin).toBeGreaterThanOrEqual(MIN_STROKE_PX);
    expect(thick).toBeGreaterThan(thin + 3);
    expect(strokeWidthPx(0, 70)).toBe(MIN_STROKE_PX);
    expect(strokeWidthPx(70, 70)).toBe(MAX_STROKE_PX);
    expect(strokeWidthPx(500, 70)).toBe(MAX_STROKE_PX);
    expect(MAX_STROKE_PX).toBeLessThanOrEqual(14);
  });

  it('formats Mbps compactly', () => {
    expect([0, 0.123, 4.26, 12.34, 140.4].map(formatMbps)).toEqual(['0', '0.12', '4.3', '12.3', '140']);
  });
});

describe('NetworkDiagram', () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    ({ container, root } = mountHost());
  });
  afterEach(() => unmountHost({ container, root }));

  /** SHARED with 3 of 4 samples: rates per route [a1+b, a-backup, b2+b, b2+backup], capacities per resource. */
  function sharedStore(): RunStore {
    const store = new RunStore(SHARED);
    // Columns: t, 4 routes, then resources access-1, bottleneck, backup, access-2.
    const row = (t: number, rates: number[], caps: number[]) => [t, ...rates, ...caps];
    store.append(
      Float64Array.from([
        ...row(0, [0.1, 0.1, 0.1, 0.1], [10, 20, 6, 8]),
        ...row(0.1, [2, 0.5, 3, 1], [10, 20, 6, 8]),
        ...row(0.2, [9, 0.1, 6, 2], [10, 18, 6, 8]),
      ]),
      3,
    );
    return store;
  }

  const widthOf = (id: string) =>
    Number(container.querySelector(`path[data-route="${id}"]`)!.getAttribute('stroke-width'));
  const numbersOf = (id: string) => container.querySelector(`[data-load-capacity="${id}"]`)!.textContent;

  it('draws one path per route, widths growing with the rate at the sample nearest the cursor', () => {
    const store = sharedStore();
    act(() => root.render(<NetworkDiagram layout={SHARED} store={store} cursorS={0.04} version={1} />));
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(container.querySelectorAll('path[data-route]')).toHaveLength(4);
    const at0 = widthOf('alice-access-1+bottleneck');
    // 0.16 s is nearest the sample at 0.2 s: 9 Mbps on alice's first route.
    act(() => root.render(<NetworkDiagram layout={SHARED} store={store} cursorS={0.16} version={1} />));
    const at02 = widthOf('alice-access-1+bottleneck');
    expect(at02).toBeGreaterThan(at0);
    // Full width at the largest route bottleneck: alice's first route is limited by access-1 (10 Mbps;
    // the 20 Mbps bottleneck limits no route), so 1 + 13 * 9 / 10.
    expect(fullWidthRateMbps(store)).toBe(10);
    expect(at02).toBeCloseTo(1 + (13 * 9) / 10, 5);
    expect(widthOf('alice-access-1+bottleneck')).toBeGreaterThan(widthOf('bob-access-2+bottleneck'));
    expect(widthOf('alice-backup')).toBeGreaterThanOrEqual(MIN_STROKE_PX);
    expect(container.querySelector('path[data-route="alice-backup"] title')!.textContent).toBe(
      'alice-backup: 0.10 Mbps',
    );
  });

  it('shows each resource as load/capacity in Mbps from the store', () => {
    const store = sharedStore();
    act(() => root.render(<NetworkDiagram layout={SHARED} store={store} cursorS={0.2} version={1} />));
    // bottleneck carries alice's 9 and bob's 6 against 18; backup carries 0.1 + 2 of 6.
    expect(numbersOf('bottleneck')).toBe('15.0/18.0');
    expect(numbersOf('backup')).toBe('2.1/6.0');
    expect(numbersOf('access-2')).toBe('8.0/8.0');
    expect(container.querySelector('[data-resource="bottleneck"] title')!.textContent).toBe(
      'bottleneck: load 15.0 of 18.0 Mbps (83 %)',
    );
    expect(container.querySelector('[data-rate="bob-access-2+bottleneck"]')!.textContent).toBe('6.0');
    expect(container.querySelector('svg')!.getAttribute('aria-label')).toBe(
      'Network diagram: 2 sources, 4 resources, 4 routes. At 0.2 s the destination receives 17.1 Mbps. Busiest resource access-2: 8.0 of 8.0 Mbps.',
    );
  });

  it("shows a packet run's queue as the fill of its buffer; a fluid run has no queue bar", () => {
    const fluid = sharedStore();
    act(() => root.render(<NetworkDiagram layout={SHARED} store={fluid} cursorS={0.2} version={1} />));
    expect(container.querySelectorAll('.nd-queue')).toHaveLength(0);
    // The same network run packet by packet: q: columns and each link's buffer in the layout.
    const resources = SHARED.resources.map((r, j) => ({ ...r, bufferPackets: [20, 40, 10, 8][j] }));
    const packet: RunLayout = {
      ...SHARED,
      engine: 'packet',
      resources,
      sampleWidth: SHARED.sampleWidth + resources.length,
      columns: [...SHARED.columns, ...resources.map((r) => `q:${r.id}`)],
    };
    const store = new RunStore(packet);
    const row = (t: number, queues: number[]) => [t, 1, 1, 1, 1, 10, 20, 6, 8, ...queues];
    store.append(Float64Array.from([...row(0, [0, 0, 0, 0]), ...row(0.1, [5, 40, 1, 2])]), 2);
    act(() => root.render(<NetworkDiagram layout={packet} store={store} cursorS={0.1} version={1} />));
    const bar = (id: string) => container.querySelector<SVGRectElement>(`[data-resource="${id}"] .nd-queue`)!;
    const track = (id: string) => container.querySelector(`[data-resource="${id}"] .nd-track`)!;
    const full = Number(track('access-1').getAttribute('width'));
    expect(Number(bar('access-1').getAttribute('width'))).toBeCloseTo(full * (5 / 20), 6);
    expect(Number(bar('bottleneck').getAttribute('width'))).toBeCloseTo(full * 1, 6);
    expect(bar('bottleneck').getAttribute('fill')).toBe('#c0392b');
    expect(container.querySelector('[data-resource="access-1"] title')!.textContent).toContain('queue 5 of 20 packets');
    expect(container.textContent).toContain('top bar: queue of its buffer');
  });

  it('follows the store as chunks arrive (version) and waits for results without them', () => {
    const store = new RunStore(SHARED);
    act(() => root.render(<NetworkDiagram layout={SHARED} store={store} cursorS={0.3} version={0} />));
    expect(numbersOf('bottleneck')).toBe('–');
    expect(container.querySelector('path[data-route="alice-backup"]')!.getAttribute('stroke-dasharray')).toBe('3 3');
    store.append(Float64Array.from([0, 1, 1, 1, 1, 10, 20, 6, 8]), 1);
    act(() => root.render(<NetworkDiagram layout={SHARED} store={store} cursorS={0.3} version={1} />));
    expect(numbersOf('bottleneck')).toBe('2.0/20.0');
    store.append(
      Float64Array.from([0.1, 1, 1, 1, 1, 10, 20, 6, 8, 0.2, 1, 1, 1, 1, 10, 20, 6, 8, 0.3, 5, 1, 5, 1, 10, 20, 6, 8]),
      3,
    );
    act(() => root.render(<NetworkDiagram layout={SHARED} store={store} cursorS={0.3} version={2} />));
    expect(numbersOf('bottleneck')).toBe('10.0/20.0');
    act(() => root.render(<NetworkDiagram layout={null} store={null} cursorS={0} />));
    expect(container.textContent).toContain('solving');
  });

  it('fills the width of its frame, and shrinks a drawing too tall for the frame', () => {
    let frame = { width: 800, height: 400 };
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly cb: ResizeObserverCallback) {}
        observe() {
          this.cb([{ contentRect: frame } as ResizeObserverEntry], this as unknown as ResizeObserver);
        }
        disconnect() {}
        unobserve() {}
      },
    );
    try {
      act(() => root.render(<NetworkDiagram layout={SHARED} store={sharedStore()} cursorS={0.1} />));
      const svg = () => container.querySelector('svg')!;
      expect([svg().getAttribute('width'), svg().getAttribute('height'), svg().getAttribute('viewBox')]).toEqual([
        '800',
        '400',
        '0 0 800 400',
      ]);
      // 60 resources in one column need rows of 24 px: 60 × 24 + 2 × 4 = 1448 px of drawing, shown at 0.8 (the least) and scrolled.
      frame = { width: 600, height: 100 };
      const many = makeLayout({ s: Array.from({ length: 60 }, (_, k) => [`r${k}`]) });
      act(() => root.unmount());
      root = createRoot(container);
      act(() => root.render(<NetworkDiagram layout={many} store={null} cursorS={0} />));
      expect(svg().getAttribute('data-scale')).toBe('0.800');
      expect(Number(svg().getAttribute('width'))).toBeCloseTo(600, 5);
      expect(Number(svg().getAttribute('height'))).toBeCloseTo(1448 * 0.8, 5);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is a collapsible section under a heading when given one', () => {
    act(() => root.render(<NetworkDiagram layout={SHARED} store={sharedStore()} cursorS={0.1} heading="Network" />));
    const details = container.querySelector('details')!;
    expect(details.open).toBe(true);
    expect(details.querySelector('summary')!.textContent).toContain('Network');
    expect(details.querySelector('summary')!.textContent).toContain('t = 0.1 s · 6.5 Mbps in all');
    expect(nearestSampleIndex(sharedStore(), 0.14)).toBe(1);
    expect(nearestSampleIndex(sharedStore(), 99)).toBe(2);
  });
});
