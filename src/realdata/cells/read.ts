/** Reads a cells file in the import worker (to be built: issue 26). */
import type { ParseOutcome, ProgressReport } from '../protocol';
import { fileProblem } from '../problems';
import type { CellsOptions, ParsedCells } from './types';

/** Reads `file` (named `fileName`) as cells, reporting progress; the problems name the line or element. */
export async function readCellsFile(
  file: Blob,
  fileName: string,
  options: CellsOptions,
  progress: ProgressReport,
): Promise<ParseOutcome<ParsedCells>> {
  void file;
  void options;
  progress(1);
  return { ok: false, problems: [fileProblem(fileName, 'a reader for this kind, which is not built yet')] };
}
