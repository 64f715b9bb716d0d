// @vitest-environment jsdom
/**
 * The map scales with the screen, not the scenario (issue 10 item 4): a path of 100k or a million
 * points is drawn simplified to a bounded number of vertices, a 100k-point polyline gets no DOM
 * handle per point, and an edit among 5,000 stations touches one station's layers, not 5,000.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as L from 'leaflet';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScenarioGeometry } from '../../src/geometry/geometry';
import { MapView } from '../../src/map/MapView';
import { MAX_DRAWN_POINTS, douglasPeucker, simplifyOutline } from '../../src/map/simplify';
import type { MapViewProps } from '../../src/map/types';
import { MAX_VERTEX_HANDLES } from '../../src/map/vertexLayer';
import type { Scenario, Station } from '../../src/scenario/types';
import { at } from '../../src/util/at';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const base = JSON.parse(readFileSync(resolve(__dirname, '../../public/scenarios/III-D.json'), 'utf8')) as Scenario;

/** A spiral of `n` points (interleaved x, y metres): about three turns, radius growing to about 5 km. */
function spiral(n: number): Float64Array {
  const out = new Float64Array(2 * n);
  for (let i = 0; i < n; i += 1) {
    const a = (20 * i) / n;
    const r = 100 + (i / n) * 5000;
    out[2 * i] = r * Math.cos(a);
    out[2 * i + 1] = r * Math.sin(a);
  }
  return out;
}

/** A geometry whose one platform has `outline` as its path. */
function geometryOf(outline: Float64Array): ScenarioGeometry {
  return {
    platforms: [{ id: 'convoy', lengthM: 200, endTimeS: 600, outline }],
    nodes: [
      { id: 'head', platform: 'convoy' },
      { id: 'middle', platform: 'convoy' },
      { id: 'tail', platform: 'convoy' },
    ],
    epochs: [],
    durationS: 600,
    capacityField: () => new Float64Array(0),
    routes: [],
    fixedPointAt: () => null,
    stationCurve: () => null,
    positionsAt: () => new Float64Array(6),
    dispose() {},
  };
}

beforeAll(() => {
  const size = (v: number) =>
    function (this: HTMLElement) {
      return this.classList?.contains('mp-map') ? v : 0;
    };
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: size(800) });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: size(600) });
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
});

let root: Root | null = null;
let host: HTMLElement | null = null;

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = null;
  host = null;
  vi.restoreAllMocks();
});

function props(over: Partial<MapViewProps> = {}): MapViewProps {
  return {
    scenario: base,
    geometry: null,
    timeS: 0,
    tool: 'select',
    onToolDone: vi.fn(),
    selectedStationId: null,
    onSelectStation: vi.fn(),
    stationColours: {},
    dispatch: vi.fn(),
    onSetTime: vi.fn(),
    onDragging: vi.fn(),
    ...over,
  };
}

function render(p: MapViewProps): HTMLElement {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(<MapView {...p} />));
  return host;
}

function rerender(p: MapViewProps): void {
  act(() => root!.render(<MapView {...p} />));
}

/** Records the length of every polyline's vertex list Leaflet is given. */
function polylineSizes(): number[] {
  const sizes: number[] = [];
  const original = L.Polyline.prototype.setLatLngs;
  vi.spyOn(L.Polyline.prototype, 'setLatLngs').mockImplementation(function (this: L.Polyline, lls) {
    sizes.push((lls as unknown[]).length);
    return original.call(this, lls);
  });
  return sizes;
}

/** Distance from (x, y) to the nearest segment of the interleaved polyline `line`, metres. */
function distanceToLine(line: Float64Array, x: number, y: number): number {
  let best = Infinity;
  for (let i = 0; i + 3 < line.length; i += 2) {
    const [ax, ay] = [at(line, i), at(line, i + 1)];
    const [dx, dy] = [at(line, i + 2) - ax, at(line, i + 3) - ay];
    const len2 = dx * dx + dy * dy;
    const u = len2 > 0 ? Math.min(1, Math.max(0, ((x - ax) * dx + (y - ay) * dy) / len2)) : 0;
    best = Math.min(best, Math.hypot(ax + u * dx - x, ay + u * dy - y));
  }
  return best;
}

