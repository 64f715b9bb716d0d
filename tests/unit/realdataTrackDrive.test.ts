/** A read track as a drive and as a scenario (src/realdata/track/drive.ts, apply.ts). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrackText } from '../../src/realdata/track/read';
import { trackDrive, simplifyTrack, START_TOLERANCE_M } from '../../src/realdata/track/drive';
import { applyProblem, applyTrack, driveDurationS, platformSpeedMps } from '../../src/realdata/track/apply';
import { planeToGeo } from '../../src/geometry/geoFrame';
import { MAX_EDITABLE_POINTS, douglasPeucker } from '../../src/geometry/simplify';
import type { ParsedTrack } from '../../src/realdata/track/types';
import type { Scenario } from '../../src/scenario/types';

const fixture = (name: string) => readFileSync(resolve(__dirname, '../fixtures/realdata', name), 'utf8');
const preset = (name: string): Scenario =>
  JSON.parse(readFileSync(resolve(__dirname, '../../public/scenarios', name), 'utf8')) as Scenario;

function parsed(name: string): ParsedTrack {
  const out = readTrackText(fixture(name), name);
  if (!out.ok) throw new Error('fixture refused');
  return out.value;
}

// By hand: a meridian arc of 0.001° at latitude phi is M(phi) * 0.001 * pi / 180 with
// M = a (1 - e^2) / (1 - e^2 sin^2 phi)^1.5 (WGS84 a = 6378137 m, e^2 = 0.00669438): 111.2712 m near
// 52.2° N; 0.0016° of longitude at 52.203° N is N cos(phi) * 0.0016 * pi / 180 with
// N = a / (1 - e^2 sin^2 phi)^0.5: 109.3871 m.
const NORTH_M = 111.2712;
const EAST_M = 109.3871;

describe('trackDrive', () => {
  it('puts the origin at the first point, drops the repeated point and computes each segment speed', () => {
    const d = trackDrive(parsed('drive.gpx'));
    expect(d.origin).toEqual({ originLatDeg: 52.2, originLonDeg: 0.12 });
    expect(d.pointsM[0]).toEqual({ xM: 0, yM: 0 });
    expect(d.fileCount).toBe(8);
    expect(d.distinctCount).toBe(7);
    expect(d.pointsM).toHaveLength(7);
    expect(d.toleranceM).toBe(0);
    expect(d.pointsM[1]!.yM).toBeCloseTo(NORTH_M, 2);
    expect(d.pointsM[4]!.xM - d.pointsM[3]!.xM).toBeCloseTo(EAST_M, 2);
    // 0-10 s, 10-20 s: 111.27 m in 10 s; 20-58 s (a 30 s stop at the third point, then on): 111.27 m
    // in 38 s; 58-70 s and 70-80 s: 109.39 m in 12 s and 10 s; 80-95 s: 111.27 m in 15 s.
    const expected = [NORTH_M / 10, NORTH_M / 10, NORTH_M / 38, EAST_M / 12, EAST_M / 10, NORTH_M / 15];
    expect(d.segmentSpeedsMps).toHaveLength(6);
    d.segmentSpeedsMps!.forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 3));
    expect(d.timedDurationS).toBeCloseTo(95, 6);
    expect(d.stoppedS).toBe(30);
    expect(d.clampedSegments).toBe(0);
    expect(d.lengthM).toBeCloseTo(4 * NORTH_M + 2 * EAST_M, 2);
    // The kept points are the file's points, back on the ellipsoid.
    const back = planeToGeo(d.origin, d.pointsM[6]!);
    expect(back.latDeg).toBeCloseTo(52.204, 9);
    expect(back.lonDeg).toBeCloseTo(0.1232, 9);
  });

  it('simplifies a long track to at most 500 points with the smallest doubled tolerance', () => {
    // MAX_EDITABLE_POINTS is the map's MAX_VERTEX_HANDLES (src/map/vertexLayer.ts), today's 500.
    expect(MAX_EDITABLE_POINTS).toBe(500);
    // 5000 points of a wiggly road, 4 m apart.
    const n = 5000;
    const lat = new Float64Array(2 * n);
    for (let i = 0; i < n; i++) {
      const xM = i * 4;
      // A road with GPS noise of a few metres (deterministic).
      const yM = 150 * Math.sin(xM / 700) + 20 * Math.sin(xM / 90) + 3 * Math.sin(i * 1.7);
      lat[2 * i] = 45 + yM / 111_132;
      lat[2 * i + 1] = 7 + xM / (111_320 * Math.cos((45 * Math.PI) / 180));
    }
    const track: ParsedTrack = { name: 'w', latLonDeg: lat, timesS: null, lines: 1, timesNote: 'no point has a time' };
    const d = trackDrive(track);
    expect(d.pointsM.length).toBeLessThanOrEqual(500);
    expect(d.pointsM.length).toBeGreaterThan(2);
    expect(Math.log2(d.toleranceM / START_TOLERANCE_M) % 1).toBe(0);
    // Half the tolerance would keep too many: the stated tolerance is the first that fits.
    const xy = new Float64Array(2 * n);
    const full = trackDrive(track, 1e9);
    full.pointsM.forEach((p, i) => ((xy[2 * i] = p.xM), (xy[2 * i + 1] = p.yM)));
    expect(d.toleranceM).toBeGreaterThan(START_TOLERANCE_M);
    expect(douglasPeucker(xy, d.toleranceM / 2).length / 2).toBeGreaterThan(500);
    expect(douglasPeucker(xy, d.toleranceM).length / 2).toBe(d.pointsM.length);
    const { kept } = simplifyTrack(xy);
    expect(kept).toHaveLength(d.pointsM.length);
    // Every point of the track lies within the tolerance of the kept polyline.
    let worstM = 0;
    for (let k = 1; k < kept.length; k++) {
      const a = full.pointsM[kept[k - 1]!]!;
      const b = full.pointsM[kept[k]!]!;
      for (let i = kept[k - 1]!; i <= kept[k]!; i++)
        worstM = Math.max(worstM, segmentDistanceM(full.pointsM[i]!, a, b));
    }
    expect(worstM).toBeLessThanOrEqual(d.toleranceM);
    // With times along the arc at a steady 10 m/s: each kept segment (a chord, no longer than the arc
    // it replaces) is driven in the time the track took over it, so the convoy reaches every kept
    // point at the track's time and the drive lasts as long as the track.
    const timesS = arcTimes(full.pointsM, 10);
    const timed = trackDrive({ ...track, timesS });
    expect(timed.pointsM).toHaveLength(d.pointsM.length);
    let atS = 0;
    timed.segmentSpeedsMps!.forEach((v, k) => {
      expect(v).toBeLessThanOrEqual(10 + 1e-9);
      const a = timed.pointsM[k]!;
      const b = timed.pointsM[k + 1]!;
      atS += Math.hypot(b.xM - a.xM, b.yM - a.yM) / v;
      expect(atS).toBeCloseTo(timesS[kept[k + 1]!]!, 6);
    });
    expect(timed.timedDurationS).toBeCloseTo(timesS[n - 1]!, 6);
  });
});

function segmentDistanceM(p: { xM: number; yM: number }, a: { xM: number; yM: number }, b: { xM: number; yM: number }) {
  const dx = b.xM - a.xM;
  const dy = b.yM - a.yM;
  const u = Math.max(0, Math.min(1, ((p.xM - a.xM) * dx + (p.yM - a.yM) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p.xM - a.xM - u * dx, p.yM - a.yM - u * dy);
}

/** Times of driving `points` at `speedMps` along their arc. */
function arcTimes(points: { xM: number; yM: number }[], speedMps: number): Float64Array {
  const t = new Float64Array(points.length);
  for (let i = 1; i < points.length; i++)
    t[i] = t[i - 1]! + Math.hypot(points[i]!.xM - points[i - 1]!.xM, points[i]!.yM - points[i - 1]!.yM) / speedMps;
  return t;
}

