/** The top bar's "Compare" button: turns comparison mode on (with a first comparison) and off. */
import type { Scenario } from '../scenario/types';
import type { ScenarioAction } from '../state/actions';
import { defaultComparison, isComparing } from './defaults';
import './compare.css';

/** A toggle button; pressed while the scenario has a comparison. */
export function CompareToggle({ scenario, dispatch }: { scenario: Scenario; dispatch(action: ScenarioAction): void }) {
  const packet = scenario.solver.engine === 'packet';
  const on = isComparing(scenario) && !packet;
  const first = on || packet ? null : defaultComparison(scenario);
  return (
    <div className="tools">
      <button
        type="button"
        className="compare-button"
        aria-pressed={on}
        disabled={!on && !first}
        title={
          packet
            ? 'Comparison needs run summaries, which the packet engine does not give yet: switch the engine to the fluid model'
            : on
              ? 'Leave comparison mode (undoable)'
              : 'Run two to four controllers side by side on this scenario'
        }
        onClick={() => dispatch({ type: 'setComparison', comparison: on ? null : first })}
      >
        Compare
      </button>
    </div>
  );
}
