/**
 * The messages between the page and the import worker (workers/import.worker.ts): the page sends
 * one request with the File itself (a File crosses to a worker without being read on the main
 * thread), the worker reads and parses it there and answers once, after any number of progress
 * reports. Each kind's result type lives in its own folder.
 */
import type { ImportProblem } from './problems';
import type { TrackOptions, ParsedTrack } from './track/types';
import type { CellsOptions, ParsedCells } from './cells/types';
import type { TraceOptions, ParsedTrace } from './trace/types';

/** A request to read one file of one kind, with that kind's options. */
export type ImportRequest =
  | { id: number; kind: 'track'; file: Blob; fileName: string; options: TrackOptions }
  | { id: number; kind: 'cells'; file: Blob; fileName: string; options: CellsOptions }
  | { id: number; kind: 'trace'; file: Blob; fileName: string; options: TraceOptions };

/** The result of each kind. */
export interface ImportResults {
  track: ParsedTrack;
  cells: ParsedCells;
  trace: ParsedTrace;
}

/** The worker's answer: the parsed file, or why it was refused; or a progress report before either. */
export type ImportReply =
  | { id: number; type: 'progress'; fraction: number }
  | { id: number; type: 'done'; result: ImportResults[keyof ImportResults] }
  | { id: number; type: 'refused'; problems: ImportProblem[] };

/** A parser's outcome: its result, or the problems that refuse the file. */
export type ParseOutcome<T> = { ok: true; value: T } | { ok: false; problems: ImportProblem[] };

/** Reports how far a parser has read, 0..1 (at most a few times a second). */
export type ProgressReport = (fraction: number) => void;
