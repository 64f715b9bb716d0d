/**
 * A sweep's result: a line of the metric against one parameter, or a heat map over two (viridis,
 * the best end yellow), with the best point named. Axis titles are the fields' names in words;
 * the line's ticks are d3's round ("nice") ticks.
 */
import { interpolateViridis, scaleLinear } from 'd3';

const W = 520;
const H = 300;
const PAD = { left: 60, right: 12, top: 26, bottom: 42 };

/** What the chart shows. */
export interface SweepResult {
  xPath: string;
  /** The x field in words, the axis title ("B1 capacity (Mbps)"). */
  xLabel: string;
  xValues: number[];
  yPath: string | null;
  /** The y field in words, or null for one field. */
  yLabel: string | null;
  yValues: number[];
  /** Row by row from the first y value, x within a row; null: not run yet or no value. */
  values: Array<number | null>;
  metricLabel: string;
  unit: string;
  better: 'higher' | 'lower';
}

const short = (v: number | undefined) =>
  v === undefined
    ? ''
    : Math.abs(v) >= 1000 || v === Math.round(v)
      ? String(Math.round(v * 100) / 100)
      : v.toPrecision(3);

/** The chart of a sweep. */
export function SweepChart({ result }: { result: SweepResult }) {
  const finite = result.values.filter((v): v is number => v !== null && Number.isFinite(v));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const lo = finite.length ? Math.min(...finite) : 0;
  const hi = finite.length ? Math.max(...finite) : 1;
  const nx = result.xValues.length;
  const label = `${result.metricLabel}${result.unit ? ` (${result.unit})` : ''}`;
  if (!result.yPath) return <SweepLine {...{ result, lo, hi, label, plotW, plotH }} />;
  const ny = result.yValues.length;
  const cw = plotW / nx;
  const ch = plotH / ny;
  const colour = (v: number) => {
    const t = hi > lo ? (v - lo) / (hi - lo) : 1;
    return interpolateViridis(result.better === 'higher' ? t : 1 - t);
  };
  return (
    <svg
      className="sweep-chart"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={`${label} over ${result.xLabel} and ${result.yLabel}`}
    >
      {result.values.map((v, k) => {
        if (v === null || !Number.isFinite(v)) return null;
        const i = k % nx;
        const j = Math.floor(k / nx);
        return (
          <rect
            key={k}
            x={PAD.left + i * cw}
            y={PAD.top + plotH - (j + 1) * ch}
            width={cw + 0.3}
            height={ch + 0.3}
            fill={colour(v)}
          >
            <title>{`${result.xLabel} = ${short(result.xValues[i])}, ${result.yLabel} = ${short(result.yValues[j])}: ${short(v)}`}</title>
          </rect>
        );
      })}
      <text x={PAD.left} y={PAD.top + plotH + 16} textAnchor="start">
        {short(result.xValues[0])}
      </text>
      <text x={PAD.left + plotW} y={PAD.top + plotH + 16} textAnchor="end">
        {short(result.xValues[nx - 1])}
      </text>
      <text x={PAD.left + plotW / 2} y={H - 6} textAnchor="middle" className="sweep-axis-title">
        {result.xLabel}
      </text>
      <text x={PAD.left - 6} y={PAD.top + plotH} textAnchor="end">
        {short(result.yValues[0])}
      </text>
      <text x={PAD.left - 6} y={PAD.top + 10} textAnchor="end">
        {short(result.yValues[ny - 1])}
      </text>
      <text x={4} y={14} textAnchor="start">
        ↑ {result.yLabel}
      </text>
    </svg>
  );
}

/** What the line chart of a sweep needs from SweepChart: the result, its finite range, label and plot size. */
interface SweepPlot {
  result: SweepResult;
  lo: number;
  hi: number;
  label: string;
  plotW: number;
  plotH: number;
}

/** Round ticks of [lo, hi] (d3's nice ticks, about `count`), inside the range. */
export function roundTicks(lo: number, hi: number, count = 5): number[] {
  if (!(hi > lo)) return [lo];
  return scaleLinear().domain([lo, hi]).ticks(count);
}

/** The chart of a sweep over one parameter: a line through its values, on round ticks. */
function SweepLine({ result, lo, hi, label, plotW, plotH }: SweepPlot) {
  const nx = result.xValues.length;
  const span = hi - lo || Math.abs(hi) || 1;
  // The y range padded by 5 % and widened to round ends, so its ticks are round numbers.
  const [yLo, yHi] = scaleLinear()
    .domain([lo - 0.05 * span, hi + 0.05 * span])
    .nice(5)
    .domain() as [number, number];
  const yAt = (v: number) => PAD.top + plotH * (1 - (v - yLo) / (yHi - yLo));
  const x0 = result.xValues[0] ?? 0;
  const x1 = result.xValues[nx - 1] ?? x0;
  const xOf = (x: number) => PAD.left + (x1 === x0 ? plotW / 2 : (plotW * (x - x0)) / (x1 - x0));
  const xTicks = x1 === x0 ? [x0] : roundTicks(Math.min(x0, x1), Math.max(x0, x1), 5);
  let d = '';
  result.values.forEach((v, i) => {
    if (v === null || !Number.isFinite(v)) return;
    d += `${d ? 'L' : 'M'}${xOf(result.xValues[i] ?? 0).toFixed(1)},${yAt(v).toFixed(1)}`;
  });
  return (
    <svg className="sweep-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${label} against ${result.xLabel}`}>
      <text x={4} y={14} textAnchor="start">
        ↑ {label}
      </text>
      <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={PAD.top + plotH} className="axis" />
      <line x1={PAD.left} x2={PAD.left + plotW} y1={PAD.top + plotH} y2={PAD.top + plotH} className="axis" />
      {roundTicks(yLo, yHi, 5).map((v) => (
        <text key={v} x={PAD.left - 6} y={yAt(v) + 4} textAnchor="end" className="sweep-y-tick">
          {tickText(v)}
        </text>
      ))}
      {xTicks.map((x) => (
        <text key={x} x={xOf(x)} y={PAD.top + plotH + 16} textAnchor="middle" className="sweep-x-tick">
          {tickText(x)}
        </text>
      ))}
      <text x={PAD.left + plotW / 2} y={H - 6} textAnchor="middle" className="sweep-axis-title">
        {result.xLabel}
      </text>
      <path d={d} className="sweep-line" />
      {result.values.map((v, i) =>
        v === null || !Number.isFinite(v) ? null : (
          <circle key={i} cx={xOf(result.xValues[i] ?? 0)} cy={yAt(v)} r={3}>
            <title>{`${result.xLabel} = ${short(result.xValues[i])}: ${short(v)}`}</title>
          </circle>
        ),
      )}
    </svg>
  );
}

/** A round tick's text: no float noise (0.30000000000000004 is "0.3"). */
function tickText(v: number): string {
  return String(Number(v.toPrecision(6)));
}
