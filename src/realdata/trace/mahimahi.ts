/**
 * Mahimahi's trace format (mm-link(1); src/frontend/link_queue.cc): one line per 1500-byte delivery
 * opportunity, a whole number of milliseconds from the start, never decreasing. mm-link loops the
 * trace with a period of its last timestamp (the line at the last timestamp T delivers at T, the
 * first instant of the next loop). Read here as a capacity over time: the opportunities counted in
 * windows of `windowMs`, each window's count as Mbps at the window's middle.
 */
import type { ImportProblem } from '../problems';
import { fileProblem, quoted } from '../problems';
import type { ParseOutcome, ProgressReport } from '../protocol';
import type { ParsedTrace } from './types';
import { FLOOR_MBPS, MAX_TRACE_POINTS, packetsToMbps } from './constants';

/** Largest timestamp taken, ms: a period of at most 1e7 s (the scenario's `periodS` limit). */
export const MAX_TIMESTAMP_MS = 1e10;

/** Problems collected before a file is refused. */
const MAX_PROBLEMS = 5;

/**
 * Reads every line of a Mahimahi trace, checking it as mm-link does, and hands each timestamp (ms)
 * to `onStamp`; the count and the last timestamp, or the problems of its lines.
 */
export function scanMahimahi(
  text: string,
  fileName: string,
  onStamp: (ms: number) => void,
  progress: ProgressReport = () => undefined,
): ParseOutcome<{ count: number; lastMs: number }> {
  const problems: ImportProblem[] = [];
  let count = 0;
  let previous = 0;
  let start = 0;
  let lineNo = 0;
  let blankAt = 0;
  const problem = (where: string, expected: string) => problems.push({ file: fileName, where, expected });
  while (start < text.length && problems.length < MAX_PROBLEMS) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end).replace(/\r$/, '');
    start = end + 1;
    lineNo++;
    if ((lineNo & 0xffff) === 0) progress(start / text.length);
    if (line.trim() === '') {
      if (blankAt === 0) blankAt = lineNo;
      continue;
    }
    const where = `line ${lineNo}`;
    if (blankAt !== 0) {
      problem(`line ${blankAt}`, 'a timestamp (mm-link refuses empty lines)');
      blankAt = 0;
    }
    if (!/^\s*\d+\s*$/.test(line)) {
      const expected = `a whole number of milliseconds (Mahimahi: one delivery opportunity per line), got ${quoted(line)}`;
      problem(where, expected);
      continue;
    }
    const ms = Number(line);
    if (ms > MAX_TIMESTAMP_MS) problem(where, `a timestamp of at most ${MAX_TIMESTAMP_MS} ms, got ${ms}`);
    else if (ms < previous)
      problem(
        where,
        `a timestamp at or after the previous line's ${previous} ms (Mahimahi's never go back), got ${ms}`,
      );
    else {
      previous = ms;
      count++;
      onStamp(ms);
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  if (count === 0)
    return { ok: false, problems: [fileProblem(fileName, 'Mahimahi timestamps, one per line; found none')] };
  if (previous === 0)
    return {
      ok: false,
      problems: [fileProblem(fileName, 'a trace that lasts longer than 0 ms (its last timestamp, its period), got 0')],
    };
  return { ok: true, value: { count, lastMs: previous } };
}

/** The timestamps of a Mahimahi trace, ms, or the problems of its lines. */
export function mahimahiTimestamps(
  text: string,
  fileName: string,
  progress: ProgressReport = () => undefined,
): ParseOutcome<Float64Array> {
  const stamps: number[] = [];
  const read = scanMahimahi(text, fileName, (ms) => stamps.push(ms), progress);
  if (!read.ok) return read;
  progress(1);
  return { ok: true, value: Float64Array.from(stamps) };
}

/** The window (of `windows` of `windowMs`) a timestamp falls in, in a loop of `periodMs`. */
function windowOf(ms: number, periodMs: number, windowMs: number, windows: number): number {
  const phase = ms === 0 ? periodMs : ms;
  return Math.min(windows - 1, Math.ceil(phase / windowMs) - 1);
}

/** The window used for a loop of `periodMs`: `windowMs`, widened to keep MAX_TRACE_POINTS windows at most. */
function usedWindowMs(periodMs: number, windowMs: number): number {
  return Math.max(windowMs, Math.ceil(periodMs / MAX_TRACE_POINTS));
}

/**
 * Opportunities per window of one loop: window k holds the lines whose time in the loop falls in
 * (k W, (k + 1) W] ms, the last window ending at the period T (a line at 0 is the loop's instant T).
 * The window is widened when T / W would give more than MAX_TRACE_POINTS windows.
 */
export function windowCounts(stamps: Float64Array, windowMs: number): { counts: Float64Array; windowMs: number } {
  const periodMs = stamps[stamps.length - 1]!;
  const w = usedWindowMs(periodMs, windowMs);
  const windows = Math.ceil(periodMs / w);
  const counts = new Float64Array(windows);
  for (const ms of stamps) counts[windowOf(ms, periodMs, w, windows)]! += 1;
  return { counts, windowMs: w };
}

/** Capacity points of window counts: each window's Mbps at its middle (the last may be shorter). */
export function countsToTrace(counts: Float64Array, windowMs: number, periodMs: number, lines: number): ParsedTrace {
  const n = counts.length;
  const timesS = new Float64Array(n);
  const capacitiesMbps = new Float64Array(n);
  let flooredPoints = 0;
  for (let k = 0; k < n; k++) {
    const fromMs = k * windowMs;
    const lengthMs = Math.min(windowMs, periodMs - fromMs);
    timesS[k] = (fromMs + lengthMs / 2) / 1000;
    const mbps = packetsToMbps(counts[k]!, lengthMs);
    if (mbps < FLOOR_MBPS) flooredPoints++;
    capacitiesMbps[k] = Math.max(FLOOR_MBPS, mbps);
  }
  return { format: 'mahimahi', timesS, capacitiesMbps, periodS: periodMs / 1000, lines, windowMs, flooredPoints };
}

/**
 * A Mahimahi trace's text as a capacity over time (counted in windows of `windowMs`): one pass
 * checks the lines and finds the period, a second counts them, so no timestamp is held.
 */
export function parseMahimahi(
  text: string,
  fileName: string,
  windowMs: number,
  progress: ProgressReport = () => undefined,
): ParseOutcome<ParsedTrace> {
  const read = scanMahimahi(
    text,
    fileName,
    () => undefined,
    (f) => progress(f / 2),
  );
  if (!read.ok) return read;
  const periodMs = read.value.lastMs;
  const w = usedWindowMs(periodMs, windowMs);
  const windows = Math.ceil(periodMs / w);
  const counts = new Float64Array(windows);
  scanMahimahi(
    text,
    fileName,
    (ms) => (counts[windowOf(ms, periodMs, w, windows)]! += 1),
    (f) => progress(0.5 + f / 2),
  );
  progress(1);
  return { ok: true, value: countsToTrace(counts, w, periodMs, read.value.count) };
}
