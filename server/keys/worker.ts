/**
 * The answer-key worker (worker_threads; built to dist-server/keyWorker.js): runs the lesson's
 * steps on the wasm solver and posts `{ ok: true, keys }` or `{ ok: false, message }`. Kept off the
 * event loop: a long run never delays another class's messages.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { Solver } from '../../src/solver/wasm';
import { scenarioReducer } from '../../src/state/scenarioReducer';
import { finishedRun, stepOutcomes, type FinishedRun } from '../../src/lesson/stepOutcomes';
import type { LessonScenario } from '../../src/lesson/format';
import { stepKeys } from '../../src/class/stepKeys';

/** What the worker is given. */
export interface KeyWorkerInput {
  scenarioJson: string;
  wasmPath: string;
}

/** Computes the keys of the lesson in `input`. */
async function compute(input: KeyWorkerInput) {
  const solver = await Solver.fromBytes(readFileSync(input.wasmPath));
  const lesson = JSON.parse(input.scenarioJson) as LessonScenario;
  const cache = new Map<string, FinishedRun>();
  const outcomes = await stepOutcomes(lesson, scenarioReducer, (scenario) => {
    const json = JSON.stringify(scenario);
    const hit = cache.get(json) ?? finishedRun(solver, scenario);
    cache.set(json, hit);
    return hit;
  });
  return stepKeys(lesson, outcomes);
}

compute(workerData as KeyWorkerInput).then(
  (keys) => parentPort?.postMessage({ ok: true, keys }),
  (e: unknown) => parentPort?.postMessage({ ok: false, message: e instanceof Error ? e.message : String(e) }),
);
