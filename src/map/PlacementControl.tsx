/**
 * "Placement map" (issue 13 item 7): pick a station and a metric; the scenario is run with the
 * station at each point of a grid over the visible map, on a pool of workers, coarse points first,
 * and the map is coloured by the metric as runs finish, with the best point ringed and a button
 * that moves the station there. Runs use the fluid engine. Any other edit clears the map.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { interpolateViridis } from 'd3';
import type { Scenario } from '../scenario/types';
import type { ScenarioAction } from '../state/actions';
import type { MapController } from './mapController';
import type { PlacementView } from './placementLayer';
import { bestIndex, placementGrid, type BoundsM, type GridPoint } from '../placement/grid';
import type { PlacementMetric } from '../placement/metrics';
import { useRunMetrics } from '../placement/useRunMetrics';
import { MetricSelect } from '../placement/MetricSelect';
import { WorkerPool } from '../solver/workerPool';
import { asFluid, stationSets } from '../placement/scenarioAt';
import { ResultBatcher } from '../placement/resultBatcher';

/** Grid sizes offered (points per side). */
export const GRID_SIZES = [10, 20];

/** The scenario without the station's position: what a map stays valid for while only it moves. */
function contextKey(scenario: Scenario, stationId: string): string {
  return JSON.stringify({
    ...scenario,
    stations: (scenario.stations ?? []).map((s) => (s.id === stationId ? { ...s, position: null } : s)),
  });
}

interface Sweep {
  /** Which map this is (results of another are not drawn). */
  id: number;
  stationId: string;
  metric: PlacementMetric;
  bounds: BoundsM;
  n: number;
  points: GridPoint[];
  values: Array<number | null>;
  done: number;
  failed: number;
  startedMs: number;
  elapsedMs: number | null;
  context: string;
}

/** One run's outcome: its map, its grid point, its metric (null: none) and whether it failed. */
interface Result {
  map: number;
  k: number;
  value: number | null;
  failed: boolean;
}

function fmt(v: number | null, unit: string): string {
  if (v === null || !Number.isFinite(v)) return 'no value';
  return unit === '%' ? `${v.toFixed(1)} %` : `${v.toFixed(v >= 100 ? 0 : 2)} ${unit}`;
}

