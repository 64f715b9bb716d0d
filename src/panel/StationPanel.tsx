/** Properties of the selected base station: label, capacity, decay law, responsiveness, delays. */
import type { ScenarioGeometry } from '../geometry/geometry';
import { DecayCurve } from './DecayCurve';
import type { Decay, Station } from '../scenario/types';
import type { ScenarioAction } from '../state/actions';
import { objectAtDefaults, schemaDefault } from '../scenario/schemaFields';
import { NumberField } from './NumberField';
import { FieldHelp, schemaHelp } from './FieldHelp';
import { BufferField } from './BufferField';

/** Editor of one station. */
export function StationPanel({
  station,
  dispatch,
  onClose,
  geometry = null,
}: {
  station: Station;
  dispatch(a: ScenarioAction): void;
  onClose(): void;
  /** The scenario's geometry, for the decay curve (absent: no curve). */
  geometry?: ScenarioGeometry | null;
}) {
  const decay: Decay = station.decay ?? schemaDefault<Decay>('station.decay');
  const delays = {
    forwardMs: station.delays?.forwardMs ?? schemaDefault<number>('station.delays.forwardMs'),
    feedbackMs: station.delays?.feedbackMs ?? schemaDefault<number>('station.delays.feedbackMs'),
  };
  const update = (patch: Partial<Station>) => dispatch({ type: 'updateStation', id: station.id, patch });
  return (
    <section className="panel" aria-label={`Base station ${station.label ?? station.id}`}>
      <header>
        <h3>Base station {station.id}</h3>
        <button type="button" onClick={onClose} aria-label="Close station panel">
          ×
        </button>
      </header>
      <div className="field">
        <label htmlFor={`label-${station.id}`}>Label</label>
        <input
          id={`label-${station.id}`}
          aria-describedby={`label-${station.id}-help`}
          value={station.label ?? station.id}
          maxLength={200}
          onChange={(e) => update({ label: e.target.value })}
        />
        <FieldHelp id={`label-${station.id}-help`} label="Label" text={schemaHelp('station.label')} />
      </div>
      <NumberField
        label="x"
        field="station.position.xM"
        value={station.position.xM}
        onChange={(xM) => dispatch({ type: 'moveStation', id: station.id, position: { ...station.position, xM } })}
      />
      <NumberField
        label="y"
        field="station.position.yM"
        value={station.position.yM}
        onChange={(yM) => dispatch({ type: 'moveStation', id: station.id, position: { ...station.position, yM } })}
      />
      <NumberField
        label="Nominal capacity"
        field="station.capacityMbps"
        value={station.capacityMbps ?? schemaDefault<number>('station.capacityMbps')}
        onChange={(capacityMbps) => update({ capacityMbps })}
      />
      <NumberField
        label="Responsiveness β"
        field="station.responsiveness"
        value={station.responsiveness ?? schemaDefault<number>('station.responsiveness')}
        onChange={(responsiveness) => update({ responsiveness })}
      />
      <DecayFields id={station.id} decay={decay} dispatch={dispatch} />
      <DecayCurve station={station} geometry={geometry} />
      <NumberField
        label="Forward delay"
        field="station.delays.forwardMs"
        value={delays.forwardMs}
        onChange={(forwardMs) =>
          dispatch({ type: 'setStationDelays', id: station.id, delays: { ...delays, forwardMs } })
        }
      />
      <NumberField
        label="Feedback delay"
        field="station.delays.feedbackMs"
        value={delays.feedbackMs}
        onChange={(feedbackMs) =>
          dispatch({ type: 'setStationDelays', id: station.id, delays: { ...delays, feedbackMs } })
        }
      />
      <BufferField
        name={station.id}
        field="station.bufferPackets"
        bufferPackets={station.bufferPackets}
        onChange={(bufferPackets) => update({ bufferPackets })}
      />
      <button type="button" className="danger" onClick={() => dispatch({ type: 'removeStation', id: station.id })}>
        Remove {station.id}
      </button>
    </section>
  );
}

/** The station's decay law (a select) and the fields of the law chosen; `decay` is the station's, at its defaults. */
function DecayFields({ id, decay, dispatch }: { id: string; decay: Decay; dispatch(a: ScenarioAction): void }) {
  return (
    <>
      <div className="field">
        <label htmlFor={`decay-${id}`}>Decay law</label>
        <select
          id={`decay-${id}`}
          aria-describedby={`decay-${id}-help`}
          value={decay.law}
          onChange={(e) => {
            const law = e.target.value as Decay['law'];
            // The law at its defaults; a required radius or range at the schema's example.
            const next = objectAtDefaults<Decay>(`station.decay[${law}]`);
            dispatch({ type: 'setStationDecay', id, decay: next });
          }}
        >
          <option value="logistic">logistic (eq 11)</option>
          <option value="step">step</option>
          <option value="linear">linear</option>
          <option value="flat">flat</option>
        </select>
        <FieldHelp
          id={`decay-${id}-help`}
          label="Decay law"
          text={schemaHelp('station.decay', `station.decay[${decay.law}].law`)}
        />
      </div>
      {decay.law === 'logistic' && (
        <>
          <NumberField
            label="α"
            field="station.decay[logistic].alphaPerM"
            value={decay.alphaPerM ?? schemaDefault<number>('station.decay[logistic].alphaPerM')}
            onChange={(alphaPerM) => dispatch({ type: 'setStationDecay', id, decay: { ...decay, alphaPerM } })}
          />
          <NumberField
            label="d₀"
            field="station.decay[logistic].d0M"
            value={decay.d0M ?? schemaDefault<number>('station.decay[logistic].d0M')}
            onChange={(d0M) => dispatch({ type: 'setStationDecay', id, decay: { ...decay, d0M } })}
          />
        </>
      )}
      {decay.law === 'step' && (
        <NumberField
          label="Radius"
          field="station.decay[step].radiusM"
          value={decay.radiusM}
          onChange={(radiusM) => dispatch({ type: 'setStationDecay', id, decay: { ...decay, radiusM } })}
        />
      )}
      {decay.law === 'linear' && (
        <NumberField
          label="Range"
          field="station.decay[linear].rangeM"
          value={decay.rangeM}
          onChange={(rangeM) => dispatch({ type: 'setStationDecay', id, decay: { ...decay, rangeM } })}
        />
      )}
    </>
  );
}
