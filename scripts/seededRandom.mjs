/**
 * A seeded uniform generator in [0, 1) (mulberry32), shared by the scripts that make the shipped
 * example data (make-drive.mjs, make-traces.mjs), so the same files come out every run.
 */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
