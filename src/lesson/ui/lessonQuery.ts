/**
 * The address query of a lesson link, written from the parameter table of queryParams.ts (the
 * inverse of `readQueryParams`): what the lesson builder hands out and what "Copy link" keeps of
 * the page's own address.
 */
import {
  QUERY_PARAMS,
  readQueryParams,
  type QueryParam,
  type QueryParamName,
  type QueryValues,
} from '../../state/queryParams';
import type { Scenario } from '../../scenario/types';
import { hasLesson } from '../format';

/** A parameter's text in the query, or null when its value is the default (left out). */
function written(param: QueryParam<unknown>, value: unknown): string | null {
  const fallback = param.default;
  if (value === null || value === undefined || value === false) return null;
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    if (Array.isArray(fallback) && fallback.length === value.length && fallback.every((v, i) => v === value[i]))
      return null;
    return value.join(',');
  }
  if (value === true) return '1';
  return String(value);
}

/** A value for the query: escaped, except the commas between list items (they stay readable). */
function escape(text: string): string {
  return encodeURIComponent(text).replace(/%2C/gi, ',');
}

/**
 * The query (`?lesson=1&charts=throughput`, or `''` when every value is its default) that
 * `readQueryParams` reads back to `values`: the table's order, defaults left out.
 */
export function buildLessonQuery(values: Partial<QueryValues>): string {
  const parts: string[] = [];
  for (const [name, param] of Object.entries(QUERY_PARAMS) as Array<[QueryParamName, QueryParam<unknown>]>) {
    const text = written(param, values[name]);
    if (text !== null) parts.push(param.type === 'flag' ? `${name}=1` : `${name}=${escape(text)}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** The names of the lesson parameters (what a lesson link hands out; not the page's own `tiles`, `workers`). */
export const LESSON_PARAM_NAMES = (Object.keys(QUERY_PARAMS) as QueryParamName[]).filter(
  (name) => QUERY_PARAMS[name].scope === 'lesson',
);

/** The map tiles the page shows (set in the map settings or by the address); '' for none. */
export interface PageTiles {
  url: string;
  attribution: string;
}

/** The query values that hand the page's tiles on to a link (none without a tile URL). */
export function tileValues(tiles?: PageTiles): Partial<QueryValues> {
  return tiles?.url ? { tiles: tiles.url, attribution: tiles.attribution || null } : {};
}

/**
 * The lesson parameters of a page's query, written again (values not understood are left out),
 * and the map tiles the page shows, so the link opens on the same map (a tile host still asks the
 * student first, see src/map/tileSource.ts).
 */
export function keptLessonQuery(search: string, tiles?: PageTiles): string {
  const { values } = readQueryParams(search);
  const kept: Partial<Record<QueryParamName, unknown>> = {};
  for (const name of LESSON_PARAM_NAMES) kept[name] = values[name];
  return buildLessonQuery({ ...(kept as Partial<QueryValues>), ...tileValues(tiles) });
}

/** The link a lesson hands out: the page's address, the lesson query, and the scenario's fragment. */
export function lessonLink(pageAddress: string, values: Partial<QueryValues>, fragment: string): string {
  return `${pageAddress}${buildLessonQuery(values)}#${fragment}`;
}

/** Text for an HTML attribute value in double quotes. */
function attribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The `<iframe>` a course page embeds a lesson link with, titled for screen readers. */
export function iframeSnippet(link: string, title: string): string {
  return `<iframe src="${attribute(link)}" title="${attribute(title)}" width="960" height="600" style="border: 0; max-width: 100%" allow="clipboard-write"></iframe>`;
}

/**
 * What a new lesson link starts with: editing locked, and autoplay only when the scenario carries
 * no lesson steps (a lesson owns the clock: its steps play the run, and autoplay would run ahead of
 * its first question).
 */
export function firstLessonChoice(scenario: Scenario): Partial<QueryValues> {
  return { lock: true, autoplay: !hasLesson(scenario) };
}
