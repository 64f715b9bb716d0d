/** Seeded randomness for the property and fuzz tests: the same cases on every run. */

/** Numbers in [0, 1). */
export type Random = () => number;

/** mulberry32: a seeded PRNG giving numbers in [0, 1). */
export function rng(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in `[lo, hi]`. */
export const int = (r: Random, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
/** One of `items`. */
export const pick = <T>(r: Random, items: readonly T[]): T => {
  const item = items[Math.floor(r() * items.length)];
  if (item === undefined) throw new Error('pick: no items');
  return item;
};
