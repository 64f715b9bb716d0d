// @vitest-environment jsdom
/**
 * Issue 23 item 1: what the page draws for thousands of sources is bounded. A chart draws its first
 * MAX_DRAWN_SERIES shown series and says so; the network diagram is not drawn past
 * MAX_DIAGRAM_ROUTES routes and says why (it drew 2,000 boxes and lines, seconds of the page's thread).
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountHost, unmountHost } from './reactHost';
import { MAX_DRAWN_SERIES, drawnNote, drawnSeries } from '../../src/charts/render';
import { MAX_DIAGRAM_ROUTES, NetworkDiagram } from '../../src/diagram/NetworkDiagram';
import type { RunLayout } from '../../src/solver/layout';

/** A layout of `n` single-route sources over one resource `path1`. */
function sourcesLayout(n: number): RunLayout {
  const routes = Array.from({ length: n }, (_, i) => ({
    id: `s${i}-path1`,
    source: `s${i}`,
    group: 'wifi',
    resources: ['path1'],
    forwardMs: 10,
    feedbackMs: 10,
  }));
  return {
    title: 't',
    dtS: 0.001,
    durationS: 1,
    sampleEveryS: 0.1,
    totalSamples: 11,
    sampleWidth: 2 + n,
    columns: ['t_s', ...routes.map((r) => `x:${r.id}`), 'c:path1'],
    routes,
    resources: [{ id: 'path1', target: 'path1', group: 'wifi', responsiveness: 16 }],
    sources: routes.map((r) => ({ id: r.source, label: r.source, routes: [r.id] })),
    nodes: [],
    platforms: [],
  } as unknown as RunLayout;
}

describe('charts draw a bounded number of series', () => {
  const series = Array.from({ length: 2000 }, (_, i) => ({ id: `s${i}` }));

  it('draws the first shown series, at most MAX_DRAWN_SERIES, and says so', () => {
    const hidden = new Set(['s0', 's2']);
    const drawn = drawnSeries(series, hidden);
    expect(drawn).toHaveLength(MAX_DRAWN_SERIES);
    expect(drawn.slice(0, 3).map((s) => s.id)).toEqual(['s1', 's3', 's4']);
    expect(drawnNote(1998)).toBe(
      `Draws the first ${MAX_DRAWN_SERIES} of the 1,998 series shown: hide some in the legend to draw others.`,
    );
    expect(drawnNote(MAX_DRAWN_SERIES)).toBeNull();
    expect(drawnSeries(series.slice(0, 7), new Set())).toHaveLength(7);
  });
});

describe('the network diagram of thousands of routes', () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    ({ container, root } = mountHost());
  });
  afterEach(() => unmountHost({ container, root }));

  it('is not drawn past MAX_DIAGRAM_ROUTES routes, and says why', () => {
    act(() => root.render(<NetworkDiagram layout={sourcesLayout(2000)} store={null} cursorS={0} />));
    expect(container.querySelector('svg')).toBeNull();
    expect(container.textContent).toContain(
      `2,000 routes are more than the diagram draws (${MAX_DIAGRAM_ROUTES}); the charts show every route.`,
    );
  });

  it('is drawn up to MAX_DIAGRAM_ROUTES routes', () => {
    act(() => root.render(<NetworkDiagram layout={sourcesLayout(MAX_DIAGRAM_ROUTES)} store={null} cursorS={0} />));
    expect(container.querySelectorAll('.nd-route')).toHaveLength(MAX_DIAGRAM_ROUTES);
  });
});
