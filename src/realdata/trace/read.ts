/**
 * Reads a link trace in the import worker: a `time_s,mbps` CSV (a comma on its first data line, or
 * its header) or a Mahimahi trace (a whole number per line); see docs/real-data.md.
 */
import type { ParseOutcome, ProgressReport } from '../protocol';
import { fileProblem } from '../problems';
import type { TraceOptions, ParsedTrace } from './types';
import { parseMahimahi } from './mahimahi';
import { parseTraceCsv } from './csv';
import { DEFAULT_WINDOW_MS, MAX_WINDOW_MS, MIN_WINDOW_MS } from './constants';

/** The format of a trace's text: CSV when its first non-blank line has a comma or letters. */
export function traceFormat(text: string): 'mahimahi' | 'csv' {
  const first =
    text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .find((line) => line.trim() !== '') ?? '';
  return first.includes(',') || /^\s*time_s/i.test(first) ? 'csv' : 'mahimahi';
}

/** A trace's text as a capacity over time. */
export function parseTrace(
  text: string,
  fileName: string,
  options: TraceOptions,
  progress: ProgressReport = () => undefined,
): ParseOutcome<ParsedTrace> {
  if (text.trim() === '') return { ok: false, problems: [fileProblem(fileName, 'a link trace, got an empty file')] };
  const head = text.replace(/^\uFEFF/, '').trimStart();
  if (traceFormat(text) === 'mahimahi' && (head.startsWith('<') || head.startsWith('{')))
    return {
      ok: false,
      problems: [
        {
          file: fileName,
          where: 'line 1',
          expected: `a link trace (Mahimahi timestamps or time_s,mbps CSV), got ${head.startsWith('<') ? 'markup (XML, GPX, KML?)' : 'JSON'}`,
        },
      ],
    };
  if (traceFormat(text) === 'csv') return parseTraceCsv(text, fileName, progress);
  const windowMs = Number.isFinite(options.windowMs)
    ? Math.min(MAX_WINDOW_MS, Math.max(MIN_WINDOW_MS, Math.round(options.windowMs)))
    : DEFAULT_WINDOW_MS;
  return parseMahimahi(text, fileName, windowMs, progress);
}

/** Reads `file` (named `fileName`) as a link trace, reporting progress; the problems name the line. */
export async function readTraceFile(
  file: Blob,
  fileName: string,
  options: TraceOptions,
  progress: ProgressReport,
): Promise<ParseOutcome<ParsedTrace>> {
  progress(0);
  const text = await file.text();
  return parseTrace(text, fileName, options, progress);
}
