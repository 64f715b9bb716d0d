// @vitest-environment jsdom
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountHost, unmountHost } from './reactHost';
import { Legend } from '../../src/charts/Legend';
import { TimeSeriesChart } from '../../src/charts/TimeSeriesChart';
import type { ChartSeries, TimeSeriesChartProps } from '../../src/charts/types';
import { fakeContext } from './chartFixtures';
import { at } from '../../src/util/at';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const N = 5401;
const timeS = Float64Array.from({ length: N }, (_, i) => i * 0.1);
const series: ChartSeries[] = ['head-B1', 'head-B2', 'sat'].map((id, k) => ({
  id,
  label: id,
  colour: at(['#1f77b4', '#d62728', '#11a5b5'], k),
  values: Float64Array.from({ length: N }, (_, i) => k + 1 + (i % 10) / 10),
}));

let frames: Array<(t: number) => void> = [];
let ctx: ReturnType<typeof fakeContext>;
let container: HTMLDivElement;
let root: Root;

function flushFrames(): number {
  const pending = frames;
  frames = [];
  act(() => pending.forEach((cb) => cb(performance.now())));
  return pending.length;
}

function props(over: Partial<TimeSeriesChartProps> = {}): TimeSeriesChartProps {
  return {
    title: 'Throughput per subflow',
    yLabel: 'Throughput (Mbps)',
    timeS,
    length: N,
    durationS: 540,
    series,
    hidden: new Set(),
    onToggleSeries: vi.fn(),
    highlighted: null,
    onHighlight: vi.fn(),
    cursorS: 100,
    onCursor: vi.fn(),
    epochs: Array.from({ length: 17 }, (_, k) => ({ label: `t${k + 1}`, tS: 30 * (k + 1) })),
    version: 0,
    ...over,
  };
}

function render(p: TimeSeriesChartProps): void {
  act(() => root.render(<TimeSeriesChart {...p} />));
}

beforeEach(() => {
  frames = [];
  ctx = fakeContext();
  vi.stubGlobal('requestAnimationFrame', (cb: (t: number) => void) => frames.push(cb));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly cb: ResizeObserverCallback) {}
      observe() {
        this.cb(
          [{ contentRect: { width: 800, height: 240 } } as ResizeObserverEntry],
          this as unknown as ResizeObserver,
        );
      }
      disconnect() {}
      unobserve() {}
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as never);
  ({ container, root } = mountHost());
});

