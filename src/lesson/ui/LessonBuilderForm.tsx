/**
 * The lesson builder's choices: one field per lesson parameter of the query table
 * (queryParams.ts), drawn from its type (a flag is a checkbox, a list a set of checkboxes, a number
 * or a choice a menu, steps the lesson's steps by number), so a parameter added to the table appears here too.
 */
import { useId } from 'react';
import { QUERY_PARAMS, type QueryParam, type QueryParamName, type QueryValues } from '../../state/queryParams';

/** What the builder has chosen, by parameter (absent: the parameter's default). */
export type LessonChoice = Partial<QueryValues>;

/** The parameters the builder offers, in the table's order: the lesson ones (`lesson=1` is `lock` plus `hide`, so not offered). */
export const BUILDER_PARAMS = (Object.keys(QUERY_PARAMS) as QueryParamName[]).filter(
  (name) => name !== 'lesson' && (QUERY_PARAMS[name].scope === 'lesson' || (name as string) === 'present'),
);

/** The builder's labels, by parameter; a parameter not named here shows its README line. */
const LABELS: Record<string, string> = {
  lock: 'Lock editing (no changes; panels, tools and file buttons hidden)',
  hide: 'Hide',
  charts: 'Charts',
  autoplay: 'Play as soon as the run is solved',
  speed: 'Playback speed',
  steps: 'Lesson steps',
  level: 'Words',
  present: 'Open in Present (one large chart, large type, for a room)',
};

/** What a locked page hides whatever `hide` says (see lessonParams.ts). */
const HIDDEN_BY_LOCK = ['panels', 'tools', 'files'];

/** Readable names of the list values. */
const VALUE_LABELS: Record<string, string> = {
  panels: 'Panels (station, convoy, channels)',
  tools: 'Map tools and undo',
  files: 'Files and share buttons',
  map: 'Map and network diagram',
  timeline: 'Timeline',
  throughput: 'Throughput per subflow',
  capacity: 'Channel capacities',
  aggregate: 'WiFi and satellite (stacked)',
  school: 'School (ages 14-16: plain words, no ids or equations)',
  university: "University (ids and the papers' terms)",
};

/** A parameter's label: its entry in LABELS, else its README line capitalised. */
function label(name: string, param: QueryParam<unknown>): string {
  return LABELS[name] ?? param.doc.charAt(0).toUpperCase() + param.doc.slice(1);
}

/** The builder's fields; `stepTexts` are the scenario's lesson steps (none: the steps field says so). */
export function LessonBuilderForm({
  choice,
  onChange,
  stepTexts,
}: {
  choice: LessonChoice;
  onChange(choice: LessonChoice): void;
  stepTexts: string[];
}) {
  const id = useId();
  const set = (name: QueryParamName, value: unknown) => onChange({ ...choice, [name]: value });
  const valueOf = (name: QueryParamName): unknown => (name in choice ? choice[name] : QUERY_PARAMS[name].default);
  return (
    <div className="lesson-builder__form">
      {BUILDER_PARAMS.map((name) => {
        const param = QUERY_PARAMS[name] as QueryParam<unknown>;
        const value = valueOf(name);
        if (param.type === 'flag') {
          return (
            <label key={name} className="lesson-builder__flag">
              <input type="checkbox" checked={value === true} onChange={(e) => set(name, e.target.checked)} />{' '}
              {label(name, param)}
            </label>
          );
        }
        if (param.type === 'number') {
          return (
            <label key={name} className="lesson-builder__number">
              {label(name, param)}{' '}
              <select
                value={value === null ? '' : String(value)}
                onChange={(e) => set(name, e.target.value === '' ? null : Number(e.target.value))}
              >
                <option value="">as the timeline has it</option>
                {param.values.map((v) => (
                  <option key={v} value={String(v)}>
                    {v}×
                  </option>
                ))}
              </select>
            </label>
          );
        }
        if (param.type === 'choice') {
          return (
            <label key={name} className="lesson-builder__number">
              {label(name, param)}{' '}
              <select
                value={value === null ? '' : String(value)}
                onChange={(e) => set(name, e.target.value === '' ? null : e.target.value)}
              >
                <option value="">as the lesson says</option>
                {param.values.map((v) => (
                  <option key={v} value={String(v)}>
                    {VALUE_LABELS[String(v)] ?? v}
                  </option>
                ))}
              </select>
            </label>
          );
        }
        if (param.type === 'list') {
          return (
            <ListField
              key={name}
              param={param}
              legend={label(name, param)}
              chosen={value as string[]}
              lockHides={name === 'hide' && valueOf('lock') === true}
              onChange={(next) => set(name, next)}
            />
          );
        }
        if (param.type === 'steps') {
          return (
            <StepsField
              key={name}
              legend={label(name, param)}
              chosen={value as number[] | null}
              stepTexts={stepTexts}
              describedById={`${id}-steps`}
              onChange={(next) => set(name, next)}
            />
          );
        }
        return null;
      })}
    </div>
  );
}

