/** What the import panel says about a parsed trace: its length, its loop and its Mbps. */
import type { ParsedTrace } from './types';

/** A parsed trace's figures. */
export interface TraceSummary {
  /** Seconds the points cover (a Mahimahi trace: its period). */
  durationS: number;
  meanMbps: number;
  minMbps: number;
  maxMbps: number;
  points: number;
}

/** The figures of `trace` (mean over the points, each standing for its window alike). */
export function summarizeTrace(trace: ParsedTrace): TraceSummary {
  const c = trace.capacitiesMbps;
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const x of c) {
    sum += x;
    min = Math.min(min, x);
    max = Math.max(max, x);
  }
  const n = c.length;
  const durationS = trace.format === 'mahimahi' ? trace.periodS : trace.timesS[n - 1]! - trace.timesS[0]!;
  return { durationS, meanMbps: n > 0 ? sum / n : 0, minMbps: min, maxMbps: max, points: n };
}

/** `x` with at most three significant decimals, for the panel. */
export function shortNumber(x: number): string {
  return String(Math.round(x * 1000) / 1000);
}
