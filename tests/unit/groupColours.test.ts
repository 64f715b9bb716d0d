/**
 * The stacked chart's group colours (src/charts/series.ts, groupColours): named groups keep their
 * colour, and an unnamed group never takes a colour another group of the chart has (the example
 * drive's `trace` group took `cellular`'s purple).
 */
import { describe, expect, it } from 'vitest';
import { groupColours } from '../../src/charts/series';
import { NAMED_COLOURS } from '../../src/charts/palette';

describe('groupColours', () => {
  it('keeps the named colours and gives an unnamed group a colour of its own', () => {
    const [cellular, trace, total] = groupColours(['cellular', 'trace', 'total']);
    expect(cellular).toBe(NAMED_COLOURS.cellular);
    expect(total).toBe(NAMED_COLOURS.total);
    expect(trace).not.toBe(cellular);
    expect(new Set([cellular, trace, total]).size).toBe(3);
  });

  it('gives the convoy paper its usual colours (wifi, satellite, total)', () => {
    expect(groupColours(['wifi', 'satellite', 'total'])).toEqual([
      NAMED_COLOURS.wifi,
      NAMED_COLOURS.satellite,
      NAMED_COLOURS.total,
    ]);
  });

  it('never repeats a colour among ten unnamed groups', () => {
    const ids = Array.from({ length: 10 }, (_, k) => `group${k}`);
    expect(new Set(groupColours(ids)).size).toBe(10);
  });
});
