/** Chart notes: labels inside the plot (below the epoch labels above it), never on top of each other. */
import { describe, expect, it } from 'vitest';
import { placeNotes } from '../../src/charts/ChartNotes';
import { at } from '../../src/util/at';

const x = (t: number) => t; // 1 px per second
const FONT_PX = 11;

describe('placeNotes', () => {
  it('puts every label inside the plot, under its top edge where the epoch labels end', () => {
    const placed = placeNotes([{ timeS: 100, text: 'WiFi fades' }], x, 540);
    expect(at(placed, 0).labelY - FONT_PX).toBeGreaterThanOrEqual(8);
    expect(at(placed, 0).right).toBe(true);
    expect(at(placeNotes([{ timeS: 500, text: 'late' }], x, 540), 0).right).toBe(false);
  });

  it('moves a label that would cover another to the next row', () => {
    const placed = placeNotes(
      [
        { timeS: 170, text: 'WiFi fades; the satellite takes a little more' },
        { timeS: 200, text: 'B2 takes over' },
        { timeS: 400, text: 'WiFi dies out' },
      ],
      x,
      540,
    );
    expect(at(placed, 1).labelY).toBeGreaterThan(at(placed, 0).labelY);
    for (const [i, a] of placed.entries())
      for (const b of placed.slice(i + 1))
        if (a.labelY === b.labelY) expect(a.toPx <= b.fromPx || b.toPx <= a.fromPx).toBe(true);
  });
});
