/**
 * A builder step's actions (the schema's kinds but the time ones, which the step's window gives:
 * highlight, show only, show all, fit y, move a station to where it is now, set a source's
 * controller to the one it has now) and its notes (pinned to a chart, belonging to the step, so they
 * stay hidden until it is answered and played).
 */
import type { Annotation, Controller, Scenario } from '../../scenario/types';
import { DRAFT_ACTION_KINDS, type DraftAction, type DraftNote } from '../draft';
import { SeriesChecks, TimeInput } from './BuilderFields';

/** The builder's names for the action kinds. */
const ACTION_LABELS: Record<DraftAction['kind'], string> = {
  highlight: 'Highlight series',
  showOnly: 'Show only series',
  hideSeries: 'Hide series',
  showAll: 'Show every series',
  fitY: 'Fit the y axes',
  selectStation: 'Select a station',
  moveStation: 'Move a station (to where it is now)',
  setController: 'Set a controller (the one it has now)',
};

/** What the actions editor needs from the page. */
export interface ActionContext {
  scenario: Scenario;
  /** Series names as the legends show them (route and resource ids). */
  legendSeries: readonly string[];
  cursorS: number;
}

/** The scenario's sources that name their controller (a setController action gives that one). */
function sourcesOf(scenario: Scenario): Array<{ id: string; controller: Controller }> {
  return (scenario.sources ?? []).flatMap((s) => (s.controller ? [{ id: s.id, controller: s.controller }] : []));
}

/** A new action of `kind` on the page's scenario as it is now, or null if the scenario has nothing for it. */
function newAction(kind: (typeof DRAFT_ACTION_KINDS)[number], ctx: ActionContext): DraftAction | null {
  switch (kind) {
    case 'highlight':
    case 'showOnly':
      return ctx.legendSeries.length ? { kind, series: ctx.legendSeries.slice(0, 1) } : null;
    case 'showAll':
      return { kind };
    case 'fitY':
      return { kind, on: true };
    case 'moveStation': {
      const st = ctx.scenario.stations?.[0];
      return st ? { kind, stationId: st.id, xM: st.position.xM, yM: st.position.yM } : null;
    }
    case 'setController': {
      const src = sourcesOf(ctx.scenario)[0];
      return src ? { kind, sourceId: src.id, controller: src.controller } : null;
    }
  }
}

/** The step's actions, each with its fields and Delete, and a menu that adds one. */
export function BuilderActions({
  actions,
  ctx,
  label,
  onChange,
}: {
  actions: DraftAction[];
  ctx: ActionContext;
  label: string;
  onChange(actions: DraftAction[]): void;
}) {
  const set = (i: number, a: DraftAction) => onChange(actions.map((x, k) => (k === i ? a : x)));
  return (
    <fieldset className="builder-actions">
      <legend>What the page does when the step plays</legend>
      {actions.map((a, i) => (
        <div key={i} className="builder-action">
          <span className="builder-action-kind">{ACTION_LABELS[a.kind]}</span>
          <ActionFields action={a} ctx={ctx} onChange={(next) => set(i, next)} />
          <button
            type="button"
            className="builder-small"
            aria-label={`${label}: delete action ${i + 1}`}
            onClick={() => onChange(actions.filter((_, k) => k !== i))}
          >
            Delete
          </button>
        </div>
      ))}
      <select
        aria-label={`${label}: add an action`}
        value=""
        onChange={(e) => {
          const a = newAction(e.target.value as (typeof DRAFT_ACTION_KINDS)[number], ctx);
          if (a) onChange([...actions, a]);
        }}
      >
        <option value="">Add an action…</option>
        {DRAFT_ACTION_KINDS.map((k) => (
          <option key={k} value={k}>
            {ACTION_LABELS[k]}
          </option>
        ))}
      </select>
    </fieldset>
  );
}

/** One action's fields. */
function ActionFields({
  action: a,
  ctx,
  onChange,
}: {
  action: DraftAction;
  ctx: ActionContext;
  onChange(a: DraftAction): void;
}) {
  switch (a.kind) {
    case 'highlight':
    case 'showOnly':
    case 'hideSeries':
      return (
        <SeriesChecks
          legend="Series"
          chosen={a.series}
          options={ctx.legendSeries}
          onChange={(series) => series.length && onChange({ ...a, series })}
        />
      );
    case 'fitY':
      return (
        <label>
          <input type="checkbox" checked={a.on ?? true} onChange={(e) => onChange({ ...a, on: e.target.checked })} />{' '}
          fitted
        </label>
      );
    case 'moveStation': {
      const stations = ctx.scenario.stations ?? [];
      const take = (id: string) => {
        const st = stations.find((s) => s.id === id);
        if (st) onChange({ ...a, stationId: id, xM: st.position.xM, yM: st.position.yM });
      };
      return (
        <span>
          <select aria-label="Station" value={a.stationId} onChange={(e) => take(e.target.value)}>
            {stations.map((s) => (
              <option key={s.id}>{s.id}</option>
            ))}
          </select>{' '}
          to ({Math.round(a.xM)} m, {Math.round(a.yM)} m){' '}
          <button type="button" className="builder-small" onClick={() => take(a.stationId)}>
            Take its position now
          </button>
        </span>
      );
    }
    case 'setController': {
      const take = (id: string) => {
        const src = sourcesOf(ctx.scenario).find((s) => s.id === id);
        if (src) onChange({ ...a, sourceId: id, controller: src.controller });
      };
      return (
        <span>
          <select aria-label="Source" value={a.sourceId} onChange={(e) => take(e.target.value)}>
            {sourcesOf(ctx.scenario).map((s) => (
              <option key={s.id}>{s.id}</option>
            ))}
          </select>{' '}
          to {a.controller.kind}{' '}
          <button type="button" className="builder-small" onClick={() => take(a.sourceId)}>
            Take its controller now
          </button>
        </span>
      );
    }
    default:
      return null;
  }
}

/** The step's notes: chart, time (or the cursor's) and text. */
export function BuilderNotes({
  notes,
  cursorS,
  label,
  onChange,
}: {
  notes: DraftNote[];
  cursorS: number;
  label: string;
  onChange(notes: DraftNote[]): void;
}) {
  const set = (i: number, n: DraftNote) => onChange(notes.map((x, k) => (k === i ? n : x)));
  return (
    <fieldset className="builder-notes">
      <legend>Notes pinned to this step (hidden until it is answered and played)</legend>
      {notes.map((n, i) => (
        <div key={i} className="builder-note">
          <select
            aria-label={`${label} note ${i + 1} chart`}
            value={n.chart}
            onChange={(e) => set(i, { ...n, chart: e.target.value as Annotation['chart'] })}
          >
            <option value="throughput">Throughput</option>
            <option value="capacity">Capacity</option>
            <option value="aggregate">WiFi and satellite</option>
          </select>
          <TimeInput
            label="at"
            prefix={`${label} note ${i + 1}`}
            valueS={n.timeS}
            cursorS={cursorS}
            onChange={(timeS) => set(i, { ...n, timeS })}
          />
          <input
            aria-label={`${label} note ${i + 1} text`}
            value={n.text}
            maxLength={500}
            onChange={(e) => set(i, { ...n, text: e.target.value })}
          />
          <button type="button" className="builder-small" onClick={() => onChange(notes.filter((_, k) => k !== i))}>
            Delete note
          </button>
        </div>
      ))}
      <button
        type="button"
        className="builder-small"
        onClick={() => onChange([...notes, { chart: 'throughput', timeS: Math.round(cursorS * 10) / 10, text: '' }])}
      >
        Add a note
      </button>
    </fieldset>
  );
}
