/**
 * The File menu's "Import track…", "Import cell sites…" and "Import link trace…" items, with their
 * one hidden file picker (its `accept` set by the item chosen).
 */
import { useRef } from 'react';
import type { ImportKind } from '../kinds';

/** What each item asks for, and the files its picker offers. */
const IMPORT_ITEMS: Array<{ kind: Exclude<ImportKind, 'scenario'>; label: string; accept: string }> = [
  { kind: 'track', label: 'Import track…', accept: '.gpx,.kml,.geojson,.json' },
  { kind: 'cells', label: 'Import cell sites…', accept: '.csv,.geojson,.json' },
  { kind: 'trace', label: 'Import link trace…', accept: '.txt,.csv,.trace,.up,.down' },
];

/** The items; `onFile` gets the chosen file and the kind its item asked for. */
export function ImportMenuItems({ onFile }: { onFile(file: File, kind: ImportKind): void }) {
  const input = useRef<HTMLInputElement>(null);
  const kind = useRef<Exclude<ImportKind, 'scenario'>>('track');
  return (
    <>
      {IMPORT_ITEMS.map((item) => (
        <button
          type="button"
          key={item.kind}
          onClick={() => {
            kind.current = item.kind;
            if (input.current) input.current.accept = item.accept;
            input.current?.click();
          }}
        >
          {item.label}
        </button>
      ))}
      <input
        ref={input}
        type="file"
        hidden
        aria-label="Import a file of real data"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file, kind.current);
        }}
      />
    </>
  );
}
