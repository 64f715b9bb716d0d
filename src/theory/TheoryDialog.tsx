/**
 * "Theory": paper 003's closed forms beside the runs. Link utilization of MSTCP and the three MTCP
 * couplings against the number of subflows of one flow (its Fig 4, eqs (6), (8), (10)-(12)) or the
 * number of flows (Table 1, Fig 6), with b, W0 and gamma editable; the curves come from the
 * solver (solver/src/theory/utilization.rs), evaluated on the page's thread (they cost microseconds).
 */
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { Dialog } from '../ui/Dialog';
import { computeWith, OutcomeView, useLastValue, type Outcome } from './TheoryOutcome';
import { ScenarioError } from '../solver/wasm';
import { UtilizationChart, type MeasuredPoint } from './UtilizationChart';
import { packetScenario, utilizationOf } from './packetPoints';
import { solverService, type JobGroup } from '../solver/service';
import { COUPLING_STYLE, type Coupling, type UtilizationCurve } from './utilization';
import { PathsView } from './TheoryPaths';
import { FieldView } from './TheoryField';
import './theory.css';

/** The settings of the chart, as typed (text, so a half-typed number is kept). */
interface Settings {
  b: string;
  w0: string;
  gamma: string;
  axis: 'subflows' | 'flows';
  n: string;
  max: string;
}

/** Paper 003's Fig 4 settings. */
export const FIG_4: Settings = { b: '0.5', w0: '42', gamma: '0', axis: 'subflows', n: '3', max: '10' };

/** The curves for the settings (and the axis they are drawn against), or the errors naming the settings out of range. */
export function curvesFor(s: Settings): Outcome<{ curves: UtilizationCurve[]; axis: Settings['axis'] }> {
  return computeWith((solver) => {
    const n = s.axis === 'flows' ? Number(s.n) : 0;
    if (s.axis === 'flows' && !(n >= 1 && Number.isInteger(n)))
      throw new ScenarioError([`n: subflows per flow must be a whole number from 1 to 100, got ${s.n}`]);
    const max = Number(s.max);
    if (!Number.isInteger(max)) throw new ScenarioError([`max: a whole number from 1 to 100, got ${s.max}`]);
    return { curves: solver.utilization(Number(s.b), Number(s.w0), Number(s.gamma), max, n), axis: s.axis };
  });
}

