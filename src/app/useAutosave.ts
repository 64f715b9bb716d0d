/**
 * The page's autosave: the scenario is written to local storage when the history commits an edit
 * (an undo step: a drag is saved once, at its end, not per pointer move) and when the page is
 * hidden or closed (`pagehide`, `visibilitychange`), so an edit followed at once by a reload is
 * kept. The undo history is saved with it and restored on load (see useStartScenario.ts).
 *
 * Two tabs: the saved scenario is the last edit made in any tab (last writer wins), and a tab
 * writes only what it has not written yet (closing or hiding a tab without new edits writes
 * nothing). A tab whose saved work another tab replaced is told so (the `storage` event) and
 * offered to keep its own (written back at once) or to load the other tab's (an undoable step).
 */
import { pageStorage } from '../state/storage';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Scenario } from '../scenario/types';
import type { History } from '../state/history';
import { AUTOSAVE_KEY, saveWork } from '../state/autosave';
import { checkScenario } from './linkView';

/** Another tab saved a different scenario: keep this tab's work or load theirs. */
export interface TabConflict {
  /** Writes this tab's scenario back as the saved one. */
  keepMine(): void;
  /** Loads the other tab's scenario here (undoable). */
  loadTheirs(): void;
}

/** What the autosave reports: why the last save failed (or null), and a conflict with another tab. */
export interface Autosave {
  problem: string | null;
  conflict: TabConflict | null;
}

/**
 * Saves `history` (the scenario and its nearest undo and redo steps, see `saveWork`) on every
 * committed edit, undo and redo (not while `dragging`) and when the page hides; `load` opens the
 * other tab's scenario when the user asks for it.
 */
export function useAutosave(history: History, dragging: boolean, load: (scenario: Scenario) => void): Autosave {
  const [problem, setProblem] = useState<string | null>(null);
  const [theirs, setTheirs] = useState<string | null>(null);
  const latest = useRef(history);
  const saved = useRef<History | null>(null);
  useEffect(() => {
    latest.current = history;
    if (dragging || saved.current === history) return;
    saved.current = history;
    setProblem(saveWork(pageStorage().store, history));
  }, [history, dragging]);
  useEffect(() => {
    const flush = () => {
      if (saved.current === latest.current) return;
      saved.current = latest.current;
      saveWork(pageStorage().store, latest.current);
    };
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    // Another tab wrote the saved scenario (the event never fires in the tab that wrote it).
    const onStorage = (e: StorageEvent) => {
      if (e.key !== AUTOSAVE_KEY || e.newValue === null) return;
      setTheirs(e.newValue === JSON.stringify(latest.current.present) ? null : e.newValue);
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  const keepMine = useCallback(() => {
    setTheirs(null);
    saved.current = latest.current;
    setProblem(saveWork(pageStorage().store, latest.current));
  }, []);
  const loadTheirs = useCallback(() => {
    if (theirs === null) return;
    setTheirs(null);
    void openSaved(theirs).then((opened) =>
      'scenario' in opened
        ? load(opened.scenario)
        : setProblem(`autosave: the other tab's scenario could not be opened (${opened.error})`),
    );
  }, [theirs, load]);
  return { problem, conflict: theirs === null ? null : { keepMine, loadTheirs } };
}

/** A saved scenario's text, parsed and given a link's checks. */
async function openSaved(text: string): Promise<{ scenario: Scenario } | { error: string }> {
  try {
    return await checkScenario(JSON.parse(text));
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}
