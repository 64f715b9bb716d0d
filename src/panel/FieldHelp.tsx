/**
 * A field's help: a "?" button that shows or hides the field's description (from the schema)
 * below it. The text element keeps its id whether shown or not, so the field can name it in
 * `aria-describedby` and a screen reader reads it with the field either way.
 */
import { useEffect, useRef, useState } from 'react';
import { schemaField } from '../scenario/schemaFields';
import './panel.css';

/** The "?" toggle and the help text with id `id`, for the field called `label`. */
export function FieldHelp({ id, label, text }: { id: string; label: string; text: string }) {
  const [open, setOpen] = useState(false);
  const textRef = useRef<HTMLSpanElement>(null);
  // Opened near the bottom of a scrolled panel (a 1024x768 projector), the text scrolls into sight.
  useEffect(() => {
    if (open) textRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);
  return (
    <>
      {/* Named by its (visually hidden) text, not aria-label: a field stays the only thing labelled with its name. */}
      <button
        type="button"
        className="field-help-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">?</span>
        <span className="field-help-name">Help on {label}</span>
      </button>
      <span id={id} ref={textRef} className="field-help" hidden={!open}>
        {text}
      </span>
    </>
  );
}

/** The schema's description at `path` joined with those at `more` (for a select and its option). */
export function schemaHelp(path: string, ...more: string[]): string {
  return [path, ...more]
    .map((p) => {
      try {
        return schemaField(p).description ?? '';
      } catch {
        return '';
      }
    })
    .filter(Boolean)
    .join(' ');
}
