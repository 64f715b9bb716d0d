/** The track import panel (to be built: issue 26). */
import type { ImportPanelProps } from './panelProps';

/** Reads the file, shows what it found and its choices, applies it. */
export function TrackImportPanel({ onCancel }: ImportPanelProps) {
  return (
    <div className="import-panel">
      <p>Reading this kind of file is not built yet.</p>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
