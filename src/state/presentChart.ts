/**
 * The presenter view's one chart (src/present/): which charts it can show and the keys 1-4 that
 * choose them. No React: the page store keeps the choice (`view.presentChart`), the presenter
 * view's keys (src/present/presentKeys.ts) and its bar set it.
 */

/**
 * The charts the presenter view offers, in the order of the keys 1-4: the three charts of the run,
 * then `detail`, which is the congestion window per subflow for a packet run and the network
 * diagram at the cursor for a fluid run (a fluid run has no windows; the diagram shows the same
 * rates as widths, large).
 */
export const PRESENT_CHARTS = ['throughput', 'capacity', 'aggregate', 'detail'] as const;

/** One chart of the presenter view. */
export type PresentChart = (typeof PRESENT_CHARTS)[number];

/** The chart the presenter view opens with. */
export const DEFAULT_PRESENT_CHART: PresentChart = 'throughput';

/** The chart of the key `key` ('1' to '4'), or null for any other key. */
export function presentChartOfKey(key: string): PresentChart | null {
  const k = /^[1-4]$/.test(key) ? Number(key) - 1 : -1;
  return PRESENT_CHARTS[k] ?? null;
}