/** The button, its form, the progress and the legend; the map overlay is drawn through `ctrl`. */
export function PlacementControl({
  ctrl,
  scenario,
  dispatch,
  selectedStationId,
}: {
  ctrl: MapController | null;
  scenario: Scenario;
  dispatch: (a: ScenarioAction) => void;
  selectedStationId: string | null;
}) {
  const stations = scenario.stations ?? [];
  const [open, setOpen] = useState(false);
  const [stationId, setStationId] = useState<string>(selectedStationId ?? stations[0]?.id ?? '');
  const [metricId, setMetricId] = useState('throughput');
  const [n, setN] = useState(GRID_SIZES[0]);
  const [sweep, setSweep] = useState<Sweep | null>(null);
  const pool = useRef<WorkerPool | null>(null);
  const batcher = useRef<ResultBatcher<Result> | null>(null);
  const sweepRef = useRef<Sweep | null>(null);
  sweepRef.current = sweep;
  const maps = useRef(0);
  // The station chosen, or the first one when it is gone (removed, or another scenario loaded).
  const chosenId = stations.some((s) => s.id === stationId) ? stationId : (stations[0]?.id ?? '');
  const running = sweep !== null && sweep.elapsedMs === null;

  useEffect(() => {
    if (selectedStationId) setStationId(selectedStationId);
  }, [selectedStationId]);
  // The pool's workers start (and load the solver) when the form opens, while the user picks, and
  // again after a Stop; the pool stops when the form is closed and no map is running (a map still
  // running when it closes goes on to its end, then its workers stop and free their memory).
  useEffect(() => {
    if (open) (pool.current ??= new WorkerPool()).warm();
    else if (pool.current && !pool.current.busy) {
      pool.current.cancel();
      pool.current = null;
    }
  }, [open, running]);
  useEffect(
    () => () => {
      pool.current?.cancel();
      batcher.current?.drop();
    },
    [],
  );

  // The metrics come from a run of the scenario as it is (its sources and route groups).
  const baseJson = useMemo(() => JSON.stringify(asFluid(scenario)), [scenario]);
  const { metrics, problem } = useRunMetrics(baseJson, open);

  // Another edit than moving the mapped station makes the map stale: it is cleared.
  useEffect(() => {
    const s = sweepRef.current;
    if (s && contextKey(scenario, s.stationId) !== s.context) {
      pool.current?.cancel();
      batcher.current?.drop();
      setSweep(null);
    }
  }, [scenario]);

  // The overlay reads the current sweep.
  useEffect(() => {
    if (!ctrl) return;
    ctrl.setPlacement(() => {
      const s = sweepRef.current;
      if (!s) return null;
      const view: PlacementView = {
        bounds: s.bounds,
        n: s.n,
        points: s.points,
        values: s.values,
        better: s.metric.better,
        best: bestIndex(s.values, s.metric.better),
      };
      return view;
    });
    return () => ctrl.setPlacement(null);
  }, [ctrl]);
  useEffect(() => ctrl?.refreshPlacement(), [ctrl, sweep]);

  const metric = metrics.find((m) => m.id === metricId) ?? metrics[0];
  const start = () => {
    const stationId = chosenId;
    if (!ctrl || !metric || !stationId) return;
    // A map still running is stopped; an idle pool's workers are reused as they are.
    if (pool.current?.busy) pool.current.cancel();
    const p = (pool.current ??= new WorkerPool());
    const bounds = ctrl.visibleBoundsM();
    const points = placementGrid(bounds, n);
    // The runs' sets, found before anything changes (they name the station by its index).
    const runs = points.map((point) => stationSets(scenario, stationId, point.position));
    const map = ++maps.current;
    const fresh: Sweep = {
      id: map,
      stationId,
      metric,
      bounds,
      n,
      points,
      values: points.map(() => null),
      done: 0,
      failed: 0,
      startedMs: performance.now(),
      elapsedMs: null,
      context: contextKey(scenario, stationId),
    };
    setSweep(fresh);
    batcher.current?.drop();
    const batch = (batcher.current = new ResultBatcher<Result>(applyResults));
    let arrived = 0;
    const record = (result: Result) => batch.add(result, ++arrived === points.length);
    // One scenario text for every run, the station moved by sets: the solver then reuses the
    // capacities of the stations that stay (solver/src/network/memo.rs), the same numbers.
    runs.forEach((sets, k) => {
      p.summarize(baseJson, sets).then(
        (summary) => record({ map, k, value: metric.value(summary), failed: false }),
        (e: Error) => e.message !== 'cancelled' && record({ map, k, value: null, failed: true }),
      );
    });
  };
  const applyResults = (results: Result[]) =>
    setSweep((s) => {
      const mine = results.filter((r) => r.map === s?.id);
      if (!s || mine.length === 0) return s;
      const values = s.values.slice();
      for (const r of mine) values[r.k] = r.value;
      const done = s.done + mine.length;
      return {
        ...s,
        values,
        done,
        failed: s.failed + mine.filter((r) => r.failed).length,
        elapsedMs: done === s.points.length ? performance.now() - s.startedMs : null,
      };
    });
  const stop = () => {
    pool.current?.cancel();
    batcher.current?.flush();
    setSweep((s) => (s ? { ...s, elapsedMs: s.elapsedMs ?? performance.now() - s.startedMs } : s));
  };
  const clear = () => {
    pool.current?.cancel();
    batcher.current?.drop();
    setSweep(null);
  };

  if (stations.length === 0) return null;
  const best = sweep ? bestIndex(sweep.values, sweep.metric.better) : -1;
  const finite = sweep ? sweep.values.filter((v): v is number => v !== null && Number.isFinite(v)) : [];
  const bestPoint = best >= 0 && sweep ? sweep.points[best] : null;
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        title="Where should a station go? Runs the scenario with it at each point of a grid over the visible map"
      >
        Placement map
      </button>
      {open && (
        <div className="mp-map__placement" data-testid="placement-panel">
          <label>
            Station{' '}
            <select value={chosenId} onChange={(e) => setStationId(e.target.value)} disabled={running}>
              {stations.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label ?? s.id}
                </option>
              ))}
            </select>
          </label>
          <MetricSelect
            label="Best for"
            metrics={metrics}
            value={metric?.id ?? ''}
            onChange={setMetricId}
            disabled={running}
          />
          <label>
            Grid{' '}
            <select value={n} onChange={(e) => setN(Number(e.target.value))} disabled={running}>
              {GRID_SIZES.map((g) => (
                <option key={g} value={g}>
                  {g} × {g} runs over the visible map
                </option>
              ))}
            </select>
          </label>
          <div className="mp-map__placement-buttons">
            {running ? (
              <button type="button" onClick={stop}>
                Stop
              </button>
            ) : (
              <button type="button" onClick={start} disabled={!metric || !ctrl}>
                Map it
              </button>
            )}
            {sweep && !running && (
              <button type="button" onClick={clear}>
                Clear
              </button>
            )}
          </div>
          {problem && <p role="alert">The scenario cannot be run: {problem}</p>}
          {sweep && (
            <p
              role="status"
              data-testid="placement-status"
              data-bounds={JSON.stringify(sweep.bounds)}
              data-n={sweep.n}
              data-best={bestPoint ? JSON.stringify({ ...bestPoint.position, value: sweep.values[best] }) : undefined}
            >
              {sweep.done} of {sweep.points.length} runs
              {sweep.elapsedMs !== null && ` in ${(sweep.elapsedMs / 1000).toFixed(1)} s`}
              {sweep.failed > 0 && ` (${sweep.failed} refused)`}
              {bestPoint &&
                ` · best ${fmt(sweep.values[best], sweep.metric.unit)} at (${bestPoint.position.xM}, ${bestPoint.position.yM}) m`}
            </p>
          )}
          {sweep && finite.length > 0 && (
            <div className="mp-map__field-legend" data-testid="placement-legend">
              <span>
                {fmt(sweep.metric.better === 'higher' ? Math.min(...finite) : Math.max(...finite), sweep.metric.unit)}
              </span>
              <span
                className="mp-map__field-bar"
                style={{
                  background: `linear-gradient(to right, ${interpolateViridis(0)}, ${interpolateViridis(0.5)}, ${interpolateViridis(1)})`,
                }}
              />
              <span>
                {fmt(sweep.metric.better === 'higher' ? Math.max(...finite) : Math.min(...finite), sweep.metric.unit)}{' '}
                (best)
              </span>
            </div>
          )}
          {bestPoint && sweep && (
            <button
              type="button"
              onClick={() => dispatch({ type: 'moveStation', id: sweep.stationId, position: bestPoint.position })}
            >
              Move {sweep.stationId} to the best point
            </button>
          )}
        </div>
      )}
    </>
  );
}
