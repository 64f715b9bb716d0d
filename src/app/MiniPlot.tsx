/**
 * A small static SVG plot of every subflow's throughput over time (min/max per pixel column), so
 * the minimal page shows what the solver computed. The live D3 charts come with the playground.
 */
import { RunStore } from '../store/runStore';

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { left: 44, right: 12, top: 10, bottom: 28 };

/** Distinct colours for up to ten series. */
export const SERIES_COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#17becf', '#9467bd', '#ff7f0e', '#8c564b', '#e377c2', '#7f7f7f', '#bcbd22'];

/** Min/max decimation of `values` over `columns` pixel columns: two points per column. */
export function minMaxPoints(times: Float64Array, values: Float64Array, count: number, columns: number): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  if (count === 0) return points;
  const per = Math.max(1, Math.ceil(count / columns));
  for (let start = 0; start < count; start += per) {
    const end = Math.min(count, start + per);
    let lo = start;
    let hi = start;
    for (let i = start; i < end; i += 1) {
      if (values[i] < values[lo]) lo = i;
      if (values[i] > values[hi]) hi = i;
    }
    const [a, b] = lo < hi ? [lo, hi] : [hi, lo];
    points.push([times[a], values[a]]);
    if (b !== a) points.push([times[b], values[b]]);
  }
  return points;
}

/** Plots the throughput of every route of `store`. */
export function MiniPlot({ store, version }: { store: RunStore; version: number }) {
  const count = store.length;
  const tMax = store.layout.durationS || 1;
  let yMax = 1;
  for (const column of store.ratesMbps) for (let i = 0; i < count; i += 1) yMax = Math.max(yMax, column[i]);
  yMax = Math.ceil(yMax / 5) * 5;
  const x = (t: number) => PAD.left + (t / tMax) * (WIDTH - PAD.left - PAD.right);
  const y = (v: number) => HEIGHT - PAD.bottom - (v / yMax) * (HEIGHT - PAD.top - PAD.bottom);
  const ticks = Array.from({ length: Math.floor(tMax / 60) + 1 }, (_, i) => i * 60);
  return (
    <figure className="mini-plot" data-version={version}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label="Throughput per subflow over time (Mbps)">
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} stroke="#999" />
        <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={y(0)} stroke="#999" />
        {ticks.map((t) => (
          <text key={t} x={x(t)} y={HEIGHT - 8} fontSize="11" textAnchor="middle">{t}</text>
        ))}
        {[0, yMax / 2, yMax].map((v) => (
          <text key={v} x={PAD.left - 6} y={y(v) + 4} fontSize="11" textAnchor="end">{v}</text>
        ))}
        {store.ratesMbps.map((column, r) => (
          <polyline
            key={store.layout.routes[r].id}
            fill="none"
            stroke={SERIES_COLOURS[r % SERIES_COLOURS.length]}
            strokeWidth={1.2}
            points={minMaxPoints(store.timeS, column, count, WIDTH - PAD.left - PAD.right)
              .map(([t, v]) => `${x(t).toFixed(1)},${y(v).toFixed(1)}`)
              .join(' ')}
          />
        ))}
      </svg>
      <figcaption>
        {store.layout.routes.map((route, r) => (
          <span key={route.id} className="legend-item">
            <span className="swatch" style={{ background: SERIES_COLOURS[r % SERIES_COLOURS.length] }} /> {route.id}
          </span>
        ))}
        <span className="axis-note"> — throughput in Mbps against time in s</span>
      </figcaption>
    </figure>
  );
}
