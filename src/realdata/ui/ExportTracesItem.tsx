/**
 * The File menu's "Export traces (Mahimahi)…": the run's paths as a zip of Mahimahi traces, CSVs
 * and a README on replaying them with mm-link (src/realdata/trace/zipTraces.ts); off until the run
 * is complete.
 */
import type { RunStore } from '../../store/runStore';
import { download } from '../../share/download';
import { tracesZip } from '../trace/zipTraces';

/** The menu item; `stem` names the zip and its folder. */
export function ExportTracesItem({ store, stem }: { store: RunStore | null; stem: string }) {
  return (
    <button
      type="button"
      disabled={!store?.complete}
      title="Each path's capacity over the run as a Mahimahi trace and CSV, with a README for mm-link"
      onClick={() => {
        if (!store) return;
        const bytes = tracesZip(store, stem);
        download(`${stem}-traces.zip`, new Blob([bytes as BlobPart], { type: 'application/zip' }));
      }}
    >
      Export traces (Mahimahi)…
    </button>
  );
}
