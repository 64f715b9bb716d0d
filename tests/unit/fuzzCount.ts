/**
 * How many cases each TypeScript fuzz test runs. The defaults are what CI affords; with
 * `FUZZ_COUNT` set (scripts/fuzz.sh sets 100,000) the counts are scaled so that together they
 * make FUZZ_COUNT, in the same proportions.
 */

/** Each fuzz test's default count. */
const DEFAULTS = { links: 10_800, files: 10_000, autosaves: 10_000 } as const;

/** A fuzz test with a count. */
export type FuzzTest = keyof typeof DEFAULTS;

const defaultTotal = Object.values(DEFAULTS).reduce((a, b) => a + b, 0);
const requested = Number(process.env.FUZZ_COUNT);
const scale = Number.isFinite(requested) && requested > 0 ? requested / defaultTotal : 1;

/** Cases for `test`: its default, or its share of FUZZ_COUNT. */
export function fuzzCount(test: FuzzTest): number {
  return Math.max(1, Math.round(DEFAULTS[test] * scale));
}

/** A timeout for `test` that grows with its count: `baseMs` at the default count. */
export function fuzzTimeoutMs(test: FuzzTest, baseMs: number): number {
  return Math.ceil(baseMs * Math.max(1, fuzzCount(test) / DEFAULTS[test]));
}

/** A count as the test names show it: `10,800`. */
export const shown = (n: number) => n.toLocaleString('en-US');
