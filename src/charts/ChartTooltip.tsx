/** The values of every shown series at the hovered (or focused) time, beside the hover line. */
import type { Ref } from 'react';
import type { TooltipRow } from './chartText';
import type { TooltipPlace } from './tooltipPlacement';

/** The tooltip box: the time, then one row per series (swatch, label, value); `highlighted` bold. */
export function ChartTooltip({
  id,
  ref,
  tS,
  rows,
  place,
  highlighted,
}: {
  id: string;
  /** The box, measured by the chart to place it. */
  ref: Ref<HTMLDivElement>;
  tS: number;
  rows: readonly TooltipRow[];
  place: TooltipPlace;
  highlighted: string | null;
}) {
  return (
    <div id={id} className="ts-chart-tooltip" ref={ref} style={{ left: place.leftPx, top: place.topPx }}>
      <div className="ts-chart-tooltip-time">t = {tS.toFixed(1)} s</div>
      <table>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-series={row.id} className={row.id === highlighted ? 'is-highlighted' : undefined}>
              <td>
                <span className="ts-chart-tooltip-swatch" style={{ background: row.colour }} />
                {row.label}
              </td>
              <td className="ts-chart-tooltip-value">{row.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
