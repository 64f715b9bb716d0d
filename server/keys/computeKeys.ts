/**
 * The answer key of a lesson, computed in a worker thread with a time bound: past it the worker is
 * terminated and the session refused (422). At most `MAX_KEY_WORKERS` run at once; more wait.
 */
import { Worker } from 'node:worker_threads';
import type { StepKey } from '../../src/class/protocol';

/** Workers computing keys at once (the machine has few cores; the sockets need one). */
const MAX_KEY_WORKERS = 2;

/** A key that could not be computed: `status` 422 with a message for the teacher. */
export class KeyError extends Error {
  readonly status = 422;
}

/** Where the worker and the solver are, and how long a key may take. */
export interface KeyOptions {
  /** The built worker (dist-server/keyWorker.js). */
  workerPath: string;
  /** The solver's WebAssembly (src/wasm/mpsolver.wasm). */
  wasmPath: string;
  timeoutMs: number;
}

let running = 0;
const waiting: Array<() => void> = [];

/** Waits for a free worker slot. */
async function slot(): Promise<void> {
  if (running < MAX_KEY_WORKERS) {
    running += 1;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

/** Frees a slot (hands it to the next waiter). */
function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

/** The keys of the lesson `scenarioJson`; KeyError when the run fails or takes too long. */
export async function computeKeys(scenarioJson: string, options: KeyOptions): Promise<StepKey[]> {
  await slot();
  try {
    return await new Promise<StepKey[]>((resolve, reject) => {
      const worker = new Worker(options.workerPath, { workerData: { scenarioJson, wasmPath: options.wasmPath } });
      const timer = setTimeout(() => {
        void worker.terminate();
        const s = Math.round(options.timeoutMs / 1000);
        reject(new KeyError(`the lesson's runs took longer than ${s} s to compute its answers; shorten its runs`));
      }, options.timeoutMs);
      worker.once('message', (m: { ok: true; keys: StepKey[] } | { ok: false; message: string }) => {
        clearTimeout(timer);
        void worker.terminate();
        if (m.ok) resolve(m.keys);
        else reject(new KeyError(`the lesson's run failed: ${m.message}`));
      });
      worker.once('error', (e) => {
        clearTimeout(timer);
        reject(new KeyError(`the lesson's run failed: ${e.message}`));
      });
    });
  } finally {
    release();
  }
}
