/**
 * The map's "Capacity field" switch and, while it is on, its legend: a grey scale from no
 * capacity to the sum of the enabled stations' capacities (paper 000 Fig. 4, left).
 */
import type { Scenario } from '../scenario/types';
import { FIELD_MAX_ALPHA } from './capacityFieldLayer';

/** The top of the field's scale, Mbps: every enabled station at full capacity (d = 0 everywhere). */
export function fieldMaxMbps(scenario: Pick<Scenario, 'stations'>): number {
  return (scenario.stations ?? [])
    .filter((s) => s && s.enabled !== false)
    .reduce((sum, s) => {
      const c = Number(s?.capacityMbps);
      return sum + (Number.isFinite(c) && c > 0 ? c : 0);
    }, 0);
}

/** The switch, and the legend while the field is shown. */
export function CapacityFieldToggle({
  on,
  onChange,
  maxMbps,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
  maxMbps: number;
}) {
  const shade = `rgba(30, 36, 46, ${FIELD_MAX_ALPHA})`;
  return (
    <>
      <button
        type="button"
        aria-pressed={on}
        onClick={() => onChange(!on)}
        title="Paper 000 Fig. 4: the capacity a vehicle would get at each point, summed over the stations"
      >
        Capacity field
      </button>
      {on && (
        <div className="mp-map__field-legend" data-testid="field-legend">
          <span>0</span>
          <span
            className="mp-map__field-bar"
            style={{ background: `linear-gradient(to right, transparent, ${shade})` }}
          />
          <span>{Math.round(maxMbps)} Mbps</span>
          <span className="mp-map__field-note">sum of C·ρ(d) over the stations</span>
        </div>
      )}
    </>
  );
}
