import { describe, expect, it, vi } from 'vitest';
import { SolverClient } from '../../src/solver/client';
import { FakeWorker } from './fakeWorker';
import type { RunLayout, RunSummary } from '../../src/solver/layout';
import { at } from '../../src/util/at';

const layout = { sampleWidth: 2, totalSamples: 1 } as RunLayout;

function handlers() {
  return { onLayout: vi.fn(), onChunk: vi.fn(), onDone: vi.fn(), onInvalid: vi.fn(), onFailed: vi.fn() };
}

describe('SolverClient', () => {
  it('forwards the messages of the current run', () => {
    const workers: FakeWorker[] = [];
    const client = new SolverClient(() => {
      workers.push(new FakeWorker());
      return workers[workers.length - 1] as unknown as Worker;
    });
    const h = handlers();
    const id = client.run('{"x":1}', h, 50);
    expect(at(workers, 0).sent).toEqual([{ type: 'run', runId: id, scenarioJson: '{"x":1}', chunkRows: 50 }]);
    at(workers, 0).reply({ type: 'layout', runId: id, layout });
    const rows = Float64Array.from([0, 1]);
    at(workers, 0).reply({ type: 'chunk', runId: id, rows, rowCount: 1, timeS: 0 });
    at(workers, 0).reply({ type: 'done', runId: id, elapsedMs: 5 });
    expect(h.onLayout).toHaveBeenCalledWith(layout);
    expect(h.onChunk).toHaveBeenCalledWith(rows, 1, 0);
    expect(h.onDone).toHaveBeenCalledWith(5);
  });

  it('cancels a stale run by terminating its worker, and ignores its late replies', () => {
    const workers: FakeWorker[] = [];
    const client = new SolverClient(() => {
      workers.push(new FakeWorker());
      return workers[workers.length - 1] as unknown as Worker;
    });
    const first = handlers();
    const firstId = client.run('{}', first);
    const second = handlers();
    const secondId = client.run('{}', second);
    expect(workers).toHaveLength(2);
    expect(at(workers, 0).terminated).toBe(true);
    at(workers, 0).reply({ type: 'chunk', runId: firstId, rows: new Float64Array(2), rowCount: 1, timeS: 1 });
    at(workers, 1).reply({ type: 'invalid', runId: secondId, errors: ['stations[0].id: is required'] });
    expect(first.onChunk).not.toHaveBeenCalled();
    expect(second.onInvalid).toHaveBeenCalledWith(['stations[0].id: is required']);
    // A finished run leaves its worker alive for the next one.
    client.run('{}', handlers());
    expect(workers).toHaveLength(2);
  });

  it('replaces the worker after a failed run (the module may be broken)', () => {
    const workers: FakeWorker[] = [];
    const client = new SolverClient(() => {
      workers.push(new FakeWorker());
      return workers[workers.length - 1] as unknown as Worker;
    });
    const h = handlers();
    const id = client.run('{}', h);
    at(workers, 0).reply({ type: 'failed', runId: id, message: 'RuntimeError: unreachable' });
    expect(h.onFailed).toHaveBeenCalledWith('RuntimeError: unreachable');
    expect(at(workers, 0).terminated).toBe(true);
    client.run('{}', handlers());
    expect(workers).toHaveLength(2);
  });

  it('reports a crashed worker as a failure', () => {
    const worker = new FakeWorker();
    const client = new SolverClient(() => worker as unknown as Worker);
    const h = handlers();
    client.run('{}', h);
    worker.onerror?.({ message: 'boom' } as ErrorEvent);
    expect(h.onFailed).toHaveBeenCalledWith('The solver worker failed: boom');
    expect(worker.terminated).toBe(true);
  });

  it('asks for a comparison variant and forwards the run summary before done', () => {
    const worker = new FakeWorker();
    const client = new SolverClient(() => worker as unknown as Worker);
    const order: string[] = [];
    const h = { ...handlers(), onSummary: vi.fn(() => order.push('summary')), onDone: vi.fn(() => order.push('done')) };
    const id = client.run('{"y":2}', h, 20, 1);
    expect(worker.sent).toEqual([{ type: 'run', runId: id, scenarioJson: '{"y":2}', chunkRows: 20, variant: 1 }]);
    const summary = { title: 'T · MCC-Coop', jainIndex: 0.98 } as RunSummary;
    worker.reply({ type: 'summary', runId: id, summary });
    worker.reply({ type: 'done', runId: id, elapsedMs: 3 });
    expect(h.onSummary).toHaveBeenCalledWith(summary);
    expect(order).toEqual(['summary', 'done']);
  });
});
