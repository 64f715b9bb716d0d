/** The top bar's "Compare" button: turns comparison mode on (with a first comparison) and off. */
import type { Scenario } from '../scenario/types';
import type { ScenarioAction } from '../state/actions';
import { defaultComparison, isComparing } from './defaults';
import './compare.css';

/** A toggle button; pressed while the scenario has a comparison. */
export function CompareToggle({ scenario, dispatch }: { scenario: Scenario; dispatch(action: ScenarioAction): void }) {
  const on = isComparing(scenario);
  const first = on ? null : defaultComparison(scenario);
  return (
    <div className="tools">
      <button
        type="button"
        className="compare-button"
        aria-pressed={on}
        disabled={!on && !first}
        title={on ? 'Leave comparison mode (undoable)' : 'Run two to four controllers side by side on this scenario'}
        onClick={() => dispatch({ type: 'setComparison', comparison: on ? null : first })}
      >
        Compare
      </button>
    </div>
  );
}
