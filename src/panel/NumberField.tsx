/**
 * A labelled number input that keeps what the user types and reports a value only when it is a
 * finite number within its bounds; otherwise it shows a message naming the field.
 */
import { useEffect, useId, useState } from 'react';

/** Props of a number field. */
export interface NumberFieldProps {
  label: string;
  value: number;
  unit?: string;
  /** Smallest allowed value (inclusive unless `exclusiveMin`). */
  min?: number;
  exclusiveMin?: boolean;
  max?: number;
  step?: number;
  onChange(value: number): void;
}

/** The message for `text`, or null when it is a valid value. */
export function numberProblem(text: string, p: Pick<NumberFieldProps, 'label' | 'min' | 'exclusiveMin' | 'max'>): string | null {
  const x = Number(text);
  if (text.trim() === '' || !Number.isFinite(x)) return `${p.label}: must be a number`;
  if (p.min !== undefined && (p.exclusiveMin ? x <= p.min : x < p.min)) return `${p.label}: must be ${p.exclusiveMin ? '>' : '≥'} ${p.min}`;
  if (p.max !== undefined && x > p.max) return `${p.label}: must be ≤ ${p.max}`;
  return null;
}

/** A number input with validation. */
export function NumberField(props: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(String(props.value));
  useEffect(() => setText(String(props.value)), [props.value]);
  const problem = numberProblem(text, props);
  return (
    <div className="field">
      <label htmlFor={id}>
        {props.label}
        {props.unit ? <span className="unit"> ({props.unit})</span> : null}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        value={text}
        step={props.step ?? 'any'}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          if (numberProblem(e.target.value, props) === null) props.onChange(Number(e.target.value));
        }}
      />
      {problem && (
        <span id={`${id}-problem`} className="field-problem" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
