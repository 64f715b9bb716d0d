/**
 * The comparison table's cells: how numbers are written, and which cells of a row are marked best
 * (only beyond BEST_MARGIN, never in a row with a missing value), for the table and the verdict.
 */
import { at } from '../util/at';

/** Which value of a row is best: the highest, the lowest, the nearest to 1, or none (a neutral row). */
export type Better = 'higher' | 'lower' | 'nearOne' | null;

/** One cell: the number ranked (null: none) and its text. */
export interface CompareCell {
  value: number | null;
  text: string;
}

/** Text of a cell whose run has not finished. */
export const PENDING_TEXT = '…';

/** Text of a number that is missing or not finite (a summary's `null`): never an exception. */
export const NO_NUMBER_TEXT = '–';

/** A number with about three significant digits, without exponent; `–` if it is not a finite number. */
export function formatNumber(x: number | null | undefined): string {
  if (typeof x !== 'number' || !Number.isFinite(x)) return NO_NUMBER_TEXT;
  const a = Math.abs(x);
  if (a >= 100) return x.toFixed(0);
  if (a >= 10) return x.toFixed(1);
  if (a >= 1) return x.toFixed(2);
  return x.toFixed(3);
}

/** A fraction 0-1 as a percentage with one decimal, e.g. `71.7%`; `–` if it is not a finite number. */
export function formatPercent(fraction: number | null | undefined): string {
  if (typeof fraction !== 'number' || !Number.isFinite(fraction)) return NO_NUMBER_TEXT;
  return `${(100 * fraction).toFixed(1)}%`;
}

/**
 * How much better than every other column a value must be to be marked best: 5 % of the best
 * value (for a friendliness factor, 0.05 of a fair share nearer to 1). Closer values are not a
 * difference the table points at; the caption says so.
 */
export const BEST_MARGIN = 0.05;

/** The table's caption: what "best" means. */
export const BEST_CAPTION = `Green marks the best value of a row only where it beats every other controller by more than ${Math.round(100 * BEST_MARGIN)} % (a friendliness factor: by more than ${BEST_MARGIN} nearer to 1); closer values, rows with a missing value (${NO_NUMBER_TEXT}) and rows where neither way is better are not marked.`;

/**
 * The columns holding the best value of `cells`: those within `margin` of the top value (see
 * BEST_MARGIN) or shown as one of them, when some other column lies beyond it. A row with a missing value (`–`) or a
 * pending cell has none; a cell with no number but other text ("not done") ranks last.
 */
export function bestColumns(cells: CompareCell[], better: Better, margin = BEST_MARGIN): number[] {
  if (better === null || cells.some((c) => c.text === PENDING_TEXT || c.text === NO_NUMBER_TEXT)) return [];
  const valued = cells.flatMap((c, k) => (c.value === null ? [] : [{ k, v: c.value }]));
  if (valued.length === 0) return [];
  const values = valued.map((x) => x.v);
  let near: (v: number) => boolean;
  if (better === 'nearOne') {
    const top = Math.min(...values.map((v) => Math.abs(v - 1)));
    near = (v) => Math.abs(v - 1) <= top + margin + 1e-12;
  } else {
    const top = better === 'higher' ? Math.max(...values) : Math.min(...values);
    const slack = margin * Math.abs(top) + 1e-12;
    near = (v) => (better === 'higher' ? v >= top - slack : v <= top + slack);
  }
  // A value shown with the same text as a best one is as good (0.6% and 0.6%).
  const bestTexts = new Set(valued.filter((x) => near(x.v)).map((x) => at(cells, x.k).text));
  const best = valued.filter((x) => bestTexts.has(at(cells, x.k).text) || near(x.v)).map((x) => x.k);
  return best.length === cells.length ? [] : best;
}
