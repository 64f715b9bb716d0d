/**
 * Comparison mode's runs: every variant of the scenario's comparison solved at once, one worker
 * each (the solver service's comparison clients), each streaming into its own RunStore and ending
 * with its summary. A new scenario cancels the runs still in progress (terminate and respawn, see
 * SolverClient) and starts the new ones after a short pause; the previous results stay on screen,
 * marked stale, until the new ones stream in. While the cost gate holds runs (RunHoldContext), none
 * starts and those in progress stop; the results stay, marked stale, with the status `held`.
 */
import { useContext, useEffect, useRef, useState } from 'react';
import type { RunHandlers, SolverClient } from '../solver/client';
import { solverService } from '../solver/service';
import type { RunSummary } from '../solver/layout';
import { RunStore } from '../store/runStore';
import type { SolveStatus } from './useSolver';
import { RunHoldContext } from './useCostGate';

/** One controller's run in comparison mode. */
export interface VariantRun {
  /** The variant's label (`LIA`, `MCC-Coop`, ...). */
  label: string;
  store: RunStore | null;
  /** Bumped whenever the store grows or is replaced. */
  version: number;
  status: SolveStatus;
  /** The summary of the latest finished run (null before the first one finishes). */
  summary: RunSummary | null;
  /** True while `summary` belongs to an earlier scenario than the one being solved. */
  summaryStale: boolean;
}

/** Sample rows per chunk: 10 s of a 0.1 s-sampled run. */
const CHUNK_ROWS = 100;
/** Pause before re-solving after an edit, milliseconds. */
const RESTART_DELAY_MS = 150;

/** A variant not yet run. */
function initialRun(label: string): VariantRun {
  return { label, store: null, version: 0, status: { kind: 'idle' }, summary: null, summaryStale: false };
}

/** The runs while the gate holds: each label's previous result (stale), status `held`. */
function heldRuns(names: readonly string[], previous: ReadonlyMap<string, VariantRun>): VariantRun[] {
  return names.map((label) => {
    const before = previous.get(label) ?? initialRun(label);
    return { ...before, status: { kind: 'held' }, summaryStale: before.summary !== null };
  });
}

/** The runs about to start: each label's previous result (stale) until the new one streams in. */
function startingRuns(names: readonly string[], previous: ReadonlyMap<string, VariantRun>): VariantRun[] {
  return names.map((label) => {
    const before = previous.get(label);
    return before
      ? { ...before, status: { kind: 'running', timeS: 0 }, summaryStale: before.summary !== null }
      : { ...initialRun(label), status: { kind: 'running', timeS: 0 } };
  });
}

/**
 * The handlers of a variant's run: they write into `run` in place, call `schedule` to publish and
 * `end` when the run is over (done, invalid or failed).
 */
function variantHandlers(run: VariantRun, schedule: () => void, end: () => void): RunHandlers {
  let store: RunStore | null = null;
  return {
    onLayout(layout) {
      store = new RunStore(layout);
    },
    onChunk(rows, rowCount, timeS) {
      if (!store) return;
      store.append(rows, rowCount);
      run.store = store;
      run.version += 1;
      run.status = { kind: 'running', timeS };
      schedule();
    },
    onSummary(summary) {
      run.summary = summary;
      run.summaryStale = false;
    },
    onDone(elapsedMs) {
      run.status = { kind: 'done', elapsedMs };
      run.version += 1;
      end();
    },
    onInvalid(errors) {
      run.status = { kind: 'invalid', errors };
      end();
    },
    onFailed(message) {
      run.status = { kind: 'failed', message };
      end();
    },
  };
}

/**
 * Solves variant k of `scenarioJson`'s comparison in worker k, for each of `labels` (the
 * comparison's variant labels, in order). `scenarioJson` null: comparison mode is off, every run
 * stops and the result is empty.
 */
export function useComparison(scenarioJson: string | null, labels: readonly string[]): VariantRun[] {
  const [runs, setRuns] = useState<VariantRun[]>([]);
  const clients = useRef<SolverClient[]>([]);
  const latest = useRef<VariantRun[]>([]);
  const labelsKey = labels.join('\u0000');
  const held = useContext(RunHoldContext);

  useEffect(() => {
    const names = labelsKey === '' ? [] : labelsKey.split('\u0000');
    if (scenarioJson === null || names.length === 0) {
      latest.current = [];
      setRuns([]);
      return;
    }
    // Results of the same variant label carry over (stale) until the new run replaces them.
    const previous = new Map(latest.current.map((r) => [r.label, r]));
    if (held) {
      latest.current = heldRuns(names, previous);
      setRuns(latest.current);
      return;
    }
    // The pool array is only ever grown and shrunk in place, so this is the one the cleanup must see.
    const pool = clients.current;
    while (pool.length < names.length) pool.push(solverService().comparisonClient());
    const live = startingRuns(names, previous);
    let frame = 0;
    const publish = () => {
      frame = 0;
      latest.current = live.map((r) => ({ ...r }));
      setRuns(latest.current);
    };
    // Updates reach React at most once per animation frame, for all variants together.
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(publish);
    };
    publish();
    const finished = names.map(() => false);
    let started = false;
    const startAll = () => {
      started = true;
      names.forEach((_, k) => startVariant(k));
    };
    const startVariant = (k: number) => {
      // One live run and one client per variant k.
      const end = () => {
        finished[k] = true;
        schedule();
      };
      pool[k]!.run(scenarioJson, variantHandlers(live[k]!, schedule, end), CHUNK_ROWS, k);
    };
    // The first comparison starts at once; after an edit, a short pause lets a drag or typing
    // settle instead of respawning every worker for each intermediate scenario.
    const timer = setTimeout(startAll, previous.size > 0 ? RESTART_DELAY_MS : 0);
    return () => {
      clearTimeout(timer);
      if (frame !== 0) cancelAnimationFrame(frame);
      // Runs still in progress are stale: stop them (their workers are replaced on the next run).
      if (started) names.forEach((_, k) => !finished[k] && pool[k]?.cancel());
    };
  }, [scenarioJson, labelsKey, held]);

  // Workers past the number of variants are released; all of them on unmount.
  useEffect(() => {
    const extra = clients.current.splice(labels.length);
    for (const client of extra) client.dispose();
  }, [labels.length]);
  useEffect(() => {
    // The same array as clients.current ever after: it is changed in place, never replaced.
    const pool = clients.current;
    return () => pool.forEach((c) => c.dispose());
  }, []);
  return runs;
}
