/**
 * Competitors' colours: each source after the first takes, in turn, the candidate of `RIVALS`
 * furthest from the colours already on the chart. Linear in the number of competitors (issue 23:
 * a 2,000-source link compared every pair of colours and froze the tab for 48 s).
 */
import { worstSeenDifference } from './colourVision';

/**
 * Colours the routes of sources after the first (competitors) may take: each competitor gets the one
 * furthest from the colours already on the chart (`rivalColours`), gold first.
 */
export const RIVALS: readonly [string, ...string[]] = [
  '#d4a20a',
  '#666666',
  '#17becf',
  '#f0e442',
  '#b2b2b2',
  '#e7298a',
  '#bcbd22',
];

/** Each colour's `worstSeenDifference` to every candidate of `RIVALS`, memoised by colour. */
const differenceCache = new Map<string, readonly number[]>();

function differences(colour: string): readonly number[] {
  let d = differenceCache.get(colour);
  if (d === undefined) {
    d = RIVALS.map((candidate) => worstSeenDifference(candidate, colour));
    differenceCache.set(colour, d);
  }
  return d;
}

/**
 * A colour per competitor source, each in turn the candidate furthest (for the worst of normal and
 * the three colour-vision deficiencies, CIEDE2000) from the first source's route colours and the
 * competitors already coloured (ties: the list's order), so a competitor never takes a colour a
 * station's route has (the 001 lesson: an mHIP route and TCP were both gold). Each candidate keeps
 * its distance to the nearest colour used so far, updated once per new colour: the work is
 * `ownColours.length + rivalCount` times the `RIVALS.length` candidates.
 */
export function rivalColours(ownColours: readonly string[], rivalCount: number): string[] {
  const nearest = RIVALS.map(() => Infinity);
  const addUsed = (colour: string) => {
    const d = differences(colour);
    for (let c = 0; c < nearest.length; c++) nearest[c] = Math.min(nearest[c] ?? Infinity, d[c] ?? Infinity);
  };
  ownColours.forEach(addUsed);
  const taken = new Set<string>();
  const out: string[] = [];
  for (let k = 0; k < rivalCount; k++) {
    let best = RIVALS[k % RIVALS.length] ?? RIVALS[0];
    let bestDistance = -1;
    RIVALS.forEach((candidate, c) => {
      if (taken.has(candidate) && out.length < RIVALS.length) return;
      const distance = nearest[c] ?? Infinity;
      if (distance > bestDistance + 1e-9) {
        best = candidate;
        bestDistance = distance;
      }
    });
    out.push(best);
    taken.add(best);
    addUsed(best);
  }
  return out;
}
