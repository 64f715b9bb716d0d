/**
 * A plain capacity trace as CSV: `time_s,mbps`, one row per point, times strictly increasing.
 * The header is optional (a first row of two numbers is data); a value may be quoted; a row of
 * 0 Mbps (an outage) is raised to FLOOR_MBPS. The trace does not loop unless the panel asks.
 */
import type { ImportProblem } from '../problems';
import { fileProblem, quoted } from '../problems';
import type { ParseOutcome, ProgressReport } from '../protocol';
import type { ParsedTrace } from './types';
import { FLOOR_MBPS, MAX_TRACE_MBPS, MAX_TRACE_POINTS } from './constants';

/** Problems collected before a file is refused. */
const MAX_PROBLEMS = 5;

/** A cell without its quotes and spaces. */
function cell(text: string | undefined): string {
  return (text ?? '')
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();
}

/** True when `text` is a plain decimal number. */
function isNumber(text: string): boolean {
  return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text);
}

/** One data row's time and capacity, or its problem. */
function readRow(
  cells: string[],
  where: string,
  fileName: string,
  previousS: number | null,
): { timeS: number; mbps: number } | ImportProblem {
  const [t, c] = [cell(cells[0]), cell(cells[1])];
  if (cells.length < 2 || c === '')
    return { file: fileName, where, expected: `two values, time_s,mbps; got ${quoted(cells.join(','))}` };
  if (!isNumber(t)) return { file: fileName, where, expected: `a time in seconds, got ${quoted(t)}` };
  const timeS = Number(t);
  if (Math.abs(timeS) > 1e7) return { file: fileName, where, expected: `a time from -1e7 to 1e7 s, got ${t}` };
  if (previousS !== null && timeS <= previousS)
    return { file: fileName, where, expected: `a time later than the previous row's ${previousS} s, got ${t}` };
  if (!isNumber(c)) return { file: fileName, where, expected: `a capacity in Mbps, got ${quoted(c)}` };
  const mbps = Number(c);
  if (mbps < 0 || mbps > MAX_TRACE_MBPS)
    return { file: fileName, where, expected: `a capacity from 0 to ${MAX_TRACE_MBPS} Mbps, got ${c}` };
  return { timeS, mbps };
}

/** A `time_s,mbps` CSV's text as a capacity over time. */
export function parseTraceCsv(
  text: string,
  fileName: string,
  progress: ProgressReport = () => undefined,
): ParseOutcome<ParsedTrace> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const problems: ImportProblem[] = [];
  const times: number[] = [];
  const mbps: number[] = [];
  let flooredPoints = 0;
  let seenFirst = false;
  for (let i = 0; i < lines.length && problems.length < MAX_PROBLEMS; i++) {
    const line = lines[i]!;
    if ((i & 0xffff) === 0) progress(i / lines.length);
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const cells = line.split(',');
    const first = !seenFirst;
    seenFirst = true;
    if (first && !isNumber(cell(cells[0]))) {
      if (cells.map(cell).join(',').toLowerCase() === 'time_s,mbps') continue;
      // Another header: another kind of CSV, whose rows would each be a problem.
      const expected = `the header time_s,mbps, got ${quoted(line)}`;
      return { ok: false, problems: [{ file: fileName, where: `line ${i + 1}`, expected }] };
    }
    const row = readRow(cells, `line ${i + 1}`, fileName, times.length > 0 ? times[times.length - 1]! : null);
    if ('expected' in row) {
      problems.push(row);
      continue;
    }
    times.push(row.timeS);
    if (row.mbps < FLOOR_MBPS) flooredPoints++;
    mbps.push(Math.max(FLOOR_MBPS, row.mbps));
  }
  if (problems.length > 0) return { ok: false, problems };
  if (times.length === 0) return { ok: false, problems: [fileProblem(fileName, 'rows of time_s,mbps; found none')] };
  if (times.length > MAX_TRACE_POINTS)
    return {
      ok: false,
      problems: [fileProblem(fileName, `at most ${MAX_TRACE_POINTS} rows (a scenario's points), got ${times.length}`)],
    };
  progress(1);
  const n = times.length;
  const lastStepS = n > 1 ? times[n - 1]! - times[n - 2]! : 1;
  return {
    ok: true,
    value: {
      format: 'csv',
      timesS: Float64Array.from(times),
      capacitiesMbps: Float64Array.from(mbps),
      periodS: times[n - 1]! - times[0]! + lastStepS,
      lines: n,
      windowMs: 0,
      flooredPoints,
    },
  };
}
