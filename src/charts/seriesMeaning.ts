/**
 * What a chart series' name means, in words: `head-B1` is the head vehicle's subflow through
 * station B1, `sat` the satellite's, `mhip-access1+bottleneck` a route of source mhip. Shown in
 * the legend's tooltips.
 */
import { parseSeriesId } from './series';

const GROUPS: Record<string, string> = {
  wifi: 'all WiFi subflows added up',
  satellite: 'all satellite subflows added up',
  total: 'everything the source receives',
};

/** A short explanation of series `id`, or null when there is nothing to add to the name. */
export function seriesMeaning(id: string): string | null {
  if (id.startsWith('source:')) return `everything source ${id.slice('source:'.length)} receives`;
  if (GROUPS[id]) return GROUPS[id];
  const { node, target } = parseSeriesId(id);
  const station = /^(sat|satellite)$/i.test(target) ? 'the satellite' : `station ${target}`;
  if (node) return `the ${node} vehicle's subflow through ${station}`;
  if (/^sat$/i.test(target)) return "the satellite's subflow (from the convoy's middle vehicle)";
  const route = /^([^-]+)-(.+)$/.exec(target);
  if (route) {
    const [, source = '', through = ''] = route;
    return `source ${source}'s route through ${through.split('+').join(' and ')}`;
  }
  return null;
}
