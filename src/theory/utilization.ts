/**
 * Paper 003's link utilization closed forms as the page draws them: the curves the solver computes
 * (solver/src/theory/utilization.rs) laid out on a chart of utilization against a count.
 */
import type { Coupling, UtilizationCurve } from '../solver/theoryTypes';

export type { Coupling, UtilizationCurve };

/** How each curve is named and drawn (colour-blind-safe colours, and a dash each for print). */
export const COUPLING_STYLE: Record<Coupling, { label: string; colour: string; dash: string; law: string }> = {
  mstcp: { label: 'MSTCP', colour: '#0072b2', dash: '', law: 'scalable increase, decrease b·w (total window)' },
  'coupled-decrease': {
    label: 'Coupled decrease',
    colour: '#d55e00',
    dash: '6 3',
    law: 'TCP increase per subflow, decrease b·w (total window)',
  },
  'coupled-increase': {
    label: 'Coupled increase',
    colour: '#009e73',
    dash: '2 3',
    law: 'increase a/w (total window), decrease b·w_r',
  },
  'fully-coupled': {
    label: 'Fully coupled',
    colour: '#cc79a7',
    dash: '8 3 2 3',
    law: 'increase a/w and decrease b·w, both on the total window',
  },
};

/** The chart's size and margins, SVG units. */
export const CHART = { width: 520, height: 300, left: 48, right: 12, top: 12, bottom: 40 };

/** The x position of count `k` (1..max). */
export function xOf(k: number, max: number): number {
  const w = CHART.width - CHART.left - CHART.right;
  return CHART.left + (max <= 1 ? w / 2 : (w * (k - 1)) / (max - 1));
}

/** The y position of utilization `u` (0..1). */
export function yOf(u: number): number {
  const h = CHART.height - CHART.top - CHART.bottom;
  return CHART.top + h * (1 - Math.min(1, Math.max(0, u)));
}

/** A curve's SVG path through its points. */
export function curvePath(utilization: readonly number[]): string {
  return utilization
    .map((u, i) => `${i === 0 ? 'M' : 'L'}${xOf(i + 1, utilization.length).toFixed(1)},${yOf(u).toFixed(1)}`)
    .join('');
}
