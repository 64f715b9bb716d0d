/**
 * A lesson's `highlight` on the charts: every series it names is drawn last and thicker, the
 * others dimmed; a hovered series wins over the lesson's; none of them shown: plain lines.
 */
import { describe, expect, it } from 'vitest';
import { ChartRenderer, lineStyle } from '../../src/charts/render';
import type { ChartSeries } from '../../src/charts/types';
import { fakeContext } from './chartFixtures';

const N = 100;
const timeS = Float64Array.from({ length: N }, (_, i) => i);
const line = (id: string, colour: string): ChartSeries => ({
  id,
  label: id,
  colour,
  values: Float64Array.from({ length: N }, () => 1),
});
const SERIES = [line('a', '#111111'), line('b', '#222222'), line('c', '#333333')];
const base = {
  timeS,
  length: N,
  t0: 0,
  t1: 99,
  width: 300,
  height: 100,
  series: SERIES,
  hidden: new Set<string>(),
  highlighted: null,
  stacked: false,
};
const thick = lineStyle('x', 'x').width;

describe('emphasised series', () => {
  it('draws every emphasised series last and thick, the others dimmed', () => {
    const ctx = fakeContext();
    new ChartRenderer().render(ctx, { ...base, emphasised: new Set(['a', 'c']) });
    expect(ctx.strokes.map((s) => [s.colour, s.width, s.alpha])).toEqual([
      ['#222222', lineStyle('b', 'x').width, lineStyle('b', 'x').alpha],
      ['#111111', thick, 1],
      ['#333333', thick, 1],
    ]);
  });

  it('a hovered series wins; emphasised series that are all hidden leave plain lines', () => {
    const hovered = fakeContext();
    new ChartRenderer().render(hovered, { ...base, highlighted: 'b', emphasised: new Set(['a']) });
    expect(hovered.strokes.map((s) => s.width)).toEqual([lineStyle('a', 'b').width, lineStyle('c', 'b').width, thick]);
    const hidden = fakeContext();
    new ChartRenderer().render(hidden, { ...base, hidden: new Set(['a']), emphasised: new Set(['a']) });
    expect(hidden.strokes.map((s) => [s.width, s.alpha])).toEqual([
      [lineStyle('b', null).width, 1],
      [lineStyle('c', null).width, 1],
    ]);
  });
});
