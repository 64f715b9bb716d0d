// @vitest-environment jsdom
/** File > Export traces (Mahimahi)… is off until the run is complete; a channel's panel says its law. */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunLayout } from '../../src/solver/layout';
import { RunStore } from '../../src/store/runStore';
import { ExportTracesItem } from '../../src/realdata/ui/ExportTracesItem';
import { ChannelTraceExport } from '../../src/realdata/ui/ChannelTraceExport';
import { mountHost, unmountHost, type ReactHost } from './reactHost';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const layout: RunLayout = {
  title: 't',
  dtS: 0.001,
  durationS: 0.1,
  sampleEveryS: 0.1,
  totalSamples: 2,
  sampleWidth: 3,
  columns: ['t_s', 'x:sat', 'c:sat'],
  routes: [{ id: 'sat', source: 's', group: 'satellite', resources: ['sat'], forwardMs: 300, feedbackMs: 300 }],
  resources: [{ id: 'sat', target: 'sat', group: 'satellite', responsiveness: 16 }],
  sources: [{ id: 's', label: 's', routes: ['sat'] }],
  nodes: [],
  platforms: [],
};

let host: ReactHost;
beforeEach(() => (host = mountHost()));
afterEach(() => unmountHost(host));

describe('trace export controls', () => {
  it('Export traces is off with no run and with half a run, on when it is complete', () => {
    const button = () => host.container.querySelector('button')!;
    act(() => host.root.render(<ExportTracesItem store={null} stem="t" />));
    expect(button().disabled).toBe(true);
    const store = new RunStore(layout);
    store.append(Float64Array.from([0, 1, 5]), 1);
    act(() => host.root.render(<ExportTracesItem store={store} stem="t" />));
    expect(button().disabled).toBe(true);
    store.append(Float64Array.from([0.1, 1, 5]), 1);
    act(() => host.root.render(<ExportTracesItem store={store} stem="t" />));
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('Export traces (Mahimahi)…');
  });

  it("a channel's panel names a looping trace law (and, outside a page, offers no export)", () => {
    const channel = {
      id: 'trace',
      capacity: {
        law: 'piecewise-linear' as const,
        periodS: 30,
        points: [
          { tS: 0.05, capacityMbps: 3 },
          { tS: 0.15, capacityMbps: 4 },
        ],
      },
    };
    act(() => host.root.render(<ChannelTraceExport channel={channel} />));
    expect(host.container.textContent).toBe('Capacity: 2 points over time, looping every 30 s');
    expect(host.container.querySelector('button')).toBeNull();
  });
});
