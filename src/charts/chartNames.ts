/** The charts of the playground, by the names links, lessons and the split comparison use. */
export const CHART_NAMES = ['throughput', 'capacity', 'aggregate'] as const;

/** One chart name. */
export type ChartName = (typeof CHART_NAMES)[number];

/** A sentence under each chart's title saying what it shows (as data, beside the names). */
export const CHART_DESCRIPTIONS: Record<ChartName, string> = {
  throughput:
    "The rate each subflow carries over time, in Mbps: one line per route, such as head-B1 (the head vehicle's subflow through station B1) or sat (the satellite's).",
  capacity:
    "What each channel could carry at that moment, in Mbps: a station's capacity rises as the vehicle comes near and fades as it leaves; a global channel's follows its time law.",
  aggregate:
    'The subflows added up by kind of path (WiFi, satellite, ...) and by source, stacked, so the top edge is the total the source receives.',
};

/** The same sentences at the school level (docs/teaching.md, "Two levels of language"): no ids. */
export const SCHOOL_CHART_DESCRIPTIONS: Record<ChartName, string> = {
  throughput:
    'How fast each road carries data over time, in Mbps: one line for each way the data can go, such as a car through one WiFi station, or the satellite.',
  capacity:
    'How much each link could carry at that moment, in Mbps: a WiFi station can carry more as the car comes near and less as it drives away.',
  aggregate:
    'The roads piled on top of each other, by kind (WiFi, satellite, ...), so the top edge is everything that arrives.',
};
