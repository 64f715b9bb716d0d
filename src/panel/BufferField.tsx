/**
 * A resource's own packet-engine buffer (`bufferPackets` of a station or channel): off by default
 * (the link takes `solver.bufferPackets`, else one bandwidth-delay product); on, a number of packets.
 * The fluid engine has no buffers and ignores it.
 */
import { NumberField } from './NumberField';
import { FieldHelp, schemaHelp } from './FieldHelp';

/** The buffer a resource gets when its own is switched on, packets (a typical access-link queue). */
export const OWN_BUFFER_PACKETS = 100;

/** Props: the resource's `bufferPackets` (absent: none of its own) and its schema path. */
export interface BufferFieldProps {
  /** Accessible name prefix, e.g. `sat` or `B1` (also in the help's element id). */
  name: string;
  /** What the text calls the resource (the page's level of language); absent: `name`. */
  label?: string;
  /** `station.bufferPackets` or `channel.bufferPackets`. */
  field: 'station.bufferPackets' | 'channel.bufferPackets';
  bufferPackets: number | undefined;
  onChange(bufferPackets: number | undefined): void;
}

/** A checkbox "own buffer" and, when on, the number of packets. */
export function BufferField({ name: id, label, field, bufferPackets, onChange }: BufferFieldProps) {
  const helpId = `${id}-buffer-help`;
  const name = label ?? id;
  return (
    <>
      <div className="field">
        <label>
          <input
            type="checkbox"
            aria-describedby={helpId}
            checked={bufferPackets !== undefined}
            onChange={(e) => onChange(e.target.checked ? OWN_BUFFER_PACKETS : undefined)}
          />{' '}
          {name} own buffer (packet engine)
        </label>
        <FieldHelp id={helpId} label={`${name} own buffer`} text={schemaHelp(field)} />
      </div>
      {bufferPackets !== undefined &&
        (field === 'station.bufferPackets' ? (
          <NumberField
            label={`${name} buffer`}
            field="station.bufferPackets"
            value={bufferPackets}
            onChange={onChange}
          />
        ) : (
          <NumberField
            label={`${name} buffer`}
            field="channel.bufferPackets"
            value={bufferPackets}
            onChange={onChange}
          />
        ))}
    </>
  );
}
