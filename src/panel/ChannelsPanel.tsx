/** Global channels (the satellite): on/off, capacity, delays and the packet engine's buffer. */
import { useWords } from '../state/useWords';
import type { Channel } from '../scenario/types';
import type { ScenarioAction } from '../state/actions';
import { schemaDefault } from '../scenario/schemaFields';
import { NumberField } from './NumberField';
import { FieldHelp, schemaHelp } from './FieldHelp';
import { BufferField } from './BufferField';
import { ChannelTraceExport } from '../realdata/ui/ChannelTraceExport';

/** Editor of the scenario's global channels. */
export function ChannelsPanel({ channels, dispatch }: { channels: Channel[]; dispatch(a: ScenarioAction): void }) {
  // At the school level a channel's fields name it as the charts do ("satellite"), not by id.
  const words = useWords();
  if (channels.length === 0) return null;
  return (
    <section className="panel" aria-label="Global channels">
      <h3>Global channels</h3>
      {channels.map((c) => {
        const update = (patch: Partial<Channel>) => dispatch({ type: 'updateChannel', id: c.id, patch });
        const name = words.target(c.id, c.id);
        const delays = {
          forwardMs: c.delays?.forwardMs ?? schemaDefault<number>('channel.delays.forwardMs'),
          feedbackMs: c.delays?.feedbackMs ?? schemaDefault<number>('channel.delays.feedbackMs'),
        };
        return (
          <fieldset key={c.id}>
            <legend>
              <label>
                <input
                  type="checkbox"
                  aria-describedby={`channel-${c.id}-help`}
                  checked={c.enabled ?? true}
                  onChange={(e) => update({ enabled: e.target.checked })}
                />{' '}
                {c.label ?? c.id}
              </label>{' '}
              <FieldHelp
                id={`channel-${c.id}-help`}
                label={`${c.label ?? c.id} on or off`}
                text={`A global channel every platform linked to it can use (a satellite, a cellular network). ${schemaHelp('channel.enabled')}`}
              />
            </legend>
            {c.capacity.law === 'constant' && (
              <NumberField
                label={`${name} capacity`}
                field="channel.capacity[constant].capacityMbps"
                value={c.capacity.capacityMbps ?? schemaDefault<number>('channel.capacity[constant].capacityMbps')}
                onChange={(capacityMbps) => update({ capacity: { law: 'constant', capacityMbps } })}
              />
            )}
            <NumberField
              label={`${name} forward delay`}
              field="channel.delays.forwardMs"
              value={delays.forwardMs}
              onChange={(forwardMs) => update({ delays: { ...delays, forwardMs } })}
            />
            <NumberField
              label={`${name} feedback delay`}
              field="channel.delays.feedbackMs"
              value={delays.feedbackMs}
              onChange={(feedbackMs) => update({ delays: { ...delays, feedbackMs } })}
            />
            <BufferField
              name={c.id}
              label={name}
              field="channel.bufferPackets"
              bufferPackets={c.bufferPackets}
              onChange={(bufferPackets) => update({ bufferPackets })}
            />
            <ChannelTraceExport channel={c} name={name} />
          </fieldset>
        );
      })}
    </section>
  );
}
