// @vitest-environment jsdom
/**
 * The Convoy panel's per-segment speeds (src/panel/SegmentSpeedList.tsx): a short list is fields,
 * a long one (a path from a track) is folded under a summary of its speeds, and an edit inside it
 * reaches the right segment.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SegmentSpeedList, UNFOLDED_SEGMENTS } from '../../src/panel/SegmentSpeedList';

let root: Root | null = null;
let host: HTMLDivElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

function render(speedsMps: number[], onChange = vi.fn()) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(<SegmentSpeedList speedsMps={speedsMps} onChange={onChange} />));
  return host;
}

describe('SegmentSpeedList', () => {
  it('shows a few speeds as fields, unfolded', () => {
    const el = render([10, 12, 8]);
    expect(el.querySelector('details')).toBeNull();
    expect(el.querySelectorAll('input')).toHaveLength(3);
  });

  it('folds a long list under a summary of its speeds, and an edit reaches its segment', () => {
    const speeds = Array.from({ length: 316 }, (_, i) => (i === 7 ? 0.94 : i === 100 ? 24.06 : 11));
    const onChange = vi.fn();
    const el = render(speeds, onChange);
    expect(speeds.length).toBeGreaterThan(UNFOLDED_SEGMENTS);
    const details = el.querySelector('details')!;
    expect(details.open).toBe(false);
    const mean = Math.round((speeds.reduce((a, b) => a + b, 0) / 316) * 10) / 10;
    expect(details.querySelector('summary')!.textContent).toBe(`316 segment speeds, 0.9 to 24.1 m/s (mean ${mean})`);
    const input = details.querySelectorAll('input')[7]!;
    act(() => {
      const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      set.call(input, '5');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
      input.dispatchEvent(new FocusEvent('blur', { bubbles: true }));
    });
    expect(onChange).toHaveBeenCalledWith(7, 5);
  });
});
