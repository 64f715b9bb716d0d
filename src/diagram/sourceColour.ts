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

/** Colour of source `sourceId` by its position in `layout.sources` (unlisted sources after them). */
export function sourceColour(layout: RunLayout, sourceId: string): string {
  let k = layout.sources.findIndex((s) => s.id === sourceId);
  if (k < 0)
    k =
      layout.sources.length +
      [...new Set(layout.routes.map((r) => r.source))]
        .filter((id) => !layout.sources.some((s) => s.id === id))
        .indexOf(sourceId);
  return at(SOURCE_PALETTE, k % SOURCE_PALETTE.length, 'colour of source');
}
