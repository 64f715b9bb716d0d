import { describe, expect, it } from 'vitest';
import { SolveScheduler } from '../../src/state/solveScheduler';

function harness() {
  const started: string[] = [];
  const finishers: Array<() => void> = [];
  const scheduler = new SolveScheduler((json, finished) => {
    started.push(json);
    finishers.push(finished);
  });
  return { scheduler, started, finish: (k: number) => finishers[k]() };
}

describe('SolveScheduler', () => {
  it('starts an edit at once, even over a run in progress', () => {
    const h = harness();
    h.scheduler.request('a', false);
    h.scheduler.request('b', false);
    expect(h.started).toEqual(['a', 'b']);
    // The superseded run's late end does not release the scheduler.
    h.finish(0);
    expect(h.scheduler.busy).toBe(true);
    h.finish(1);
    expect(h.scheduler.busy).toBe(false);
  });

  it('while dragging, lets the run finish and then solves only the latest position', () => {
    const h = harness();
    h.scheduler.request('p1', true);
    h.scheduler.request('p2', true);
    h.scheduler.request('p3', true);
    expect(h.started).toEqual(['p1']);
    h.finish(0);
    expect(h.started).toEqual(['p1', 'p3']);
    h.finish(1);
    expect(h.started).toEqual(['p1', 'p3']);
    expect(h.scheduler.busy).toBe(false);
  });
});
