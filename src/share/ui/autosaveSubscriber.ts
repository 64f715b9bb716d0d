/**
 * The page's autosave, a subscriber of the page store: the scenario is written to local storage
 * when the history commits an edit (an undo step: a drag is saved once, at its end, not per
 * pointer move) and when the page is hidden or closed (`pagehide`, `visibilitychange`), so an edit
 * followed at once by a reload is kept. The undo history is saved with it and restored on load
 * (see useStartScenario.ts).
 *
 * Two tabs: the saved scenario is the last edit made in any tab (last writer wins), and a tab
 * writes only what it has not written yet (closing or hiding a tab without new edits writes
 * nothing). A tab whose saved work another tab replaced is told so (the `storage` event, the
 * store's `tabConflict`) and offered to keep its own (written back at once) or to load the other
 * tab's (an undoable step).
 */
import { pageStorage } from '../../state/storage';
import type { Scenario } from '../../scenario/types';
import type { History } from '../../state/history';
import type { PageStore } from '../../state/pageStore';
import { AUTOSAVE_KEY, saveWork, type KeyValueStore } from '../../state/autosave';
import { checkScenario } from './linkView';

/**
 * Saves the store's history (the scenario and its nearest undo and redo steps, see `saveWork`) now
 * and on every committed edit, undo and redo (not while dragging), and when the page hides; reports
 * a failed save and another tab's scenario in the store's view. Returns the function that stops it.
 */
export function startAutosave(store: PageStore, storage: () => KeyValueStore = () => pageStorage().store): () => void {
  let saved: History | null = null;
  const save = (history: History) => {
    saved = history;
    return saveWork(storage(), history);
  };
  const onChange = () => {
    const { history, view } = store.getState();
    if (view.dragging || saved === history) return;
    store.report({ saveProblem: save(history) });
  };
  const flush = () => {
    const { history } = store.getState();
    if (saved !== history) save(history);
  };
  const onVisibility = () => document.visibilityState === 'hidden' && flush();
  // Another tab wrote the saved scenario (the event never fires in the tab that wrote it).
  const onStorage = (e: StorageEvent) => {
    if (e.key !== AUTOSAVE_KEY || e.newValue === null) return;
    const theirs = e.newValue;
    const mine = JSON.stringify(store.getState().history.present);
    store.report({ tabConflict: theirs === mine ? null : conflict(theirs) });
  };
  const conflict = (theirs: string) => ({
    keepMine: () => {
      store.report({ tabConflict: null, saveProblem: save(store.getState().history) });
    },
    loadTheirs: () => {
      store.report({ tabConflict: null });
      void openSaved(theirs).then((opened) =>
        'scenario' in opened
          ? store.load(opened.scenario)
          : store.report({ saveProblem: `autosave: the other tab's scenario could not be opened (${opened.error})` }),
      );
    },
  });
  const unsubscribe = store.subscribe(onChange);
  onChange();
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('storage', onStorage);
  };
}

/** A saved scenario's text, parsed and given a link's checks. */
async function openSaved(text: string): Promise<{ scenario: Scenario } | { error: string }> {
  try {
    return await checkScenario(JSON.parse(text));
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}
