/**
 * The cumulative sums of a stacked chart (see decimate.ts for the decimation of each layer),
 * extended as samples arrive; on typed arrays, without allocating per sample.
 */
import { at } from '../util/at';

/**
 * Cumulative sums of `columns` for samples [from, to): `layers[k][i] = columns[0][i] + ... +
 * columns[k][i]`. The layers must hold at least `to` samples.
 */
export function stackInto(
  columns: readonly Float64Array[],
  from: number,
  to: number,
  layers: readonly Float64Array[],
): void {
  for (let k = 0; k < columns.length; k += 1) {
    const column = at(columns, k, 'stacked column');
    const layer = at(layers, k, 'layer');
    // i < to: inside the layers (they hold `to` samples) and the columns (the samples stacked).
    if (k === 0) {
      for (let i = from; i < to; i += 1) layer[i] = column[i]!;
    } else {
      const below = at(layers, k - 1, 'layer');
      for (let i = from; i < to; i += 1) layer[i] = below[i]! + column[i]!;
    }
  }
}

/**
 * The cumulative layers of a stacked chart, extended as samples are appended: the sums of the
 * samples already stacked are kept while the same columns (same arrays, same order) are stacked,
 * so a redraw while streaming costs in proportion to the new samples (the newest two are redone: a
 * decimated run store rewrites them). Stacking other columns (a series hidden or shown), or a new
 * `rewrites` count (the samples already given changed), rebuilds the layers and bumps `generation`.
 */
export class CumulativeStack {
  layers: Float64Array[] = [];
  /** Bumped whenever the samples already stacked changed. */
  generation = 0;
  private sources: Float64Array[] = [];
  private filled = 0;
  private rewrites = 0;

  /**
   * Stacks the first `length` samples of `columns` (bottom first); returns the layers. `rewrites`
   * must change when samples already given may have changed.
   */
  update(columns: readonly Float64Array[], length: number, rewrites = 0): Float64Array[] {
    const same =
      rewrites === this.rewrites &&
      columns.length === this.sources.length &&
      columns.every((column, k) => column === this.sources[k]) &&
      length >= this.filled;
    if (!same) {
      this.generation += 1;
      this.rewrites = rewrites;
      this.sources = columns.slice();
      this.filled = 0;
      const capacity = Math.max(length, ...columns.map((c) => c.length), 1);
      this.layers = columns.map((_, k) => {
        const previous = this.layers[k];
        return previous && previous.length >= capacity ? previous : new Float64Array(capacity);
      });
      this.layers.length = columns.length;
    }
    const from = Math.max(0, Math.min(this.filled - 2, length));
    if (length > from) {
      if (this.layers.some((layer) => layer.length < length)) {
        this.layers = this.layers.map((layer) => {
          if (layer.length >= length) return layer;
          const grown = new Float64Array(Math.max(length, layer.length * 2));
          grown.set(layer.subarray(0, this.filled));
          return grown;
        });
      }
      stackInto(columns, from, length, this.layers);
      this.filled = length;
    }
    return this.layers;
  }
}
