/**
 * The one rule for how many solver workers the page runs (docs/architecture.md, "Workers"):
 * `?workers=N` (1 to 8) when the address gives it, else one per core the page's own thread leaves
 * free (`navigator.hardwareConcurrency` - 1), at least 2 and at most 4. The solver service uses it
 * for both of its pools: the screen's clients (the runs of a drag in parallel) and the pooled jobs
 * (summaries, settles, placement, sweeps, theory points, paper badges).
 */

/** The fewest workers of a pool without `?workers=`: a drag needs two to overlap its runs. */
export const MIN_POOL_WORKERS = 2;
/** The most workers of a pool without `?workers=` (each may hold up to 1 GiB of wasm memory). */
export const MAX_POOL_WORKERS = 4;

/** The cores the browser reports (2 when it does not say). */
export function reportedCores(): number {
  return (typeof navigator === 'undefined' ? 0 : navigator.hardwareConcurrency) || 2;
}

/**
 * Workers of one pool: `asked` (the page's `?workers=`, already checked to be 1 to 8) if given,
 * else `cores` - 1 clamped to 2..4 (a count that is not a number reads as 2 cores).
 */
export function poolSize(asked: number | null = null, cores: number = reportedCores()): number {
  if (asked !== null) return asked;
  const free = Math.floor(cores) - 1;
  if (!Number.isFinite(free)) return MIN_POOL_WORKERS;
  return Math.min(MAX_POOL_WORKERS, Math.max(MIN_POOL_WORKERS, free));
}
