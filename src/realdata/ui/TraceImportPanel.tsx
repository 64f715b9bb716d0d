/**
 * The link-trace import panel: reads the file in the import worker (progress, Cancel), shows its
 * format, length, loop and Mbps, the window a Mahimahi trace is counted in, and where it goes (a
 * new channel, a new path, or an existing channel's capacity); Apply makes one undoable edit.
 */
import { useEffect, useState } from 'react';
import type { ImportPanelProps } from './panelProps';
import { ImportReading, ImportRefused } from './ImportStates';
import { importInWorker } from '../importClient';
import { problemText } from '../problems';
import type { ParsedTrace } from '../trace/types';
import { DEFAULT_WINDOW_MS, MAX_WINDOW_MS, MIN_WINDOW_MS } from '../trace/constants';
import { traceLaw } from '../trace/law';
import { attachTrace, type TraceTarget } from '../trace/attach';
import { TraceFigures } from './TraceFigures';
import { newTarget, targetProblem, TraceAttachFields } from './TraceAttachFields';

/** The read in progress, its result or its problems. */
type ReadState =
  | { state: 'reading'; fraction: number; cancel(): void }
  | { state: 'done'; trace: ParsedTrace }
  | { state: 'refused'; problems: string[] };

/** Reads `file` with `windowMs` whenever either changes; the latest read's state. */
function useTraceRead(file: File, windowMs: number): ReadState {
  const [read, setRead] = useState<ReadState>({ state: 'reading', fraction: 0, cancel: () => undefined });
  useEffect(() => {
    let live = true;
    const job = importInWorker({ kind: 'trace', file, fileName: file.name, options: { windowMs } }, (fraction) => {
      if (live) setRead((r) => (r.state === 'reading' ? { ...r, fraction } : r));
    });
    setRead({ state: 'reading', fraction: 0, cancel: job.cancel });
    void job.outcome.then((outcome) => {
      if (!live) return;
      if (outcome.ok) setRead({ state: 'done', trace: outcome.value });
      else if (!outcome.cancelled) setRead({ state: 'refused', problems: outcome.problems.map(problemText) });
    });
    return () => {
      live = false;
      job.cancel();
    };
  }, [file, windowMs]);
  return read;
}

/** Reads the trace, shows what it found and its choices, applies it. */
export function TraceImportPanel({ file, scenario, onApply, onCancel }: ImportPanelProps) {
  const [windowMs, setWindowMs] = useState(DEFAULT_WINDOW_MS);
  const [windowText, setWindowText] = useState(String(DEFAULT_WINDOW_MS));
  const read = useTraceRead(file, windowMs);
  const [loop, setLoop] = useState<boolean | null>(null);
  const [target, setTarget] = useState<TraceTarget>(() => newTarget(scenario));
  if (read.state === 'reading')
    return (
      <ImportReading
        what="trace"
        fraction={read.fraction}
        onCancel={() => {
          read.cancel();
          onCancel();
        }}
      />
    );
  if (read.state === 'refused') return <ImportRefused what="trace" problems={read.problems} onClose={onCancel} />;
  const trace = read.trace;
  const loops = loop ?? trace.format === 'mahimahi';
  const problem = targetProblem(scenario, target);
  return (
    <div className="import-panel">
      <TraceFigures trace={trace} loop={loops} />
      {trace.format === 'mahimahi' && (
        <label>
          Window, ms ({MIN_WINDOW_MS} to {MAX_WINDOW_MS}; opportunities are counted per window){' '}
          <input
            type="number"
            min={MIN_WINDOW_MS}
            max={MAX_WINDOW_MS}
            value={windowText}
            onChange={(e) => setWindowText(e.target.value)}
            onBlur={() => {
              const ms = Math.round(Number(windowText));
              const ok = Number.isFinite(ms) && ms >= MIN_WINDOW_MS && ms <= MAX_WINDOW_MS;
              if (ok && ms !== windowMs) setWindowMs(ms);
              setWindowText(String(ok ? ms : windowMs));
            }}
          />
          {trace.windowMs !== windowMs ? ` (widened to ${trace.windowMs} ms: at most 100 000 points)` : ''}
        </label>
      )}
      <label>
        <input type="checkbox" checked={loops} onChange={(e) => setLoop(e.target.checked)} /> Loop the trace (as mm-link
        does) with a period of {Math.round(trace.periodS * 1000) / 1000} s
      </label>
      <TraceAttachFields scenario={scenario} target={target} onChange={setTarget} />
      {problem && <p role="alert">{problem}</p>}
      <div className="import-actions">
        <button
          type="button"
          disabled={problem !== null}
          onClick={() => onApply(attachTrace(scenario, traceLaw(trace, loops), target), `Import trace ${file.name}`)}
        >
          Apply
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
