/**
 * One site from one row of an OpenCellID-style CSV (`radio,mcc,net,area,cell,unit,lon,lat,range,
 * samples,changeable,created,updated,averageSignal`), or from one GeoJSON Point feature, or why it
 * cannot be read: what was expected and what was found, quoted.
 */
import { quoted } from '../problems';
import { radioOf } from './techs';
import type { CellSite, RadioTech } from './types';

/** OpenCellID's columns, in its order (a file without a header row has them in this order). */
export const OPENCELLID_COLUMNS = [
  'radio',
  'mcc',
  'net',
  'area',
  'cell',
  'unit',
  'lon',
  'lat',
  'range',
  'samples',
  'changeable',
  'created',
  'updated',
  'averageSignal',
] as const;

/** Longest label kept, characters (a station's label is at most 200). */
export const MAX_LABEL_CHARS = 200;

/** Where each needed column is in a row. */
export interface ColumnMap {
  radio: number;
  lon: number;
  lat: number;
  range: number;
  ids: number[];
}

/** The standard order's map. */
export const STANDARD_COLUMNS: ColumnMap = { radio: 0, lon: 6, lat: 7, range: 8, ids: [1, 2, 3, 4] };

/** A site read, before its distance to the path is known. */
export type SiteFields = Omit<CellSite, 'distanceM'>;

/** A row's site, or what was expected. */
export type RowResult = { site: SiteFields } | { expected: string };

/** The column map of a header row, or null when `cells` is not a header (its first cell is not `radio`). */
export function headerColumns(cells: readonly string[]): ColumnMap | { expected: string } | null {
  const names = cells.map((c) =>
    c
      .trim()
      .replace(/^\uFEFF/, '')
      .toLowerCase(),
  );
  if (names[0] !== 'radio' && !names.includes('radio')) return null;
  const find = (...options: string[]) => names.findIndex((n) => options.includes(n));
  const map = {
    radio: find('radio'),
    lon: find('lon', 'lng', 'longitude'),
    lat: find('lat', 'latitude'),
    range: find('range'),
    ids: ['mcc', 'net', 'area', 'cell'].map((n) => find(n)).filter((i) => i >= 0),
  };
  if (map.lon < 0 || map.lat < 0)
    return { expected: `a header with lon and lat columns, got ${quoted(cells.join(','))}` };
  return map;
}

/** A number from a cell of text, or NaN (empty is NaN). */
function num(text: string | undefined): number {
  const t = (text ?? '').trim();
  return t === '' ? NaN : Number(t);
}

/** The label of a site: `LTE 234-15 12345/678` from the ids present, plain text, cut to MAX_LABEL_CHARS. */
export function siteLabel(radio: RadioTech, ids: readonly string[]): string {
  const [mcc, net, area, cell] = ids.map((t) => t.trim());
  const network = [mcc, net].filter(Boolean).join('-');
  const where = [area, cell].filter(Boolean).join('/');
  return cutLabel([radio, network, where].filter(Boolean).join(' '));
}

/** `text` cut to MAX_LABEL_CHARS characters (whole code points). */
export function cutLabel(text: string): string {
  const chars = Array.from(text);
  return chars.length > MAX_LABEL_CHARS ? chars.slice(0, MAX_LABEL_CHARS).join('') : text;
}

/** The site's fields checked: a known radio, a longitude, a latitude, a positive range or none. */
export function checkSite(
  radioText: string,
  lon: number,
  lonText: string,
  lat: number,
  latText: string,
  rangeM: number,
): { expected: string } | { radio: RadioTech; rangeM: number | null } {
  const radio = radioOf(radioText);
  if (radio === null) return { expected: `a radio of GSM, UMTS, CDMA, LTE, NR or WIFI, got ${quoted(radioText)}` };
  if (!(lon >= -180 && lon <= 180)) return { expected: `a longitude from -180 to 180, got ${quoted(lonText)}` };
  if (!(lat >= -90 && lat <= 90)) return { expected: `a latitude from -90 to 90, got ${quoted(latText)}` };
  return { radio, rangeM: Number.isFinite(rangeM) && rangeM > 0 ? rangeM : null };
}

/** The site of one CSV row (its cells as text). */
export function siteOfRow(cells: readonly string[], columns: ColumnMap): RowResult {
  const needed = Math.max(columns.radio, columns.lon, columns.lat) + 1;
  if (cells.length < needed)
    return { expected: `at least ${needed} columns (radio to lat), got ${cells.length}: ${quoted(cells.join(','))}` };
  const [radioText, lonText, latText] = [cells[columns.radio]!, cells[columns.lon]!, cells[columns.lat]!];
  const checked = checkSite(radioText, num(lonText), lonText, num(latText), latText, num(cells[columns.range]));
  if ('expected' in checked) return checked;
  const ids = columns.ids.map((i) => cells[i] ?? '');
  return {
    site: {
      radio: checked.radio,
      lonDeg: num(lonText),
      latDeg: num(latText),
      rangeM: checked.rangeM,
      label: siteLabel(checked.radio, ids),
      name: null,
    },
  };
}
