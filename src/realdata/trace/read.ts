/** Reads a trace file in the import worker (to be built: issue 26). */
import type { ParseOutcome, ProgressReport } from '../protocol';
import { fileProblem } from '../problems';
import type { TraceOptions, ParsedTrace } from './types';

/** Reads `file` (named `fileName`) as trace, reporting progress; the problems name the line or element. */
export async function readTraceFile(
  file: Blob,
  fileName: string,
  options: TraceOptions,
  progress: ProgressReport,
): Promise<ParseOutcome<ParsedTrace>> {
  void file;
  void options;
  progress(1);
  return { ok: false, problems: [fileProblem(fileName, 'a reader for this kind, which is not built yet')] };
}
