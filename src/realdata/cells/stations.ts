/**
 * Cell sites become stations of the scenario: each at its position in the scenario's planar metres
 * (its geographic frame's origin), with its technology's capacity and a logistic decay whose
 * midpoint is the site's reach. The platform nodes that reached the hand-placed stations reach the
 * sites instead (or as well, when those stations are kept); channels and their links stay. See
 * docs/real-data.md ("Cell sites").
 */
import { geoToPlane } from '../../geometry/geoFrame';
import type { Platform, Scenario, Station } from '../../scenario/types';
import { ALPHA_D0, reachOf, type TechLaws } from './techs';
import type { CellSite } from './types';

/** The page's most map objects (stations, channels, platforms): the cost estimate's `mapObjects`. */
export const MAX_MAP_OBJECTS = 500;
/** The page's most chart series (routes, resources, sources): the cost estimate's `pageItems`. */
export const MAX_PAGE_ITEMS = 2000;
/** Sites kept by default. */
export const DEFAULT_MAX_SITES = 30;

/** What the user chose in the panel. */
export interface CellsChoice {
  laws: TechLaws;
  /** Keep the stations already placed (else the sites replace them). */
  keepStations: boolean;
}

/** Why cell sites cannot go into a scenario in a planar frame. */
export const NEEDS_GEOGRAPHIC_FRAME =
  'cell sites need a scenario on the map (a geographic frame): import a track first (File > Import track…)';

/** The nodes that will reach the sites: each platform's nodes that reach a station now, else the first platform's middle. */
function linkingNodes(s: Scenario): Array<{ platform: number; node: 'head' | 'middle' | 'tail' }> {
  const stationIds = new Set((s.stations ?? []).map((st) => st.id));
  const found: Array<{ platform: number; node: 'head' | 'middle' | 'tail' }> = [];
  (s.platforms ?? []).forEach((p, i) =>
    (p.links ?? []).forEach((l) => {
      if (l.to.some((t) => stationIds.has(t)) && !found.some((f) => f.platform === i && f.node === l.node))
        found.push({ platform: i, node: l.node });
    }),
  );
  if (found.length === 0 && (s.platforms ?? []).length > 0) found.push({ platform: 0, node: 'middle' });
  return found;
}

/**
 * The most sites the page can take into `s`: within MAX_MAP_OBJECTS (with the channels, the
 * platforms and, when kept, the stations) and MAX_PAGE_ITEMS (each site adds a route and a
 * resource per node that reaches it).
 */
export function maxSitesAllowed(s: Scenario, keepStations: boolean): number {
  const stations = keepStations ? (s.stations ?? []).length : 0;
  const channels = (s.channels ?? []).length;
  const objects = MAX_MAP_OBJECTS - channels - (s.platforms ?? []).length - stations;
  const stationIds = new Set((s.stations ?? []).map((st) => st.id));
  let series = (s.sources ?? []).length + channels;
  for (const p of s.platforms ?? [])
    for (const l of p.links ?? []) for (const t of l.to) series += stationIds.has(t) ? (keepStations ? 2 : 0) : 1;
  const nodes = Math.max(1, linkingNodes(s).length);
  return Math.max(0, Math.min(objects, Math.floor((MAX_PAGE_ITEMS - series) / (2 * nodes))));
}

/** `LTE-1`, `LTE-2`, ...: the next id of `radio` not in `taken` (which it joins). */
function nextId(radio: string, taken: Set<string>): string {
  let k = 1;
  while (taken.has(`${radio}-${k}`)) k++;
  const id = `${radio}-${k}`;
  taken.add(id);
  return id;
}

/** Metres rounded to centimetres. */
function cm(m: number): number {
  return Math.round(m * 100) / 100;
}

/** The stations of `sites` in `s`'s frame, with ids not in `taken`. */
export function siteStations(s: Scenario, sites: readonly CellSite[], laws: TechLaws, taken: Set<string>): Station[] {
  const frame = s.frame;
  if (frame?.kind !== 'geographic') return [];
  return sites.map((site) => {
    const law = laws[site.radio];
    const reachM = reachOf(site.rangeM, law);
    const p = geoToPlane(frame, { latDeg: site.latDeg, lonDeg: site.lonDeg });
    return {
      id: nextId(site.radio, taken),
      // The map shows the short id (LTE-1); a site's own name, when the file gives one, is its label.
      ...(site.name ? { label: site.name } : {}),
      // Totalled apart from WiFi in the charts and the summary.
      ...(site.radio === 'WiFi' ? {} : { group: 'cellular' }),
      position: { xM: cm(p.xM), yM: cm(p.yM) },
      capacityMbps: law.capacityMbps,
      decay: { law: 'logistic', alphaPerM: ALPHA_D0 / reachM, d0M: reachM },
    };
  });
}

/**
 * `s` with `sites` as stations, or why not (a planar frame; no platform). The nodes that reached
 * the stations reach the sites; without `keepStations` the stations already placed go, with
 * their links and route delays.
 */
export function withCellSites(
  s: Scenario,
  sites: readonly CellSite[],
  choice: CellsChoice,
): { scenario: Scenario } | { error: string } {
  if (s.frame?.kind !== 'geographic') return { error: NEEDS_GEOGRAPHIC_FRAME };
  if ((s.platforms ?? []).length === 0)
    return { error: 'cell sites need a platform to reach them: import a track first' };
  const old = s.stations ?? [];
  const removed = new Set(choice.keepStations ? [] : old.map((st) => st.id));
  const kept = old.filter((st) => !removed.has(st.id));
  const taken = new Set([...kept.map((st) => st.id), ...(s.channels ?? []).map((c) => c.id)]);
  const added = siteStations(s, sites, choice.laws, taken);
  const newIds = added.map((st) => st.id);
  const nodes = linkingNodes(s);
  const platforms = (s.platforms ?? []).map((p, i): Platform => {
    const mine = nodes.filter((n) => n.platform === i).map((n) => n.node);
    const links = (p.links ?? []).map((l) => {
      const to = l.to.filter((t) => !removed.has(t));
      return { ...l, to: mine.includes(l.node) ? [...to, ...newIds] : to };
    });
    for (const node of mine) if (!links.some((l) => l.node === node)) links.push({ node, to: newIds });
    return { ...p, links: links.filter((l) => l.to.length > 0) };
  });
  const next: Scenario = { ...s, stations: [...kept, ...added], platforms };
  if (s.routeDelays && removed.size > 0) {
    const names = new RegExp(`(^|\\.)(head|middle|tail)-(${[...removed].map(escape).join('|')})$`);
    next.routeDelays = Object.fromEntries(Object.entries(s.routeDelays).filter(([key]) => !names.test(key)));
  }
  return { scenario: next };
}

/** `id` safe inside a regular expression. */
function escape(id: string): string {
  return id.replace(/[.\\^$|?*+()[\]{}-]/g, '\\$&');
}
