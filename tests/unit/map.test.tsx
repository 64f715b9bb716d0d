// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { at } from '../../src/util/at';
import { resolve } from 'node:path';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScenarioGeometry } from '../../src/geometry/geometry';
import { MapView } from '../../src/map/MapView';
import type { MapViewProps } from '../../src/map/types';
import type { Scenario } from '../../src/scenario/types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const scenario = JSON.parse(readFileSync(resolve(__dirname, '../../public/scenarios/III-D.json'), 'utf8')) as Scenario;

/** The centre moves east along y = 0 from x = -300 at 10 m/s for 60 s; head and tail 100 m either side. */
function fakeGeometry(): ScenarioGeometry & { times: number[] } {
  const times: number[] = [];
  const outline: number[] = [];
  for (let x = -300; x <= 300; x += 5) outline.push(x, 0);
  return {
    times,
    platforms: [{ id: 'convoy', lengthM: 200, endTimeS: 60, outline: new Float64Array(outline) }],
    nodes: [
      { id: 'head', platform: 'convoy' },
      { id: 'middle', platform: 'convoy' },
      { id: 'tail', platform: 'convoy' },
    ],
    epochs: [{ label: 't1', tS: 30, platform: 'convoy', xM: 0, yM: 0 }],
    durationS: 60,
    capacityField: () => new Float64Array(0),
    routes: [],
    fixedPointAt: () => null,
    stationCurve: () => null,
    positionsAt(t) {
      times.push(t);
      const x = -300 + 10 * Math.min(Math.max(t, 0), 60);
      return new Float64Array([Math.min(300, x + 100), 0, x, 0, Math.max(-300, x - 100), 0]);
    },
    dispose() {},
  };
}

const W = 800;
const H = 600;

beforeAll(() => {
  // jsdom has no layout: give the map container a size so Leaflet can fit the view.
  const size = (v: number) =>
    function (this: HTMLElement) {
      return this.classList?.contains('mp-map') ? v : 0;
    };
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: size(W) });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: size(H) });
  // Silence jsdom's "not implemented" canvas message (the grid simply is not drawn).
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
});

let root: Root | null = null;
let host: HTMLElement | null = null;

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = null;
  host = null;
});

function props(over: Partial<MapViewProps> = {}): MapViewProps {
  return {
    scenario,
    geometry: fakeGeometry(),
    timeS: 0,
    tool: 'select',
    onToolDone: vi.fn(),
    selectedStationId: null,
    onSelectStation: vi.fn(),
    stationColours: { B1: '#1f77b4', B2: '#ff7f0e', B3: '#2ca02c' },
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

const byLabel = (h: HTMLElement, label: string) => h.querySelector<HTMLElement>(`[aria-label="${label}"]`);

function mouse(target: Element, type: string, clientX: number, clientY: number): void {
  act(() => {
    target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, clientX, clientY, button: 0 }));
  });
}

function key(target: Element, k: string, shiftKey = false): void {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, cancelable: true }));
  });
}

