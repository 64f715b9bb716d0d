/**
 * The page's autosave: the scenario is written to local storage when the history commits an edit
 * (an undo step: a drag is saved once, at its end, not per pointer move) and when the page is
 * hidden or closed (`pagehide`, `visibilitychange`), so an edit followed at once by a reload is
 * kept. A tab writes only what it has not written yet.
 */
import { useEffect, useRef, useState } from 'react';
import type { Scenario } from '../scenario/types';
import type { History } from '../state/history';
import { saveScenario } from '../state/autosave';

/** What the autosave reports: why the last save failed, or null. */
export interface Autosave {
  problem: string | null;
}

/** Saves `history.present` on every committed edit (not while `dragging`) and when the page hides. */
export function useAutosave(history: History, dragging: boolean): Autosave {
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(history);
  const saved = useRef<Scenario | null>(null);
  useEffect(() => {
    latest.current = history;
    if (dragging || saved.current === history.present) return;
    saved.current = history.present;
    setProblem(saveScenario(localStorage, history.present));
  }, [history, dragging]);
  useEffect(() => {
    const flush = () => {
      const present = latest.current.present;
      if (saved.current === present) return;
      saved.current = present;
      saveScenario(localStorage, present);
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
