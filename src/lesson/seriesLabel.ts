/**
 * How a lesson names a series to a student: as the charts do (route ids such as `head-B1`), except
 * a source's total (`total:mhip`), which reads "mhip, all subflows together".
 */
import { TOTAL_PREFIX } from './runColumns';

/** The words for series `name` ("c:B1": "B1 capacity", "total:mhip": "mhip, all subflows together"), in the player and the builder. */
export function seriesLabel(name: string): string {
  if (name.startsWith('c:')) return `${name.slice(2)} capacity`;
  if (name.startsWith(TOTAL_PREFIX)) return `${name.slice(TOTAL_PREFIX.length)}, all subflows together`;
  return name;
}
