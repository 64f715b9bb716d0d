/**
 * The school level's words for a run's series, nodes and stations: one source of display names,
 * derived from the scenario (station, channel, platform and source labels, station groups,
 * controllers) and the run's layout, never typed per preset. `head-B1` reads "front car via WiFi
 * B1", `sat` "satellite", `total:mhip` "all of the multipath flow", `tcp-bottleneck` "the ordinary
 * TCP flow". At the university level the page keeps its ids (src/charts/routeLabel.ts,
 * src/lesson/seriesLabel.ts); `schoolText` rewrites free text (a lesson's, a note's) for the
 * school level: ids become names, and section numbers and equation references give way to words.
 */
import type { RunLayout } from '../solver/layout';
import type { Scenario, Source } from './types';

/** The two levels of language of the page and of a lesson (docs/teaching.md). */
export const LEVELS = ['school', 'university'] as const;
/** One level of language. */
export type Level = (typeof LEVELS)[number];

/** The school level's names of one run of one scenario. */
export interface SchoolNames {
  /** A series as a lesson or a chart of throughput names it (route id, `total:<source>`, `c:<resource>`), or null when unknown. */
  series(id: string): string | null;
  /** A resource (the capacity chart's series: `head-B1` is WiFi B1 as the front car reaches it). */
  resource(id: string): string;
  /** A station or channel by id ("WiFi B1", "roadside unit", "satellite"). */
  target(id: string): string;
  /** `text` with every id of the run replaced by its name, and no section number or equation reference. */
  text(text: string): string;
}

const NODE_WORDS = { head: 'front', middle: 'middle', tail: 'back' } as const;
type NodeName = keyof typeof NODE_WORDS;

