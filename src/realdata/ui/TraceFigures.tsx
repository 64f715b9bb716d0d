/** A parsed trace's figures and a small sparkline of its capacity (the import panel's summary). */
import type { ParsedTrace } from '../trace/types';
import { shortNumber, summarizeTrace } from '../trace/summary';

/** Points drawn in the sparkline at most. */
const SPARK_POINTS = 300;

/** The capacity over time as an SVG polyline's points, 200 x 40. */
function sparkPoints(trace: ParsedTrace, maxMbps: number): string {
  const n = trace.timesS.length;
  const step = Math.max(1, Math.ceil(n / SPARK_POINTS));
  const t0 = trace.timesS[0]!;
  const span = Math.max(trace.timesS[n - 1]! - t0, 1e-9);
  const out: string[] = [];
  for (let i = 0; i < n; i += step) {
    const x = ((trace.timesS[i]! - t0) / span) * 200;
    const y = 40 - (trace.capacitiesMbps[i]! / Math.max(maxMbps, 1e-9)) * 38;
    out.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  return out.join(' ');
}

/** Format, length, loop, Mbps and the sparkline of `trace`. */
export function TraceFigures({ trace, loop }: { trace: ParsedTrace; loop: boolean }) {
  const s = summarizeTrace(trace);
  const format = trace.format === 'mahimahi' ? 'Mahimahi (1500-byte delivery opportunities)' : 'CSV (time_s,mbps)';
  return (
    <div className="trace-figures">
      <dl aria-label="What the trace holds">
        <dt>Format</dt>
        <dd>{format}</dd>
        <dt>Duration</dt>
        <dd>{shortNumber(s.durationS)} s</dd>
        <dt>Period</dt>
        <dd>{loop ? `${shortNumber(trace.periodS)} s (loops)` : 'none (holds its last value)'}</dd>
        <dt>Capacity</dt>
        <dd>
          mean {shortNumber(s.meanMbps)} Mbps, min {shortNumber(s.minMbps)}, max {shortNumber(s.maxMbps)}
        </dd>
        <dt>Points</dt>
        <dd>
          {s.points} from {trace.lines} lines
          {trace.flooredPoints > 0 ? `; ${trace.flooredPoints} empty raised to the floor, 0.012 Mbps` : ''}
        </dd>
      </dl>
      <svg
        className="trace-spark"
        viewBox="0 0 200 40"
        width="200"
        height="40"
        role="img"
        aria-label="Capacity over the trace"
      >
        <polyline points={sparkPoints(trace, s.maxMbps)} fill="none" stroke="currentColor" strokeWidth="1" />
      </svg>
    </div>
  );
}
