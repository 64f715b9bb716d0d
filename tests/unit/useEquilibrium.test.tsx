// @vitest-environment jsdom
/**
 * The marks' requests (src/state/useEquilibrium.ts) against a fake solver service: a held run is asked
 * for the cursor, asked again from the run's own rates once the run reaches the cursor, and an
 * answer for another moment is not drawn.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountHost, unmountHost, type ReactHost } from './reactHost';
import type { SettledRates } from '../../src/solver/layout';
import type { RunStore } from '../../src/store/runStore';
import type { ScenarioGeometry } from '../../src/geometry/geometry';
import { at } from '../../src/util/at';

interface Call {
  request: { scenarioJson: string; tS: number; startMbps?: number[] };
  answer(result: SettledRates): void;
}
const calls: Call[] = [];
vi.mock('../../src/solver/service', () => ({
  solverService: () => ({
    jobs: () => ({
      settle(request: Call['request']) {
        return new Promise<SettledRates>((answer) => calls.push({ request, answer }));
      },
      cancel() {},
    }),
  }),
}));
const { useEquilibrium } = await import('../../src/state/useEquilibrium');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A store of two routes sampled every 0.1 s, `samples` long, rates 1 + t and 2. */
function storeOf(samples: number): RunStore {
  const timeS = Float64Array.from({ length: 1000 }, (_, i) => i / 10);
  const a = Float64Array.from({ length: 1000 }, (_, i) => 1 + i / 10);
  const b = new Float64Array(1000).fill(2);
  return { length: samples, timeS, ratesMbps: [a, b], layout: { durationS: 100 } } as unknown as RunStore;
}
const geometry = { routes: ['a', 'b'], fixedPointAt: () => null } as unknown as ScenarioGeometry;

/** Shows the marks; `version` only re-renders it (as a chunk does), with the same store. */
function Probe({ store, cursorS }: { store: RunStore; cursorS: number; version?: number }) {
  const marks = useEquilibrium({ geometry, store, scenarioJson: '{"s":1}', cursorS, enabled: true });
  return <p>{marks ? marks.levels.map((l) => `${l.id}=${l.value}`).join(' ') : 'none'}</p>;
}

const settled = (tS: number, rates: number[]): SettledRates => ({
  tS,
  routes: ['a', 'b'],
  ratesMbps: rates,
  settled: true,
  swing: 0,
  simulatedS: 6,
});

let host: ReactHost;
beforeEach(() => {
  calls.length = 0;
  host = mountHost();
});
afterEach(() => unmountHost(host));

describe('the marks at the cursor from a held run', () => {
  it('asks for the cursor, asks again once the run reaches it, and hides an answer for another moment', async () => {
    const text = () => host.container.textContent;
    // The run has 1 s of its 100 s; the cursor is at 5 s: a cold request (no start rates).
    const store = storeOf(10);
    act(() => host.root.render(<Probe store={store} cursorS={5} version={0} />));
    expect(calls).toHaveLength(1);
    expect(at(calls, 0).request.tS).toBe(5);
    expect(at(calls, 0).request.startMbps).toBeUndefined();
    await act(async () => at(calls, 0).answer(settled(5, [3, 4])));
    expect(text()).toBe('a=3 b=4');

    // The same store grows past the cursor: asked again, from the run's rates at 5 s.
    act(() => host.root.render(<Probe store={store} cursorS={5} version={1} />));
    expect(calls).toHaveLength(1);
    (store as { length: number }).length = 60;
    act(() => host.root.render(<Probe store={store} cursorS={5} version={2} />));
    expect(calls).toHaveLength(2);
    expect(at(calls, 1).request.startMbps).toEqual([6, 2]);
    await act(async () => at(calls, 1).answer(settled(5, [3.5, 4.5])));
    expect(text()).toBe('a=3.5 b=4.5');

    // A seek to 50 s: until its answer comes, the 5 s marks are not drawn at 50 s.
    (store as { length: number }).length = 1000;
    act(() => host.root.render(<Probe store={store} cursorS={50} version={3} />));
    expect(text()).toBe('none');
    expect(calls).toHaveLength(3);
    await act(async () => at(calls, 2).answer(settled(50, [1, 1])));
    expect(text()).toBe('a=1 b=1');
  });
});
