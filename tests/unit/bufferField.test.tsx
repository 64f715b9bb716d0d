// @vitest-environment jsdom
/**
 * A station's or channel's own packet-engine buffer in the panels: off by default, switched on at
 * 100 packets, edited in packets, switched off again (the field removed), as `bufferPackets`.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChannelsPanel } from '../../src/panel/ChannelsPanel';
import { OWN_BUFFER_PACKETS } from '../../src/panel/BufferField';
import type { Channel } from '../../src/scenario/types';
import type { ScenarioAction } from '../../src/state/actions';
import { mountHost, unmountHost, type ReactHost } from './reactHost';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const sat = (bufferPackets?: number): Channel => ({
  id: 'sat',
  capacity: { law: 'constant', capacityMbps: 20 },
  ...(bufferPackets === undefined ? {} : { bufferPackets }),
});

describe('the own-buffer field of a channel', () => {
  let host: ReactHost;
  beforeEach(() => {
    host = mountHost();
  });
  afterEach(() => unmountHost(host));

  const checkbox = () =>
    host.container.querySelector<HTMLInputElement>('input[type="checkbox"][aria-describedby="sat-buffer-help"]')!;
  const input = () =>
    [...host.container.querySelectorAll('label')].find((l) => l.textContent?.startsWith('sat buffer'))?.control as
      HTMLInputElement | undefined;

  it('is off without bufferPackets and switches on at its default', () => {
    const dispatch = vi.fn<(a: ScenarioAction) => void>();
    act(() => host.root.render(<ChannelsPanel channels={[sat()]} dispatch={dispatch} />));
    expect(checkbox().checked).toBe(false);
    expect(input()).toBeUndefined();
    act(() => checkbox().click());
    expect(dispatch).toHaveBeenCalledWith({
      type: 'updateChannel',
      id: 'sat',
      patch: { bufferPackets: OWN_BUFFER_PACKETS },
    });
  });

  it('shows the buffer in packets, takes a new whole number and switches off to no field', () => {
    const dispatch = vi.fn<(a: ScenarioAction) => void>();
    act(() => host.root.render(<ChannelsPanel channels={[sat(20)]} dispatch={dispatch} />));
    expect(checkbox().checked).toBe(true);
    expect(input()?.value).toBe('20');
    expect(input()?.labels?.[0]?.textContent).toBe('sat buffer (packets)');
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    act(() => {
      setter.call(input(), '10');
      input()!.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'updateChannel', id: 'sat', patch: { bufferPackets: 10 } });
    act(() => checkbox().click());
    expect(dispatch).toHaveBeenLastCalledWith({
      type: 'updateChannel',
      id: 'sat',
      patch: { bufferPackets: undefined },
    });
  });
});
