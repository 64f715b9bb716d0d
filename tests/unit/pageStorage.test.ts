/** Storage the browser refuses, and a start-up resolved once even when React runs its effect twice. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_REFUSED_NOTICE, memoryStorage, pageStorage, resetPageStorage } from '../../src/state/storage';
import { startOnce, type StartScenario } from '../../src/app/useStartScenario';

afterEach(() => resetPageStorage());

describe('pageStorage', () => {
  it('uses the browser storage when reading it works', () => {
    const store = memoryStorage();
    expect(pageStorage(() => store)).toEqual({ store, problem: null });
  });

  it('keeps work in memory and says so when touching localStorage throws (a blocked embedded page)', () => {
    const { store, problem } = pageStorage(() => {
      throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError');
    });
    expect(problem).toBe(STORAGE_REFUSED_NOTICE);
    store.setItem('k', 'v');
    expect(store.getItem('k')).toBe('v');
    store.removeItem('k');
    expect(store.getItem('k')).toBeNull();
  });
});

describe('startOnce', () => {
  it('resolves the start scenario once however often it is asked', async () => {
    const start = { notice: 'set aside once' } as unknown as StartScenario;
    const resolve = vi.fn(async () => start);
    const [a, b] = await Promise.all([startOnce(resolve), startOnce(resolve)]);
    expect(a).toBe(start);
    expect(b).toBe(start);
    expect(resolve).toHaveBeenCalledTimes(1);
  });
});
