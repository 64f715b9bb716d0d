/**
 * The lesson builder's small fields: a number with a clear message for bad input, a time with a
 * "Use the cursor" button (how a time is picked on the timeline), a series menu and a set of series
 * checkboxes (the run's series as the charts name them), a trend rule's margin and band.
 */
import { useId, useState } from 'react';
import type { LessonRule } from '../../scenario/types';
import { DEFAULT_SAME_BAND } from '../rules';
import { seriesLabel } from '../seriesLabel';

/** A number field that hands on only valid numbers (within [min, max]) and says why it refused one. */
export function NumberInput({
  label,
  value,
  onChange,
  min = 0,
  max = 1e7,
  unit,
  stepSize = 'any',
  prefix,
}: {
  /** The field's name, shown; with `prefix` ("Step 2") its accessible name is "Step 2 from". */
  label: string;
  prefix?: string;
  value: number;
  onChange(value: number): void;
  min?: number;
  max?: number;
  unit?: string;
  stepSize?: number | 'any';
}) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // A value set from outside (the cursor, another field) replaces what was typed.
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const parsed = text.trim() === '' ? NaN : Number(text);
  const name = prefix ? `${prefix} ${label}` : label;
  const problem = !Number.isFinite(parsed)
    ? `${name}: enter a number`
    : parsed < min || parsed > max
      ? `${name}: from ${min} to ${max}`
      : null;
  return (
    <span className="builder-number">
      <label htmlFor={id}>
        {prefix && <span className="visually-hidden">{prefix} </span>}
        {label}
      </label>{' '}
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step={stepSize}
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          const v = Number(e.target.value);
          if (e.target.value.trim() !== '' && Number.isFinite(v) && v >= min && v <= max) {
            setShown(v);
            onChange(v);
          }
        }}
      />
      {unit && <span className="builder-unit">{unit}</span>}
      {problem && (
        <span id={`${id}-problem`} className="builder-problem" role="alert">
          {problem}
        </span>
      )}
    </span>
  );
}

/** A time in seconds with a "Use the cursor" button that takes the timeline cursor's time. */
export function TimeInput({
  label,
  prefix,
  valueS,
  cursorS,
  onChange,
}: {
  label: string;
  /** Read before `label` by a screen reader, not shown ("Step 2"). */
  prefix?: string;
  valueS: number;
  cursorS: number;
  onChange(timeS: number): void;
}) {
  return (
    <span className="builder-time">
      <NumberInput label={label} prefix={prefix} value={valueS} unit="s" onChange={onChange} />
      <button
        type="button"
        className="builder-small"
        aria-label={`${prefix ? `${prefix} ` : ''}${label}: use the cursor (${cursorS.toFixed(1)} s)`}
        title="Take the time of the timeline's cursor"
        onClick={() => onChange(Math.round(cursorS * 10) / 10)}
      >
        Use the cursor
      </button>
    </span>
  );
}

/** The words for a series name, as the lesson player says them. */
export { seriesLabel };

/** One series from `options` (a name the run no longer has stays listed, marked missing). */
export function SeriesSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange(name: string): void;
}) {
  const all = options.includes(value) || !value ? options : [value, ...options];
  return (
    <label className="builder-series">
      {label}{' '}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {!value && <option value="">choose…</option>}
        {all.map((n) => (
          <option key={n} value={n}>
            {seriesLabel(n)}
            {options.includes(n) ? '' : ' (not in this run)'}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Several series from `options`, as checkboxes, in the order of `options`. */
export function SeriesChecks({
  legend,
  chosen,
  options,
  onChange,
}: {
  legend: string;
  chosen: readonly string[];
  options: readonly string[];
  onChange(names: string[]): void;
}) {
  const missing = chosen.filter((n) => !options.includes(n));
  return (
    <fieldset className="builder-checks">
      <legend>{legend}</legend>
      {[...options, ...missing].map((n) => (
        <label key={n}>
          <input
            type="checkbox"
            checked={chosen.includes(n)}
            onChange={(e) =>
              onChange(
                e.target.checked
                  ? [...options, ...missing].filter((x) => x === n || chosen.includes(x))
                  : chosen.filter((x) => x !== n),
              )
            }
          />{' '}
          {seriesLabel(n)}
          {options.includes(n) ? '' : ' (not in this run)'}
        </label>
      ))}
    </fieldset>
  );
}

/** A trend rule's margin, whether it offers "Stay about the same", and that choice's band (% of the start value). */
export function TrendFields({
  rule,
  label,
  onChange,
}: {
  rule: Extract<LessonRule, { kind: 'trend' }>;
  label: string;
  onChange(rule: LessonRule): void;
}) {
  return (
    <>
      <NumberInput
        label="margin"
        prefix={label}
        value={rule.margin}
        max={1e9}
        onChange={(margin) => onChange({ ...rule, margin })}
      />
      <label>
        <input
          type="checkbox"
          checked={rule.offerSame ?? false}
          onChange={(e) => onChange({ ...rule, offerSame: e.target.checked })}
        />{' '}
        Offer "Stay about the same"
      </label>
      {rule.offerSame && (
        <NumberInput
          label="band"
          prefix={label}
          unit="% of the start value"
          value={Math.round((rule.sameBand ?? DEFAULT_SAME_BAND) * 1000) / 10}
          min={0.1}
          max={100}
          onChange={(pct) => onChange({ ...rule, sameBand: pct / 100 })}
        />
      )}
    </>
  );
}