describe('simplifyOutline', () => {
  it('a million points become at most MAX_DRAWN_POINTS, ends kept, within a few metres of the path', () => {
    const outline = spiral(1_000_000);
    const simple = simplifyOutline(outline);
    const n = simple.length / 2;
    expect(n).toBeLessThanOrEqual(MAX_DRAWN_POINTS);
    expect(n).toBeGreaterThan(100);
    expect([simple[0], simple[1]]).toEqual([outline[0], outline[1]]);
    expect([simple[2 * n - 2], simple[2 * n - 1]]).toEqual([outline.at(-2), outline.at(-1)]);
    // Every 997th point of the path lies within 5 m of the drawn line (the spiral is 10 km wide).
    let worst = 0;
    for (let i = 0; i < 1_000_000; i += 997)
      worst = Math.max(worst, distanceToLine(simple, at(outline, 2 * i), at(outline, 2 * i + 1)));
    expect(worst).toBeLessThan(5);
  });

  it('keeps an outline within the bound as it is, and a straight run as its two ends', () => {
    const short = spiral(300);
    expect(simplifyOutline(short)).toBe(short);
    const line = Float64Array.from({ length: 20_000 }, (_, k) => (k % 2 === 0 ? k : 0));
    expect(Array.from(douglasPeucker(line, 0.1))).toEqual([0, 0, 19_998, 0]);
  });
});

describe('map drawing of large inputs', () => {
  it('a path of 100k outline points is drawn with at most MAX_DRAWN_POINTS vertices per line', () => {
    const sizes = polylineSizes();
    render(props({ geometry: geometryOf(spiral(100_000)) }));
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_DRAWN_POINTS);
  });

  it('a 100k-point polyline: no handle per point, its dashed line bounded', () => {
    const outline = spiral(100_000);
    const points = Array.from({ length: 100_000 }, (_, k) => ({ xM: outline[2 * k], yM: outline[2 * k + 1] }));
    const scenario: Scenario = {
      ...base,
      platforms: [{ ...base.platforms![0], trajectory: { kind: 'polyline', points, speedMps: 10 } }],
    } as Scenario;
    const sizes = polylineSizes();
    const h = render(props({ scenario }));
    expect(h.querySelectorAll('.mp-vertex')).toHaveLength(0);
    expect(h.querySelectorAll('.mp-mid')).toHaveLength(0);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_DRAWN_POINTS);
  });

  it('a polyline within MAX_VERTEX_HANDLES points keeps a handle per point and per segment', () => {
    const points = Array.from({ length: MAX_VERTEX_HANDLES }, (_, k) => ({ xM: 10 * k, yM: (k % 2) * 10 }));
    const scenario = {
      ...base,
      platforms: [{ ...base.platforms![0], trajectory: { kind: 'polyline', points, speedMps: 10 } }],
    } as Scenario;
    const h = render(props({ scenario }));
    expect(h.querySelectorAll('.mp-vertex')).toHaveLength(MAX_VERTEX_HANDLES);
    expect(h.querySelectorAll('.mp-mid')).toHaveLength(MAX_VERTEX_HANDLES - 1);
  });

  it('5,000 stations: moving one touches one circle and keeps every marker element', () => {
    const template = base.stations![0];
    const stations: Station[] = Array.from({ length: 5000 }, (_, k) => ({
      ...template,
      id: `S${k}`,
      label: `S${k}`,
      position: { xM: (k % 100) * 50, yM: Math.floor(k / 100) * 50 },
    }));
    const scenario = { ...base, stations, platforms: [] } as Scenario;
    const h = render(props({ scenario }));
    const markers = Array.from(h.querySelectorAll('.mp-station'));
    expect(markers).toHaveLength(5000);
    const styled = vi.spyOn(L.Path.prototype, 'setStyle');
    const moved = vi.spyOn(L.Circle.prototype, 'setLatLng');
    const next = stations.map((s, k) => (k === 1234 ? { ...s, position: { xM: -999, yM: -999 } } : s));
    rerender(props({ scenario: { ...scenario, stations: next } }));
    expect(moved.mock.calls.length).toBe(1);
    expect(styled.mock.calls.length).toBeLessThanOrEqual(1);
    const after = Array.from(h.querySelectorAll('.mp-station'));
    expect(after).toHaveLength(5000);
    expect(after.every((m, k) => m === markers[k])).toBe(true);
  }, 60_000);
});
