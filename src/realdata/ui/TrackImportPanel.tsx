/**
 * The track import panel: reads the file in the import worker (progress, Cancel), then shows what
 * it found (TrackChoicesForm) or why it was refused, naming the file and the element. Nothing
 * changes until Apply, which hands the whole new scenario on as one undoable edit.
 */
import { useEffect, useMemo, useState } from 'react';
import { importInWorker, type ImportJob } from '../importClient';
import { problemText } from '../problems';
import { trackDrive } from '../track/drive';
import type { ParsedTrack } from '../track/types';
import type { ImportPanelProps } from './panelProps';
import { ImportReading, ImportRefused } from './ImportStates';
import { TrackChoicesForm } from './TrackChoicesForm';
import './trackImport.css';

/** Where the read is. */
type ReadState =
  | { step: 'reading'; fraction: number }
  | { step: 'refused'; problems: string[] }
  | { step: 'read'; track: ParsedTrack };

/** Reads the file in a worker; cancelled when the panel goes. */
function useTrackRead(file: File): { state: ReadState; cancel(): void } {
  const [state, setState] = useState<ReadState>({ step: 'reading', fraction: 0 });
  const [job, setJob] = useState<ImportJob<'track'> | null>(null);
  useEffect(() => {
    let live = true;
    const started = importInWorker({ kind: 'track', file, fileName: file.name, options: {} }, (fraction) => {
      if (live) setState({ step: 'reading', fraction });
    });
    setJob(started);
    void started.outcome.then((outcome) => {
      if (!live) return;
      if (outcome.ok) setState({ step: 'read', track: outcome.value });
      else if (!outcome.cancelled) setState({ step: 'refused', problems: outcome.problems.map(problemText) });
    });
    return () => {
      live = false;
      started.cancel();
    };
  }, [file]);
  return { state, cancel: () => job?.cancel() };
}

/** Reads the file, shows what it found and its choices, applies it. */
export function TrackImportPanel({ file, scenario, onApply, onCancel }: ImportPanelProps) {
  const { state, cancel } = useTrackRead(file);
  const track = state.step === 'read' ? state.track : null;
  const drive = useMemo(() => (track ? trackDrive(track) : null), [track]);
  if (state.step === 'reading')
    return (
      <ImportReading
        what="track"
        fraction={state.fraction}
        onCancel={() => {
          cancel();
          onCancel();
        }}
      />
    );
  if (state.step === 'refused') return <ImportRefused what="track" problems={state.problems} onClose={onCancel} />;
  return (
    <div className="import-panel track-import">
      {track && drive && (
        <TrackChoicesForm track={track} drive={drive} scenario={scenario} onApply={onApply} onCancel={onCancel} />
      )}
    </div>
  );
}
