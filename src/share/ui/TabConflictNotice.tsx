/** The notice that another tab changed the saved scenario, with the two ways out. */
import type { TabConflict } from '../../state/pageState';

/** Shows "another tab changed the saved scenario: keep yours / load theirs", or nothing. */
export function TabConflictNotice({ conflict }: { conflict: TabConflict | null }) {
  if (!conflict) return null;
  return (
    <div role="alert" className="notice" data-testid="tab-conflict">
      Another tab changed the saved scenario.{' '}
      <button type="button" onClick={conflict.keepMine} title="Save this tab's scenario over the other tab's">
        Keep yours
      </button>{' '}
      <button type="button" onClick={conflict.loadTheirs} title="Open the other tab's scenario here (undoable)">
        Load theirs
      </button>
    </div>
  );
}