function Field({
  label,
  value,
  onChange,
  help,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  help: string;
}) {
  return (
    <label className="theory-field" title={help}>
      {label}{' '}
      <input type="text" inputMode="decimal" size={6} value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

/** The packet engine's points: how many of `total` arrived, and the first refusal (null: none). */
interface Measured {
  points: MeasuredPoint[];
  total: number;
  failed: string | null;
}

/**
 * The packet engine run at every point of the chart (`max` per coupling; null: no curves, nothing
 * to run), on demand, on the solver service's pool; any change of the settings `s` drops it.
 */
function useMeasuredPoints(s: Settings, max: number | null): { measured: Measured | null; measure(): void } {
  const [measured, setMeasured] = useState<Measured | null>(null);
  const pool = useRef<JobGroup | null>(null);
  const settingsKey = JSON.stringify(s);
  useEffect(() => {
    pool.current?.cancel();
    setMeasured(null);
  }, [settingsKey]);
  useEffect(() => () => pool.current?.cancel(), []);
  const measure = () => {
    if (max === null) return;
    pool.current?.cancel();
    const p = (pool.current = solverService().jobs('tools'));
    const [b, w0, gamma, n] = [Number(s.b), Number(s.w0), Number(s.gamma), Number(s.n)];
    const jobs = (Object.keys(COUPLING_STYLE) as Coupling[]).flatMap((coupling) =>
      Array.from({ length: max }, (_, i) => ({ coupling, k: i + 1 })),
    );
    setMeasured({ points: [], total: jobs.length, failed: null });
    for (const { coupling, k } of jobs) {
      const paths = s.axis === 'flows' ? n : k;
      const flows = s.axis === 'flows' ? k : 1;
      p.summarize(JSON.stringify(packetScenario(coupling, b, w0, gamma, paths, flows))).then(
        (summary) =>
          setMeasured((m) =>
            m ? { ...m, points: [...m.points, { coupling, k, utilization: utilizationOf(summary, w0, paths) }] } : m,
          ),
        (e: Error) =>
          e.message !== 'cancelled' && setMeasured((m) => (m ? { ...m, failed: m.failed ?? e.message } : m)),
      );
    }
  };
  return { measured, measure };
}

/** The settings form: the axis, n (flows only), b, W0, γ, the largest count, and the Fig 4 and Fig 6 presets. */
function SettingsForm({ s, setS }: { s: Settings; setS: Dispatch<SetStateAction<Settings>> }) {
  const set = (key: keyof Settings) => (v: string) => setS((old) => ({ ...old, [key]: v }));
  return (
    <form className="theory-form" onSubmit={(e) => e.preventDefault()} aria-label="Settings of the closed forms">
      <label className="theory-field">
        Against{' '}
        <select value={s.axis} onChange={(e) => setS((old) => ({ ...old, axis: e.target.value as Settings['axis'] }))}>
          <option value="subflows">subflows of one flow (Fig 4)</option>
          <option value="flows">flows of n subflows each (Fig 6)</option>
        </select>
      </label>
      {s.axis === 'flows' && (
        <Field label="n" value={s.n} onChange={set('n')} help="Subflows per flow, each on its own path" />
      )}
      <Field
        label="b"
        value={s.b}
        onChange={set('b')}
        help="The decrease factor: a loss cuts b of the window (1/2 for Reno)"
      />
      <Field
        label="W0"
        value={s.w0}
        onChange={set('w0')}
        help="A path's capacity-delay product, packets (Fig 4: 42, Fig 6: 100)"
      />
      <Field
        label="γ"
        value={s.gamma}
        onChange={set('gamma')}
        help="The buffer over W0; the forms of MSTCP and coupled decrease keep it, the others assume 0"
      />
      <Field label="up to" value={s.max} onChange={set('max')} help="The largest count on the x axis (1 to 100)" />
      <button type="button" onClick={() => setS(FIG_4)}>
        Fig 4
      </button>
      <button type="button" onClick={() => setS({ ...FIG_4, axis: 'flows', w0: '100' })}>
        Fig 6
      </button>
    </form>
  );
}

/** The form, the chart and what it shows. */
export function UtilizationView() {
  const [s, setS] = useState<Settings>(FIG_4);
  const result = curvesFor(s);
  // While a setting is out of range the last good curves stay, faded, under the message.
  const shown = useLastValue(result);
  const { measured, measure } = useMeasuredPoints(
    s,
    'value' in result ? (result.value.curves[0]?.utilization.length ?? 0) : null,
  );
  return (
    <div className="theory-view">
      <p>
        Paper 003 asks why multipath flows used their links badly when there were few of them. Under its assumptions (a
        window is cut exactly when it fills the path, W0 packets of capacity-delay product plus a buffer of γ·W0, and
        the subflows' losses are evenly spaced) it finds closed forms for the utilization each controller reaches.
      </p>
      <SettingsForm s={s} setS={setS} />
      <OutcomeView
        outcome={result}
        last={shown}
        chart={(v) => (
          <UtilizationChart
            curves={v.curves}
            xLabel={v.axis === 'flows' ? 'flows' : 'subflows'}
            points={measured?.points}
          />
        )}
      />
      <div className="theory-measure">
        <button type="button" onClick={measure} disabled={!('value' in result)}>
          Run the packet engine at each point
        </button>
        {measured && (
          <span role="status" data-testid="theory-measured">
            {measured.points.length} of {measured.total} packet runs
            {measured.failed && ` (refused: ${measured.failed})`}
          </span>
        )}
      </div>
      <p className="theory-note">
        Coupling the decrease leaves each subflow only f = (1 − b)<sup>n</sup> of its window after a loss (eq 8: 0.125
        at b = 1/2 and n = 3), so MSTCP and fully coupled MTCP use less of their paths with every subflow, towards (W0 −
        1)/(W0 ln W0); coupled decrease never falls below one half; coupling only the increase stays near a single TCP
        (about 72 %). With several flows (Fig 6) the losses stop coinciding and utilization climbs back. These are the
        paper's idealised cycles: the packet engine makes none of these assumptions (the 003 presets run the same
        controllers packet by packet). <code>mpsim theory</code> prints the same table.
      </p>
      <p className="theory-note" data-testid="theory-fluid-note">
        Why the fluid runs stay lower (one flow near 60-70 % of a link): these forms, like the packet engine, lose a
        packet only when the path is full, so one TCP saws between half and all of it, 75 % on average with no buffer.
        The fluid model&apos;s loss law (paper 000 eq 5, μ = (z/c)<sup>β</sup>) marks packets at random well before the
        link is full, and a flow settles where its gains and cuts balance; &ldquo;Why not 100 %?&rdquo; under the
        throughput chart works it out for the run on the page.
      </p>
    </div>
  );
}

/** The "Theory" button and its dialog, with a view per figure group. */
export function TheoryButton() {
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<'utilization' | 'paths' | 'field'>('utilization');
  return (
    <>
      <button type="button" className="topbar-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Theory
      </button>
      {open && (
        <Dialog title="Theory: paper 003's closed forms" className="theory-dialog" onClose={() => setOpen(false)}>
          <div className="theory-tabs" role="group" aria-label="Which figure">
            <button type="button" aria-pressed={view === 'utilization'} onClick={() => setView('utilization')}>
              Link utilization (Figs 4, 6)
            </button>
            <button type="button" aria-pressed={view === 'paths'} onClick={() => setView('paths')}>
              Paths used (Fig 8)
            </button>
            <button type="button" aria-pressed={view === 'field'} onClick={() => setView('field')}>
              Direction field (Fig 7)
            </button>
          </div>
          {view === 'utilization' && <UtilizationView />}
          {view === 'paths' && <PathsView />}
          {view === 'field' && <FieldView />}
        </Dialog>
      )}
    </>
  );
}
