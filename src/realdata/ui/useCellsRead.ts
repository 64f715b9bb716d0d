/**
 * Reads a cells file in the import worker for the panel, again whenever the margin changes (after
 * a short pause in typing); the previous read is cancelled.
 */
import { useEffect, useState } from 'react';
import { importInWorker } from '../importClient';
import { problemText } from '../problems';
import type { ParsedCells } from '../cells/types';

/** Pause after the margin changes before reading again, milliseconds. */
const REREAD_AFTER_MS = 300;

/** Where a read is. */
export type CellsRead =
  | { state: 'reading'; fraction: number }
  | { state: 'done'; parsed: ParsedCells }
  | { state: 'refused'; problems: string[] };

/** The read of `file` around `path` within `marginM`, keeping at most `maxSites`. */
export function useCellsRead(file: File, path: Float64Array | null, marginM: number, maxSites: number): CellsRead {
  const [read, setRead] = useState<CellsRead>({ state: 'reading', fraction: 0 });
  useEffect(() => {
    if (!path || !(marginM > 0)) return undefined;
    let job: ReturnType<typeof importInWorker<'cells'>> | null = null;
    let live = true;
    const timer = setTimeout(() => {
      setRead({ state: 'reading', fraction: 0 });
      job = importInWorker(
        { kind: 'cells', file, fileName: file.name, options: { pathLatLonDeg: path, marginM, maxSites } },
        (fraction) => live && setRead({ state: 'reading', fraction }),
      );
      void job.outcome.then((outcome) => {
        if (!live) return;
        if (outcome.ok) setRead({ state: 'done', parsed: outcome.value });
        else if (!outcome.cancelled) setRead({ state: 'refused', problems: outcome.problems.map(problemText) });
      });
    }, REREAD_AFTER_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      job?.cancel();
    };
  }, [file, path, marginM, maxSites]);
  return read;
}
