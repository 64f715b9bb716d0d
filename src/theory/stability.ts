/**
 * Which equilibria of the direction field (paper 003's Fig 7, eq (15) on two paths) are stable: the
 * Jacobian of eq (15) at each, by central differences, and its eigenvalues' real parts (from its
 * trace and determinant). Both negative: stable (a small push off it dies away); one positive:
 * unstable (it grows); a zero one: neutral (equal paths fully coupled: a line of equilibria).
 *
 * Eq (15) is written here as the solver writes it (`window_drift` in solver/src/theory/mtcp.rs,
 * with the figure's a = 1, b = 1/2, 20 ms round trips of direction.rs); tests/unit/theory.test.tsx
 * holds it equal to the solver's arrows at every cell of the field.
 */

/** The figure's law: loss rates and couplings (a, b and the round trip are the figure's constants). */
export interface FieldLaw {
  p1: number;
  p2: number;
  alpha: number;
  beta: number;
}

/** Eq (15)'s constants in Fig 7: increase a, decrease b, one round trip for both paths, seconds. */
export const FIG7 = { a: 1, b: 0.5, tauS: 0.02 } as const;

/** How an equilibrium behaves under a small push. */
export type Stability = 'stable' | 'unstable' | 'neutral';

/** Eq (15): `[dw1/dt, dw2/dt]` at windows `w` (packets per second). */
export function windowDrift(law: FieldLaw, w: readonly [number, number]): [number, number] {
  const { a, b, tauS } = FIG7;
  const p = [law.p1, law.p2];
  const total = w[0] + w[1];
  const out: [number, number] = [0, 0];
  for (const i of [0, 1] as const) {
    const incDen = (1 - law.alpha) * w[i] + law.alpha * total;
    const inc = incDen > 0 ? (a * (1 - p[i]!)) / incDen : 0;
    out[i] = (w[i] / tauS) * (inc - b * ((1 - law.beta) * w[i] + law.beta * total) * p[i]!);
  }
  return out;
}

/** The Jacobian of eq (15) at `w`, rows `[d f_i / d w1, d f_i / d w2]`, by central differences. */
export function jacobian(law: FieldLaw, w: readonly [number, number]): [[number, number], [number, number]] {
  const h = 1e-6 * Math.max(1, Math.abs(w[0]) + Math.abs(w[1]));
  const column = (k: 0 | 1) => {
    const up: [number, number] = [w[0], w[1]];
    const down: [number, number] = [w[0], w[1]];
    up[k] += h;
    down[k] -= h;
    const fu = windowDrift(law, up);
    const fd = windowDrift(law, down);
    return [(fu[0] - fd[0]) / (2 * h), (fu[1] - fd[1]) / (2 * h)] as const;
  };
  const c1 = column(0);
  const c2 = column(1);
  return [
    [c1[0], c2[0]],
    [c1[1], c2[1]],
  ];
}

/** Stable, unstable or neutral, from the eigenvalues of the Jacobian at `w` (see the module comment). */
export function classifyEquilibrium(law: FieldLaw, w: readonly [number, number]): Stability {
  const [[j11, j12], [j21, j22]] = jacobian(law, w);
  const trace = j11 + j22;
  const det = j11 * j22 - j12 * j21;
  // A scale for "zero": the Jacobian's own size.
  const scale = Math.max(Math.abs(j11), Math.abs(j12), Math.abs(j21), Math.abs(j22), 1e-12);
  if (Math.abs(det) < 1e-6 * scale * scale) return trace < 0 ? 'neutral' : 'unstable';
  if (det < 0) return 'unstable'; // a saddle: one eigenvalue of each sign
  return trace < 0 ? 'stable' : 'unstable';
}

/** What a stability means, for the legend and the caption. */
export const STABILITY_WORDS: Readonly<Record<Stability, string>> = {
  stable: 'stable: a small push off it dies away',
  unstable: 'unstable: a small push off it grows, the windows leave it',
  neutral: 'neutral: a push along the line of equilibria stays where it lands',
};
