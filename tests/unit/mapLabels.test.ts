/**
 * The map's label placement (issue 22 item 5): station names leave their marker's right side when
 * something is there, crowded epoch labels are dropped rather than put over another, and the
 * convoy's H/M/T dots fold into one when they would overlap.
 */
import { describe, expect, it } from 'vitest';
import { placeLabels, stationLabelPlaces, epochLabelPlaces, overlapArea } from '../../src/map/epochLabels';
import { planConvoyMarkers, markerWidthPx } from '../../src/map/convoyMarkers';
import { at } from '../../src/util/at';

const mark = (x: number, y: number, widthPx = 30, heightPx = 20) => ({ x, y, widthPx, heightPx });
const boxOf = (m: ReturnType<typeof mark>, o: { dx: number; dy: number }) => ({
  left: m.x + o.dx,
  top: m.y + o.dy,
  right: m.x + o.dx + m.widthPx,
  bottom: m.y + o.dy + m.heightPx,
});

describe('station labels', () => {
  it('sit right of the marker when it is free, and move left when an epoch mark is there', () => {
    const m = mark(100, 100);
    expect(placeLabels([m], [], stationLabelPlaces)).toEqual([{ dx: 17, dy: -10 }]);
    const epochDot = { left: 120, top: 95, right: 130, bottom: 105 };
    const o = at(placeLabels([m], [epochDot], stationLabelPlaces), 0)!;
    expect(o).toEqual({ dx: -47, dy: -10 });
    expect(overlapArea(boxOf(m, o), epochDot)).toBe(0);
  });
});

describe('epoch labels on a crowded map', () => {
  it('are dropped (null) when every place overlaps something, and placed when one is free', () => {
    const wall = { left: 0, top: 0, right: 400, bottom: 400 };
    expect(placeLabels([mark(200, 200)], [wall], epochLabelPlaces, true)).toEqual([null]);
    // Without dropping, the least crowded place is taken (as before).
    expect(at(placeLabels([mark(200, 200)], [wall], epochLabelPlaces), 0)).not.toBeNull();
    // Two marks at the same spot: the second label finds another side, none overlaps the other.
    const [a, b] = placeLabels([mark(200, 200), mark(200, 200)], [], epochLabelPlaces, true);
    expect(overlapArea(boxOf(mark(200, 200), a!), boxOf(mark(200, 200), b!))).toBe(0);
  });
});

describe('convoy markers', () => {
  const letters = ['T', 'M', 'H'];
  it('keep three dots when they are apart', () => {
    const plans = planConvoyMarkers(
      [
        { x: 0, y: 0 },
        { x: 40, y: 0 },
        { x: 80, y: 0 },
      ],
      letters,
      22,
    );
    expect(plans.map((p) => [p.shown, p.letters])).toEqual([
      [true, 'T'],
      [true, 'M'],
      [true, 'H'],
    ]);
  });

  it('fold the middle into the head when they overlap, and all three into one when the convoy is a dot', () => {
    const near = planConvoyMarkers(
      [
        { x: 0, y: 0 },
        { x: 40, y: 0 },
        { x: 50, y: 4 },
      ],
      letters,
      22,
    );
    expect(near.map((p) => [p.shown, p.letters])).toEqual([
      [true, 'T'],
      [false, ''],
      [true, 'HM'],
    ]);
    expect(at(near, 2).widthPx).toBe(markerWidthPx('HM', 22));
    const dot = planConvoyMarkers(
      [
        { x: 0, y: 0 },
        { x: 3, y: 2 },
        { x: 6, y: 4 },
      ],
      letters,
      22,
    );
    expect(dot.map((p) => [p.shown, p.letters])).toEqual([
      [false, ''],
      [false, ''],
      [true, 'HMT'],
    ]);
  });
});