describe('MapView in jsdom', () => {
  it('renders an accessible map with a focusable marker per station and the convoy nodes', () => {
    const h = render(props());
    const map = h.querySelector('[role="application"]');
    expect(map?.getAttribute('aria-label')).toBe('Map of stations and convoy path (metres)');
    for (const id of ['B1', 'B2', 'B3']) {
      const m = byLabel(h, `Base station ${id}`);
      expect(m).not.toBeNull();
      expect(m!.getAttribute('role')).toBe('button');
      expect(m!.getAttribute('tabindex')).toBe('0');
      expect(m!.textContent).toBe(id);
    }
    // At the start the convoy's middle and tail are at one place on screen: their dots
    // fold into one "MT" (convoyMarkers.ts); the head, 50 px ahead, keeps its own.
    expect(byLabel(h, 'Convoy head')?.textContent).toBe('H');
    expect(byLabel(h, 'Convoy middle and tail')?.textContent).toBe('MT');
    expect(h.querySelector<HTMLElement>('.mp-node--middle')?.style.display).toBe('none');
    expect(h.querySelector('.leaflet-control-scale')).not.toBeNull();
    expect(h.querySelector('.mp-epoch')?.textContent).toBe('t1');
  });

  it('nudges the selected station by 10 m (Shift: 100 m) with the arrow keys', () => {
    const p = props({ selectedStationId: 'B1' });
    const h = render(p);
    const m = byLabel(h, 'Base station B1')!;
    expect(m.classList.contains('is-selected')).toBe(true);
    key(m, 'ArrowRight');
    expect(p.dispatch).toHaveBeenLastCalledWith({ type: 'moveStation', id: 'B1', position: { xM: -190, yM: -400 } });
    key(m, 'ArrowUp', true);
    expect(p.dispatch).toHaveBeenLastCalledWith({ type: 'moveStation', id: 'B1', position: { xM: -200, yM: -300 } });
    // On the focused map itself, the keys move the selected station rather than pan.
    key(h.querySelector('.mp-map')!, 'ArrowLeft');
    expect(p.dispatch).toHaveBeenLastCalledWith({ type: 'moveStation', id: 'B1', position: { xM: -210, yM: -400 } });
    key(m, 'Delete');
    expect(p.dispatch).toHaveBeenLastCalledWith({ type: 'removeStation', id: 'B1' });
    expect(p.onSelectStation).toHaveBeenLastCalledWith(null);
  });

  it('selects a station on click', () => {
    const p = props();
    const h = render(p);
    mouse(byLabel(h, 'Base station B2')!, 'click', 10, 10);
    expect(p.onSelectStation).toHaveBeenCalledWith('B2');
  });

  it('adds a station where the map is clicked with the add-station tool', () => {
    const p = props({ tool: 'add-station' });
    const h = render(p);
    expect(h.querySelector('[role="status"]')?.textContent).toMatch(/place a base station/);
    // The view fits x -300..300, y -400..400, so the container centre is (0, 0).
    mouse(h.querySelector('.mp-map')!, 'click', W / 2, H / 2);
    expect(p.dispatch).toHaveBeenCalledWith({ type: 'addStation', position: { xM: 0, yM: 0 } });
    expect(p.onToolDone).toHaveBeenCalledTimes(1);
  });

  it('moves the convoy with the time cursor without recreating its markers', () => {
    const p = props();
    const h = render(p);
    const head = byLabel(h, 'Convoy head')!;
    const before = head.style.cssText;
    const g = p.geometry as ReturnType<typeof fakeGeometry>;
    rerender({ ...p, timeS: 30 });
    expect(g.times).toContain(30);
    expect(byLabel(h, 'Convoy head')).toBe(head);
    expect(head.style.cssText).not.toBe(before);
  });

  it('sets the time cursor when the path is clicked', () => {
    const p = props();
    const h = render(p);
    const hit = h.querySelector('path.mp-path-hit')!;
    expect(hit).not.toBeNull();
    // Container (400, 300) is (0, 0): the centre is there at t = 30 s.
    mouse(hit, 'click', W / 2, H / 2);
    expect(p.onSetTime).toHaveBeenCalledTimes(1);
    expect(at(at((p.onSetTime as ReturnType<typeof vi.fn>).mock.calls, 0), 0)).toBeCloseTo(30, 1);
  });

  it('draws a polyline with clicks and a double-click', () => {
    const p = props({ tool: 'draw-polyline' });
    const h = render(p);
    const c = h.querySelector('.mp-map')!;
    mouse(c, 'click', W / 2, H / 2);
    mouse(c, 'click', W / 2 + 100, H / 2);
    mouse(c, 'click', W / 2 + 100, H / 2);
    mouse(c, 'dblclick', W / 2 + 100, H / 2);
    expect(p.dispatch).toHaveBeenCalledTimes(1);
    const action = at(at((p.dispatch as ReturnType<typeof vi.fn>).mock.calls, 0), 0);
    expect(action.type).toBe('setTrajectory');
    expect(action.platformId).toBe('convoy');
    expect(action.trajectory.kind).toBe('polyline');
    expect(action.trajectory.points).toHaveLength(2);
    expect(action.trajectory.points[0]).toEqual({ xM: 0, yM: 0 });
    expect(action.trajectory.points[1].xM).toBeGreaterThan(0);
    expect(action.trajectory.speedMps).toBeCloseTo(8.33, 2);
    expect(p.onToolDone).toHaveBeenCalledTimes(1);
  });

  it('cancels a tool with Escape', () => {
    const p = props({ tool: 'draw-polyline' });
    const h = render(p);
    mouse(h.querySelector('.mp-map')!, 'click', W / 2, H / 2);
    key(document.body, 'Escape');
    expect(p.onToolDone).toHaveBeenCalledTimes(1);
    expect(p.dispatch).not.toHaveBeenCalled();
  });

  it('edits polyline vertices: arrow keys move, Delete removes, midpoints insert', () => {
    const poly: Scenario = {
      ...scenario,
      platforms: [
        {
          ...at(scenario.platforms!, 0, 'platform'),
          trajectory: {
            kind: 'polyline',
            points: [
              { xM: -300, yM: 0 },
              { xM: 0, yM: 0 },
              { xM: 300, yM: 0 },
            ],
            speedMps: 10,
          },
        },
      ],
    };
    const p = props({ scenario: poly });
    const h = render(p);
    const v = byLabel(h, 'Convoy path point 2 of 3')!;
    expect(v).not.toBeNull();
    key(v, 'ArrowUp');
    expect(p.dispatch).toHaveBeenLastCalledWith({
      type: 'moveVertex',
      platformId: 'convoy',
      index: 1,
      position: { xM: 0, yM: 10 },
    });
    key(v, 'Delete');
    expect(p.dispatch).toHaveBeenLastCalledWith({ type: 'deleteVertex', platformId: 'convoy', index: 1 });
    mouse(byLabel(h, 'Add a point between points 1 and 2 of the Convoy path')!, 'click', 0, 0);
    expect(p.dispatch).toHaveBeenLastCalledWith({
      type: 'insertVertex',
      platformId: 'convoy',
      index: 1,
      position: { xM: -150, yM: 0 },
    });
  });

  it('renders without geometry and tears down cleanly', () => {
    const h = render(props({ geometry: null }));
    expect(byLabel(h, 'Base station B1')).not.toBeNull();
    expect(byLabel(h, 'Convoy head')).toBeNull();
  });
});
