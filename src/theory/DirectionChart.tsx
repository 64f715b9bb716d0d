/**
 * Paper 003's Fig 7 redrawn: the direction field of eq (15) on two paths (arrows of equal length
 * showing where the windows move), eq (15)'s trajectories from several starts (grey) and the
 * solver's own from the same starts (orange, dashed), and the equilibria in red (a segment when
 * both paths are equally good and both phases fully coupled): filled when stable, hollow when
 * unstable, as the Jacobian of eq (15) says (stability.ts), and named so in the caption.
 */
import type { DirectionField } from './pathsMap';
import { classifyEquilibrium, STABILITY_WORDS, type FieldLaw, type Stability } from './stability';
import { CHART_PAD as PAD, CHART_SIZE as SIZE, ChosenTrajectories, viewBoxPoint, windowsAtPoint } from './chosenStarts';

/**
 * The field as an SVG; `chosen` are the solver's runs from windows the reader clicked, and
 * `onChoose` is called with the windows under a click inside the square.
 */
export function DirectionChart({
  field,
  law,
  chosen = [],
  onChoose,
}: {
  field: DirectionField;
  law: FieldLaw;
  chosen?: Array<Array<[number, number]>>;
  onChoose?: (w1: number, w2: number) => void;
}) {
  const px = (w1: number) => PAD.left + (SIZE * w1) / field.wMax;
  const py = (w2: number) => PAD.top + SIZE - (SIZE * w2) / field.wMax;
  const cell = field.wMax / field.steps;
  const half = (0.38 * SIZE) / field.steps;
  const eq = field.equilibria;
  const [e0, e1] = eq;
  const stability: Stability[] = eq.map(([a, b]) => classifyEquilibrium(law, [a, b]));
  const point = (k: number) => `(${eq[k]![0].toFixed(1)}, ${eq[k]![1].toFixed(1)})`;
  return (
    <figure className="direction-chart" data-testid="direction-chart">
      <svg
        viewBox={`0 0 ${PAD.left + SIZE + PAD.right} ${PAD.top + SIZE + PAD.bottom}`}
        role="img"
        onClick={(e) => {
          const at = viewBoxPoint(e.currentTarget, e.clientX, e.clientY);
          const w = windowsAtPoint(at.x, at.y, field.wMax);
          if (w && onChoose) onChoose(w[0], w[1]);
        }}
        aria-label={`Direction field of the two windows; ${field.trajectories.length} trajectories of eq (15) and ${
          field.solverTrajectories.length
        } of the solver; equilibria ${
          field.equilibriumSegment && e0
            ? `the segment w1 + w2 = ${e0[0].toFixed(1)}`
            : eq.map((_, k) => `${point(k)} ${stability[k]}`).join(' and ')
        }`}
      >
        <rect x={PAD.left} y={PAD.top} width={SIZE} height={SIZE} className="frame" />
        {field.arrows.map(([d1, d2], k) => {
          const i = k % field.steps;
          const j = Math.floor(k / field.steps);
          const len = Math.hypot(d1, d2);
          if (!(len > 0)) return null;
          const cx = px((i + 0.5) * cell);
          const cy = py((j + 0.5) * cell);
          const ux = (d1 / len) * half;
          const uy = (-d2 / len) * half;
          return (
            <g key={k} className="arrow">
              <line x1={cx - ux} y1={cy - uy} x2={cx + ux} y2={cy + uy} />
              <circle cx={cx + ux} cy={cy + uy} r={1.4} />
            </g>
          );
        })}
        {field.trajectories.map((t, k) => (
          <polyline
            key={k}
            className="trajectory"
            points={t.map(([a, b]) => `${px(a).toFixed(1)},${py(b).toFixed(1)}`).join(' ')}
          />
        ))}
        {field.solverTrajectories.map((t, k) => (
          <polyline
            key={`s${k}`}
            className="solver-trajectory"
            points={t.map(([a, b]) => `${px(a).toFixed(1)},${py(b).toFixed(1)}`).join(' ')}
          />
        ))}
        <ChosenTrajectories runs={chosen} px={px} py={py} />
        {field.equilibriumSegment && e0 && e1 ? (
          <line className="equilibrium" x1={px(e0[0])} y1={py(e0[1])} x2={px(e1[0])} y2={py(e1[1])} />
        ) : null}
        {eq.map(([a, b], k) => (
          <circle
            key={k}
            className={`equilibrium-point ${stability[k]}`}
            data-stability={stability[k]}
            cx={px(a)}
            cy={py(b)}
            r={4.5}
          >
            <title>{`Equilibrium ${point(k)}: ${STABILITY_WORDS[stability[k]!]}`}</title>
          </circle>
        ))}
        <Axes wMax={field.wMax} />
      </svg>
      <figcaption className="direction-legend">
        <span className="key trajectory-key" /> eq (15) itself <span className="key solver-trajectory-key" /> the
        solver's fluid model from the same starts <span className="key equilibrium-key stable" /> stable equilibrium{' '}
        <span className="key equilibrium-key unstable" /> unstable equilibrium{' '}
        <span className="key chosen-trajectory-key" /> the solver from a start you click
        <span className="direction-stability" data-testid="direction-stability">
          {field.equilibriumSegment
            ? `Equilibria: the red segment, every point ${STABILITY_WORDS.neutral}.`
            : `Equilibria: ${eq.map((_, k) => `${point(k)} ${STABILITY_WORDS[stability[k]!]}`).join('; ')}.`}
        </span>
      </figcaption>
    </figure>
  );
}

/** The axes' labels: windows from 0 to `wMax` packets on both. */
function Axes({ wMax }: { wMax: number }) {
  return (
    <>
      <text x={PAD.left + SIZE / 2} y={PAD.top + SIZE + 30} textAnchor="middle">
        w1 (packets)
      </text>
      <text x={PAD.left} y={PAD.top + SIZE + 16} textAnchor="middle">
        0
      </text>
      <text x={PAD.left + SIZE} y={PAD.top + SIZE + 16} textAnchor="middle">
        {wMax.toFixed(0)}
      </text>
      <text x={PAD.left - 6} y={PAD.top + 10} textAnchor="end">
        {wMax.toFixed(0)}
      </text>
      <text transform={`translate(14 ${PAD.top + SIZE / 2}) rotate(-90)`} textAnchor="middle">
        w2 (packets)
      </text>
    </>
  );
}
