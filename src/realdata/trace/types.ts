/** The shapes of a link-trace import (Mahimahi, `time_s,mbps` CSV); see docs/real-data.md. */

/** How a trace is turned into a capacity over time. */
export interface TraceOptions {
  /** Mahimahi traces are counted in windows of this length, milliseconds. */
  windowMs: number;
}

/** A trace as a capacity over time. */
export interface ParsedTrace {
  format: 'mahimahi' | 'csv';
  /** Capacity points: times, seconds (strictly increasing). */
  timesS: Float64Array;
  /** Capacity at each time, Mbps. */
  capacitiesMbps: Float64Array;
  /** The trace's own length, seconds (a Mahimahi trace loops with this period). */
  periodS: number;
  /** Lines of data read. */
  lines: number;
  /** The window a Mahimahi trace was counted in, ms (wider than asked for a very long trace); 0 for CSV. */
  windowMs: number;
  /** Points raised to FLOOR_MBPS (a window with no opportunity, a CSV row of 0 Mbps). */
  flooredPoints: number;
}
