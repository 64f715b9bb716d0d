/**
 * The common end of every track format: the first line of a GeoJSON FeatureCollection (as
 * @tmcw/togeojson writes it, or as a GeoJSON file holds it) checked point by point and turned into a
 * ParsedTrack, with its times when every point has a valid one that never goes backwards.
 */
import { quoted, type ImportProblem } from '../problems';
import type { ParsedTrack } from './types';

/** Most problems listed for one file (the rest are counted). */
export const MAX_PROBLEMS = 10;

/** A line found in a file: its positions `[lon, lat, ...]`, times (ISO text) and name. */
export interface FoundLine {
  /** Positions as GeoJSON orders them: longitude, latitude (more entries ignored). */
  positions: unknown[];
  /** One time per position (ISO 8601 text), or null when the file gave none or not one per point. */
  times: unknown[] | null;
  /** The line's name from the file, if any. */
  name: unknown;
  /** How a point is named in a message: `(i) => "<trkpt> 7"`. */
  pointName(index: number): string;
}

/** Problems collected while reading, at most MAX_PROBLEMS kept and the rest counted. */
export class ProblemList {
  readonly list: ImportProblem[] = [];
  private more = 0;
  constructor(readonly file: string) {}
  /** Records a problem at `where`. */
  add(where: string | null, expected: string): void {
    if (this.list.length < MAX_PROBLEMS) this.list.push({ file: this.file, where, expected });
    else this.more += 1;
  }
  /** The problems, with a last line counting those left out. */
  all(): ImportProblem[] {
    if (this.more === 0) return this.list;
    return [...this.list, { file: this.file, where: null, expected: `no more problems, got ${this.more} more` }];
  }
}

/** A latitude's or longitude's problem, or null when it is a number in range. */
export function coordinateProblem(value: unknown, what: 'latitude' | 'longitude'): string | null {
  const limit = what === 'latitude' ? 90 : 180;
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  if (Number.isFinite(n) && Math.abs(n) <= limit) return null;
  const got = value === undefined || value === null ? 'nothing' : quoted(String(value));
  return `a ${what} from ${-limit} to ${limit} degrees, got ${got}`;
}

/** Longest name kept, characters (a platform's label may have 200). */
const MAX_NAME_CHARS = 200;

/** The line's name as plain text (control characters removed, cut), or `fallback`. */
export function plainName(name: unknown, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  const text = typeof name === 'string' ? name.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim() : '';
  return Array.from(text || fallback)
    .slice(0, MAX_NAME_CHARS)
    .join('');
}

/** The times of a line in seconds since its first point, or why there are none. */
export function timesOf(line: FoundLine, count: number): { timesS: Float64Array | null; note: string | null } {
  if (!line.times || line.times.length === 0) return { timesS: null, note: 'no point has a time' };
  if (line.times.length !== count)
    return { timesS: null, note: `only ${line.times.length} of ${count} points have a time` };
  const timesS = new Float64Array(count);
  let t0 = NaN;
  for (let i = 0; i < count; i++) {
    const text = line.times[i];
    const ms = typeof text === 'string' ? Date.parse(text) : NaN;
    if (!Number.isFinite(ms))
      return { timesS: null, note: `${line.pointName(i)} has no valid time (got ${quoted(String(text ?? ''))})` };
    if (i === 0) t0 = ms;
    timesS[i] = (ms - t0) / 1000;
    if (i > 0 && timesS[i]! < timesS[i - 1]!)
      return { timesS: null, note: `the time goes backwards at ${line.pointName(i)}` };
  }
  if (timesS[count - 1]! <= 0) return { timesS: null, note: 'every point has the same time' };
  return { timesS, note: null };
}

/**
 * The ParsedTrack of `line` (the first of `lines` lines in file `file`), or the problems of its
 * points. Fewer than 2 distinct points is refused.
 */
export function parsedTrackOf(
  line: FoundLine,
  lines: number,
  file: string,
): { ok: true; value: ParsedTrack } | { ok: false; problems: ImportProblem[] } {
  const problems = new ProblemList(file);
  const n = line.positions.length;
  const latLonDeg = new Float64Array(2 * n);
  for (let i = 0; i < n; i++) {
    const p = line.positions[i];
    if (!Array.isArray(p) || p.length < 2) {
      problems.add(line.pointName(i), `a position [longitude, latitude], got ${quoted(JSON.stringify(p) ?? '')}`);
      continue;
    }
    const lon = coordinateProblem(p[0], 'longitude');
    const lat = coordinateProblem(p[1], 'latitude');
    if (lat) problems.add(line.pointName(i), lat);
    if (lon) problems.add(line.pointName(i), lon);
    latLonDeg[2 * i] = Number(p[1]);
    latLonDeg[2 * i + 1] = Number(p[0]);
  }
  if (problems.list.length > 0) return { ok: false, problems: problems.all() };
  if (distinctPoints(latLonDeg) < 2)
    return {
      ok: false,
      problems: [
        { file, where: null, expected: `a line of at least 2 distinct points, got ${distinctPoints(latLonDeg)}` },
      ],
    };
  const { timesS, note } = timesOf(line, n);
  return { ok: true, value: { name: plainName(line.name, file), latLonDeg, timesS, lines, timesNote: note } };
}

/** How many distinct points `latLonDeg` has (counting up to 2 is all that matters). */
function distinctPoints(latLonDeg: Float64Array): number {
  const n = latLonDeg.length >> 1;
  if (n === 0) return 0;
  for (let i = 1; i < n; i++) if (latLonDeg[2 * i] !== latLonDeg[0] || latLonDeg[2 * i + 1] !== latLonDeg[1]) return 2;
  return 1;
}
