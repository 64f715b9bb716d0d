/** Reads a track file in the import worker (to be built: issue 26). */
import type { ParseOutcome, ProgressReport } from '../protocol';
import { fileProblem } from '../problems';
import type { TrackOptions, ParsedTrack } from './types';

/** Reads `file` (named `fileName`) as track, reporting progress; the problems name the line or element. */
export async function readTrackFile(
  file: Blob,
  fileName: string,
  options: TrackOptions,
  progress: ProgressReport,
): Promise<ParseOutcome<ParsedTrack>> {
  void file;
  void options;
  progress(1);
  return { ok: false, problems: [fileProblem(fileName, 'a reader for this kind, which is not built yet')] };
}
