/** The choice of what a placement map or a sweep measures, with which way is better. */
import type { PlacementMetric } from './metrics';

/** A labelled select of the metrics (a placeholder while the scenario is being read). */
export function MetricSelect({
  label,
  metrics,
  value,
  onChange,
  disabled,
}: {
  label: string;
  metrics: PlacementMetric[];
  value: string;
  onChange(id: string): void;
  disabled: boolean;
}) {
  return (
    <label>
      {label}{' '}
      <select value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled || metrics.length === 0}>
        {metrics.length === 0 && <option value="">(reading the scenario…)</option>}
        {metrics.map((m) => (
          <option key={m.id} value={m.id}>
            {m.label} ({m.better} is better)
          </option>
        ))}
      </select>
    </label>
  );
}
