/**
 * The comparison's settings: the compared source, two to four controllers (kind and label, added
 * and removed), and the file whose transfer time the table reports. Every change is an ordinary,
 * undoable scenario edit.
 */
import { useEffect, useState } from 'react';
import { CONTROLLER_KINDS, isControllerKind } from '../scenario/controllers';
import type { Comparison, Scenario } from '../scenario/types';
import type { ScenarioAction } from '../state/actions';
import { NumberField } from '../panel/NumberField';
import { schemaHelp } from '../panel/FieldHelp';
import { schemaDefault } from '../scenario/schemaFields';
import {
  MAX_VARIANTS,
  MIN_VARIANTS,
  routeCount,
  variantLabel,
  withAddedVariant,
  withSource,
  withVariantKind,
  withVariantLabel,
  withoutVariant,
} from './defaults';
import { VARIANT_COLOURS } from './overlaySeries';

interface ComparePanelProps {
  scenario: Scenario;
  comparison: Comparison;
  dispatch(action: ScenarioAction): void;
}

/** A label input that commits on Enter or when it loses focus (one undo step per rename). */
function LabelInput({ value, index, onCommit }: { value: string; index: number; onCommit(label: string): void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => (text.trim() && text !== value ? onCommit(text) : setText(value));
  return (
    <input
      className="compare-label"
      aria-label={`Label of controller ${index + 1}`}
      value={text}
      maxLength={200}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
        if (e.key === 'Escape') setText(value);
      }}
    />
  );
}

/** The comparison's source, controllers and file size. */
export function ComparePanel({ scenario, comparison, dispatch }: ComparePanelProps) {
  const set = (next: Comparison) => next !== comparison && dispatch({ type: 'setComparison', comparison: next });
  const sources = scenario.sources ?? [];
  return (
    <section className="compare-panel" aria-label="Comparison settings">
      <label className="compare-field">
        Compare the controllers of
        <select value={comparison.source} onChange={(e) => set(withSource(comparison, e.target.value))}>
          {sources.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label ?? s.id} ({routeCount(scenario, s)} {routeCount(scenario, s) === 1 ? 'path' : 'paths'})
            </option>
          ))}
        </select>
      </label>
      <ol className="compare-variants" aria-label="Compared controllers">
        {comparison.variants.map((v, k) => (
          <li key={k} style={{ borderLeftColor: VARIANT_COLOURS[k % VARIANT_COLOURS.length] }}>
            <select
              aria-label={`Controller ${k + 1}`}
              aria-describedby={`controller-${k}-help`}
              title={schemaHelp(`controller[${v.controller.kind}].kind`)}
              value={v.controller.kind}
              onChange={(e) => isControllerKind(e.target.value) && set(withVariantKind(comparison, k, e.target.value))}
            >
              {CONTROLLER_KINDS.map((c) => (
                <option key={c.kind} value={c.kind}>
                  {c.label}
                </option>
              ))}
            </select>
            <span id={`controller-${k}-help`} hidden>
              {schemaHelp(`controller[${v.controller.kind}].kind`)}
            </span>
            <LabelInput
              value={variantLabel(v)}
              index={k}
              onCommit={(label) => set(withVariantLabel(comparison, k, label))}
            />
            <button
              type="button"
              aria-label={`Remove ${variantLabel(v)}`}
              title={
                comparison.variants.length <= MIN_VARIANTS
                  ? `A comparison needs at least ${MIN_VARIANTS} controllers`
                  : undefined
              }
              disabled={comparison.variants.length <= MIN_VARIANTS}
              onClick={() => set(withoutVariant(comparison, k))}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
      <div className="compare-actions">
        <button
          type="button"
          disabled={comparison.variants.length >= MAX_VARIANTS}
          onClick={() => set(withAddedVariant(comparison, scenario))}
        >
          Add controller
        </button>
        <NumberField
          label="File size"
          field="metrics.fileMegabytes"
          value={scenario.metrics?.fileMegabytes ?? schemaDefault<number>('metrics.fileMegabytes')}
          onChange={(fileMegabytes) => dispatch({ type: 'setFileMegabytes', fileMegabytes })}
        />
      </div>
    </section>
  );
}
