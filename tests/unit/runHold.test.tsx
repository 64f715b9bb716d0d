// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountHost, unmountHost, type ReactHost } from './reactHost';

/** Every run posted to a (fake) solver client, and every cancel. */
const posted: Array<{ variant?: number }> = [];
let cancels = 0;
vi.mock('../../src/solver/client', () => ({
  SolverClient: class {
    run(_json: string, _handlers: unknown, _rows?: number, variant?: number) {
      posted.push({ variant });
      return posted.length;
    }
    cancel() {
      cancels += 1;
    }
    dispose() {}
  },
}));

const { RunHoldContext } = await import('../../src/state/useCostGate');
const { useComparison } = await import('../../src/state/useComparison');
const { useSolver } = await import('../../src/state/useSolver');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: ReactHost | null = null;
afterEach(() => {
  if (host) unmountHost(host);
  host = null;
  posted.length = 0;
  cancels = 0;
});

const statuses: string[][] = [];
function Comparison({ json }: { json: string }) {
  const runs = useComparison(json, ['LIA', 'OLIA']);
  statuses.push(runs.map((r) => r.status.kind));
  return null;
}
let solveStatus = '';
function Single({ json, held }: { json: string; held: boolean }) {
  solveStatus = useSolver(json, false, 2, held).status.kind;
  return null;
}

describe('holding runs (the cost gate)', () => {
  it('comparison mode starts no variant while held, and every variant once released', async () => {
    vi.useFakeTimers();
    host = mountHost();
    const render = (held: boolean) =>
      act(() =>
        host!.root.render(
          <RunHoldContext value={held}>
            <Comparison json="{}" />
          </RunHoldContext>,
        ),
      );
    render(true);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(posted).toEqual([]);
    expect(statuses.at(-1)).toEqual(['held', 'held']);
    render(false);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(posted).toEqual([{ variant: 0 }, { variant: 1 }]);
    // Held again: the runs in progress stop.
    render(true);
    expect(cancels).toBe(2);
    expect(statuses.at(-1)).toEqual(['held', 'held']);
    vi.useRealTimers();
  });

  it('the main run is not posted while held, is posted when released, and is stopped when held again', () => {
    host = mountHost();
    act(() => host!.root.render(<Single json="{}" held={true} />));
    expect(posted).toEqual([]);
    expect(solveStatus).toBe('held');
    act(() => host!.root.render(<Single json="{}" held={false} />));
    expect(posted).toHaveLength(1);
    act(() => host!.root.render(<Single json="{}" held={true} />));
    expect(cancels).toBe(1);
    expect(solveStatus).toBe('held');
  });
});
