/**
 * The chart's text, apart from React: the unit of a y label, formatted values and seconds, the
 * tooltip rows at a time, and the short summary that is the canvas's accessible name.
 */
import { nearestIndex } from './decimate';
import type { ChartSeries } from './types';
import { at } from '../util/at';

/** The unit in the last parentheses of a y label: "Throughput (Mbps)" → "Mbps". */
export function unitOf(yLabel: string): string {
  const m = /\(([^()]*)\)\s*$/.exec(yLabel);
  return (m?.[1] ?? '').trim();
}

/** A value for the tooltip, with its unit. */
export function formatValue(v: number, unit: string): string {
  if (!Number.isFinite(v)) return '–';
  const digits = Math.abs(v) >= 100 ? 1 : 2;
  return unit ? `${v.toFixed(digits)} ${unit}` : v.toFixed(digits);
}

/** One line of the tooltip. */
export interface TooltipRow {
  id: string;
  label: string;
  colour: string;
  value: number;
  text: string;
}

/**
 * The tooltip at time `t`: the nearest sample's time and every visible series' value there (and,
 * for a stacked chart, their sum as a last row with id `__sum`). Null when there is no sample.
 */
export function tooltipAt(
  timeS: Float64Array,
  length: number,
  series: readonly ChartSeries[],
  hidden: ReadonlySet<string>,
  t: number,
  unit: string,
  stacked: boolean,
): { index: number; tS: number; rows: TooltipRow[] } | null {
  const index = nearestIndex(timeS, length, t);
  if (index < 0) return null;
  const rows: TooltipRow[] = [];
  let sum = 0;
  for (const s of series) {
    if (hidden.has(s.id)) continue;
    const value = s.values[index] ?? Number.NaN;
    sum += value;
    rows.push({ id: s.id, label: s.label, colour: s.colour, value, text: formatValue(value, unit) });
  }
  if (stacked && rows.length > 1)
    rows.push({ id: '__sum', label: 'Sum', colour: 'transparent', value: sum, text: formatValue(sum, unit) });
  return { index, tS: at(timeS, index, 'sample time'), rows };
}

/** The short text summary of the chart for its accessible name. */
export function summaryText(title: string, visibleCount: number, totalCount: number, durationS: number): string {
  const n = `${visibleCount} series${visibleCount < totalCount ? ` of ${totalCount} shown` : ''}`;
  return `${title}: ${n}, 0–${formatSeconds(durationS)} s`;
}

/** Seconds without needless decimals. */
export function formatSeconds(t: number): string {
  return Number.isInteger(t) ? String(t) : t.toFixed(1);
}
