/** The placement map's batches of results: at most one per interval, at once for the last. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultBatcher } from '../../src/placement/resultBatcher';

describe('ResultBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands results over in one batch per interval, and at once when the last arrives', () => {
    const batches: number[][] = [];
    const b = new ResultBatcher<number>((batch) => batches.push(batch), 250);
    b.add(1);
    b.add(2);
    vi.advanceTimersByTime(249);
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(batches).toEqual([[1, 2]]);
    b.add(3);
    b.add(4, true);
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
    // The timer of the flushed batch does not fire an empty one.
    vi.advanceTimersByTime(1000);
    expect(batches).toHaveLength(2);
  });

  it('forgets what it holds when dropped, and flushes on demand', () => {
    const batches: number[][] = [];
    const b = new ResultBatcher<number>((batch) => batches.push(batch));
    b.add(1);
    b.drop();
    vi.advanceTimersByTime(1000);
    expect(batches).toEqual([]);
    b.add(2);
    b.flush();
    expect(batches).toEqual([[2]]);
  });
});
