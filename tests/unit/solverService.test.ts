/**
 * The solver service (src/solver/service.ts): the one module that creates workers, one pool-size
 * rule, and its priorities, against fake workers given to the service (tests/unit/fakeWorker.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Solver } from '../../src/solver/wasm';
import { FakeWorker } from './fakeWorker';
import { setSolverService, SolverService } from '../../src/solver/service';
import { PaperChecker } from '../../src/papers/paperChecker';
import type { RunHandlers } from '../../src/solver/client';
import type { ToWorker } from '../../src/solver/protocol';
import type { RunSummary } from '../../src/solver/layout';
import { at } from '../../src/util/at';

const ROOT = resolve(__dirname, '../..');

/** Every .ts and .tsx file under `dir`, relative to the repository. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [relative(ROOT, path)] : [];
  });
}

/** The files of src/ and workers/ whose code contains `pattern`. */
function filesWith(pattern: RegExp): string[] {
  return [...sources(resolve(ROOT, 'src')), ...sources(resolve(ROOT, 'workers'))]
    .filter((file) => pattern.test(readFileSync(resolve(ROOT, file), 'utf8')))
    .sort();
}

/** A service whose workers are fakes, with `cores` cores (its pool: `cores` - 1, 2 to 4). */
function fakeService(cores: number) {
  const workers: FakeWorker[] = [];
  const log: string[] = [];
  /** A fake worker that also logs what it is sent, in the order of the sends. */
  class LoggedWorker extends FakeWorker {
    postMessage(m: ToWorker) {
      super.postMessage(m);
      log.push(`${m.type}:${'scenarioJson' in m ? m.scenarioJson : ''}`);
    }
  }
  const service = new SolverService({
    cores,
    createWorker: () => {
      const w = new LoggedWorker();
      workers.push(w);
      return w as unknown as Worker;
    },
  });
  /** What the workers were sent, as `type:scenarioJson`, in order. */
  const sent = () => log.slice();
  /** Answers the request `scenarioJson` wherever it runs, as a summary. */
  const answer = (scenarioJson: string) => {
    const w = workers.find((x) => x.sent.some((m) => 'scenarioJson' in m && m.scenarioJson === scenarioJson))!;
    const m = w.sent.find((x) => 'scenarioJson' in x && x.scenarioJson === scenarioJson)!;
    const runId = (m as { runId: number }).runId;
    if (m.type === 'checkPaper') w.reply({ type: 'paperReport', runId, report: { badges: [] } as never } as never);
    else w.reply({ type: 'summary', runId, summary: { title: scenarioJson } as RunSummary });
  };
  return { service, workers, sent, answer };
}

const quiet: RunHandlers = {
  onLayout() {},
  onChunk() {},
  onDone() {},
  onInvalid() {},
  onFailed() {},
};

/** Lets queued microtasks and settled promises run. */
const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => setSolverService(null));

