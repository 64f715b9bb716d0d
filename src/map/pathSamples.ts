/**
 * Where each platform's centre (its middle node) is over time, sampled every 0.5 s from
 * `positionsAt` and cached per geometry object. The map uses it to turn a point on the path into
 * a time (hover and click) and to draw the convoy body along the path.
 */
import type { ScenarioGeometry } from '../geometry/geometry';
import { at } from '../util/at';

/** Seconds between samples (coarser for very long paths, see MAX_SAMPLES). */
export const SAMPLE_STEP_S = 0.5;
/** Upper bound on samples per platform. */
export const MAX_SAMPLES = 20_000;

/** Indices of a platform's head, middle and tail in `geometry.nodes` (-1 when missing). */
export interface NodeIndices {
  head: number;
  middle: number;
  tail: number;
}

/** A platform's centre over time: parallel arrays, `arcM` is the distance travelled so far. */
export interface PlatformSamples {
  platformId: string;
  nodes: NodeIndices;
  tS: Float64Array;
  xM: Float64Array;
  yM: Float64Array;
  arcM: Float64Array;
}

/** The head, middle and tail indices of `platformId` among `nodes`. */
export function nodeIndices(nodes: ScenarioGeometry['nodes'], platformId: string): NodeIndices {
  const find = (name: string) => nodes.findIndex((n) => n.platform === platformId && n.id.endsWith(name));
  return { head: find('head'), middle: find('middle'), tail: find('tail') };
}

/** Samples one platform of `g` (index `i`) from t = 0 to the end of its path. */
export function samplePlatform(g: ScenarioGeometry, i: number): PlatformSamples {
  const p = at(g.platforms, i, 'platform');
  const nodes = nodeIndices(g.nodes, p.id);
  const endS = Math.max(0, Number.isFinite(p.endTimeS) ? p.endTimeS : g.durationS);
  const step = Math.max(SAMPLE_STEP_S, endS / (MAX_SAMPLES - 1));
  const n = Math.floor(endS / step + 1e-9) + 1 + (endS % step > 1e-9 ? 1 : 0);
  const tS = new Float64Array(n);
  const xM = new Float64Array(n);
  const yM = new Float64Array(n);
  const arcM = new Float64Array(n);
  const k = Math.max(0, nodes.middle);
  for (let j = 0; j < n; j += 1) {
    const t = Math.min(j * step, endS);
    const pos = g.positionsAt(t);
    tS[j] = t;
    const x = pos[2 * k] ?? Number.NaN;
    const y = pos[2 * k + 1] ?? Number.NaN;
    xM[j] = x;
    yM[j] = y;
    // j - 1 < j < n: the previous sample, just written.
    arcM[j] = j === 0 ? 0 : arcM[j - 1]! + Math.hypot(x - xM[j - 1]!, y - yM[j - 1]!);
  }
  return { platformId: p.id, nodes, tS, xM, yM, arcM };
}

const cache = new WeakMap<ScenarioGeometry, PlatformSamples[]>();

/** Samples of every platform of `g`, computed once per geometry object. */
export function pathSamples(g: ScenarioGeometry): PlatformSamples[] {
  let s = cache.get(g);
  if (!s) {
    s = g.platforms.map((_, i) => samplePlatform(g, i));
    cache.set(g, s);
  }
  return s;
}

/** The time at which the centre passes closest to `(x, y)` (interpolated between samples). */
export function nearestTime(s: PlatformSamples, x: number, y: number): { tS: number; distanceM: number } {
  const n = s.tS.length;
  if (n === 0) return { tS: 0, distanceM: Infinity };
  // n > 0 and j + 1 < n: every index below is a sample (the arrays all have n).
  let best = Math.hypot(s.xM[0]! - x, s.yM[0]! - y);
  let bestT = s.tS[0]!;
  for (let j = 0; j + 1 < n; j += 1) {
    const ax = s.xM[j]!;
    const ay = s.yM[j]!;
    const dx = s.xM[j + 1]! - ax;
    const dy = s.yM[j + 1]! - ay;
    const len2 = dx * dx + dy * dy;
    const u = len2 > 0 ? Math.min(1, Math.max(0, ((x - ax) * dx + (y - ay) * dy) / len2)) : 0;
    const d = Math.hypot(ax + u * dx - x, ay + u * dy - y);
    if (d < best - 1e-9) {
      best = d;
      bestT = s.tS[j]! + u * (s.tS[j + 1]! - s.tS[j]!);
    }
  }
  return { tS: bestT, distanceM: best };
}

/** Index of the last sample with `tS <= t` (0 before the first). */
export function sampleIndexAt(s: PlatformSamples, t: number): number {
  let lo = 0;
  let hi = s.tS.length - 1;
  const first = s.tS[0];
  if (first === undefined || t <= first) return 0;
  if (t >= s.tS[hi]!) return hi; // hi = length - 1 >= 0
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (s.tS[mid]! <= t)
      lo = mid; // lo < mid < hi
    else hi = mid;
  }
  return lo;
}

/** Distance the centre has travelled at `t`, metres (interpolated, clamped to the sampled span). */
export function arcAt(s: PlatformSamples, t: number): number {
  const n = s.tS.length;
  if (n === 0) return 0;
  const j = sampleIndexAt(s, t);
  // 0 <= j < n (sampleIndexAt), and j + 1 < n past the first line.
  if (j + 1 >= n || t <= s.tS[0]!) return s.arcM[j]!;
  const u = (t - s.tS[j]!) / (s.tS[j + 1]! - s.tS[j]!);
  return s.arcM[j]! + Math.min(1, Math.max(0, u)) * (s.arcM[j + 1]! - s.arcM[j]!);
}
