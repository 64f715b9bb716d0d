/**
 * Geometry of a scenario for the map: each platform's centre path, epoch marks every 30 s (t1,
 * t2, ... as in the paper's Fig. 5; at most MAX_MAP_EPOCHS of them, a round multiple of 30 s apart), and where every node (head, middle, tail) is at any time.
 * It comes from a WebAssembly solver instance on the main thread (geometry only: it never runs the
 * dynamics), so the map and the solver share one definition of the paths.
 */
import type { Solver, SolverRun } from '../solver/wasm';
import type { NodeLayout, PlatformLayout } from '../solver/layout';
import { at } from '../util/at';

/** Seconds between epoch marks. */
export const EPOCH_S = 30;

/** At most this many epoch marks per platform on the map (a long run shows every m-th epoch). */
export const MAX_MAP_EPOCHS = 200;

/**
 * How many epochs apart the drawn marks of a `durationS` run are so that at most `maxMarks` fit:
 * 1, 2, 5, 10, 20, 50, ... (marks every 30 s, 60 s, 150 s, 300 s, ...; t_k keeps its number k).
 */
export function epochStride(durationS: number, maxMarks: number, everyS = EPOCH_S): number {
  const epochs = Math.floor(durationS / everyS + 1e-9);
  if (!(epochs > maxMarks) || !(maxMarks >= 1)) return 1;
  for (let decade = 1; ; decade *= 10)
    for (const m of [1, 2, 5]) if (Math.floor(epochs / (m * decade)) <= maxMarks) return m * decade;
}

/** An epoch mark: where a platform's centre is at `tS`. */
export interface EpochMark {
  label: string;
  tS: number;
  platform: string;
  xM: number;
  yM: number;
}

/** What the map draws of a scenario. */
export interface ScenarioGeometry {
  platforms: Array<PlatformLayout & { outline: Float64Array }>;
  nodes: NodeLayout[];
  epochs: EpochMark[];
  durationS: number;
  /** `(x, y)` of every node at `tS`, interleaved in `nodes` order (metres). */
  positionsAt(tS: number): Float64Array;
  /** Route ids in the run's order. */
  routes: string[];
  /** The Kelly-Voice equilibrium for the capacities at `tS`, Mbps per route (see SolverRun.fixedPointAt). */
  fixedPointAt(tS: number): Float64Array | null;
  /** Station `id`'s capacity `C rho(d)` at `n` distances over `[0, maxDM]`, or null (disabled, unknown). */
  stationCurve(id: string, maxDM: number, n: number): Float64Array | null;
  /** The aggregate capacity field over a rectangle (see SolverRun.capacityField), Mbps. */
  capacityField(x0: number, y0: number, x1: number, y1: number, nx: number, ny: number): Float64Array;
  /** Releases the wasm memory. */
  dispose(): void;
}

/** Builds the geometry of `scenarioJson`; throws ScenarioError if it is invalid. */
export function scenarioGeometry(solver: Solver, scenarioJson: string): ScenarioGeometry {
  const run: SolverRun = solver.start(scenarioJson);
  const { layout } = run;
  const platforms = layout.platforms.map((p, i) => ({ ...p, outline: run.outline(i, 5) }));
  const epochs: EpochMark[] = [];
  const middles = layout.nodes.map((n, i) => ({ n, i })).filter(({ n }) => n.id.endsWith('middle'));
  const stride = epochStride(layout.durationS, MAX_MAP_EPOCHS);
  for (let k = stride; k * EPOCH_S <= layout.durationS; k += stride) {
    const p = run.positionsAt(k * EPOCH_S);
    for (const { n, i } of middles)
      epochs.push({
        label: `t${k}`,
        tS: k * EPOCH_S,
        platform: n.platform,
        xM: at(p, 2 * i, 'node position'),
        yM: at(p, 2 * i + 1, 'node position'),
      });
  }
  return {
    platforms,
    nodes: layout.nodes,
    epochs,
    durationS: layout.durationS,
    positionsAt: (tS) => run.positionsAt(tS),
    routes: layout.routes.map((r) => r.id),
    fixedPointAt: (tS) => run.fixedPointAt(tS),
    stationCurve: (id, maxDM, n) => {
      const index = (layout.fieldStations ?? []).indexOf(id);
      return index < 0 ? null : run.stationCurve(index, maxDM, n);
    },
    capacityField: (x0, y0, x1, y1, nx, ny) => run.capacityField(x0, y0, x1, y1, nx, ny),
    dispose: () => run.dispose(),
  };
}
