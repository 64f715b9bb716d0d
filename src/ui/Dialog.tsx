/**
 * A modal dialog for the page's dialogs (presets, the lesson builder, …): a native `<dialog>`
 * opened with `showModal` (the rest of the page inert), named by its heading, with a close button.
 * Tab and Shift+Tab cycle inside it, Escape and a click on the backdrop close it, and focus returns
 * to what had it before (the button that opened it).
 *
 * Mounting it opens it and unmounting closes it: render it while open, and let `onClose` (called
 * for Escape, the close button and the backdrop) unmount it.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import './dialog.css';

/** What can take focus by Tab inside a dialog. */
const TABBABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe:not([inert]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** The elements of `root` that Tab visits, in document order (those under `hidden` or `inert` left out). */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[inert], [hidden]'),
  );
}

/** The props of `Dialog`. */
export interface DialogProps {
  /** The heading, which also names the dialog. */
  title: ReactNode;
  /** Called when the user closes it (Escape, the close button, the backdrop). */
  onClose(): void;
  /** The close button's accessible name (default "Close"). */
  closeLabel?: string;
  /** A class for the `<dialog>` element (its size and content styles). */
  className?: string;
  /** Where focus goes when it closes (default: what had focus when it opened, often the opener;
   *  a browser that does not focus a clicked button needs this). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** A modal dialog that traps focus, closes on Escape and returns focus to its opener. */
export function Dialog({ title, onClose, closeLabel = 'Close', className, returnFocusTo, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Read when it opens: the element to return to is on the page by then (it opened the dialog).
    const returnTo = returnFocusTo?.current ?? null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    const first = dialog.querySelector<HTMLElement>('[autofocus], [data-autofocus]') ?? tabbables(dialog)[0];
    first?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      // A `returnFocusTo` element that left the page meanwhile gives way to the opener, as a ref
      // that was cleared would.
      const back = returnTo?.isConnected ? returnTo : opener;
      if (back?.isConnected) back.focus();
      // An opener in a top-bar menu that has closed (MenuButton.tsx) cannot take focus: its menu's button does.
      if (back && document.activeElement !== back)
        back.closest('.menu-group')?.querySelector<HTMLElement>(':scope > .menu-group-button')?.focus();
    };
    // Opened once per mount; the ref object is stable.
  }, [returnFocusTo]);
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !ref.current) return;
    const inside = tabbables(ref.current);
    const first = inside[0];
    const last = inside.at(-1);
    if (!first || !last) {
      e.preventDefault();
      return;
    }
    const at = inside.indexOf(document.activeElement as HTMLElement);
    if (e.shiftKey && at <= 0) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (at === -1 || at === inside.length - 1)) {
      e.preventDefault();
      first.focus();
    }
  };
  // A click on the backdrop lands on the <dialog> itself, outside its box.
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target !== ref.current) return;
    const box = ref.current.getBoundingClientRect();
    const outside = e.clientX < box.left || e.clientX > box.right || e.clientY < box.top || e.clientY > box.bottom;
    if (outside) onClose();
  };
  return (
    <dialog
      ref={ref}
      className={`mp-dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={headingId}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onClick={onClick}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="mp-dialog__header">
        <h2 id={headingId}>{title}</h2>
        <button type="button" className="mp-dialog__close" onClick={onClose} aria-label={closeLabel}>
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}
