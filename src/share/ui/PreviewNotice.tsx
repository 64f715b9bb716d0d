/**
 * A tab that runs as a preview (its window name is PREVIEW_FRAME_NAME, src/state/storage.ts) keeps
 * its edits in memory only. Inside the lesson builder's frame that is the point; a whole tab named
 * so by another site (`window.open(url, 'multipath-playground-preview')`) would lose its edits
 * without a word. This notice says so and offers "Save here": the tab saves like any other from
 * then on, and the scenario saved before it (another tab's work) is set aside first, downloadable,
 * never lost.
 */
import { useState } from 'react';
import { AUTOSAVE_KEY, saveWork } from '../../state/autosave';
import { setAsideAutosave } from '../../state/setAside';
import { leavePreview, pageStorage } from '../../state/storage';
import { usePageStore } from '../../state/usePageStore';

/** The notice of a top-level tab whose edits are not saved, with "Save here". */
export function PreviewNotice() {
  const store = usePageStore();
  const [shown, setShown] = useState(() => pageStorage().preview === true && window.top === window);
  if (!shown) return null;
  const saveHere = () => {
    const { store: local, problem } = leavePreview();
    setShown(false);
    if (problem) return store.report({ saveProblem: problem });
    const { history } = store.getState();
    try {
      const saved = local.getItem(AUTOSAVE_KEY);
      if (saved !== null && saved !== JSON.stringify(history.present))
        setAsideAutosave(local, 'replaced by "Save here" in a tab opened as a preview');
    } catch {
      // unreadable storage: saveWork reports it
    }
    store.report({ saveProblem: saveWork(local, history) });
  };
  return (
    <div role="alert" className="notice" data-testid="preview-notice">
      This tab was opened as a preview by another page: edits in this tab are not saved.{' '}
      <button type="button" onClick={saveHere} title="Save this tab's work in this browser, like any other tab">
        Save here
      </button>
    </div>
  );
}
