/**
 * What the page says about an accuracy check (solver/src/accuracy.rs): the run at dt against the
 * run at dt/2, judged by the largest difference relative to each route's peak.
 */
import type { AccuracyReport } from '../solver/wasm';

/** Above this fraction of a route's peak, halving dt moves the result too much to trust. */
export const ACCURACY_TOLERANCE = 0.01;

/** The verdict in one sentence, and whether it is a warning. */
export function accuracyVerdict(report: AccuracyReport): { text: string; warning: boolean } {
  const worst = report.series[0];
  const dtMs = +(report.dtS * 1000).toPrecision(6);
  if (!worst || worst.peakMbps === 0)
    return { text: `dt = ${dtMs} ms: no route carries anything to compare.`, warning: false };
  const route = worst.column.replace(/^x:/, '');
  const where = `${route}, ${worst.maxAbsMbps.toPrecision(2)} Mbps at ${worst.atS.toFixed(1)} s`;
  const percent = (100 * worst.relative).toPrecision(2);
  if (worst.relative <= ACCURACY_TOLERANCE)
    return {
      text: `dt = ${dtMs} ms is small enough: halving it moves no route by more than ${percent} % of its peak (${where}).`,
      warning: false,
    };
  return {
    text: `dt = ${dtMs} ms is too coarse: halving it moves ${route} by ${percent} % of its peak (${where}). Lower the solver's dt (solver.dtS) until the check passes.`,
    warning: true,
  };
}
