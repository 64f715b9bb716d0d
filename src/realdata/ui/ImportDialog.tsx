/**
 * The import dialog: a file of real data waiting to be applied (the page store's `pendingImport`).
 * Each kind's panel reads the file in the import worker, shows what it found and the choices (a
 * speed, a margin, a channel), and applies it as one undoable edit; Cancel (or Escape) leaves
 * everything as it was. The dialog takes the focus when a file arrives, so the keyboard is in it.
 */
import { useEffect, useRef } from 'react';
import { usePageStore, useValue } from '../../state/usePageStore';
import { selectScenario } from '../../state/pageSelectors';
import type { ImportPanelProps } from './panelProps';
import { KIND_NAMES } from '../kinds';
import { TrackImportPanel } from './TrackImportPanel';
import { CellsImportPanel } from './CellsImportPanel';
import { TraceImportPanel } from './TraceImportPanel';
import './realdata.css';

/** The dialog, shown while a file waits; nothing otherwise. */
export function ImportDialog() {
  const store = usePageStore();
  const pending = useValue((s) => s.view.pendingImport);
  const scenario = useValue(selectScenario);
  const section = useRef<HTMLElement>(null);
  const file = pending?.file;
  useEffect(() => {
    if (file) section.current?.focus();
  }, [file]);
  if (!pending) return null;
  const props: ImportPanelProps = {
    file: pending.file,
    scenario,
    onApply: store.applyImport,
    onCancel: () => store.setPendingImport(null),
  };
  return (
    <section
      ref={section}
      tabIndex={-1}
      className="import-dialog"
      role="dialog"
      aria-label={`Import ${KIND_NAMES[pending.kind]}`}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        props.onCancel();
      }}
    >
      <h2 className="import-dialog-title">
        Import {KIND_NAMES[pending.kind]}: <span className="import-file-name">{pending.file.name}</span>
      </h2>
      {pending.kind === 'track' && <TrackImportPanel key={keyOf(pending.file)} {...props} />}
      {pending.kind === 'cells' && <CellsImportPanel key={keyOf(pending.file)} {...props} />}
      {pending.kind === 'trace' && <TraceImportPanel key={keyOf(pending.file)} {...props} />}
    </section>
  );
}

/** A key that changes with the file (a second file remounts the panel). */
function keyOf(file: File): string {
  return `${file.name}:${file.size}:${file.lastModified}`;
}
