/**
 * The page's autosave: the scenario is written to local storage when the history commits an edit
 * (an undo step: a drag is saved once, at its end, not per pointer move) and when the page is
 * hidden or closed (`pagehide`, `visibilitychange`), so an edit followed at once by a reload is
 * kept. The undo history is saved with it and restored on load (see useStartScenario.ts). A tab
 * writes only what it has not written yet.
 */
import { useEffect, useRef, useState } from 'react';
import type { History } from '../state/history';
import { saveWork } from '../state/autosave';

/** What the autosave reports: why the last save failed, or null. */
export interface Autosave {
  problem: string | null;
}

/**
 * Saves `history` (the scenario and its nearest undo and redo steps, see `saveWork`) on every
 * committed edit, undo and redo (not while `dragging`) and when the page hides.
 */
export function useAutosave(history: History, dragging: boolean): Autosave {
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(history);
  const saved = useRef<History | null>(null);
  useEffect(() => {
    latest.current = history;
    if (dragging || saved.current === history) return;
    saved.current = history;
    setProblem(saveWork(localStorage, history));
  }, [history, dragging]);
  useEffect(() => {
    const flush = () => {
      if (saved.current === latest.current) return;
      saved.current = latest.current;
      saveWork(localStorage, latest.current);
    };
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
  return { problem };
}
