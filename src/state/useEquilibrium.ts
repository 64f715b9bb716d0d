/**
 * The equilibrium at the time cursor, as dashed levels on the throughput chart (docs/model.md §4.5):
 * eq (15) at once for one Kelly-Voice source on routes of their own (from the page's solver);
 * for every other scenario (the window controllers, several sources) the fluid model run from the
 * rates of that moment with its capacities held, until the rates settle, as a `view` request of the
 * solver service's pool.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ChartEquilibrium, ChartLevel } from '../charts/types';
import { nearestIndex } from '../charts/decimate';
import type { ScenarioGeometry } from '../geometry/geometry';
import type { RunStore } from '../store/runStore';
import type { SettledRates } from '../solver/layout';
import { solverService, type JobGroup } from '../solver/service';

/** What the throughput chart's description adds for eq (15)'s marks. */
export const EQUILIBRIUM_NOTE =
  'Dashed marks at the cursor: where each subflow would settle (eq 15) if the capacities stayed as they are at that moment.';

/** What it adds for the marks of a held run. */
export const SETTLED_NOTE =
  'Dashed marks at the cursor: where each subflow would settle if the capacities stayed as they are at that moment (the fluid model, run on from there with them held).';

/** A swing of a route (highest minus lowest over its mean) above this is described as an oscillation. */
export const SWING_SHOWN = 0.05;

/** Eq (15) at `cursorS` as chart levels by route, or undefined where the scenario has no such fixed point. */
export function equilibriumLevels(geometry: ScenarioGeometry | null, cursorS: number): ChartLevel[] | undefined {
  const rates = geometry?.fixedPointAt(cursorS);
  if (!geometry || !rates) return undefined;
  return geometry.routes.map((id, i) => ({ id, value: rates[i] ?? Number.NaN }));
}

/** A held run's answer as chart levels, with what it means (a swing or a run still moving said so). */
export function settledEquilibrium(result: SettledRates): ChartEquilibrium {
  const levels = result.routes.map((id, i) => ({ id, value: result.ratesMbps[i] ?? Number.NaN }));
  let note = SETTLED_NOTE;
  if (result.swing > SWING_SHOWN) {
    note += ` Here the rates do not come to rest: each mark is the middle of a swing of up to ±${Math.round(50 * result.swing)} %.`;
  } else if (!result.settled) {
    note += ` They were still moving after ${Math.round(result.simulatedS)} s of model time: the marks are where they had got to.`;
  }
  return { levels, note };
}

/** Every route's rate at the sample nearest `tS`, or undefined before the run has reached it. */
export function ratesAt(store: RunStore, tS: number): number[] | undefined {
  const i = nearestIndex(store.timeS, store.length, tS);
  if (i < 0 || Math.abs(store.timeS[i]! - tS) > 1) return undefined; // 0 <= i < store.length
  return store.ratesMbps.map((column) => column[i]!);
}

interface Wanted {
  scenarioJson: string;
  variant?: number;
  tS: number;
  startMbps?: number[];
}

/** One request group for every chart's held runs (a split comparison asks once per controller). */
let sharedJobs: JobGroup | null = null;

/**
 * The marks for the cursor. A held run answers in a few milliseconds for the papers' networks;
 * while one runs, only the newest cursor waits (older ones are dropped), so the marks follow a
 * playing timeline a request behind. `enabled` is false while a lesson reveals the run (the marks
 * would answer its questions early). `variant` names the comparison's controller whose run `store`
 * holds (its marks always come from a held run; `geometry` is the scenario's as written).
 */
export function useEquilibrium({
  geometry,
  store,
  scenarioJson,
  variant,
  cursorS,
  enabled,
}: {
  geometry: ScenarioGeometry | null;
  store: RunStore | null;
  scenarioJson: string;
  variant?: number;
  cursorS: number;
  enabled: boolean;
}): ChartEquilibrium | undefined {
  const eq15 = useMemo(
    () => (enabled && store && variant === undefined ? equilibriumLevels(geometry, cursorS) : undefined),
    [enabled, store, geometry, variant, cursorS],
  );
  // A valid scenario (it has geometry, or a comparison ran it) without eq (15): ask a worker.
  const held = enabled && !!store && (!!geometry || variant !== undefined) && !eq15;
  const [answer, setAnswer] = useState<{ scenarioJson: string; tS: number; value: ChartEquilibrium } | null>(null);
  // Whether the run has reached the cursor: when it does (after an edit, the new run streams in
  // from t = 0), ask again, now from the run's own rates there.
  const reached = !!store && store.length > 0 && store.timeS[store.length - 1]! >= cursorS - 1;
  const busy = useRef(false);
  const wanted = useRef<Wanted | null>(null);

  useEffect(() => {
    if (!held || !store) return;
    // The run's rates at the cursor to start from, if the store is this scenario's run.
    const matches = variant !== undefined || store.ratesMbps.length === geometry?.routes.length;
    wanted.current = { scenarioJson, variant, tS: cursorS, startMbps: matches ? ratesAt(store, cursorS) : undefined };
    const pump = () => {
      const job = wanted.current;
      if (busy.current || !job) return;
      wanted.current = null;
      busy.current = true;
      sharedJobs ??= solverService().jobs('view');
      sharedJobs
        .settle(job)
        .then((result) => setAnswer({ scenarioJson: job.scenarioJson, tS: job.tS, value: settledEquilibrium(result) }))
        // A scenario the solver refuses shows its errors elsewhere; here it only has no marks.
        .catch(() => setAnswer(null))
        .finally(() => {
          busy.current = false;
          pump();
        });
    };
    pump();
  }, [held, store, geometry, scenarioJson, variant, cursorS, reached]);

  if (eq15) return { levels: eq15, note: EQUILIBRIUM_NOTE };
  // An answer for another moment is not drawn at this one (after a seek, until the new one comes).
  const near = Math.max(1, 0.01 * (store?.layout.durationS ?? 0));
  return held && answer?.scenarioJson === scenarioJson && Math.abs(answer.tS - cursorS) <= near
    ? answer.value
    : undefined;
}
