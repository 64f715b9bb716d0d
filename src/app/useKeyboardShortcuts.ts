/** Space plays or pauses; the arrow keys step the time cursor (Shift: 10 s), outside text fields. */
import { useEffect } from 'react';
import type { Playback } from '../timeline/usePlayback';

function typingInto(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  const tag = el.tagName;
  return tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || el.isContentEditable || !!el.closest?.('[data-keyboard-owner]');
}

/** Installs the playback shortcuts on the window. */
export function useKeyboardShortcuts(playback: Playback): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typingInto(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === ' ') {
        e.preventDefault();
        playback.toggle();
      } else if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
        e.preventDefault();
        playback.step(e.key === 'ArrowRight' ? 1 : -1, e.shiftKey);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [playback]);
}
