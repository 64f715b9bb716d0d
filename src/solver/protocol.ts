/**
 * The solver worker's message protocol: every message in either direction, as discriminated
 * unions. Sample chunks travel as transferable Float64Array buffers.
 */
import type { RunLayout, RunSummary, SettledRates } from './layout';
import type { BadgeEngine, PaperReport } from './paperReport';

/** Start a run of the given scenario JSON; a worker runs one scenario at a time. */
export interface RunRequest {
  type: 'run';
  /** Identifies the run in every reply, so stale replies can be ignored. */
  runId: number;
  scenarioJson: string;
  /** Sample rows per chunk message. */
  chunkRows: number;
  /** Run this variant (index) of the scenario's `comparison` instead of the scenario as written. */
  variant?: number;
}

/** Measure a scenario's published numbers (paper badges) with these engines, to the runs' ends. */
export interface CheckPaperRequest {
  type: 'checkPaper';
  runId: number;
  scenarioJson: string;
  engines: BadgeEngine[];
}

/** Run a scenario to its end without streaming samples; the answer is its `summary` (a sweep's run). */
export interface SummarizeRequest {
  type: 'summarize';
  runId: number;
  scenarioJson: string;
  /** Values to set first, `[path, value]` as `mpsim sweep --set` takes them (a sweep's point). */
  sets?: Array<[string, number]>;
}

/** The fixed point at a moment of the run, for any controller (the answer is `settled`). */
export interface SettleRequest {
  type: 'settle';
  runId: number;
  scenarioJson: string;
  /** The moment whose capacities are held, seconds. */
  tS: number;
  /** The comparison variant on screen, if any. */
  variant?: number;
  /** The run's rates at that moment, one per route (Mbps), to start from. */
  startMbps?: number[];
}

/** Messages to the worker. */
export type ToWorker = RunRequest | CheckPaperRequest | SummarizeRequest | SettleRequest;

/** The worker took the run and its module is ready (the client's watchdog hears it is alive). */
export interface StartedMessage {
  type: 'started';
  runId: number;
}

/** The run started: names of the columns and the network. */
export interface LayoutMessage {
  type: 'layout';
  runId: number;
  layout: RunLayout;
}

/** A block of sample rows, row-major, `layout.sampleWidth` numbers each (transferred). */
export interface ChunkMessage {
  type: 'chunk';
  runId: number;
  rows: Float64Array;
  rowCount: number;
  /** Simulated time reached, seconds. */
  timeS: number;
}

/** The summary of the whole run, sent after the last chunk and before `done`. */
export interface SummaryMessage {
  type: 'summary';
  runId: number;
  summary: RunSummary;
}

/** The run finished. */
export interface DoneMessage {
  type: 'done';
  runId: number;
  /** Wall time from receiving the request to the last chunk, milliseconds. */
  elapsedMs: number;
}

/** The scenario was refused; `errors` name the fields. */
export interface InvalidMessage {
  type: 'invalid';
  runId: number;
  errors: string[];
}

/** Something unexpected went wrong (e.g. the module failed to load). */
export interface FailedMessage {
  type: 'failed';
  runId: number;
  message: string;
  /** True when the module itself could not be loaded: only reloading the page can help. */
  reload?: boolean;
}

/** The answer to a `checkPaper` request. */
export interface PaperReportMessage {
  type: 'paperReport';
  runId: number;
  report: PaperReport;
}

/** The answer to a `settle` request. */
export interface SettledMessage {
  type: 'settled';
  runId: number;
  settled: SettledRates;
}

/** Messages from the worker. */
export type FromWorker =
  | PaperReportMessage
  | SettledMessage
  | StartedMessage
  | LayoutMessage
  | ChunkMessage
  | SummaryMessage
  | DoneMessage
  | InvalidMessage
  | FailedMessage;

/** Default chunk size: about 10 s of a 0.1 s-sampled run. */
export const DEFAULT_CHUNK_ROWS = 100;
