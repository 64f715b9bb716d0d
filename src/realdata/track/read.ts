/**
 * Reads a track file in the import worker: GPX 1.1 (tracks and routes), KML 2.2 and GeoJSON
 * (LineString, MultiLineString, Feature, FeatureCollection). The format is told by the file's first
 * character (`<`: XML, `{`: JSON); the first line of the file is the track (docs/real-data.md).
 */
import type { ParseOutcome, ProgressReport } from '../protocol';
import { fileProblem, quoted } from '../problems';
import { ProblemList, parsedTrackOf, type FoundLine } from './lineOf';
import { linesOf } from './features';
import { readXmlTrack } from './xmlTrack';
import type { TrackOptions, ParsedTrack } from './types';

/** What a track file must be, for messages. */
const EXPECTED = 'a GPX or KML file (XML) or GeoJSON (JSON) with a line';

/** The line (1-based) and column of character `index` of `text`. */
function lineColumn(text: string, index: number): string {
  const before = text.slice(0, index).split('\n');
  return `line ${before.length} column ${(before[before.length - 1]?.length ?? 0) + 1}`;
}

/** The first line of a GeoJSON text; JSON syntax errors name their line and column. */
function readGeoJson(text: string, problems: ProblemList): { first: FoundLine | null; count: number } {
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message);
    const lc = /line (\d+) column (\d+)/.exec(message);
    const where = lc ? `line ${lc[1]} column ${lc[2]}` : position ? lineColumn(text, Number(position[1])) : null;
    problems.add(where, `valid JSON (${message.replace(/\s*\(line \d+ column \d+\)/, '')})`);
    return { first: null, count: 0 };
  }
  return linesOf(root, problems);
}

/** A short description of text that is neither XML nor JSON (binary data, or its first line). */
function whatItIs(text: string): string {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000e-\u001a]|\ufffd/.test(text.slice(0, 512))) return 'binary data';
  const first = text.trim().split(/\r?\n/, 1)[0] ?? '';
  return first ? quoted(first) : 'only white space';
}

/** Reads `file` (named `fileName`) as a track, reporting progress; the problems name the line or element. */
export async function readTrackFile(
  file: Blob,
  fileName: string,
  options: TrackOptions,
  progress: ProgressReport,
): Promise<ParseOutcome<ParsedTrack>> {
  void options;
  progress(0);
  const text = (await file.text()).replace(/^\uFEFF/, '');
  progress(0.2);
  return readTrackText(text, fileName, progress);
}

/** Reads a track from its whole text (see readTrackFile); `progress` hears the steps after reading. */
export function readTrackText(
  text: string,
  fileName: string,
  progress: ProgressReport = () => undefined,
): ParseOutcome<ParsedTrack> {
  const start = text.trimStart();
  if (!start) return { ok: false, problems: [fileProblem(fileName, `${EXPECTED}, got an empty file`)] };
  if (!start.startsWith('<') && !start.startsWith('{'))
    return { ok: false, problems: [fileProblem(fileName, `${EXPECTED}, got ${whatItIs(text)}`)] };
  const problems = new ProblemList(fileName);
  const { first, count } = start.startsWith('<') ? readXmlTrack(text, problems, progress) : readGeoJson(text, problems);
  progress(0.9);
  if (!first || problems.list.length > 0) return { ok: false, problems: problems.all() };
  return parsedTrackOf(first, count, fileName);
}
