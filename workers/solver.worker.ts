/// <reference lib="webworker" />
/**
 * The solver worker: loads mpsolver.wasm once, runs one scenario (or one variant of its
 * comparison) at a time, streams its samples in chunks (transferred, not copied) and ends with the
 * run's summary. A run is never interrupted from inside: the page
 * cancels a stale run by terminating this worker and starting a new one. Once the module is
 * ready it acknowledges each run (`started`), so the page's watchdog can tell a live worker from
 * a dead one.
 */
import wasmUrl from '../src/wasm/mpsolver.wasm?url';
import { ScenarioError, Solver } from '../src/solver/wasm';
import type {
  CheckPaperRequest,
  FromWorker,
  RunRequest,
  SettleRequest,
  SummarizeRequest,
  ToWorker,
} from '../src/solver/protocol';

declare const self: DedicatedWorkerGlobalScope;

const solverReady: Promise<Solver> = Solver.fromUrl(wasmUrl);
// A load failure is reported to each run that asks (in `run`), not as an unhandled rejection.
solverReady.catch(() => undefined);

function post(message: FromWorker, transfer: Transferable[] = []): void {
  self.postMessage(message, transfer);
}

async function run(request: RunRequest): Promise<void> {
  const started = performance.now();
  const { runId } = request;
  let solver: Solver;
  try {
    solver = await solverReady;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    post({ type: 'failed', runId, message: why, reload: true });
    return;
  }
  post({ type: 'started', runId });
  let simulation;
  try {
    simulation = solver.start(request.scenarioJson, request.variant);
  } catch (error) {
    if (error instanceof ScenarioError) post({ type: 'invalid', runId, errors: error.errors });
    else post({ type: 'failed', runId, message: solver.describeFailure(error) });
    return;
  }
  try {
    post({ type: 'layout', runId, layout: simulation.layout });
    const width = simulation.layout.sampleWidth;
    while (!simulation.done) {
      const rows = simulation.next(request.chunkRows);
      post({ type: 'chunk', runId, rows, rowCount: rows.length / width, timeS: simulation.timeS }, [rows.buffer]);
    }
    post({ type: 'summary', runId, summary: simulation.summary() });
    post({ type: 'done', runId, elapsedMs: performance.now() - started });
  } catch (error) {
    post({ type: 'failed', runId, message: solver.describeFailure(error) });
  } finally {
    try {
      simulation.dispose();
    } catch {
      // A trapped module may fail to free; the page replaces this worker after a failure anyway.
    }
  }
}

/**
 * A one-shot request: once the module is ready, acknowledges it (`started`), posts the answer
 * `answer` computes, or the scenario's field-named errors (`invalid`), or why it failed.
 */
async function oneShot(runId: number, answer: (solver: Solver) => FromWorker): Promise<void> {
  let solver: Solver | null = null;
  try {
    solver = await solverReady;
    post({ type: 'started', runId });
    post(answer(solver));
  } catch (error) {
    if (error instanceof ScenarioError) post({ type: 'invalid', runId, errors: error.errors });
    // A trap is named in words ("the solver ran out of memory ..."), never the bare "unreachable";
    // the page replaces this worker after any failure.
    else if (solver) post({ type: 'failed', runId, message: solver.describeFailure(error) });
    else post({ type: 'failed', runId, message: error instanceof Error ? error.message : String(error) });
  }
}

/** Paper badges: runs what the scenario's published numbers need and reports them. */
function checkPaper({ runId, scenarioJson, engines }: CheckPaperRequest): Promise<void> {
  return oneShot(runId, (solver) => ({ type: 'paperReport', runId, report: solver.checkPaper(scenarioJson, engines) }));
}

/** One run of a sweep: the scenario to its end, only its summary back. */
function summarize({ runId, scenarioJson, sets }: SummarizeRequest): Promise<void> {
  return oneShot(runId, (solver) => ({
    type: 'summary',
    runId,
    summary: sets?.length ? solver.summaryWith(scenarioJson, sets) : solver.summary(scenarioJson),
  }));
}

/** The fixed point at the cursor: the capacities of that moment held, run until the rates settle. */
function settle({ runId, scenarioJson, tS, variant, startMbps }: SettleRequest): Promise<void> {
  return oneShot(runId, (solver) => ({
    type: 'settled',
    runId,
    settled: solver.settle(scenarioJson, tS, { variant, startMbps }),
  }));
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'run') {
    void run(message);
  } else if (message.type === 'checkPaper') {
    void checkPaper(message);
  } else if (message.type === 'summarize') {
    void summarize(message);
  } else if (message.type === 'settle') {
    void settle(message);
  }
};
