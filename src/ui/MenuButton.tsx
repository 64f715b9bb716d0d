/**
 * A button that opens a short list of actions below it, to keep the top bar to two rows. It is a
 * disclosure, not an ARIA menu: the items are ordinary buttons reached by Tab. Choosing an item,
 * Escape (focus back on the button) or a click outside closes it. The list stays mounted while
 * closed (only hidden), so what an item started keeps running.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** `label ▾` and, when open, `children` (buttons) in a list under it. */
export function MenuButton({ label, title, children }: { label: string; title?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const group = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!group.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  return (
    <div
      className="menu-group"
      ref={group}
      onBlur={(e) => {
        // Tabbing out of the list closes it.
        if (open && !group.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        // Only this list closes (not the small screen's whole menu around it).
        e.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        className="menu-group-button"
        title={title}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      <div
        id={listId}
        className="menu-group-list"
        hidden={!open}
        onClick={(e) => {
          if (!(e.target as HTMLElement).closest('button')) return;
          // Focus goes back to the button, not to the body under the hidden list.
          setOpen(false);
          button.current?.focus();
        }}
      >
        {children}
      </div>
    </div>
  );
}
