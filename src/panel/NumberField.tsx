/**
 * A labelled number input that keeps what the user types and reports a value only when it is a
 * finite number within its bounds; otherwise it shows a message naming the field. Bounds, step,
 * unit and help (the field's description) come from docs/scenario.schema.json by the field's path;
 * a "?" button beside the input shows the help.
 */
import { useId, useState } from 'react';
import { schemaField } from '../scenario/schemaFields';
import { FieldHelp } from './FieldHelp';

/** Bounds of a number (inclusive unless marked exclusive). */
export interface NumberBounds {
  min?: number;
  exclusiveMin?: boolean;
  max?: number;
  exclusiveMax?: boolean;
}

/** What a number field shows and checks, read from the schema. */
export interface FieldConstraints extends NumberBounds {
  /** The input's step: the schema's multipleOf, 1 for an integer, else 'any'. */
  step: number | 'any';
  /** Unit shown after the label ('' when dimensionless). */
  unit: string;
  /** The field's description, for people (the input's accessible description). */
  help?: string;
}

/** Props of a number field. */
export interface NumberFieldProps {
  label: string;
  /** Schema path of the field (syntax in src/scenario/schemaFields.ts), e.g. `station.capacityMbps`. */
  field: string;
  value: number;
  onChange(value: number): void;
}

const constraintsCache = new Map<string, FieldConstraints>();

/** The constraints of the field at schema path `path` (throws on an unknown path). */
export function fieldConstraints(path: string): FieldConstraints {
  const cached = constraintsCache.get(path);
  if (cached) return cached;
  const f = schemaField(path);
  const integer = f.schema.type === 'integer';
  const c: FieldConstraints = {
    min: f.exclusiveMinimum ?? f.minimum,
    exclusiveMin: f.exclusiveMinimum !== undefined,
    max: f.exclusiveMaximum ?? f.maximum,
    exclusiveMax: f.exclusiveMaximum !== undefined,
    step: typeof f.schema.multipleOf === 'number' ? f.schema.multipleOf : integer ? 1 : 'any',
    unit: f.unit,
    help: f.description,
  };
  constraintsCache.set(path, c);
  return c;
}

/** The message for `text`, or null when it is a valid value. */
export function numberProblem(text: string, p: NumberBounds & { label: string }): string | null {
  const x = Number(text);
  if (text.trim() === '' || !Number.isFinite(x)) return `${p.label}: must be a number`;
  if (p.min !== undefined && (p.exclusiveMin ? x <= p.min : x < p.min))
    return `${p.label}: must be ${p.exclusiveMin ? '>' : '≥'} ${p.min}`;
  if (p.max !== undefined && (p.exclusiveMax ? x >= p.max : x > p.max))
    return `${p.label}: must be ${p.exclusiveMax ? '<' : '≤'} ${p.max}`;
  return null;
}

/** A number input with validation. */
export function NumberField(props: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(String(props.value));
  // A new value from outside (another station selected, an undo) shows in the same render: an
  // effect would leave the previous value on screen for a frame (where a test or a user reads it).
  const [shownValue, setShownValue] = useState(props.value);
  if (!Object.is(shownValue, props.value)) {
    setShownValue(props.value);
    setText(String(props.value));
  }
  const c = fieldConstraints(props.field);
  const checked = { ...c, label: props.label };
  const problem = numberProblem(text, checked);
  return (
    <div className="field">
      <label htmlFor={id}>
        {props.label}
        {c.unit ? <span className="unit"> ({c.unit})</span> : null}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        value={text}
        step={c.step}
        title={c.help}
        aria-invalid={problem !== null}
        aria-describedby={
          [c.help ? `${id}-help` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined
        }
        onChange={(e) => {
          setText(e.target.value);
          if (numberProblem(e.target.value, checked) === null) props.onChange(Number(e.target.value));
        }}
      />
      {c.help && <FieldHelp id={`${id}-help`} label={props.label} text={c.help} />}
      {problem && (
        <span id={`${id}-problem`} className="field-problem" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
