/**
 * Paper 003's Fig 8 redrawn: the alpha-beta square, each cell coloured by the number of paths
 * MTCP(alpha, beta) uses at equilibrium, with a legend of the counts present.
 */
import { pathColour, type PathsMap } from './pathsMap';

const SIZE = 300;
const PAD = { left: 44, bottom: 36, top: 8, right: 8 };

/** The map as an SVG of `(steps + 1)^2` cells. */
export function PathsChart({ map }: { map: PathsMap }) {
  const k = map.steps + 1;
  const cell = SIZE / k;
  const counts = [...new Set(map.paths)].sort((a, b) => a - b);
  const share = (n: number) => Math.round((100 * map.paths.filter((x) => x === n).length) / map.paths.length);
  const width = PAD.left + SIZE + PAD.right;
  const height = PAD.top + SIZE + PAD.bottom;
  return (
    <figure className="paths-chart" data-testid="paths-chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`Paths used over the alpha-beta square for p = ${map.p.join(', ')}: ${counts
          .map((n) => `${n} path${n > 1 ? 's' : ''} on ${share(n)} %`)
          .join(', ')}; at alpha = beta = 0 ${map.paths[0]}, at alpha = beta = 1 ${map.paths[map.paths.length - 1]}`}
      >
        {map.paths.map((n, idx) => {
          const ia = idx % k;
          const jb = Math.floor(idx / k);
          return (
            <rect
              key={idx}
              x={PAD.left + ia * cell}
              y={PAD.top + SIZE - (jb + 1) * cell}
              width={cell + 0.3}
              height={cell + 0.3}
              fill={pathColour(n)}
            />
          );
        })}
        <text x={PAD.left} y={PAD.top + SIZE + 16} textAnchor="middle">
          0
        </text>
        <text x={PAD.left + SIZE} y={PAD.top + SIZE + 16} textAnchor="middle">
          1
        </text>
        <text x={PAD.left + SIZE / 2} y={PAD.top + SIZE + 30} textAnchor="middle">
          α (increase coupling)
        </text>
        <text x={PAD.left - 6} y={PAD.top + SIZE} textAnchor="end">
          0
        </text>
        <text x={PAD.left - 6} y={PAD.top + 10} textAnchor="end">
          1
        </text>
        <text transform={`translate(14 ${PAD.top + SIZE / 2}) rotate(-90)`} textAnchor="middle">
          β (decrease coupling)
        </text>
      </svg>
      <figcaption>
        <ul className="paths-legend">
          {counts.map((n) => (
            <li key={n}>
              <span className="paths-swatch" style={{ background: pathColour(n) }} /> {n} path{n > 1 ? 's' : ''} used
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
