/** How a paper badge's numbers are written: the paper's value as printed and a measured value to its digits. */
import type { BadgeReport } from '../solver/paperReport';

function decimals(x: number): number {
  const text = String(x);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** How a badge's measured value is written: to the paper's digits (at least one decimal, at most three). */
export function formatMeasured(badge: BadgeReport, value: number): string {
  const digits = Math.min(3, Math.max(1, decimals(badge.paper), decimals(badge.tolerance ?? badge.high)));
  return value.toFixed(digits);
}

/** The paper's number as printed: `13.6 ± 0.05 Mbps` or `0.95-1.03`. */
export function publishedText(badge: BadgeReport): string {
  const value = badge.tolerance === null ? `${badge.low}-${badge.high}` : `${badge.paper} ± ${badge.tolerance}`;
  return badge.unit ? `${value} ${badge.unit}` : value;
}
