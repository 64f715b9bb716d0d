/**
 * A button that opens a short list of actions below it (the top bar's File, Edit, Analyse and Teach
 * menus). It is a disclosure, not an ARIA menu: the items are ordinary buttons reached by Tab, and
 * the arrow keys move between them too (Down on the button opens it at the first). Choosing an item,
 * Escape (focus back on the button) or a click outside closes it. The list stays mounted while
 * closed (only made invisible, `visibility: hidden`), so what an item started keeps running and a
 * dialog an item opened (a modal `<dialog>` in the top layer) stays shown.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** The list's items that take focus, in order. */
function items(list: HTMLElement | null): HTMLElement[] {
  if (!list) return [];
  return [...list.querySelectorAll<HTMLElement>('button:not([disabled]), select:not([disabled]), input')].filter(
    (el) => !el.closest('dialog') && el.getClientRects().length > 0,
  );
}

/** `label ▾` and, when open, `children` (buttons) in a list under it. */
export function MenuButton({
  label,
  title,
  className,
  children,
}: {
  label: string;
  title?: string;
  /** An extra class for the group (e.g. `menu-group--wide`). */
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const group = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const listId = useId();
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!group.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  // Up and Down step through the items (wrapping), Home and End go to the ends.
  const onListKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if ((e.target as Element).closest('dialog, select')) return;
    const all = items(list.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const next =
      e.key === 'ArrowDown'
        ? all[(at + 1) % all.length]
        : e.key === 'ArrowUp'
          ? all[(at - 1 + all.length) % all.length]
          : e.key === 'Home'
            ? all[0]
            : e.key === 'End'
              ? all.at(-1)
              : undefined;
    if (!next) return;
    e.preventDefault();
    next.focus();
  };
  return (
    <div
      className={className ? `menu-group ${className}` : 'menu-group'}
      ref={group}
      onBlur={(e) => {
        // Tabbing out of the list closes it.
        if (open && !group.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open || (e.target as Element).closest('dialog')) return;
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
        onKeyDown={(e) => {
          if (e.key !== 'ArrowDown') return;
          e.preventDefault();
          setOpen(true);
          // The list shows on the next frame; then its first item takes focus.
          requestAnimationFrame(() => items(list.current)[0]?.focus());
        }}
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      <div
        ref={list}
        id={listId}
        className={open ? 'menu-group-list is-open' : 'menu-group-list'}
        onKeyDown={onListKey}
        onClick={(e) => {
          const target = e.target as HTMLElement;
          // A click inside a dialog an item opened is the dialog's, not a choice from the list.
          if (!target.closest('button') || target.closest('dialog')) return;
          // Focus goes back to the button, not to the body under the closed list (a dialog the item
          // opens takes it next, and gives it back to the button when it closes).
          setOpen(false);
          button.current?.focus();
        }}
      >
        {children}
      </div>
    </div>
  );
}