describe('applyTrack', () => {
  const base = preset('III-D.json');

  it('makes the frame geographic at the first point and the convoy drive the track from t = 0', () => {
    const d = trackDrive(parsed('drive.gpx'));
    const choices = { platformId: 'convoy', speedMps: 13.9, useTimes: true, wholeDrive: true };
    expect(applyProblem(base, d, choices)).toBeNull();
    const s = applyTrack(base, d, choices);
    expect(s.frame).toEqual({ kind: 'geographic', originLatDeg: 52.2, originLonDeg: 0.12 });
    const t = s.platforms![0]!.trajectory;
    expect(t.kind).toBe('polyline');
    if (t.kind !== 'polyline') return;
    expect(t.points).toHaveLength(7);
    expect(t.startS).toBe(0);
    expect(t.speedMps).toBeUndefined();
    expect(t.segmentSpeedsMps).toEqual(d.segmentSpeedsMps);
    expect(s.solver.durationS).toBe(95);
    expect(s.stations).toBe(base.stations);
    expect(s.channels).toBe(base.channels);
    expect(s.platforms![0]!.links).toBe(base.platforms![0]!.links);
    // The scenario given is not changed.
    expect(base.frame).toEqual({ kind: 'planar' });
    expect(base.platforms![0]!.trajectory.kind).toBe('clover');
    // Without "Run for the whole drive", the run keeps its length.
    expect(applyTrack(base, d, { ...choices, wholeDrive: false }).solver.durationS).toBe(540);
  });

  it('drives a track without times at a constant speed: duration = length / speed', () => {
    const d = trackDrive(parsed('route.gpx'));
    expect(d.segmentSpeedsMps).toBeNull();
    expect(platformSpeedMps(base.platforms![0])).toBe(13.9);
    const s = applyTrack(base, d, { platformId: 'convoy', speedMps: 10, useTimes: true, wholeDrive: true });
    const t = s.platforms![0]!.trajectory;
    expect(t.kind === 'polyline' && t.speedMps).toBe(10);
    // By hand: 0.01° of longitude at 48.1° N (N cos(phi) dlambda = 744.810 m), then 0.005° of
    // latitude (M dphi = 555.962 m): 1300.772 m, 130.1 s at 10 m/s.
    expect(d.lengthM).toBeCloseTo(1300.772, 2);
    expect(s.solver.durationS).toBe(130.1);
    expect(driveDurationS(d, { speedMps: 10, useTimes: false })).toBe(s.solver.durationS);
  });

  it('refuses a scenario without a platform, and a speed out of range', () => {
    const d = trackDrive(parsed('route.gpx'));
    const choices = { platformId: 'convoy', speedMps: 13.9, useTimes: false, wholeDrive: true };
    expect(applyProblem({ ...base, platforms: [] }, d, choices)).toMatch(/^This scenario has no platform/);
    expect(applyProblem(base, d, { ...choices, speedMps: 0 })).toMatch(/^The speed must be/);
    expect(() => applyTrack({ ...base, platforms: [] }, d, choices)).toThrow(/no platform/);
  });
});