/**
 * A list parameter's checkboxes, in the table's order; with `lockHides`, what a locked page hides
 * anyway is checked, disabled and marked "(locked)".
 */
function ListField({
  param,
  legend,
  chosen,
  lockHides,
  onChange,
}: {
  param: QueryParam<unknown>;
  legend: string;
  chosen: string[];
  lockHides: boolean;
  onChange(chosen: string[]): void;
}) {
  return (
    <fieldset className="lesson-builder__list">
      <legend>{legend}</legend>
      {param.values.map((v) => {
        const item = String(v);
        const implied = lockHides && HIDDEN_BY_LOCK.includes(item);
        const checked = implied || chosen.includes(item);
        // A list that keeps its default when emptied (the charts) keeps at least one item.
        const last = (param.default as string[]).length > 0 && chosen.length === 1 && checked;
        return (
          <label key={item}>
            <input
              type="checkbox"
              checked={checked}
              disabled={implied || last}
              onChange={(e) =>
                onChange(
                  e.target.checked
                    ? param.values.map(String).filter((x) => x === item || chosen.includes(x))
                    : chosen.filter((x) => x !== item),
                )
              }
            />{' '}
            {VALUE_LABELS[item] ?? item}
            {implied ? ' (locked)' : ''}
          </label>
        );
      })}
    </fieldset>
  );
}

/** The lesson's steps by number (null chosen: all of them, which `onChange` also reports as null). */
function StepsField({
  legend,
  chosen: chosenOrAll,
  stepTexts,
  describedById,
  onChange,
}: {
  legend: string;
  chosen: number[] | null;
  stepTexts: string[];
  describedById: string;
  onChange(steps: number[] | null): void;
}) {
  const chosen = chosenOrAll ?? stepTexts.map((_, i) => i + 1);
  const toggle = (step: number, on: boolean) => {
    const next = stepTexts.map((_, i) => i + 1).filter((s) => (s === step ? on : chosen.includes(s)));
    onChange(next.length === stepTexts.length ? null : next);
  };
  return (
    <fieldset className="lesson-builder__list" aria-describedby={describedById}>
      <legend>{legend}</legend>
      {stepTexts.length === 0 ? (
        <p id={describedById}>This scenario has no lesson steps (load a lesson from Presets to choose them).</p>
      ) : (
        <p id={describedById}>The steps the student goes through, in order.</p>
      )}
      {stepTexts.map((text, i) => {
        const step = i + 1;
        const checked = chosen.includes(step);
        return (
          <label key={step} className="lesson-builder__step">
            <input
              type="checkbox"
              checked={checked}
              disabled={checked && chosen.length === 1}
              onChange={(e) => toggle(step, e.target.checked)}
            />{' '}
            Step {step}: {text.length > 90 ? `${text.slice(0, 89)}…` : text}
          </label>
        );
      })}
    </fieldset>
  );
}
