/**
 * The kinds of file the page takes, told apart by name and by their first bytes: a scenario
 * (JSON), a track (GPX, KML, GeoJSON lines), cell sites (OpenCellID-style CSV, GeoJSON points) and
 * a link trace (Mahimahi, `time_s,mbps` CSV). A file of a kind is refused before it is read when it
 * is larger than that kind's limit.
 */

/** What a file is imported as. */
export type ImportKind = 'scenario' | 'track' | 'cells' | 'trace';

/** People's names of the kinds, for menus and messages. */
export const KIND_NAMES: Record<ImportKind, string> = {
  scenario: 'a scenario',
  track: 'a track (GPX, KML or GeoJSON line)',
  cells: 'cell sites (OpenCellID CSV or GeoJSON points)',
  trace: 'a link trace (Mahimahi or time_s,mbps CSV)',
};

/**
 * Largest file of each kind, bytes. A scenario and a trace are small; a track of a day's drive at
 * one point a second is about 10 MB of GPX, read in about 10 s on a busy core (the XML is parsed
 * whole, as a DOM), so a track stops at 20 MB, well inside the worker's 60 s; an OpenCellID country file can be hundreds of MB, so
 * cell sites stream through a worker and are never held whole.
 */
export const MAX_FILE_BYTES: Record<ImportKind, number> = {
  scenario: 50e6,
  track: 20e6,
  cells: 500e6,
  trace: 50e6,
};

/** How many bytes of a file `detectKind` looks at. */
export const SNIFF_BYTES = 4096;

/**
 * The kind of a file from its name and its first bytes (`head`, up to SNIFF_BYTES decoded as
 * text), or null when it is none of them. `.json`/`.geojson` are told apart by their content:
 * a scenario has `"format": "multipath-playground/scenario"`, GeoJSON points are cell sites and
 * lines a track.
 */
export function detectKind(name: string, head: string): ImportKind | null {
  const lower = name.toLowerCase();
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (lower.endsWith('.gpx') || lower.endsWith('.kml')) return 'track';
  if (lower.endsWith('.json') || lower.endsWith('.geojson') || text.startsWith('{')) {
    if (text.includes('multipath-playground/scenario')) return 'scenario';
    // A file with a line anywhere in its head is a track, even when it starts with a point.
    if (/"type"\s*:\s*"(Multi)?LineString"/.test(text)) return 'track';
    if (/"type"\s*:\s*"(Multi)?Point"/.test(text)) return 'cells';
    if (/"type"\s*:\s*"(Feature|FeatureCollection)"/.test(text)) return 'track';
    return lower.endsWith('.geojson') ? 'track' : 'scenario';
  }
  if (text.startsWith('<')) return /<kml[\s>]/i.test(text) ? 'track' : /<gpx[\s>]/i.test(text) ? 'track' : null;
  const firstLine = (text.split(/\r?\n/, 1)[0] ?? '').toLowerCase();
  if (/^radio\s*,/.test(firstLine) || /^(gsm|umts|cdma|lte|nr|wifi)\s*,/.test(firstLine)) return 'cells';
  if (/^time_s\s*,\s*mbps/.test(firstLine)) return 'trace';
  if (/^\d+\s*$/.test(firstLine)) return 'trace';
  if (lower.endsWith('.csv')) return /radio|lat|lon/.test(firstLine) ? 'cells' : 'trace';
  return null;
}
