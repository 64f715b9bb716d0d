/** Dashed marks of each series' level across the time cursor (an equilibrium, eq 15). */
import type { ChartLevel, ChartSeries } from './types';

/** Half the length of a level mark, px. */
const LEVEL_HALF_PX = 36;

/** Dashed marks across the cursor at each visible series' level, in its colour. */
export function LevelMarks({
  levels,
  series,
  hidden,
  x,
  y,
  plotW,
  plotH,
}: {
  levels: readonly ChartLevel[];
  series: readonly ChartSeries[];
  hidden: ReadonlySet<string>;
  x: number;
  y: (v: number) => number;
  plotW: number;
  plotH: number;
}) {
  const from = Math.max(0, x - LEVEL_HALF_PX);
  const to = Math.min(plotW, x + LEVEL_HALF_PX);
  return (
    <g className="ts-chart-levels" data-testid="chart-levels">
      {levels.map((l) => {
        const s = series.find((c) => c.id === l.id);
        const at = y(l.value);
        if (!s || hidden.has(l.id) || !Number.isFinite(at) || at < 0 || at > plotH) return null;
        return <line key={l.id} data-series={l.id} x1={from} x2={to} y1={at} y2={at} stroke={s.colour} />;
      })}
    </g>
  );
}
