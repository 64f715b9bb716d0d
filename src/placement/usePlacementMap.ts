/**
 * The runs of a placement map (issue 13 item 7): the scenario with one station at each point of a
 * grid, on the solver service's pool (`tools` requests), coarse points first, the results applied
 * in batches. The pool's workers start (and load the solver) while the form is open, so that the
 * first runs do not wait for them; the map lets them go when the form is closed and no map is
 * running. Any edit other than moving the
 * mapped station clears the map.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Scenario } from '../scenario/types';
import { placementGrid, type BoundsM, type GridPoint } from './grid';
import type { PlacementMetric } from './metrics';
import { stationSets } from './scenarioAt';
import { ResultBatcher } from './resultBatcher';
import { solverService, type JobGroup } from '../solver/service';

/** A placement map: what it maps, its grid, and its values so far (null: not yet, or none). */
export interface PlacementMap {
  /** Which map this is (results of another are not applied). */
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
  /** Null while it runs. */
  elapsedMs: number | null;
  /** The scenario without the station's position (see `contextKey`). */
  context: string;
}

/** One run's outcome: its map, its grid point, its metric (null: none) and whether it failed. */
interface Result {
  map: number;
  k: number;
  value: number | null;
  failed: boolean;
}

/** The scenario without the station's position: what a map stays valid for while only it moves. */
function contextKey(scenario: Scenario, stationId: string): string {
  return JSON.stringify({
    ...scenario,
    stations: (scenario.stations ?? []).map((s) => (s.id === stationId ? { ...s, position: null } : s)),
  });
}

/** `m` with the values of `results` that belong to it; its elapsed time set when the last one arrived. */
function withResults(m: PlacementMap | null, results: Result[]): PlacementMap | null {
  const mine = results.filter((r) => r.map === m?.id);
  if (!m || mine.length === 0) return m;
  const values = m.values.slice();
  for (const r of mine) values[r.k] = r.value;
  const done = m.done + mine.length;
  return {
    ...m,
    values,
    done,
    failed: m.failed + mine.filter((r) => r.failed).length,
    elapsedMs: done === m.points.length ? performance.now() - m.startedMs : null,
  };
}

/** A new map `id` of `request` over `points`, with no values yet, started now; `context` from `contextKey`. */
function newMap(id: number, request: PlacementRequest, points: GridPoint[], context: string): PlacementMap {
  return {
    id,
    ...request,
    points,
    values: points.map(() => null),
    done: 0,
    failed: 0,
    startedMs: performance.now(),
    elapsedMs: null,
    context,
  };
}

/**
 * The pool of `tools` workers a placement map runs on: warm while `open`, and again after a Stop
 * (`running` false); stopped once closed and idle (a map still running when the form closes goes on
 * to its end, then its workers stop and free their memory); disposed on unmount.
 */
function useWarmPool(open: boolean, running: boolean): RefObject<JobGroup | null> {
  const pool = useRef<JobGroup | null>(null);
  useEffect(() => {
    if (open) (pool.current ??= solverService().jobs('tools')).warm();
    else if (pool.current && !pool.current.busy) {
      pool.current.dispose();
      pool.current = null;
    }
  }, [open, running]);
  useEffect(() => () => pool.current?.dispose(), []);
  return pool;
}

/** What to map: the station, the metric, the area and the points per side. */
export interface PlacementRequest {
  stationId: string;
  metric: PlacementMetric;
  bounds: BoundsM;
  n: number;
}

/**
 * The placement map of `scenario` (run as `fluidJson`, its fluid form), with its pool kept warm
 * while `open`. `mapRef` always holds the current map, for a drawing layer that reads it.
 */
export function usePlacementMap(
  scenario: Scenario,
  fluidJson: string,
  open: boolean,
): {
  map: PlacementMap | null;
  mapRef: RefObject<PlacementMap | null>;
  running: boolean;
  start(request: PlacementRequest): void;
  stop(): void;
  clear(): void;
} {
  const [map, setMap] = useState<PlacementMap | null>(null);
  const mapRef = useRef<PlacementMap | null>(null);
  mapRef.current = map;
  const batcher = useRef<ResultBatcher<Result> | null>(null);
  const maps = useRef(0);
  const running = map !== null && map.elapsedMs === null;
  const poolRef = useWarmPool(open, running);
  useEffect(() => () => batcher.current?.drop(), []);

  // Stable (it reads refs only): the effect below runs on scenario edits, not on every render.
  const clear = useCallback(() => {
    poolRef.current?.cancel();
    batcher.current?.drop();
    setMap(null);
  }, [poolRef]);
  // Another edit than moving the mapped station makes the map stale: it is cleared.
  useEffect(() => {
    const m = mapRef.current;
    if (m && contextKey(scenario, m.stationId) !== m.context) clear();
  }, [scenario, clear]);

  const apply = (results: Result[]) => setMap((m) => withResults(m, results));

  const start = ({ stationId, metric, bounds, n }: PlacementRequest) => {
    // A map still running is stopped; an idle pool's workers are reused as they are.
    if (poolRef.current?.busy) poolRef.current.cancel();
    const p = (poolRef.current ??= solverService().jobs('tools'));
    const points = placementGrid(bounds, n);
    // The runs' sets, found before anything changes (they name the station by its index).
    const runs = points.map((point) => stationSets(scenario, stationId, point.position));
    const id = ++maps.current;
    setMap(newMap(id, { stationId, metric, bounds, n }, points, contextKey(scenario, stationId)));
    batcher.current?.drop();
    const batch = (batcher.current = new ResultBatcher<Result>(apply));
    let arrived = 0;
    const record = (result: Result) => batch.add(result, ++arrived === points.length);
    // One scenario text for every run, the station moved by sets: the solver then reuses the
    // capacities of the stations that stay (solver/src/network/memo.rs), the same numbers.
    runs.forEach((sets, k) => {
      p.summarize(fluidJson, sets).then(
        (summary) => record({ map: id, k, value: metric.value(summary), failed: false }),
        (e: Error) => e.message !== 'cancelled' && record({ map: id, k, value: null, failed: true }),
      );
    });
  };

  const stop = () => {
    poolRef.current?.cancel();
    batcher.current?.flush();
    setMap((m) => (m ? { ...m, elapsedMs: m.elapsedMs ?? performance.now() - m.startedMs } : m));
  };

  return { map, mapRef, running, start, stop, clear };
}
