import { describe, expect, it } from 'vitest';
import { SolveScheduler, type RunMode } from '../../src/state/solveScheduler';
import { at } from '../../src/util/at';

function harness(slots: number) {
  const started: Array<{ slot: number; json: string; mode: RunMode; sequence: number }> = [];
  const cancelled: number[] = [];
  const finishers: Array<() => void> = [];
  const scheduler = new SolveScheduler(
    slots,
    (slot, json, mode, sequence, finished) => {
      started.push({ slot, json, mode, sequence });
      finishers.push(finished);
    },
    (slot) => cancelled.push(slot),
  );
  return { scheduler, started, cancelled, finish: (k: number) => at(finishers, k)() };
}

describe('SolveScheduler', () => {
  it('starts an edit at once in slot 0, cancelling what runs', () => {
    const h = harness(2);
    h.scheduler.request('a', false);
    h.scheduler.request('b', false);
    expect(h.started.map((s) => [s.slot, s.json, s.mode])).toEqual([
      [0, 'a', 'progressive'],
      [0, 'b', 'progressive'],
    ]);
    expect(h.cancelled).toEqual([0]);
    // The cancelled run's late end does not free the slot of the new one.
    h.finish(0);
    expect(h.scheduler.running).toBe(1);
    h.finish(1);
    expect(h.scheduler.running).toBe(0);
  });

  it('while dragging, fills idle slots, then solves only the latest waiting position', () => {
    const h = harness(2);
    for (const p of ['p1', 'p2', 'p3', 'p4']) h.scheduler.request(p, true);
    expect(h.started.map((s) => [s.slot, s.json, s.mode])).toEqual([
      [0, 'p1', 'complete'],
      [1, 'p2', 'complete'],
    ]);
    h.finish(1);
    expect(h.started[2]).toMatchObject({ slot: 1, json: 'p4', mode: 'complete', sequence: 3 });
    h.finish(0);
    h.finish(2);
    expect(h.started).toHaveLength(3);
    expect(h.scheduler.running).toBe(0);
  });

  it('with one slot, coalesces to the latest position behind the run in progress', () => {
    const h = harness(1);
    h.scheduler.request('p1', true);
    h.scheduler.request('p2', true);
    h.scheduler.request('p3', true);
    h.finish(0);
    expect(h.started.map((s) => s.json)).toEqual(['p1', 'p3']);
  });

  it('cancelAll stops every run and the waiting position; the next request starts afresh', () => {
    const h = harness(2);
    for (const p of ['p1', 'p2', 'p3']) h.scheduler.request(p, true);
    h.scheduler.cancelAll();
    expect(h.cancelled).toEqual([0, 1]);
    expect(h.scheduler.running).toBe(0);
    // The cancelled runs' late ends start nothing (p3 was forgotten).
    h.finish(0);
    h.finish(1);
    expect(h.started.map((s) => s.json)).toEqual(['p1', 'p2']);
    h.scheduler.request('q', false);
    expect(h.started.at(-1)).toMatchObject({ slot: 0, json: 'q', mode: 'progressive' });
    expect(h.cancelled).toEqual([0, 1]);
  });
});
