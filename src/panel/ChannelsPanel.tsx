/** Global channels (the satellite): on/off, capacity and delays. */
import type { Channel } from '../scenario/types';
import type { ScenarioAction } from '../state/actions';
import { NumberField } from './NumberField';

/** Editor of the scenario's global channels. */
export function ChannelsPanel({ channels, dispatch }: { channels: Channel[]; dispatch(a: ScenarioAction): void }) {
  if (channels.length === 0) return null;
  return (
    <section className="panel" aria-label="Global channels">
      <h3>Global channels</h3>
      {channels.map((c) => {
        const update = (patch: Partial<Channel>) => dispatch({ type: 'updateChannel', id: c.id, patch });
        const delays = { forwardMs: c.delays?.forwardMs ?? 15, feedbackMs: c.delays?.feedbackMs ?? 15 };
        return (
          <fieldset key={c.id}>
            <legend>
              <label>
                <input type="checkbox" checked={c.enabled ?? true} onChange={(e) => update({ enabled: e.target.checked })} /> {c.label ?? c.id}
              </label>
            </legend>
            {c.capacity.law === 'constant' && (
              <NumberField label={`${c.id} capacity`} unit="Mbps" value={c.capacity.capacityMbps ?? 20} min={0} exclusiveMin onChange={(capacityMbps) => update({ capacity: { law: 'constant', capacityMbps } })} />
            )}
            <NumberField label={`${c.id} forward delay`} unit="ms" value={delays.forwardMs} min={0} max={60000} onChange={(forwardMs) => update({ delays: { ...delays, forwardMs } })} />
            <NumberField label={`${c.id} feedback delay`} unit="ms" value={delays.feedbackMs} min={0} max={60000} onChange={(feedbackMs) => update({ delays: { ...delays, feedbackMs } })} />
          </fieldset>
        );
      })}
    </section>
  );
}
