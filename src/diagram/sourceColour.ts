/** Colours of the network diagram's sources: every route of a source is drawn in its source's colour. */
import type { RunLayout } from '../solver/layout';
import { at } from '../util/at';

/**
 * Twelve distinct hues. The first source (the convoy) is blue; the next four take the colours the
 * charts give the routes of later sources (competitor yellow, brown, pink, grey; see
 * `routeColour` in src/charts/series.ts), then more hues.
 */
export const SOURCE_PALETTE = [
  '#1f77b4',
  '#d4a20a',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#2ca02c',
  '#9467bd',
  '#ff7f0e',
  '#17becf',
  '#d62728',
  '#bcbd22',
  '#393b79',
];

/** Each source's position: the listed sources, then the sources only routes name; built once per layout. */
const positions = new WeakMap<RunLayout, Map<string, number>>();

function sourcePositions(layout: RunLayout): Map<string, number> {
  let position = positions.get(layout);
  if (!position) {
    const found = new Map<string, number>();
    layout.sources.forEach((s, k) => {
      if (!found.has(s.id)) found.set(s.id, k);
    });
    let unlisted = 0;
    for (const r of layout.routes) if (!found.has(r.source)) found.set(r.source, layout.sources.length + unlisted++);
    position = found;
    positions.set(layout, position);
  }
  return position;
}

/** Colour of source `sourceId` by its position in `layout.sources` (unlisted sources after them). */
export function sourceColour(layout: RunLayout, sourceId: string): string {
  const k = sourcePositions(layout).get(sourceId) ?? layout.sources.length - 1;
  return at(SOURCE_PALETTE, k % SOURCE_PALETTE.length, 'colour of source');
}
