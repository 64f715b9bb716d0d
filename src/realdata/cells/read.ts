/**
 * Reads a file of cell sites in the import worker: an OpenCellID-style CSV, streamed line by line
 * (papaparse parses each block of whole lines; a 500 MB file is never held whole), or a GeoJSON
 * FeatureCollection of Points (read whole, so at most GEOJSON_MAX_BYTES). Each site is kept only
 * within `marginM` of the path, then the `maxSites` nearest; rows that cannot be read are counted
 * and the first MAX_PROBLEMS kept with their line and what was expected.
 */
import Papa from 'papaparse';
import type { ParseOutcome, ProgressReport } from '../protocol';
import { fileProblem, type ImportProblem } from '../problems';
import { indexPath, type PathIndex } from './filter';
import { geojsonPoints, siteOfPoint } from './geojson';
import { headerColumns, siteOfRow, STANDARD_COLUMNS, type ColumnMap, type RowResult } from './rows';
import type { CellSite, CellsOptions, ParsedCells } from './types';

/** Largest GeoJSON file read, bytes (JSON is parsed whole; a larger set of sites should be a CSV). */
export const GEOJSON_MAX_BYTES = 100e6;
/** How many problems of skipped rows are kept (all are counted). */
export const MAX_PROBLEMS = 5;

/** Counts rows and keeps the nearest `maxSites` sites within the margin. */
class Collector {
  rows = 0;
  inMargin = 0;
  skippedCount = 0;
  skipped: ImportProblem[] = [];
  private sites: CellSite[] = [];
  constructor(
    private readonly fileName: string,
    private readonly index: PathIndex,
    private readonly maxSites: number,
  ) {}
  add(where: string, result: RowResult): void {
    this.rows++;
    if ('expected' in result) {
      this.skippedCount++;
      if (this.skipped.length < MAX_PROBLEMS)
        this.skipped.push({ file: this.fileName, where, expected: result.expected });
      return;
    }
    const distanceM = this.index.distanceM(result.site.latDeg, result.site.lonDeg);
    if (!Number.isFinite(distanceM)) return;
    this.inMargin++;
    this.sites.push({ ...result.site, distanceM });
    if (this.sites.length > Math.max(1000, 4 * this.maxSites)) this.trim();
  }
  private trim(): void {
    this.sites.sort((a, b) => a.distanceM - b.distanceM);
    this.sites.length = Math.min(this.sites.length, this.maxSites);
  }
  result(): ParseOutcome<ParsedCells> {
    if (this.rows === this.skippedCount) {
      const why =
        this.rows === 0
          ? 'cell sites (CSV rows or GeoJSON Points), got none'
          : `at least one readable site, got none of ${this.rows} rows`;
      return { ok: false, problems: [fileProblem(this.fileName, why), ...this.skipped] };
    }
    this.trim();
    const { rows, inMargin, skipped, skippedCount } = this;
    return { ok: true, value: { sites: this.sites, rows, inMargin, skipped, skippedCount } };
  }
}

/** Reads `file` (named `fileName`) as cell sites near `options.pathLatLonDeg`, reporting progress. */
export async function readCellsFile(
  file: Blob,
  fileName: string,
  options: CellsOptions,
  progress: ProgressReport,
): Promise<ParseOutcome<ParsedCells>> {
  if (options.pathLatLonDeg.length < 2)
    return { ok: false, problems: [fileProblem(fileName, 'a track to filter the sites around: import a track first')] };
  const bytes = new Uint8Array(await file.slice(0, 512).arrayBuffer());
  if (bytes.includes(0) || (bytes[0] === 0x89 && bytes[1] === 0x50))
    return { ok: false, problems: [fileProblem(fileName, 'an OpenCellID CSV or GeoJSON points, got binary data')] };
  const head = new TextDecoder()
    .decode(bytes)
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.startsWith('<'))
    return {
      ok: false,
      problems: [fileProblem(fileName, 'an OpenCellID CSV or GeoJSON points, got markup (a GPX, KML or HTML file?)')],
    };
  const collector = new Collector(fileName, indexPath(options.pathLatLonDeg, options.marginM), options.maxSites);
  if (head.startsWith('{') || head.startsWith('[')) {
    const problem = await readGeojson(file, fileName, collector);
    if (problem) return { ok: false, problems: [problem] };
  } else await readCsv(file, collector, progress);
  progress(1);
  return collector.result();
}

/** Reads a GeoJSON document's Points into `collector`, or the problem that refuses the file. */
async function readGeojson(file: Blob, fileName: string, collector: Collector): Promise<ImportProblem | null> {
  if (file.size > GEOJSON_MAX_BYTES)
    return fileProblem(
      fileName,
      `GeoJSON of at most ${GEOJSON_MAX_BYTES / 1e6} MB (a larger set of sites can be a CSV, read as a stream)`,
    );
  let doc: unknown;
  try {
    doc = JSON.parse(await file.text());
  } catch (error) {
    return fileProblem(fileName, `GeoJSON (valid JSON): ${(error as Error).message}`);
  }
  const found = geojsonPoints(doc);
  if ('expected' in found) return fileProblem(fileName, found.expected);
  for (const point of found.points) collector.add(point.where, siteOfPoint(point.value, point.props));
  return null;
}

/**
 * Where a block of whole lines ends in `text`: after its last newline outside quotes (a quoted
 * cell may hold a newline), or 0 when there is none.
 */
export function wholeLinesEnd(text: string): number {
  if (!text.includes('"')) return text.lastIndexOf('\n') + 1;
  let inQuotes = false;
  let end = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) inQuotes = !inQuotes;
    else if (c === 10 && !inQuotes) end = i + 1;
  }
  return end;
}

/** Streams a CSV into `collector`: blocks of whole lines, each parsed by papaparse. */
async function readCsv(file: Blob, collector: Collector, progress: ProgressReport): Promise<void> {
  const reader = file.stream().pipeThrough(new TextDecoderStream()).getReader();
  const state: CsvState = { line: 0, columns: null };
  let carry = '';
  let charsRead = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (value) charsRead += value.length;
    const text = carry + (value ?? '');
    const end = done ? text.length : wholeLinesEnd(text);
    if (end > 0) parseBlock(text.slice(0, end), state, collector);
    carry = text.slice(end);
    progress(Math.min(1, charsRead / Math.max(1, file.size)));
    if (done) return;
  }
}

/** Where a CSV stream is: the last line read, and the columns (null before the first row). */
interface CsvState {
  line: number;
  columns: ColumnMap | null;
}

/** Parses a block of whole lines (ending in a newline, or the file's end) into `collector`. */
function parseBlock(block: string, state: CsvState, collector: Collector): void {
  const body = block.endsWith('\n') ? block.slice(0, -1) : block;
  const rows = Papa.parse<string[]>(body, { delimiter: ',', newline: '\n', header: false }).data;
  for (const row of rows) {
    state.line++;
    const last = row.length - 1;
    if (last >= 0 && row[last]!.endsWith('\r')) row[last] = row[last]!.slice(0, -1);
    const lineOfRow = state.line;
    for (const cell of row) for (let i = cell.indexOf('\n'); i >= 0; i = cell.indexOf('\n', i + 1)) state.line++;
    if (row.length === 1 && row[0]!.trim() === '') continue;
    if (state.columns === null) {
      const header = headerColumns(row);
      state.columns = header === null || 'expected' in header ? STANDARD_COLUMNS : header;
      if (header !== null && 'expected' in header) collector.add(`line ${lineOfRow}`, header);
      if (header !== null) continue;
    }
    collector.add(`line ${lineOfRow}`, siteOfRow(row, state.columns));
  }
}
