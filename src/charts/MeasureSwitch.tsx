/**
 * The throughput chart's choice of measure for a packet run: "Goodput (in order)", what each
 * subflow's receiver put in order (the default: what a download sees), or "Arrivals", every data
 * packet that reached the receiver (duplicates and packets waiting above a hole included). A fluid
 * run has one measure (its throughput is its goodput) and shows no switch.
 */
import type { ThroughputMeasure } from '../store/columnNames';
import { SMOOTH_WINDOW_S } from './smoothing';

/** Button text of each measure. */
export const MEASURE_LABELS: Record<ThroughputMeasure, string> = {
  goodput: 'Goodput (in order)',
  arrivals: 'Arrivals',
};

/** What each measure counts, as the buttons' titles and the chart's sentence say it. */
export const MEASURE_TITLES: Record<ThroughputMeasure, string> = {
  goodput: "Each subflow's data its receiver put in order over each sample interval (goodput)",
  arrivals: 'Every data packet that reached the receiver, retransmitted duplicates and packets above a hole included',
};

/** Two pressed-or-not buttons choosing the throughput chart's measure. */
export function MeasureSwitch({ measure, set }: { measure: ThroughputMeasure; set(m: ThroughputMeasure): void }) {
  return (
    <span role="group" aria-label="Throughput measure" className="measure-switch">
      {(['goodput', 'arrivals'] as const).map((m) => (
        <button key={m} type="button" aria-pressed={measure === m} title={MEASURE_TITLES[m]} onClick={() => set(m)}>
          {MEASURE_LABELS[m]}
        </button>
      ))}
    </span>
  );
}

/**
 * The throughput chart's y label and legend note: which measure is shown (`measure` undefined: a
 * fluid run, plain "Throughput") and, when `smoothed`, over how many seconds.
 */
export function measureText(
  measure: ThroughputMeasure | undefined,
  smoothed: boolean,
): { yLabel: string; legendNote: string | undefined } {
  const yLabel =
    measure === undefined ? 'Throughput (Mbps)' : measure === 'goodput' ? 'Goodput (Mbps)' : 'Arrivals (Mbps)';
  const notes = [
    measure && MEASURE_LABELS[measure].toLowerCase(),
    smoothed ? `smoothed over ${SMOOTH_WINDOW_S} s` : undefined,
  ];
  return { yLabel, legendNote: notes.filter(Boolean).join(', ') || undefined };
}