describe('the solver service', () => {
  it('is the one module of src/ and workers/ that creates a Worker, a SolverClient or a WorkerPool', () => {
    expect(filesWith(/new Worker\(/)).toEqual(['src/solver/service.ts']);
    expect(filesWith(/new (SolverClient|WorkerPool)\(/)).toEqual(['src/solver/service.ts']);
  });

  it('sizes its pools by one rule: the screen clients and the shared pool alike', () => {
    const { service } = fakeService(8);
    expect(service.poolWorkers).toBe(4);
    expect(service.screenClients()).toHaveLength(4);
    expect(service.screenClients(2)).toHaveLength(2);
    expect(service.poolWorkers).toBe(2);
    expect(fakeService(2).service.screenClients()).toHaveLength(2);
  });

  it('starts no badge request and one tools request at a time while the screen run streams', async () => {
    const { service, workers, sent, answer } = fakeService(5);
    const screen = at(service.screenClients(), 0, 'screen client');
    screen.run('screen', quiet);
    const badge = service.jobs('badges').checkPaper('badge', ['fluid']);
    const tools = service.jobs('tools');
    const first = tools.summarize('t1');
    const second = tools.summarize('t2');
    const view = service.jobs('view').summarize('v');
    expect(sent()).toEqual(['run:screen', 'summarize:t1', 'summarize:v']);
    // A tools request that ends while the screen streams lets the next one start, not the badge.
    answer('t1');
    await expect(first).resolves.toMatchObject({ title: 't1' });
    expect(sent()).toContain('summarize:t2');
    expect(sent()).not.toContain('checkPaper:badge');
    answer('v');
    await view;
    // The screen run ends: the badge starts (after everything more urgent).
    const screenWorker = at(workers, 0, 'screen worker');
    const runId = (screenWorker.sent[0] as { runId: number }).runId;
    screenWorker.reply({ type: 'done', runId, elapsedMs: 1 });
    await settle();
    expect(sent()).toContain('checkPaper:badge');
    answer('t2');
    answer('badge');
    await Promise.all([second, badge]);
    expect(service.foregroundBusy).toBe(false);
  });

  it('queues view before tools before badges, first come first served within each', async () => {
    const { service, sent, answer } = fakeService(3);
    const tools = service.jobs('tools');
    const running = [tools.summarize('t1'), tools.summarize('t2')];
    const waiting = [
      service.jobs('badges').summarize('b1'),
      tools.summarize('t3'),
      service.jobs('view').summarize('v1'),
      tools.summarize('t4'),
    ];
    expect(sent()).toEqual(['summarize:t1', 'summarize:t2']);
    answer('t1');
    answer('t2');
    await Promise.all(running);
    expect(sent().slice(2)).toEqual(['summarize:v1', 'summarize:t3']);
    answer('v1');
    answer('t3');
    await settle();
    expect(sent().slice(4)).toEqual(['summarize:t4', 'summarize:b1']);
    answer('t4');
    answer('b1');
    await Promise.all(waiting);
  });

  let wasm: Solver;
  beforeAll(async () => {
    wasm = await Solver.fromBytes(readFileSync(resolve(__dirname, '../../src/wasm/mpsolver.wasm')));
  }, 600_000);

  it("serves the features: the page's paper check waits for the screen run", async () => {
    const { service, workers, sent } = fakeService(3);
    setSolverService(service);
    const screen = at(service.screenClients(), 0, 'screen client');
    screen.run('screen', quiet);
    // The check asks the page's cost estimate first (the real .wasm; an invalid scenario passes to the worker).
    const check = new PaperChecker(undefined, async () => (json) => wasm.cost(json)).check('{"title":"badge"}');
    await settle();
    expect(sent()).toEqual(['run:screen']);
    screen.cancel();
    await settle();
    expect(sent()).toEqual(['run:screen', 'checkPaper:{"title":"badge"}']);
    const w = at(workers, workers.length - 1, 'badge worker');
    w.reply({ type: 'failed', runId: (w.sent[0] as { runId: number }).runId, message: 'no badges' });
    await expect(check).rejects.toThrow('no badges');
  });

  it("cancels one group's requests and leaves the others running", async () => {
    const { service, workers, sent, answer } = fakeService(3);
    const sweep = service.jobs('tools');
    const map = service.jobs('tools');
    const mine = sweep.summarize('s1');
    const theirs = map.summarize('m1');
    const queued = sweep.summarize('s2');
    const later = map.summarize('m2');
    expect(sent()).toEqual(['summarize:s1', 'summarize:m1']);
    expect(sweep.busy).toBe(true);
    sweep.cancel();
    await expect(mine).rejects.toThrow('cancelled');
    await expect(queued).rejects.toThrow('cancelled');
    expect(sweep.busy).toBe(false);
    // The sweep's worker was terminated; the map's goes on, and its next request has a worker.
    expect(workers.filter((w) => w.terminated)).toHaveLength(1);
    expect(sent()).toContain('summarize:m2');
    answer('m1');
    answer('m2');
    await expect(Promise.all([theirs, later])).resolves.toHaveLength(2);
  });
});
