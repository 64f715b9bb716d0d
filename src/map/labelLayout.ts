/**
 * Places the map's labels so that none covers another label, a marker or a button of the map
 * (issue 22 item 5): station names first (right of their marker when that is free), then epoch
 * labels, each with epochLabels.ts's greedy placement; an epoch label with no free place is hidden
 * (its mark stays; the charts' axes name every epoch too); past MAX_STATION_LABELS stations the
 * further names are hidden. Obstacles: station and epoch markers, the
 * convoy's dots, the map's controls (zoom, fit, the Map settings, Legend, Capacity field, Placement map and
 * their forms) and the map's edges. Run after anything moves them: stations, paths, the convoy, a zoom, a resize.
 */
import { epochLabelPlaces, placeLabels, stationLabelPlaces, type EpochMarkPx, type RectPx } from './epochLabels';

const rect = (e: Element): RectPx => {
  const r = e.getBoundingClientRect();
  return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
};

const shown = (e: Element) => e.getClientRects().length > 0;

/** The map's own buttons and forms over it, px boxes. */
function controlBoxes(container: HTMLElement): RectPx[] {
  const frame = container.closest('.map-frame') ?? container.parentElement ?? container;
  return [...frame.querySelectorAll('.leaflet-control, .mp-map__field > *, .mp-legend, .mp-map-settings')]
    .filter(shown)
    .map(rect);
}

/**
 * Most station names placed. Past it (a link of thousands of stations, whose names would lie on
 * top of each other) the others are hidden: placing 5,000 took the page's thread for seconds.
 */
export const MAX_STATION_LABELS = 200;

/**
 * Each label under `selector` in `container` with its marker's centre (`dotSelector`, a sibling);
 * the labels of the icons after the first `limit` are hidden, not measured.
 */
function labelsOf(
  container: HTMLElement,
  iconSelector: string,
  dotSelector: string,
  labelSelector: string,
  limit = Infinity,
) {
  return [...container.querySelectorAll(iconSelector)].flatMap((icon, k) => {
    const label = icon.querySelector<HTMLElement>(labelSelector);
    if (label && k >= limit) {
      label.style.visibility = 'hidden';
      return [];
    }
    if (label && limit < Infinity) label.style.visibility = '';
    const dot = icon.querySelector(dotSelector);
    if (!label || !dot || !shown(dot)) return [];
    const r = dot.getBoundingClientRect();
    const i = icon.getBoundingClientRect();
    const mark: EpochMarkPx = {
      x: r.left + r.width / 2,
      y: r.top + r.height / 2,
      widthPx: label.offsetWidth,
      heightPx: label.offsetHeight,
    };
    // The label is positioned from its icon's corner.
    return [{ label, mark, iconDx: mark.x - i.left, iconDy: mark.y - i.top }];
  });
}

/** The four bands around the map's box (a label there would be cut by the map's edge), px. */
function outside(container: HTMLElement): RectPx[] {
  const m = container.getBoundingClientRect();
  const far = 1e5;
  return [
    { left: -far, top: -far, right: far, bottom: m.top },
    { left: -far, top: m.bottom, right: far, bottom: far },
    { left: -far, top: -far, right: m.left, bottom: far },
    { left: m.right, top: -far, right: far, bottom: far },
  ];
}

/** Places every station name and epoch label of the map in `container`. */
export function layoutMapLabels(container: HTMLElement): void {
  const fixed = [
    ...outside(container),
    ...controlBoxes(container),
    ...[...container.querySelectorAll('.mp-node, .mp-station__dot, .mp-epoch__dot')].filter(shown).map(rect),
  ];
  const stations = labelsOf(container, '.mp-station', '.mp-station__dot', '.mp-station__label', MAX_STATION_LABELS);
  const stationOffsets = placeLabels(
    stations.map((s) => s.mark),
    fixed,
    stationLabelPlaces,
  );
  const placed: RectPx[] = [];
  stations.forEach(({ label, mark, iconDx, iconDy }, k) => {
    const o = stationOffsets[k];
    if (!o) return;
    label.style.left = `${iconDx + o.dx}px`;
    label.style.top = `${iconDy + o.dy}px`;
    label.style.transform = 'none';
    placed.push({
      left: mark.x + o.dx,
      top: mark.y + o.dy,
      right: mark.x + o.dx + mark.widthPx,
      bottom: mark.y + o.dy + mark.heightPx,
    });
  });
  const epochs = labelsOf(container, '.mp-epoch', '.mp-epoch__dot', '.mp-epoch__label');
  const epochOffsets = placeLabels(
    epochs.map((e) => e.mark),
    [...fixed, ...placed],
    epochLabelPlaces,
    true,
  );
  epochs.forEach(({ label, iconDx, iconDy }, k) => {
    const o = epochOffsets[k];
    label.style.visibility = o ? '' : 'hidden';
    if (!o) return;
    label.style.left = `${iconDx + o.dx}px`;
    label.style.top = `${iconDy + o.dy}px`;
  });
}
