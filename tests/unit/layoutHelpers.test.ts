/** The pure layout helpers: the map splitter's arithmetic, chart tooltip placement, map tooltip side. */
import { describe, expect, it } from 'vitest';
import { MAP_SHARE, clampPct, pctFromKey, pctFromPointer } from '../../src/ui/splitterMath';
import { placeTooltip } from '../../src/charts/tooltipPlacement';
import { tooltipSide } from '../../src/map/tooltipSide';
import { overlapArea, placeEpochLabels } from '../../src/map/epochLabels';
import { at } from '../../src/util/at';

describe('the map splitter', () => {
  it('keeps the share within its limits', () => {
    expect(clampPct(50, 30, 85)).toBe(50);
    expect(clampPct(10, 30, 85)).toBe(30);
    expect(clampPct(99, 30, 85)).toBe(85);
    expect(clampPct(Number.NaN, 30, 85)).toBe(30);
    expect(clampPct(47.26, 30, 85)).toBe(47.3);
  });

  it('reads the share from the pointer position in the container', () => {
    expect(pctFromPointer(350, 100, 500, 30, 85)).toBe(50);
    expect(pctFromPointer(110, 100, 500, 30, 85)).toBe(30);
    expect(pctFromPointer(700, 100, 500, 30, 85)).toBe(85);
    expect(pctFromPointer(350, 100, 0, 30, 85)).toBe(30);
  });

  it('moves by a step per arrow key, a big step with Shift or PageUp/PageDown, to the ends with Home/End', () => {
    expect(pctFromKey('ArrowDown', 62, false)).toBe(64);
    expect(pctFromKey('ArrowUp', 62, false)).toBe(60);
    expect(pctFromKey('ArrowRight', 62, true)).toBe(72);
    expect(pctFromKey('PageUp', 62, false)).toBe(52);
    expect(pctFromKey('Home', 62, false)).toBe(MAP_SHARE.minPct);
    expect(pctFromKey('End', 62, false)).toBe(MAP_SHARE.maxPct);
    expect(pctFromKey('ArrowDown', 84, false)).toBe(85);
    expect(pctFromKey('a', 62, false)).toBeNull();
  });

  it('starts inside its limits', () => {
    expect(MAP_SHARE.defaultPct).toBeGreaterThanOrEqual(MAP_SHARE.minPct);
    expect(MAP_SHARE.defaultPct).toBeLessThanOrEqual(MAP_SHARE.maxPct);
  });
});

describe('chart tooltip placement', () => {
  const box = { widthPx: 600, heightPx: 200 };
  const tip = { widthPx: 150, heightPx: 120 };

  it('goes right of the hovered time when there is room', () => {
    expect(placeTooltip(100, tip, box, 28)).toEqual({ leftPx: 112, topPx: 28 });
  });

  it('flips to the left near the right edge', () => {
    expect(placeTooltip(500, tip, box, 28)).toEqual({ leftPx: 338, topPx: 28 });
  });

  it('moves up so that its bottom stays in a short box', () => {
    expect(placeTooltip(100, tip, { widthPx: 600, heightPx: 130 }, 28)).toEqual({ leftPx: 112, topPx: 10 });
    expect(placeTooltip(100, tip, { widthPx: 600, heightPx: 100 }, 28).topPx).toBe(0);
  });

  it('stays inside a box too narrow for either side', () => {
    const place = placeTooltip(100, tip, { widthPx: 200, heightPx: 200 }, 28);
    expect(place.leftPx).toBe(50);
    expect(place.leftPx + tip.widthPx).toBeLessThanOrEqual(200);
  });
});

describe('map tooltip side', () => {
  const size = { x: 800, y: 400 };
  it('opens above in the middle, below near the top, and inward near the sides', () => {
    expect(tooltipSide({ x: 400, y: 200 }, size)).toBe('top');
    expect(tooltipSide({ x: 400, y: 20 }, size)).toBe('bottom');
    expect(tooltipSide({ x: 30, y: 200 }, size)).toBe('right');
    expect(tooltipSide({ x: 780, y: 20 }, size)).toBe('left');
  });
});

describe('epoch label placement', () => {
  const mark = (x: number, y: number) => ({ x, y, widthPx: 24, heightPx: 18 });

  it('keeps the usual place (above right) when nothing is there', () => {
    expect(placeEpochLabels([mark(100, 100)], [])).toEqual([{ dx: 7, dy: -19 }]);
  });

  it('moves a label away from a station label that covers its usual place', () => {
    const stationLabel = { left: 100, top: 70, right: 160, bottom: 95 };
    const offset = at(placeEpochLabels([mark(100, 100)], [stationLabel]), 0);
    expect(offset).toEqual({ dx: -31, dy: -19 });
    const rect = {
      left: 100 + offset.dx,
      top: 100 + offset.dy,
      right: 100 + offset.dx + 24,
      bottom: 100 + offset.dy + 18,
    };
    expect(overlapArea(rect, stationLabel)).toBe(0);
  });

  it('keeps two close marks from covering each other', () => {
    const offsets = placeEpochLabels([mark(100, 100), mark(104, 102)], []);
    const [a, b] = [at(offsets, 0), at(offsets, 1)];
    const ra = { left: 100 + a.dx, top: 100 + a.dy, right: 124 + a.dx, bottom: 118 + a.dy };
    const rb = { left: 104 + b.dx, top: 102 + b.dy, right: 128 + b.dx, bottom: 120 + b.dy };
    expect(overlapArea(ra, rb)).toBe(0);
  });

  it('takes the least covered place when every place is covered', () => {
    const wall = { left: 0, top: 0, right: 300, bottom: 300 };
    expect(placeEpochLabels([mark(100, 100)], [wall])).toEqual([{ dx: 7, dy: -19 }]);
  });
});
