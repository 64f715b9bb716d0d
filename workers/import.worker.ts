/// <reference lib="webworker" />
/**
 * The import worker: reads one file of real data (a track, cell sites, a link trace) off the main
 * thread, so a file of any size never freezes the page, and answers once with the parsed result or
 * the problems that refuse it (src/realdata/protocol.ts). The page makes one worker per file and
 * terminates it after the answer (or on Cancel).
 */
import type { ImportReply, ImportRequest, ParseOutcome } from '../src/realdata/protocol';
import { fileProblem } from '../src/realdata/problems';
import { readTrackFile } from '../src/realdata/track/read';
import { readCellsFile } from '../src/realdata/cells/read';
import { readTraceFile } from '../src/realdata/trace/read';

declare const self: DedicatedWorkerGlobalScope;

/** Shortest time between two progress reports, milliseconds. */
const PROGRESS_EVERY_MS = 200;

function post(reply: ImportReply): void {
  self.postMessage(reply);
}

async function read(request: ImportRequest): Promise<ParseOutcome<unknown>> {
  let last = 0;
  const progress = (fraction: number) => {
    const now = performance.now();
    if (now - last < PROGRESS_EVERY_MS) return;
    last = now;
    post({ id: request.id, type: 'progress', fraction });
  };
  switch (request.kind) {
    case 'track':
      return readTrackFile(request.file, request.fileName, request.options, progress);
    case 'cells':
      return readCellsFile(request.file, request.fileName, request.options, progress);
    case 'trace':
      return readTraceFile(request.file, request.fileName, request.options, progress);
  }
}

self.onmessage = async (event: MessageEvent<ImportRequest>) => {
  const request = event.data;
  try {
    const outcome = await read(request);
    if (outcome.ok) post({ id: request.id, type: 'done', result: outcome.value as never });
    else post({ id: request.id, type: 'refused', problems: outcome.problems });
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    post({ id: request.id, type: 'refused', problems: [fileProblem(request.fileName, `a readable file (${why})`)] });
  }
};
