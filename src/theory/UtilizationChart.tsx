/**
 * Paper 003's Figs 4 and 6 redrawn from the closed forms: link utilization (0-1) against the
 * number of subflows or of flows, one line per controller (colour and dash), points at each count.
 */
import { CHART, COUPLING_STYLE, curvePath, xOf, yOf, type Coupling, type UtilizationCurve } from './utilization';
import { at } from '../util/at';

/** A packet run's utilization at count `k` (drawn as a hollow marker of its controller's colour). */
export interface MeasuredPoint {
  coupling: Coupling;
  k: number;
  utilization: number;
}

const Y_TICKS = [0, 0.25, 0.5, 0.75, 1];

/** The chart; `xLabel` names the count on the x axis. */
export function UtilizationChart({
  curves,
  xLabel,
  points = [],
}: {
  curves: UtilizationCurve[];
  xLabel: string;
  points?: MeasuredPoint[];
}) {
  const max = curves[0]?.utilization.length ?? 0;
  if (max === 0) return null;
  const step = max > 20 ? Math.ceil(max / 10) : max > 10 ? 2 : 1;
  const xTicks = Array.from({ length: max }, (_, i) => i + 1).filter((k) => k === 1 || k % step === 0);
  const bottom = CHART.height - CHART.bottom;
  const describe = curves
    .map(
      (c) =>
        `${COUPLING_STYLE[c.coupling].label} from ${at(c.utilization, 0, 'utilization').toFixed(2)} to ${at(c.utilization, max - 1, 'utilization').toFixed(2)}`,
    )
    .join('; ');
  return (
    <figure className="utilization-chart" data-testid="utilization-chart">
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="img"
        aria-label={`Link utilization against ${xLabel}, 1 to ${max}: ${describe}`}
      >
        {Y_TICKS.map((u) => (
          <g key={u}>
            <line x1={CHART.left} x2={CHART.width - CHART.right} y1={yOf(u)} y2={yOf(u)} className="grid" />
            <text x={CHART.left - 6} y={yOf(u) + 4} textAnchor="end">
              {u}
            </text>
          </g>
        ))}
        {xTicks.map((k) => (
          <text key={k} x={xOf(k, max)} y={bottom + 16} textAnchor="middle">
            {k}
          </text>
        ))}
        <text x={(CHART.left + CHART.width - CHART.right) / 2} y={CHART.height - 4} textAnchor="middle">
          {xLabel}
        </text>
        <text transform={`translate(12 ${(CHART.top + bottom) / 2}) rotate(-90)`} textAnchor="middle">
          Utilization
        </text>
        {curves.map((c) => {
          const style = COUPLING_STYLE[c.coupling];
          return (
            <g key={c.coupling} data-coupling={c.coupling}>
              <path d={curvePath(c.utilization)} stroke={style.colour} strokeDasharray={style.dash} className="curve" />
              {c.utilization.map((u, i) => (
                <circle key={i} cx={xOf(i + 1, max)} cy={yOf(u)} r={2.5} fill={style.colour}>
                  <title>{`${style.label}, ${i + 1}: ${u.toFixed(3)}`}</title>
                </circle>
              ))}
            </g>
          );
        })}
        {points
          .filter((p) => p.k >= 1 && p.k <= max)
          .map((p) => (
            <rect
              key={`${p.coupling}-${p.k}`}
              className="measured"
              data-coupling={p.coupling}
              x={xOf(p.k, max) - 4}
              y={yOf(p.utilization) - 4}
              width={8}
              height={8}
              stroke={COUPLING_STYLE[p.coupling].colour}
            >
              <title>{`${COUPLING_STYLE[p.coupling].label}, ${p.k}: ${p.utilization.toFixed(3)} packet by packet`}</title>
            </rect>
          ))}
      </svg>
      <figcaption>
        <UtilizationLegend curves={curves} />
        {points.length > 0 && (
          <p className="utilization-measured-note">
            Hollow squares: the packet engine, {points.length} runs of 120 s (1000-byte packets, 80 ms round trips,
            drop-tail buffers of γ·W0 packets, at least 2).
          </p>
        )}
      </figcaption>
    </figure>
  );
}

/** The legend: each controller's line style, name and law. */
function UtilizationLegend({ curves }: { curves: UtilizationCurve[] }) {
  return (
    <ul className="utilization-legend">
      {curves.map((c) => {
        const style = COUPLING_STYLE[c.coupling];
        return (
          <li key={c.coupling}>
            <svg width="28" height="10" aria-hidden="true">
              <line x1="0" x2="28" y1="5" y2="5" stroke={style.colour} strokeDasharray={style.dash} strokeWidth="2.5" />
            </svg>
            <strong>{style.label}</strong>: {style.law}
          </li>
        );
      })}
    </ul>
  );
}
