import { describe, expect, it } from 'vitest';
import type { ScenarioGeometry } from '../../src/geometry/geometry';
import type { Scenario } from '../../src/scenario/types';
import { coalescer } from '../../src/map/coalesce';
import { convoyBody } from '../../src/map/convoyBody';
import { distanceM, fromLatLng, midpointM, outlineToLatLngs, roundM, toLatLng } from '../../src/map/coords';
import { coverageRadiusM } from '../../src/map/coverage';
import { appendIfFar, dedupePoints, finishFreehand } from '../../src/map/drawPoints';
import { groupEpochs } from '../../src/map/epochs';
import { ensureMinSize, scenarioExtent } from '../../src/map/extent';
import { formatMetres, gridLinesFor, gridValues, isMajor, majorEvery, niceStep } from '../../src/map/grid';
import { arrowDelta, isTypingTarget } from '../../src/map/keys';
import { arcAt, nearestTime, nodeIndices, pathSamples, sampleIndexAt } from '../../src/map/pathSamples';
import { at } from '../../src/util/at';

/** A convoy moving east along y = 0 at 10 m/s from x = 0 for 20 s, length 40 m (nodes clamp at the ends). */
function straightGeometry(calls = { n: 0 }): ScenarioGeometry {
  const x = (t: number) => 10 * Math.min(Math.max(t, 0), 20);
  return {
    platforms: [{ id: 'convoy', lengthM: 40, endTimeS: 20, outline: new Float64Array([0, 0, 100, 0, 200, 0]) }],
    nodes: [
      { id: 'head', platform: 'convoy' },
      { id: 'middle', platform: 'convoy' },
      { id: 'tail', platform: 'convoy' },
    ],
    epochs: [],
    durationS: 30,
    capacityField: () => new Float64Array(0),
    routes: [],
    fixedPointAt: () => null,
    stationCurve: () => null,
    positionsAt(t) {
      calls.n += 1;
      return new Float64Array([Math.min(200, x(t) + 20), 0, x(t), 0, Math.max(0, x(t) - 20), 0]);
    },
    dispose() {},
  };
}

describe('map coordinates', () => {
  it('swaps x, y into Leaflet [lat, lng] and back, rounding to whole metres', () => {
    expect(toLatLng({ xM: -200, yM: -400 })).toEqual([-400, -200]);
    expect(fromLatLng({ lat: -400.4, lng: -199.6 })).toEqual({ xM: -200, yM: -400 });
    expect(fromLatLng({ lat: 1.25, lng: 2.5 }, false)).toEqual({ xM: 2.5, yM: 1.25 });
    expect(Object.is(roundM(-0.2), 0)).toBe(true);
    expect(outlineToLatLngs(new Float64Array([1, 2, 3, 4]))).toEqual([
      [2, 1],
      [4, 3],
    ]);
    expect(distanceM({ xM: 0, yM: 0 }, { xM: 3, yM: 4 })).toBe(5);
    expect(midpointM({ xM: 0, yM: 0 }, { xM: 101, yM: -3 })).toEqual({ xM: 51, yM: -1 });
  });
});

