/** The charts of the playground, by the names links, lessons and the split comparison use. */
export const CHART_NAMES = ['throughput', 'capacity', 'aggregate'] as const;

/** One chart name. */
export type ChartName = (typeof CHART_NAMES)[number];
