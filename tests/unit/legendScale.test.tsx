// @vitest-environment jsdom
/**
 * A chart of thousands of series (one per station, issue 10 item 4) lists a bounded number of
 * legend entries, and all of them on request.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Legend, MAX_LEGEND_ITEMS } from '../../src/charts/Legend';
import { mountHost, unmountHost } from './reactHost';

let container: HTMLDivElement;
let root: Root;
beforeEach(() => ({ container, root } = mountHost()));
afterEach(() => unmountHost({ container, root }));

function legend(count: number): void {
  const series = Array.from({ length: count }, (_, k) => ({
    id: `head-S${k}`,
    label: `head-S${k}`,
    colour: '#123456',
  }));
  act(() =>
    root.render(
      <Legend series={series} hidden={new Set()} onToggleSeries={vi.fn()} highlighted={null} onHighlight={vi.fn()} />,
    ),
  );
}

describe('Legend of many series', () => {
  it('5,000 series: MAX_LEGEND_ITEMS entries and a button that lists all', () => {
    legend(5000);
    expect(container.querySelectorAll('.chart-legend-item')).toHaveLength(MAX_LEGEND_ITEMS);
    const more = container.querySelector<HTMLButtonElement>('.chart-legend-more')!;
    expect(more.textContent).toBe('Show all 5000 series');
    act(() => more.click());
    expect(container.querySelectorAll('.chart-legend-item')).toHaveLength(5000);
    expect(container.querySelector('.chart-legend-more')).toBeNull();
    // Rendering 5,000 entries in jsdom is slow on a loaded machine: a correctness test, not a timed one.
  }, 30_000);

  it('a legend within the bound lists every series and no button', () => {
    legend(MAX_LEGEND_ITEMS);
    expect(container.querySelectorAll('.chart-legend-item')).toHaveLength(MAX_LEGEND_ITEMS);
    expect(container.querySelector('.chart-legend-more')).toBeNull();
  });
});