describe('grid', () => {
  it('picks 1-2-5 steps and labels every 500 m at 100 m spacing', () => {
    expect(niceStep(48 / 0.4)).toBe(200);
    expect(niceStep(100)).toBe(100);
    expect(niceStep(101)).toBe(200);
    expect(niceStep(0.3)).toBe(0.5);
    expect(niceStep(3000)).toBe(5000);
    expect(majorEvery(100)).toBe(5);
    expect(majorEvery(200)).toBe(5);
    expect(majorEvery(50)).toBe(2);
    expect(gridValues(-250, 250, 100)).toEqual([-200, -100, 0, 100, 200]);
    expect(isMajor(500, 100, 5)).toBe(true);
    expect(isMajor(-1000, 100, 5)).toBe(true);
    expect(isMajor(300, 100, 5)).toBe(false);
    expect(formatMetres(0)).toBe('0');
    expect(formatMetres(500)).toBe('500 m');
    expect(formatMetres(-1500)).toBe('\u22121500 m');
    expect(formatMetres(20000)).toBe('20 km');
  });

  it('places lines on screen with labels on the majors only', () => {
    // View x from -600 to 600 m over 1200 px.
    const lines = gridLinesFor(-600, 600, 100, 0, 1);
    expect(lines.map((l) => l.valueM)).toEqual([-600, -500, -400, -300, -200, -100, 0, 100, 200, 300, 400, 500, 600]);
    expect(lines.filter((l) => l.label).map((l) => l.label)).toEqual(['\u2212500 m', '0', '500 m']);
    expect(lines.find((l) => l.valueM === 0)).toMatchObject({ px: 600, axis: true });
    // y grows upwards: the screen coordinate of the top (max) is 0.
    const ys = gridLinesFor(-300, 300, 100, 600, -1);
    expect(ys.find((l) => l.valueM === 300)?.px).toBe(0);
  });
});

describe('coalescer', () => {
  it('delivers only the latest value once per frame, and flushes at once', () => {
    const frames: Array<() => void> = [];
    const got: number[] = [];
    const c = coalescer<number>((v) => got.push(v), {
      request: (cb) => frames.push(cb),
      cancel: (h) => {
        frames[h - 1] = () => {};
      },
    });
    c.push(1);
    c.push(2);
    c.push(3);
    expect(frames.length).toBe(1);
    at(frames, 0)();
    expect(got).toEqual([3]);
    c.push(4);
    c.push(5);
    c.flush();
    expect(got).toEqual([3, 5]);
    at(frames, 1)(); // the cancelled frame does nothing
    expect(got).toEqual([3, 5]);
    c.push(6);
    c.cancel();
    c.flush();
    expect(got).toEqual([3, 5]);
  });
});

describe('path samples and nearest time', () => {
  it('samples every 0.5 s to the end of the path, once per geometry', () => {
    const calls = { n: 0 };
    const g = straightGeometry(calls);
    const s = at(pathSamples(g), 0);
    expect(s.tS.length).toBe(41);
    expect(s.tS[40]).toBe(20);
    expect(s.arcM[40]).toBeCloseTo(200);
    expect(s.nodes).toEqual({ head: 0, middle: 1, tail: 2 });
    expect(pathSamples(g)[0]).toBe(s);
    expect(calls.n).toBe(41);
    expect(nodeIndices(g.nodes, 'other')).toEqual({ head: -1, middle: -1, tail: -1 });
  });

  it('maps a point near the path to the time the centre passes it', () => {
    const s = at(pathSamples(straightGeometry()), 0);
    expect(nearestTime(s, 123, 7).tS).toBeCloseTo(12.3, 6);
    expect(nearestTime(s, 123, 7).distanceM).toBeCloseTo(7, 6);
    expect(nearestTime(s, -50, 0).tS).toBe(0);
    expect(nearestTime(s, 500, 0).tS).toBe(20);
    expect(sampleIndexAt(s, 1.2)).toBe(2);
    expect(arcAt(s, 1.25)).toBeCloseTo(12.5);
    expect(arcAt(s, 99)).toBeCloseTo(200);
  });

  it('draws the body along the samples between tail and head', () => {
    const g = straightGeometry();
    const s = at(pathSamples(g), 0);
    const body = convoyBody(s, 10, 40, [80, 0], [100, 0], [120, 0]);
    expect(body[0]).toEqual([80, 0]);
    expect(body[body.length - 1]).toEqual([120, 0]);
    expect(body.length).toBeGreaterThan(3);
    for (const [x] of body) expect(x).toBeGreaterThanOrEqual(80);
    expect(convoyBody(null, 0, 40, [0, 0], [1, 0], [2, 0])).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ]);
  });
});

