/**
 * Error lists stay short: a scenario with 140,000 bad route ids must not put 140,000 lines (or
 * millions of characters) on screen. Every list the page shows or a decoder returns keeps its
 * first `MAX_LISTED_ERRORS` entries and ends with "and N more".
 */

/** Errors listed before the rest is counted. */
export const MAX_LISTED_ERRORS = 20;

/** The last line of a capped list. */
export function moreLine(count: number): string {
  return `and ${count} more`;
}

/** The solver's own last line of a capped list, e.g. `(root): and 139979 more errors`. */
const SOLVER_MORE = /^\(root\): and (\d+) more errors?$/;

/**
 * The first `max` errors of `errors`, then `and N more` when some were left out. A list the solver
 * already capped (its last line counts the rest) is kept as it is when it fits, and otherwise
 * counted together with it.
 */
export function capErrors(errors: readonly string[], max = MAX_LISTED_ERRORS): string[] {
  const counted = SOLVER_MORE.exec(errors.at(-1) ?? '');
  const listed = counted ? errors.slice(0, -1) : errors;
  const already = counted ? Number(counted[1]) : 0;
  if (listed.length <= max) return [...errors];
  return [...listed.slice(0, max), moreLine(listed.length - max + already)];
}
