/**
 * A route's name in legends and tooltips. The route's id stays its series id (lessons, links,
 * highlights and hidden series name it); only what a person reads changes, by one rule:
 *
 * - a route the papers name keeps its id: a vehicle's subflow through a station (`head-B1`,
 *   `middle-RSU`) or a route named after its one resource (`sat`, `3g`);
 * - the one route of a source is that source (its label: "TCP flow", "Competitor"), where its id
 *   (`tcp-bottleneck`, `competitor-sat`) only repeats the source's id and its link;
 * - a route through several resources, whose id joins them (`mhip-access1+bottleneck`), is
 *   "<source label> via access1 + bottleneck";
 * - any other route (`mtcp-path1`: a path of a source with several) keeps its id.
 */
import type { RouteLayout, SourceLayout } from '../solver/layout';

/** Each list of sources by id (the first of an id), built once per list: a label per route stays linear. */
const byId = new WeakMap<readonly SourceLayout[], Map<string, SourceLayout>>();

function sourcesById(sources: readonly SourceLayout[]): Map<string, SourceLayout> {
  let found = byId.get(sources);
  if (!found) {
    found = new Map();
    for (const s of sources) if (!found.has(s.id)) found.set(s.id, s);
    byId.set(sources, found);
  }
  return found;
}

/** The readable name of `route` of a run whose sources are `sources` (see the module comment). */
export function routeLabel(route: RouteLayout, sources: readonly SourceLayout[]): string {
  if (/^(head|middle|tail)-/.test(route.id) || route.resources.includes(route.id)) return route.id;
  const source = sourcesById(sources).get(route.source);
  const name = source?.label?.trim();
  if (!source || !name) return route.id;
  if (source.routes.length === 1) return name;
  if (route.id.includes('+')) return `${name} via ${route.resources.join(' + ')}`;
  return route.id;
}
