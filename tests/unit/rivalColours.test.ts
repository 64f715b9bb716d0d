import { describe, expect, it } from 'vitest';
import { RIVALS, rivalColours } from '../../src/charts/rivalColours';
import { worstSeenDifference } from '../../src/charts/colourVision';
import { STATION_PALETTE } from '../../src/charts/palette';

/** The quadratic version issue 23 replaced (every competitor against every colour used), kept as the reference. */
function quadraticRivalColours(ownColours: readonly string[], rivalCount: number): string[] {
  const used = [...ownColours];
  const out: string[] = [];
  for (let k = 0; k < rivalCount; k++) {
    let best = RIVALS[k % RIVALS.length] ?? RIVALS[0];
    let bestDistance = -1;
    for (const candidate of RIVALS) {
      if (out.includes(candidate) && out.length < RIVALS.length) continue;
      const distance = used.length ? Math.min(...used.map((u) => worstSeenDifference(candidate, u))) : Infinity;
      if (distance > bestDistance + 1e-9) {
        best = candidate;
        bestDistance = distance;
      }
    }
    out.push(best);
    used.push(best);
  }
  return out;
}

describe('rivalColours', () => {
  const owns: string[][] = [
    [],
    ['#d4a20a'],
    ['#1f77b4', '#d62728'],
    [...STATION_PALETTE],
    ['#17becf', '#e7298a', '#000000', '#ffffff'],
  ];
  it.each(owns.map((own) => [own.join(' ') || '(none)', own] as const))(
    'gives what the quadratic version gave, for 0 to 20 competitors (own colours %s)',
    (_, own) => {
      for (let count = 0; count <= 20; count++)
        expect(rivalColours(own, count)).toEqual(quadraticRivalColours(own, count));
    },
  );

  it('colours 5,000 competitors in linear time', () => {
    const own = ['#1f77b4', '#d62728'];
    rivalColours(own, 10); // fills the pair cache: the timing below is the loop
    const t0 = performance.now();
    const small = rivalColours(own, 500);
    const t1 = performance.now();
    const large = rivalColours(own, 5000);
    const t2 = performance.now();
    expect(large.slice(0, 500)).toEqual(small);
    expect(new Set(large.slice(0, RIVALS.length)).size).toBe(RIVALS.length);
    expect(large.slice(RIVALS.length).every((c) => c === RIVALS[0])).toBe(true);
    // Ten times the competitors: well under 100 times the time (the quadratic version took 100x,
    // over a minute for 5,000); an absolute bound for a machine that is slow all over.
    console.log(`rivalColours: 500 in ${(t1 - t0).toFixed(2)} ms, 5,000 in ${(t2 - t1).toFixed(2)} ms`);
    expect(t2 - t1).toBeLessThan(250);
  });
});
