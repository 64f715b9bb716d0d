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

/** The first `max` errors of `errors`, then `and N more` when some were left out. */
export function capErrors(errors: readonly string[], max = MAX_LISTED_ERRORS): string[] {
  if (errors.length <= max) return [...errors];
  return [...errors.slice(0, max), moreLine(errors.length - max)];
}