/** "Satellite" -> "satellite", "Access 1" -> "access 1"; a first word such as "3G", "WiFi" or "B1" keeps its case. */
function lowerFirst(label: string): string {
  const first = label.split(/\s/, 1)[0] ?? '';
  return /^[A-Z][a-z]*$/.test(first) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/** Splits `[platform.]head-B1` into its node and target, or null for a route of another shape. */
function nodeRoute(id: string): { node: NodeName; target: string } | null {
  const m = /^(?:[^.]+\.)?(head|middle|tail)-(.+)$/.exec(id);
  return m ? { node: m[1] as NodeName, target: m[2] ?? '' } : null;
}

/** The school names of `layout`'s series for `scenario` (see the module comment). */
export function schoolNames(scenario: Scenario, layout: RunLayout): SchoolNames {
  const stations = new Map((scenario.stations ?? []).map((s) => [s.id, s]));
  const channels = new Map((scenario.channels ?? []).map((c) => [c.id, c]));
  const sources = new Map<string, Source>((scenario.sources ?? []).map((s) => [s.id, s]));
  const resources = new Map(layout.resources.map((r) => [r.id, r]));
  const layoutSources = new Map(layout.sources.map((s) => [s.id, s]));

  /** A station or channel as a noun: "WiFi B1" (a station labelled by its id), "roadside unit", "satellite". */
  const target = (id: string): string => {
    const station = stations.get(id);
    if (station) {
      const label = station.label?.trim() || id;
      if (label !== id) return lowerFirst(label);
      return (station.group ?? 'wifi') === 'wifi' ? `WiFi ${id}` : `${station.group} station ${id}`;
    }
    return lowerFirst(channels.get(id)?.label?.trim() || id);
  };
  /** What a route goes "via": "WiFi B1", "the roadside unit", "path 2" (a numbered name takes no article). */
  const via = (id: string): string => {
    const name = target(id);
    const station = stations.get(id);
    const byId = !!station && (station.label?.trim() || id) === id;
    return byId || /\d$/.test(name) ? name : `the ${name}`;
  };
  /** The vehicle a node of a source's platform is: "front car", or the platform itself when it has one node ("car"). */
  const vehicle = (sourceId: string, node: NodeName): string => {
    const source = sources.get(sourceId);
    const platformId = source && 'platform' in source ? source.platform : undefined;
    const platform = (scenario.platforms ?? []).find((p) => p.id === platformId) ?? scenario.platforms?.[0];
    const nodes = new Set((platform?.links ?? []).map((l) => l.node));
    if (nodes.size <= 1) return lowerFirst(platform?.label?.trim() || 'vehicle');
    return `${NODE_WORDS[node]} car`;
  };
  /** A source as a noun phrase: "the multipath flow", "the ordinary TCP flow". */
  const source = (id: string): string => {
    const s = sources.get(id);
    const label = s?.label?.trim() || layoutSources.get(id)?.label?.trim() || id;
    if (s?.controller?.kind === 'tcp' && /tcp/i.test(label)) return `the ordinary ${label}`;
    return `the ${lowerFirst(label)}`;
  };
  const route = (id: string): string | null => {
    const r = layout.routes.find((x) => x.id === id);
    if (!r) return null;
    const parsed = nodeRoute(id);
    const first = r.resources[0];
    const firstTarget = first === undefined ? undefined : resources.get(first)?.target;
    if (parsed && firstTarget !== undefined) return `${vehicle(r.source, parsed.node)} via ${via(firstTarget)}`;
    if (r.resources.length === 1 && first === id) return target(firstTarget ?? id);
    const own = layoutSources.get(r.source)?.routes ?? [r.id];
    if (own.length <= 1) return source(r.source);
    const others = layout.routes.filter((x) => x.source === r.source && x.id !== r.id);
    const distinct = r.resources.filter((res) => !others.every((o) => o.resources.includes(res)));
    if (distinct.length > 0)
      return `${source(r.source)} via ${distinct.map((res) => via(resources.get(res)?.target ?? res)).join(' and ')}`;
    return `${source(r.source)}, path ${own.indexOf(r.id) + 1}`;
  };
  const resource = (id: string): string => {
    const r = resources.get(id);
    const parsed = nodeRoute(id);
    const owner = layout.routes.find((x) => x.resources.includes(id))?.source;
    if (r && parsed && owner !== undefined) return `${target(r.target)} for the ${vehicle(owner, parsed.node)}`;
    return target(r?.target ?? id);
  };
  const series = (id: string): string | null => {
    if (id.startsWith('total:')) return layoutSources.has(id.slice(6)) ? `all of ${source(id.slice(6))}` : null;
    if (id.startsWith('c:')) return resources.has(id.slice(2)) ? `capacity of ${resource(id.slice(2))}` : null;
    const bare = /^[a-z]:/.test(id) ? id.slice(2) : id;
    return route(bare);
  };
  const names = new Map<string, string>();
  for (const r of layout.routes) names.set(r.id, route(r.id) ?? r.id);
  for (const s of layout.sources) names.set(`total:${s.id}`, `all of ${source(s.id)}`);
  for (const r of layout.resources) {
    names.set(`c:${r.id}`, `capacity of ${resource(r.id)}`);
    // A resource id that reads as a word ("bottleneck") stays a word in text.
    if (!names.has(r.id) && /[^a-z]/.test(r.id)) names.set(r.id, resource(r.id));
  }
  const text = (s: string) => schoolText(s, names, scenario);
  return { series, resource, target, text };
}

const ID_EDGE_BEFORE = '(?<![\\w:+.-])';
const ID_EDGE_AFTER = '(?![\\w+-])';
const SECTION = /\b(?:(the )?(?:preset |section |Section ))?((?:I{1,3}|IV|VI{0,3}|IX|X)-[A-H])\b/g;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `text` at the school level: each id of `names` (longest first, whole ids only) replaced by its
 * name; a section number ("III-E") by "this example" (the scenario's own section), "the original
 * example" (the preset it is based on) or "another example"; an equation reference ("(eq 6)",
 * "eq (15)") dropped or said as "the rule"; "paper 000" as "the paper".
 */
export function schoolText(text: string, names: ReadonlyMap<string, string>, scenario?: Scenario): string {
  let out = text;
  const ids = [...names.keys()].sort((a, b) => b.length - a.length);
  if (ids.length > 0) {
    const pattern = new RegExp(`${ID_EDGE_BEFORE}(${ids.map(escapeRegExp).join('|')})${ID_EDGE_AFTER}`, 'g');
    out = out.replace(pattern, (id: string) => names.get(id) ?? id);
  }
  const own = typeof scenario?.meta?.section === 'string' ? scenario.meta.section : null;
  const basedOn = typeof scenario?.meta?.basedOn === 'string' ? scenario.meta.basedOn : null;
  out = out.replace(SECTION, (_all, _the: string | undefined, section: string) =>
    section === own ? 'this example' : section === basedOn ? 'the original example' : 'another example',
  );
  out = out
    .replace(/\s*\((?:eqs?|equations?)\.?\s*\(?\d+[a-z]?\)?(?:[-–,]\s*\d+)*\)/gi, '')
    .replace(/\b(?:eqs?|equations?)\.?\s*\(?\d+[a-z]?\)?(?:'s)?/gi, 'the rule')
    .replace(/\bpapers? \d{3}\b/gi, 'the paper');
  return out;
}
