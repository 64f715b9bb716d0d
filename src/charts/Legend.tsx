/**
 * The legend of a chart: one toggle button per series with its colour swatch. Clicking shows or
 * hides the series; hovering or focusing a button highlights it.
 */
import type { ChartSeries } from './types';
import { isolate } from '../scenario/userText';

export interface LegendProps {
  series: ReadonlyArray<Pick<ChartSeries, 'id' | 'label' | 'colour'>>;
  hidden: ReadonlySet<string>;
  onToggleSeries(id: string): void;
  highlighted: string | null;
  onHighlight(id: string | null): void;
  /** Accessible name of the group of buttons, e.g. "Series of Throughput per subflow". */
  label?: string;
}

/** Toggle buttons (aria-pressed = shown) for the series of a chart. */
export function Legend({ series, hidden, onToggleSeries, highlighted, onHighlight, label }: LegendProps) {
  return (
    <div className="chart-legend" role="group" aria-label={label ?? 'Series'}>
      {series.map((s) => {
        const shown = !hidden.has(s.id);
        return (
          <button
            key={s.id}
            type="button"
            className={`chart-legend-item${shown ? '' : ' is-hidden'}${highlighted === s.id ? ' is-highlighted' : ''}`}
            data-series={s.id}
            aria-pressed={shown}
            title={`${shown ? 'Hide' : 'Show'} ${isolate(s.label)}`}
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
    </div>
  );
}
