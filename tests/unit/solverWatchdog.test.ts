/**
 * Workers that fail loudly: the client's watchdog replaces a worker that stops answering and names
 * the run, an idle worker that died is replaced before the next run, and a used worker that never
 * acknowledges a run is replaced and the run retried once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WATCHDOG, SolverClient, chunkCostMs } from '../../src/solver/client';
import type { FromWorker } from '../../src/solver/protocol';
import { FakeWorker } from './fakeWorker';
import type { RunLayout } from '../../src/solver/layout';
import { at } from '../../src/util/at';

const layout = { sampleWidth: 2, totalSamples: 10, durationS: 540, title: 'Convoy \u202Eevil' } as RunLayout;

function setup() {
  const workers: FakeWorker[] = [];
  const client = new SolverClient(() => {
    workers.push(new FakeWorker());
    return workers[workers.length - 1] as unknown as Worker;
  });
  return { client, workers };
}

function handlers() {
  return { onLayout: vi.fn(), onChunk: vi.fn(), onDone: vi.fn(), onInvalid: vi.fn(), onFailed: vi.fn() };
}

const chunk = (runId: number, timeS: number): FromWorker => ({
  type: 'chunk',
  runId,
  rows: new Float64Array(2),
  rowCount: 1,
  timeS,
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SolverClient watchdog', () => {
  it('replaces a worker that sends no chunk for 10 s and says which run it was', () => {
    const { client, workers } = setup();
    const h = handlers();
    const id = client.run('{"title":"ignored"}', h);
    at(workers, 0).reply({ type: 'started', runId: id });
    at(workers, 0).reply({ type: 'layout', runId: id, layout });
    vi.advanceTimersByTime(1000);
    at(workers, 0).reply(chunk(id, 20));
    vi.advanceTimersByTime(DEFAULT_WATCHDOG.stallMs - 1);
    expect(h.onFailed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(h.onFailed).toHaveBeenCalledTimes(1);
    expect(at(h.onFailed.mock.calls, 0)[0]).toBe(
      'the solver stopped answering for run of \u2068Convoy \u202Eevil\u2069 (no progress for 10 s at 20 / 540 s); ' +
        'it was stopped, and the next edit starts a fresh solver',
    );
    expect(at(workers, 0).terminated).toBe(true);
    // Late replies of the dead run change nothing; the next run gets a fresh worker.
    at(workers, 0).reply({ type: 'done', runId: id, elapsedMs: 1 });
    expect(h.onDone).not.toHaveBeenCalled();
    client.run('{}', handlers());
    expect(workers).toHaveLength(2);
  });

  it('names the run from its scenario when the worker never started it', () => {
    const { client, workers } = setup();
    const h = handlers();
    client.run('{"title":"III-D"}', h);
    vi.advanceTimersByTime(DEFAULT_WATCHDOG.startMs);
    expect(at(h.onFailed.mock.calls, 0)[0]).toMatch(
      /^the solver stopped answering for run of III-D \(no progress for 30 s before it started\)/,
    );
    expect(at(workers, 0).terminated).toBe(true);
  });

  it('scales the limit with the slowest chunk seen: 5 gaps of 4 s give 20 s', () => {
    const { client, workers } = setup();
    const h = handlers();
    const id = client.run('{}', h);
    at(workers, 0).reply({ type: 'started', runId: id });
    at(workers, 0).reply({ type: 'layout', runId: id, layout });
    vi.advanceTimersByTime(4000);
    at(workers, 0).reply(chunk(id, 10));
    vi.advanceTimersByTime(19_999);
    expect(h.onFailed).not.toHaveBeenCalled();
    at(workers, 0).reply(chunk(id, 20));
    at(workers, 0).reply({ type: 'done', runId: id, elapsedMs: 24_000 });
    vi.advanceTimersByTime(60_000);
    expect(h.onFailed).not.toHaveBeenCalled();
    expect(h.onDone).toHaveBeenCalledWith(24_000);
  });

  it('replaces an idle worker whose error event came between runs, and solves the next edit', () => {
    const { client, workers } = setup();
    const first = handlers();
    const id = client.run('{}', first);
    at(workers, 0).reply({ type: 'started', runId: id });
    at(workers, 0).reply({ type: 'done', runId: id, elapsedMs: 3 });
    at(workers, 0).onerror?.({ message: 'out of memory' } as ErrorEvent);
    expect(first.onFailed).not.toHaveBeenCalled();
    expect(at(workers, 0).terminated).toBe(true);
    const next = handlers();
    const nextId = client.run('{"x":2}', next);
    expect(workers).toHaveLength(2);
    expect(at(workers, 1).sent).toEqual([{ type: 'run', runId: nextId, scenarioJson: '{"x":2}', chunkRows: 100 }]);
    at(workers, 1).reply({ type: 'started', runId: nextId });
    at(workers, 1).reply({ type: 'done', runId: nextId, elapsedMs: 4 });
    expect(next.onDone).toHaveBeenCalledWith(4);
  });

  it('retries once in a fresh worker when a used worker died silently (no answer within 3 s)', () => {
    const { client, workers } = setup();
    const id = client.run('{}', handlers());
    at(workers, 0).reply({ type: 'started', runId: id });
    at(workers, 0).reply({ type: 'done', runId: id, elapsedMs: 3 });
    // The worker dies without a word; the next edit is sent to it and nothing comes back.
    const next = handlers();
    const nextId = client.run('{"x":3}', next);
    expect(workers).toHaveLength(1);
    vi.advanceTimersByTime(DEFAULT_WATCHDOG.ackMs);
    expect(at(workers, 0).terminated).toBe(true);
    expect(workers).toHaveLength(2);
    expect(at(workers, 1).sent).toEqual([{ type: 'run', runId: nextId, scenarioJson: '{"x":3}', chunkRows: 100 }]);
    expect(next.onFailed).not.toHaveBeenCalled();
    at(workers, 1).reply({ type: 'started', runId: nextId });
    at(workers, 1).reply({ type: 'layout', runId: nextId, layout });
    at(workers, 1).reply({ type: 'done', runId: nextId, elapsedMs: 5 });
    expect(next.onDone).toHaveBeenCalledWith(5);
  });

  it('gives up after the retry: a fresh worker that never answers fails the run', () => {
    const { client, workers } = setup();
    const id = client.run('{}', handlers());
    at(workers, 0).reply({ type: 'started', runId: id });
    at(workers, 0).reply({ type: 'done', runId: id, elapsedMs: 3 });
    const next = handlers();
    client.run('{"title":"T"}', next);
    vi.advanceTimersByTime(DEFAULT_WATCHDOG.ackMs + DEFAULT_WATCHDOG.startMs);
    expect(workers).toHaveLength(2);
    expect(next.onFailed).toHaveBeenCalledTimes(1);
    expect(at(next.onFailed.mock.calls, 0)[0]).toContain(
      'stopped answering for run of T (no progress for 30 s before it started)',
    );
  });

  it('passes on that the module did not load, so the page can offer a reload', () => {
    const { client, workers } = setup();
    const h = handlers();
    const id = client.run('{}', h);
    at(workers, 0).reply({ type: 'failed', runId: id, message: 'the solver module could not be loaded', reload: true });
    expect(h.onFailed).toHaveBeenCalledWith('the solver module could not be loaded', true);
    vi.advanceTimersByTime(120_000);
    expect(h.onFailed).toHaveBeenCalledTimes(1);
  });
});

describe('the watchdog limit of a costly scenario', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is five times what a chunk should cost on a slow machine, when that is above 10 s', () => {
    // 100 rows of 1 s at dt 1e-5 s over 10 routes and 10 resources: 2e8 route-steps, 40 s at 200 ns.
    const costly = {
      ...layout,
      dtS: 1e-5,
      sampleEveryS: 1,
      routes: Array.from({ length: 10 }),
      resources: Array.from({ length: 10 }),
    } as unknown as RunLayout;
    expect(chunkCostMs(costly, 100, DEFAULT_WATCHDOG.routeStepNs)).toBeCloseTo(40_000, 6);
    const { client, workers } = setup();
    const h = handlers();
    const id = client.run('{}', h);
    at(workers, 0).reply({ type: 'started', runId: id });
    at(workers, 0).reply({ type: 'layout', runId: id, layout: costly });
    vi.advanceTimersByTime(199_999);
    expect(h.onFailed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(at(h.onFailed.mock.calls, 0)[0]).toContain('(no progress for 200 s at 0 / 540 s)');
  });
});
