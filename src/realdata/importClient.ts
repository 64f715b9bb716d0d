/**
 * The page's side of the import worker: one worker per file, terminated after its answer, on
 * Cancel, or after IMPORT_TIMEOUT_MS (a file that takes longer is refused with a message, and the
 * page is never left waiting).
 */
import { createImportWorker } from '../solver/service';
import { fileProblem, type ImportProblem } from './problems';
import type { ImportReply, ImportRequest, ImportResults } from './protocol';

/** Longest a file may take to read, milliseconds. */
export const IMPORT_TIMEOUT_MS = 60_000;

/** Makes an import worker (a fake in tests). */
export type ImportWorkerFactory = () => Pick<Worker, 'postMessage' | 'terminate' | 'onmessage' | 'onerror'>;

/** A request without its id (the client numbers them). */
export type ImportAsk = ImportRequest extends infer R ? (R extends ImportRequest ? Omit<R, 'id'> : never) : never;

/** The outcome of one file. */
export type ImportOutcome<K extends keyof ImportResults> =
  { ok: true; value: ImportResults[K] } | { ok: false; problems: ImportProblem[]; cancelled?: boolean };

/** A read in progress: its outcome, and Cancel. */
export interface ImportJob<K extends keyof ImportResults> {
  outcome: Promise<ImportOutcome<K>>;
  cancel(): void;
}

let nextId = 1;

/**
 * Reads `ask.file` in a new import worker. `onProgress` hears 0..1 as the worker reads.
 */
export function importInWorker<K extends keyof ImportResults>(
  ask: ImportAsk & { kind: K },
  onProgress: (fraction: number) => void = () => undefined,
  createWorker: ImportWorkerFactory = createImportWorker,
  timeoutMs = IMPORT_TIMEOUT_MS,
): ImportJob<K> {
  const id = nextId++;
  let settle: (outcome: ImportOutcome<K>) => void = () => undefined;
  const outcome = new Promise<ImportOutcome<K>>((resolve) => (settle = resolve));
  let worker: ReturnType<ImportWorkerFactory> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const finish = (result: ImportOutcome<K>) => {
    if (timer !== null) clearTimeout(timer);
    worker?.terminate();
    worker = null;
    settle(result);
  };
  try {
    worker = createWorker();
  } catch (error) {
    finish({
      ok: false,
      problems: [fileProblem(ask.fileName, `a worker to read it in (${(error as Error).message})`)],
    });
    return { outcome, cancel: () => undefined };
  }
  worker.onmessage = (event: MessageEvent<ImportReply>) => {
    const reply = event.data;
    if (reply.id !== id) return;
    if (reply.type === 'progress') onProgress(reply.fraction);
    else if (reply.type === 'done') finish({ ok: true, value: reply.result as ImportResults[K] });
    else finish({ ok: false, problems: reply.problems });
  };
  worker.onerror = (event: ErrorEvent) => {
    event.preventDefault?.();
    finish({ ok: false, problems: [fileProblem(ask.fileName, `a file the reader can finish (${event.message})`)] });
  };
  timer = setTimeout(
    () => finish({ ok: false, problems: [fileProblem(ask.fileName, `a file read within ${timeoutMs / 1000} s`)] }),
    timeoutMs,
  );
  worker.postMessage({ ...ask, id } as ImportRequest);
  return {
    outcome,
    cancel: () => finish({ ok: false, problems: [], cancelled: true }),
  };
}