afterEach(() => {
  unmountHost({ container, root });
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('TimeSeriesChart', () => {
  it('is a figure with a visible caption, an img canvas with a summary, axes and epoch labels', () => {
    render(props());
    flushFrames();
    const figure = container.querySelector('figure')!;
    expect(figure.querySelector('figcaption')!.textContent).toBe('Throughput per subflow');
    const canvas = figure.querySelector('canvas')!;
    expect(canvas.getAttribute('role')).toBe('img');
    expect(canvas.getAttribute('aria-label')).toBe('Throughput per subflow: 3 series, 0–540 s');
    // Plot area 800 - 64 - 16 = 720 wide, 240 - 24 - 44 = 172 high, at the device pixel ratio.
    expect(canvas.style.width).toBe('720px');
    expect(canvas.width).toBe(Math.round(720 * (window.devicePixelRatio || 1)));
    const texts = Array.from(figure.querySelectorAll('svg text')).map((t) => t.textContent);
    expect(texts).toContain('Throughput (Mbps)');
    expect(texts).toContain('Time (s)');
    expect(texts).toContain('t1');
    expect(texts).toContain('t17');
    expect(texts).toContain('500');
    expect(figure.querySelectorAll('.ts-chart-epoch line')).toHaveLength(17);
    expect(ctx.strokes.map((s) => s.colour)).toEqual(['#1f77b4', '#d62728', '#11a5b5']);
    for (const s of ctx.strokes) expect(s.points).toBeLessThanOrEqual(2 * 720);
  });

  it('redraws once per animation frame however many versions arrive', () => {
    const p = props({ length: 10 });
    render(p);
    expect(flushFrames()).toBe(1);
    const before = ctx.calls.filter((c) => c === 'clearRect').length;
    for (let v = 1; v <= 20; v += 1) render({ ...p, length: 10 + v * 100, version: v });
    expect(frames).toHaveLength(1);
    expect(flushFrames()).toBe(1);
    expect(ctx.calls.filter((c) => c === 'clearRect').length).toBe(before + 1);
    expect(flushFrames()).toBe(0);
  });

  it('leaves hidden series out of the drawing and the summary', () => {
    render(props({ hidden: new Set(['head-B2']) }));
    flushFrames();
    expect(ctx.strokes.map((s) => s.colour)).toEqual(['#1f77b4', '#11a5b5']);
    expect(container.querySelector('canvas')!.getAttribute('aria-label')).toContain('2 series of 3 shown');
  });

  it('moves the cursor with the keyboard (one sample, Shift: 10 s)', () => {
    const p = props();
    render(p);
    const slider = container.querySelector<HTMLElement>('[role="slider"]')!;
    expect(slider.tabIndex).toBe(0);
    expect(slider.getAttribute('aria-valuenow')).toBe('100');
    act(() => slider.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    expect(at(at((p.onCursor as ReturnType<typeof vi.fn>).mock.calls, 0), 0)).toBeCloseTo(100.1, 9);
    act(() => slider.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', shiftKey: true, bubbles: true })));
    expect(at(at((p.onCursor as ReturnType<typeof vi.fn>).mock.calls, 1), 0)).toBe(90);
  });

  it('click/drag calls onCursor, and hovering shows every visible value with units', () => {
    const p = props({ hidden: new Set(['sat']) });
    render(p);
    flushFrames();
    const slider = container.querySelector<HTMLElement>('[role="slider"]')!;
    act(() => slider.dispatchEvent(new PointerEvent('pointerdown', { clientX: 360, button: 0, bubbles: true })));
    expect(p.onCursor).toHaveBeenLastCalledWith(270);
    act(() => slider.dispatchEvent(new PointerEvent('pointermove', { clientX: 72, bubbles: true })));
    expect(p.onCursor).toHaveBeenLastCalledWith(54);
    act(() => slider.dispatchEvent(new PointerEvent('pointerup', { clientX: 72, bubbles: true })));
    act(() => slider.dispatchEvent(new PointerEvent('pointermove', { clientX: 720, bubbles: true })));
    expect(p.onCursor).toHaveBeenCalledTimes(2);
    const tip = container.querySelector('.ts-chart-tooltip')!;
    expect(tip.textContent).toContain('t = 540.0 s');
    const rows = Array.from(tip.querySelectorAll('tr')).map((tr) => tr.textContent);
    expect(rows).toEqual(['head-B11.00 Mbps', 'head-B22.00 Mbps']);
    act(() => slider.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, relatedTarget: document.body })));
    expect(container.querySelector('.ts-chart-tooltip')).toBeNull();
  });

  it('the legend inside the chart toggles and highlights series', () => {
    const p = props({ hidden: new Set(['sat']) });
    render(p);
    const buttons = Array.from(container.querySelectorAll<HTMLButtonElement>('.chart-legend button'));
    expect(buttons.map((b) => b.textContent)).toEqual(['head-B1', 'head-B2', 'sat']);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'true', 'false']);
    act(() => at(buttons, 2).click());
    expect(p.onToggleSeries).toHaveBeenCalledWith('sat');
  });
});

describe('Legend', () => {
  it('toggles on click, highlights on hover and focus, and is keyboard reachable', () => {
    const onToggle = vi.fn();
    const onHighlight = vi.fn();
    act(() =>
      root.render(
        <Legend
          series={series}
          hidden={new Set(['head-B2'])}
          onToggleSeries={onToggle}
          highlighted="sat"
          onHighlight={onHighlight}
          label="Series of X"
        />,
      ),
    );
    const group = container.querySelector('[role="group"]')!;
    expect(group.getAttribute('aria-label')).toBe('Series of X');
    const buttons = group.querySelectorAll('button');
    const [b1, b2, sat] = [at(buttons, 0), at(buttons, 1), at(buttons, 2)];
    expect(b1.getAttribute('aria-pressed')).toBe('true');
    expect(b2.getAttribute('aria-pressed')).toBe('false');
    expect(b2.className).toContain('is-hidden');
    expect(sat.className).toContain('is-highlighted');
    expect(b1.type).toBe('button');
    act(() => b2.click());
    expect(onToggle).toHaveBeenCalledWith('head-B2');
    act(() => b1.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body })));
    expect(onHighlight).toHaveBeenLastCalledWith('head-B1');
    act(() => b1.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })));
    expect(onHighlight).toHaveBeenLastCalledWith(null);
    act(() => sat.focus());
    expect(document.activeElement).toBe(sat);
    expect(onHighlight).toHaveBeenLastCalledWith('sat');
    act(() => sat.blur());
    expect(onHighlight).toHaveBeenLastCalledWith(null);
  });
});
