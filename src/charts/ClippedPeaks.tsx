/**
 * The markers of spikes that run off the top of a robust y axis (robustScale.ts): a triangle at
 * the top edge of the plot at the spike's time, and its value beside it.
 */
import type { ScaleLinear } from 'd3';
import type { ClippedPeak } from './robustScale';
import { formatSeconds } from './chartText';

/** One marker per peak, in plot-area coordinates (`x` the time scale); the value in the series' colour. */
export function ClippedPeaks({
  peaks,
  x,
  plotW,
  colourOf,
}: {
  peaks: readonly ClippedPeak[];
  x: ScaleLinear<number, number>;
  plotW: number;
  colourOf(seriesId: string): string;
}) {
  return (
    <g className="ts-chart-peaks">
      {peaks.map((p) => {
        const px = x(p.tS);
        // The value to the right of the marker, or to its left near the right edge.
        const right = px < plotW - 60;
        const value = Number.isInteger(p.value) ? String(p.value) : p.value.toPrecision(3);
        return (
          <g key={`${p.seriesId}@${p.tS}`} className="ts-chart-peak" data-value={p.value} data-t={p.tS}>
            <title>{`${p.seriesId} reaches ${value} at ${formatSeconds(p.tS)} s, above the axis`}</title>
            <path d={`M${px - 5},7 L${px},0 L${px + 5},7 Z`} fill={colourOf(p.seriesId)} />
            <text x={right ? px + 8 : px - 8} y={11} textAnchor={right ? 'start' : 'end'} fontSize={13}>
              {`${value} ↑`}
            </text>
          </g>
        );
      })}
    </g>
  );
}
