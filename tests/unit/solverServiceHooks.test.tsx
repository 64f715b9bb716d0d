// @vitest-environment jsdom
/**
 * The hooks get their workers from the solver service (src/solver/service.ts), here one with fake
 * workers: the screen's run is posted in the same task as the edit (no await before it), the
 * comparison's variants have workers of their own, and a placement-style request waits its turn.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountHost, unmountHost, type ReactHost } from './reactHost';
import { FakeWorker } from './fakeWorker';
import { setSolverService, SolverService } from '../../src/solver/service';
import { useSolver } from '../../src/state/useSolver';
import { useComparison } from '../../src/state/useComparison';
import type { RunRequest } from '../../src/solver/protocol';
import { at } from '../../src/util/at';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const workers: FakeWorker[] = [];
let host: ReactHost | null = null;

/** Installs a service with fake workers and `cores` cores. */
function install(cores: number): SolverService {
  const service = new SolverService({
    cores,
    createWorker: () => {
      const w = new FakeWorker();
      workers.push(w);
      return w as unknown as Worker;
    },
  });
  setSolverService(service);
  return service;
}

/** The runs posted to every worker so far. */
const runs = () => workers.flatMap((w) => w.sent.filter((m): m is RunRequest => m.type === 'run'));

afterEach(() => {
  if (host) unmountHost(host);
  host = null;
  workers.length = 0;
  setSolverService(null);
});

function Screen({ json }: { json: string }) {
  useSolver(json, false);
  return null;
}

function Comparison({ json }: { json: string }) {
  useComparison(json, ['LIA', 'OLIA']);
  return null;
}

describe('the hooks on the solver service', () => {
  it("posts the screen's run in the same task as the edit, on the service's clients", () => {
    const service = install(3);
    host = mountHost();
    act(() => host!.root.render(<Screen json='{"a":1}' />));
    expect(runs().map((m) => m.scenarioJson)).toEqual(['{"a":1}']);
    expect(service.foregroundBusy).toBe(true);
    act(() => host!.root.render(<Screen json='{"a":2}' />));
    // The edit cancelled the first run (its worker terminated) and posted the new one at once.
    expect(runs().map((m) => m.scenarioJson)).toEqual(['{"a":1}', '{"a":2}']);
    expect(at(workers, 0, 'screen worker').terminated).toBe(true);
  });

  it('runs each comparison variant on a worker of its own, and holds badges until they end', async () => {
    vi.useFakeTimers();
    const service = install(3);
    host = mountHost();
    act(() => host!.root.render(<Comparison json="{}" />));
    await act(async () => vi.advanceTimersByTime(10));
    expect(runs().map((m) => m.variant)).toEqual([0, 1]);
    expect(workers).toHaveLength(2);
    const badges = service.jobs('badges');
    const badge = badges.summarize('badge');
    expect(workers).toHaveLength(2);
    for (const w of workers) {
      const runId = at(w.sent, 0, 'run request').runId;
      w.reply({ type: 'done', runId, elapsedMs: 1 });
    }
    await act(async () => vi.advanceTimersByTime(10));
    expect(workers).toHaveLength(3);
    expect(at(workers, 2, 'pool worker').sent.map((m) => m.type)).toEqual(['summarize']);
    badges.cancel();
    await expect(badge).rejects.toThrow('cancelled');
    vi.useRealTimers();
  });
});
