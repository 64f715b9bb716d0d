/**
 * The engine switch beside the run controls: the fluid model (the papers' rate equations) or the
 * packet engine (every packet through queues, NewReno windows). It edits `solver.engine`, so a
 * link or a file carries the choice; its help is the schema's description. "Fluid vs packet" puts
 * the two engines side by side in comparison mode in one click.
 */
import { useId } from 'react';
import type { Scenario } from '../scenario/types';
import type { ScenarioAction } from '../state/actions';
import { FieldHelp, schemaHelp } from '../panel/FieldHelp';
import { fluidVsPacket } from '../compare/defaults';

/** The engines, in the order offered, with the words the switch shows. */
export const ENGINE_CHOICES = [
  { engine: 'fluid', label: 'Fluid model' },
  { engine: 'packet', label: 'Packets' },
] as const;

/** A labelled select of the engine, with its help. */
export function EngineSwitch({ scenario, dispatch }: { scenario: Scenario; dispatch(action: ScenarioAction): void }) {
  const id = useId();
  const engine = scenario.solver.engine ?? 'fluid';
  const both = fluidVsPacket(scenario);
  return (
    <div className="tools engine-switch">
      <label htmlFor={id}>Engine</label>{' '}
      <select
        id={id}
        value={engine}
        aria-describedby={`${id}-help`}
        onChange={(e) => dispatch({ type: 'setEngine', engine: e.target.value as 'fluid' | 'packet' })}
      >
        {ENGINE_CHOICES.map((c) => (
          <option key={c.engine} value={c.engine}>
            {c.label}
          </option>
        ))}
      </select>{' '}
      <FieldHelp id={`${id}-help`} label="the engine" text={schemaHelp('solver.engine')} />
      <button
        type="button"
        disabled={!both}
        title="Run the compared source's controller as a fluid model and packet by packet, side by side (undoable)"
        onClick={() => both && dispatch({ type: 'setComparison', comparison: both })}
      >
        Fluid vs packet
      </button>
    </div>
  );
}