describe('drawing points', () => {
  it('keeps freehand samples at least 20 m apart and ends at the release point', () => {
    let pts = [{ xM: 0, yM: 0 }];
    pts = appendIfFar(pts, { xM: 10, yM: 0 });
    expect(pts.length).toBe(1);
    pts = appendIfFar(pts, { xM: 25, yM: 0 });
    pts = appendIfFar(pts, { xM: 50, yM: 0 });
    expect(pts).toEqual([
      { xM: 0, yM: 0 },
      { xM: 25, yM: 0 },
      { xM: 50, yM: 0 },
    ]);
    expect(finishFreehand(pts, { xM: 55, yM: 0 }).at(-1)).toEqual({ xM: 55, yM: 0 });
    expect(finishFreehand(pts, { xM: 55, yM: 0 }).length).toBe(3);
    expect(finishFreehand(pts, { xM: 70, yM: 0 }).length).toBe(4);
    expect(finishFreehand([], { xM: 1, yM: 1 })).toEqual([{ xM: 1, yM: 1 }]);
  });

  it('drops the double points of a double-click', () => {
    const pts = [
      { xM: 0, yM: 0 },
      { xM: 100, yM: 0 },
      { xM: 100, yM: 1 },
    ];
    expect(dedupePoints(pts, 5)).toEqual(pts.slice(0, 2));
  });
});

describe('keys, extent and coverage', () => {
  it('turns arrows into 10 m (Shift 100 m) moves, north up', () => {
    expect(arrowDelta('ArrowRight', false)).toEqual({ dxM: 10, dyM: 0 });
    expect(arrowDelta('ArrowUp', true)).toEqual({ dxM: 0, dyM: 100 });
    expect(arrowDelta('ArrowDown', false)).toEqual({ dxM: 0, dyM: -10 });
    expect(arrowDelta('a', false)).toBeNull();
    expect(isTypingTarget(null)).toBe(false);
  });

  it('fits stations and paths', () => {
    const s = {
      format: 'multipath-playground/scenario',
      version: 1,
      solver: { durationS: 10 },
      stations: [{ id: 'B1', position: { xM: -200, yM: -400 } }],
      platforms: [
        {
          id: 'p',
          trajectory: {
            kind: 'polyline',
            points: [
              { xM: 0, yM: 0 },
              { xM: 900, yM: 50 },
            ],
          },
        },
      ],
    } as Scenario;
    expect(scenarioExtent(s, null)).toEqual({ minX: -200, minY: -400, maxX: 900, maxY: 50 });
    expect(scenarioExtent(s, straightGeometry())).toEqual({ minX: -200, minY: -400, maxX: 200, maxY: 0 });
    expect(scenarioExtent({ ...s, stations: [], platforms: [] }, null)).toBeNull();
    expect(ensureMinSize({ minX: 10, minY: 10, maxX: 10, maxY: 10 }, 400)).toEqual({
      minX: -190,
      minY: -190,
      maxX: 210,
      maxY: 210,
    });
  });

  it('sizes the coverage circle from the decay law', () => {
    expect(coverageRadiusM(undefined)).toBe(500);
    expect(coverageRadiusM({ law: 'logistic', alphaPerM: 0.007 })).toBe(500);
    expect(coverageRadiusM({ law: 'logistic', d0M: 300 })).toBe(300);
    expect(coverageRadiusM({ law: 'step', radiusM: 250 })).toBe(250);
    expect(coverageRadiusM({ law: 'linear', rangeM: 800 })).toBe(400);
    expect(coverageRadiusM({ law: 'flat' })).toBeNull();
  });
});

describe('epoch labels', () => {
  it('merges marks of a platform waiting at one place into one label', () => {
    const m = (label: string, xM: number, platform = 'convoy') => ({ label, tS: 0, platform, xM, yM: 0 });
    expect(
      groupEpochs([m('t1', 0), m('t2', 100), m('t3', 200), m('t4', 200), m('t5', 200.5), m('t1', 200, 'other')]),
    ).toEqual([
      { label: 't1', xM: 0, yM: 0 },
      { label: 't2', xM: 100, yM: 0 },
      { label: 't3\u2013t5', xM: 200, yM: 0 },
      { label: 't1', xM: 200, yM: 0 },
    ]);
  });
});
