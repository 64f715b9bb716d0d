/**
 * Space plays or pauses; the arrow keys step the time cursor (Shift: 10 s); Ctrl+Z undoes and
 * Ctrl+Shift+Z (or Ctrl+Y) redoes; in the presenter view 1-4, L and Esc (src/present/presentKeys.ts).
 * None of them act while the user types in a field.
 */
import type { PageStore } from '../state/pageStore';
import { presentKey } from '../present/presentKeys';

function typingInto(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  const tag = el.tagName;
  return (
    tag === 'INPUT' ||
    tag === 'SELECT' ||
    tag === 'TEXTAREA' ||
    el.isContentEditable ||
    !!el.closest?.('[data-keyboard-owner]')
  );
}

/** Installs the shortcuts on the window, acting on `store`; returns the function that removes them. */
export function startKeyboardShortcuts(store: PageStore): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (typingInto(e.target)) return;
    if ((e.ctrlKey || e.metaKey) && !e.altKey) {
      const key = e.key.toLowerCase();
      if (key === 'z' || key === 'y') {
        e.preventDefault();
        if (key === 'y' || e.shiftKey) store.redo();
        else store.undo();
      }
      return;
    }
    if (e.altKey) return;
    if (presentKey(store, e.key)) {
      e.preventDefault();
    } else if (e.key === ' ') {
      e.preventDefault();
      store.togglePlay();
    } else if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      store.step(e.key === 'ArrowRight' ? 1 : -1, e.shiftKey);
    }
  };
  window.addEventListener('keydown', onKey);
  return () => window.removeEventListener('keydown', onKey);
}
