/**
 * How a lesson names a series to a student: as the charts do (route ids such as `head-B1`), except
 * a source's total (`total:mhip`), which reads "mhip, all subflows together".
 */
import { TOTAL_PREFIX } from './runColumns';

/** The words for series `name`. */
export function seriesLabel(name: string): string {
  return name.startsWith(TOTAL_PREFIX) ? `${name.slice(TOTAL_PREFIX.length)}, all subflows together` : name;
}
