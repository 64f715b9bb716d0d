/**
 * A sweep's result: a line of the metric against one parameter, or a heat map over two (viridis,
 * the best end yellow), with the best point named.
 */
import { interpolateViridis } from 'd3';

const W = 520;
const H = 300;
const PAD = { left: 60, right: 12, top: 26, bottom: 42 };

/** What the chart shows. */
export interface SweepResult {
  xPath: string;
  xValues: number[];
  yPath: string | null;
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
  const xAt = (i: number) => PAD.left + (nx <= 1 ? plotW / 2 : (plotW * i) / (nx - 1));
  const label = `${result.metricLabel}${result.unit ? ` (${result.unit})` : ''}`;
  if (!result.yPath) return <SweepLine {...{ result, lo, hi, label, plotW, plotH, xAt }} />;
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
      aria-label={`${label} over ${result.xPath} and ${result.yPath}`}
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
            <title>{`${result.xPath} = ${short(result.xValues[i])}, ${result.yPath} = ${short(result.yValues[j])}: ${short(v)}`}</title>
          </rect>
        );
      })}
      <text x={PAD.left} y={PAD.top + plotH + 16} textAnchor="start">
        {short(result.xValues[0])}
      </text>
      <text x={PAD.left + plotW} y={PAD.top + plotH + 16} textAnchor="end">
        {short(result.xValues[nx - 1])}
      </text>
      <text x={PAD.left + plotW / 2} y={H - 6} textAnchor="middle">
        {result.xPath}
      </text>
      <text x={PAD.left - 6} y={PAD.top + plotH} textAnchor="end">
        {short(result.yValues[0])}
      </text>
      <text x={PAD.left - 6} y={PAD.top + 10} textAnchor="end">
        {short(result.yValues[ny - 1])}
      </text>
      <text x={4} y={14} textAnchor="start">
        ↑ {result.yPath}
      </text>
    </svg>
  );
}

/** What the line chart of a sweep needs from SweepChart: the result, its finite range, label, plot size and x of column `i`. */
interface SweepPlot {
  result: SweepResult;
  lo: number;
  hi: number;
  label: string;
  plotW: number;
  plotH: number;
  xAt: (i: number) => number;
}

/** The chart of a sweep over one parameter: a line through its values. */
function SweepLine({ result, lo, hi, label, plotW, plotH, xAt }: SweepPlot) {
  const nx = result.xValues.length;
  const span = hi - lo || Math.abs(hi) || 1;
  const yLo = lo - 0.05 * span;
  const yHi = hi + 0.05 * span;
  const yAt = (v: number) => PAD.top + plotH * (1 - (v - yLo) / (yHi - yLo));
  let d = '';
  result.values.forEach((v, i) => {
    if (v === null || !Number.isFinite(v)) return;
    d += `${d ? 'L' : 'M'}${xAt(i).toFixed(1)},${yAt(v).toFixed(1)}`;
  });
  return (
    <svg className="sweep-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${label} against ${result.xPath}`}>
      <text x={4} y={14} textAnchor="start">
        ↑ {label}
      </text>
      <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={PAD.top + plotH} className="axis" />
      <line x1={PAD.left} x2={PAD.left + plotW} y1={PAD.top + plotH} y2={PAD.top + plotH} className="axis" />
      {[yLo, (yLo + yHi) / 2, yHi].map((v) => (
        <text key={v} x={PAD.left - 6} y={yAt(v) + 4} textAnchor="end">
          {short(v)}
        </text>
      ))}
      {[0, Math.floor((nx - 1) / 2), nx - 1].map((i) => (
        <text key={i} x={xAt(i)} y={PAD.top + plotH + 16} textAnchor="middle">
          {short(result.xValues[i])}
        </text>
      ))}
      <text x={PAD.left + plotW / 2} y={H - 6} textAnchor="middle">
        {result.xPath}
      </text>
      <path d={d} className="sweep-line" />
      {result.values.map((v, i) =>
        v === null || !Number.isFinite(v) ? null : (
          <circle key={i} cx={xAt(i)} cy={yAt(v)} r={3}>
            <title>{`${result.xPath} = ${short(result.xValues[i])}: ${short(v)}`}</title>
          </circle>
        ),
      )}
    </svg>
  );
}
