/** Properties of the selected base station: label, capacity, decay law, responsiveness, delays. */
import type { Decay, Station } from '../scenario/types';
import type { ScenarioAction } from '../state/actions';
import { NumberField } from './NumberField';

/** Editor of one station. */
export function StationPanel({ station, dispatch, onClose }: { station: Station; dispatch(a: ScenarioAction): void; onClose(): void }) {
  const decay: Decay = station.decay ?? { law: 'logistic', alphaPerM: 0.007, d0M: 500 };
  const delays = { forwardMs: station.delays?.forwardMs ?? 10, feedbackMs: station.delays?.feedbackMs ?? 10 };
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
        <input id={`label-${station.id}`} value={station.label ?? station.id} maxLength={200} onChange={(e) => update({ label: e.target.value })} />
      </div>
      <NumberField label="x" unit="m" value={station.position.xM} onChange={(xM) => dispatch({ type: 'moveStation', id: station.id, position: { ...station.position, xM } })} />
      <NumberField label="y" unit="m" value={station.position.yM} onChange={(yM) => dispatch({ type: 'moveStation', id: station.id, position: { ...station.position, yM } })} />
      <NumberField label="Nominal capacity" unit="Mbps" value={station.capacityMbps ?? 20} min={0} exclusiveMin onChange={(capacityMbps) => update({ capacityMbps })} />
      <NumberField label="Responsiveness β" value={station.responsiveness ?? 15} min={0} exclusiveMin max={1000} onChange={(responsiveness) => update({ responsiveness })} />
      <div className="field">
        <label htmlFor={`decay-${station.id}`}>Decay law</label>
        <select
          id={`decay-${station.id}`}
          value={decay.law}
          onChange={(e) => {
            const law = e.target.value as Decay['law'];
            const next: Decay =
              law === 'logistic' ? { law, alphaPerM: 0.007, d0M: 500 } : law === 'step' ? { law, radiusM: 500 } : law === 'linear' ? { law, rangeM: 1000 } : { law };
            dispatch({ type: 'setStationDecay', id: station.id, decay: next });
          }}
        >
          <option value="logistic">logistic (eq 11)</option>
          <option value="step">step</option>
          <option value="linear">linear</option>
          <option value="flat">flat</option>
        </select>
      </div>
      {decay.law === 'logistic' && (
        <>
          <NumberField label="α" unit="1/m" value={decay.alphaPerM ?? 0.007} min={0} exclusiveMin max={100} onChange={(alphaPerM) => dispatch({ type: 'setStationDecay', id: station.id, decay: { ...decay, alphaPerM } })} />
          <NumberField label="d₀" unit="m" value={decay.d0M ?? 500} min={0} exclusiveMin onChange={(d0M) => dispatch({ type: 'setStationDecay', id: station.id, decay: { ...decay, d0M } })} />
        </>
      )}
      {decay.law === 'step' && (
        <NumberField label="Radius" unit="m" value={decay.radiusM} min={0} exclusiveMin onChange={(radiusM) => dispatch({ type: 'setStationDecay', id: station.id, decay: { ...decay, radiusM } })} />
      )}
      {decay.law === 'linear' && (
        <NumberField label="Range" unit="m" value={decay.rangeM} min={0} exclusiveMin onChange={(rangeM) => dispatch({ type: 'setStationDecay', id: station.id, decay: { ...decay, rangeM } })} />
      )}
      <NumberField label="Forward delay" unit="ms" value={delays.forwardMs} min={0} max={60000} onChange={(forwardMs) => dispatch({ type: 'setStationDelays', id: station.id, delays: { ...delays, forwardMs } })} />
      <NumberField label="Feedback delay" unit="ms" value={delays.feedbackMs} min={0} max={60000} onChange={(feedbackMs) => dispatch({ type: 'setStationDelays', id: station.id, delays: { ...delays, feedbackMs } })} />
      <button type="button" className="danger" onClick={() => dispatch({ type: 'removeStation', id: station.id })}>
        Remove {station.id}
      </button>
    </section>
  );
}
