/**
 * The legend of a chart: one toggle button per series with its colour swatch. Clicking shows or
 * hides the series; hovering or focusing a button highlights it. A chart of thousands of series
 * (one per station) lists the first MAX_LEGEND_ITEMS and a button that lists the rest on request.
 * Each button's tooltip says what its series' name means (seriesMeaning.ts).
 */
import { useState } from 'react';
import type { ChartSeries } from './types';
import { isolate } from '../scenario/userText';
import { seriesMeaning } from './seriesMeaning';

export interface LegendProps {
  series: ReadonlyArray<Pick<ChartSeries, 'id' | 'label' | 'colour'>>;
  hidden: ReadonlySet<string>;
  onToggleSeries(id: string): void;
  highlighted: string | null;
  onHighlight(id: string | null): void;
  /** Accessible name of the group of buttons, e.g. "Series of Throughput per subflow". */
  label?: string;
  /** A few words after the buttons about every series, e.g. "smoothed over 5 s". */
  note?: string;
}

/** Legend entries listed before a "show all" button. */
export const MAX_LEGEND_ITEMS = 100;

/** Toggle buttons (aria-pressed = shown) for the series of a chart. */
export function Legend({ series, hidden, onToggleSeries, highlighted, onHighlight, label, note }: LegendProps) {
  const [all, setAll] = useState(false);
  const listed = all || series.length <= MAX_LEGEND_ITEMS ? series : series.slice(0, MAX_LEGEND_ITEMS);
  return (
    <div className="chart-legend" role="group" aria-label={label ?? 'Series'}>
      {listed.map((s) => {
        const shown = !hidden.has(s.id);
        const meaning = seriesMeaning(s.id);
        return (
          <button
            key={s.id}
            type="button"
            className={`chart-legend-item${shown ? '' : ' is-hidden'}${highlighted === s.id ? ' is-highlighted' : ''}`}
            data-series={s.id}
            aria-pressed={shown}
            title={`${shown ? 'Hide' : 'Show'} ${isolate(s.label)}${meaning ? `: ${meaning}` : ''}`}
            onClick={() => onToggleSeries(s.id)}
            onMouseEnter={() => onHighlight(s.id)}
            onMouseLeave={() => onHighlight(null)}
            onFocus={() => onHighlight(s.id)}
            onBlur={() => onHighlight(null)}
          >
            <span
              className="chart-legend-swatch"
              aria-hidden="true"
              style={{ background: shown ? s.colour : 'transparent', borderColor: s.colour }}
            />
            <span className="chart-legend-label">{s.label}</span>
          </button>
        );
      })}
      {listed.length < series.length && (
        <button type="button" className="chart-legend-more" onClick={() => setAll(true)}>
          Show all {series.length} series
        </button>
      )}
      {note && <span className="chart-legend-note">{note}</span>}
    </div>
  );
}
