/** The convoy body as drawn: the stretch of path between the tail and the head. */
import type { PlatformSamples } from './pathSamples';
import { arcAt } from './pathSamples';

/** A point as `[x, y]` metres. */
export type XY = [number, number];

/**
 * Points from `tail` to `head` that follow the path: the centre's samples whose travelled
 * distance lies within half a convoy length of the centre's at `tS`. With no samples it is the
 * straight line tail - middle - head.
 */
export function convoyBody(
  s: PlatformSamples | null,
  tS: number,
  lengthM: number,
  tail: XY,
  middle: XY,
  head: XY,
): XY[] {
  if (!s || s.tS.length === 0) return [tail, middle, head];
  const centre = arcAt(s, tS);
  const lo = centre - lengthM / 2 + 0.5;
  const hi = centre + lengthM / 2 - 0.5;
  const out: XY[] = [tail];
  let lastArc = -Infinity;
  for (let j = 0; j < s.arcM.length; j += 1) {
    // j < arcM.length, the sample count of xM and yM too.
    const a = s.arcM[j]!;
    if (a <= lo) continue;
    if (a >= hi) break;
    if (a - lastArc < 0.25) continue; // the centre stood still: one point is enough
    out.push([s.xM[j]!, s.yM[j]!]);
    lastArc = a;
  }
  out.push(head);
  return out;
}
