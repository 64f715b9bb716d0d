/**
 * "Sweep": one or two numeric fields of the scenario varied over a grid, every point run to its
 * end on the solver service's pool (`tools` requests; the scenario's own engine), and a metric
 * drawn against them: a line for one field, a heat map for two. Fields are picked from a list of
 * named parameters in words with units (parameterNames.ts), each shown with its `mpsim sweep --set`
 * name, and set by the same solver code (`mp_summary_with`); the rows can be copied as CSV.
 */
import { useMemo, useState } from 'react';
import { scaleLinear } from 'd3';
import type { Scenario } from '../scenario/types';
import { Dialog } from '../ui/Dialog';
import { useRunMetrics } from '../placement/useRunMetrics';
import { MetricSelect } from '../placement/MetricSelect';
import type { PlacementMetric } from '../placement/metrics';
import { axisValues, valueAt } from './paths';
import { sweepParameters, type SweepParameter } from './parameterNames';
import { SweepChart } from './SweepChart';
import { bestText, sweepCsv, useSweepRuns, type SweepPlan } from './useSweepRuns';
import { jobRefusal } from '../state/solverGuard';
import './sweep.css';

/** The most points of one sweep. */
export const MAX_SWEEP_POINTS = 400;

interface Axis {
  path: string;
  from: string;
  to: string;
  steps: string;
}

/**
 * An axis around the field's current value (half to one and a half times it), widened to round
 * ends (d3's nice domain) so that its values and the chart's ticks are round numbers.
 */
export function axisFor(scenario: Scenario, path: string, steps: string): Axis {
  const v = valueAt(scenario, path) ?? 1;
  const [lo, hi] = v === 0 ? [0, 1] : [Math.min(v / 2, v * 1.5), Math.max(v / 2, v * 1.5)];
  const [from, to] = scaleLinear().domain([lo, hi]).nice(4).domain() as [number, number];
  const round = (x: number) => String(Number(x.toPrecision(6)));
  return { path, from: round(from), to: round(to), steps };
}

/** The axis' values, or the problem with it by name. */
export function readAxis(axis: Axis, name: string, maxSteps: number): number[] | string {
  const from = Number(axis.from);
  const to = Number(axis.to);
  const steps = Number(axis.steps);
  if (!axis.path.trim()) return `${name}: choose a field`;
  if (!Number.isFinite(from) || axis.from.trim() === '') return `${name} from: must be a number, got "${axis.from}"`;
  if (!Number.isFinite(to) || axis.to.trim() === '') return `${name} to: must be a number, got "${axis.to}"`;
  if (!Number.isInteger(steps) || steps < 1 || steps > maxSteps)
    return `${name} steps: a whole number from 1 to ${maxSteps}, got "${axis.steps}"`;
  return axisValues(from, to, steps);
}

function AxisFields({
  axis,
  onChange,
  label,
  parameters,
}: {
  axis: Axis;
  onChange(a: Axis): void;
  label: string;
  parameters: readonly SweepParameter[];
}) {
  return (
    <fieldset className="sweep-axis">
      <legend>{label}</legend>
      <label>
        Field{' '}
        <select value={axis.path} onChange={(e) => onChange({ ...axis, path: e.target.value })}>
          {parameters.map((p) => (
            <option key={p.path} value={p.path}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      <code className="sweep-path" title="The field's name for mpsim sweep --set">
        {axis.path}
      </code>
      <label>
        from <input size={7} value={axis.from} onChange={(e) => onChange({ ...axis, from: e.target.value })} />
      </label>
      <label>
        to <input size={7} value={axis.to} onChange={(e) => onChange({ ...axis, to: e.target.value })} />
      </label>
      <label>
        steps <input size={3} value={axis.steps} onChange={(e) => onChange({ ...axis, steps: e.target.value })} />
      </label>
    </fieldset>
  );
}

/** The sweep the form asks for (one field: y is the single value 0), or the problem with it. */
function readPlan(
  x: Axis,
  y: Axis,
  two: boolean,
  metric: PlacementMetric | undefined,
  labelOf: (path: string) => string,
): SweepPlan | string {
  const xs = readAxis(x, two ? 'First field' : 'Field', two ? 20 : 50);
  const ys = two ? readAxis(y, 'Second field', 20) : [0];
  const bad = [xs, ys].find((a): a is string => typeof a === 'string');
  if (bad) return bad;
  if (!metric) return 'The scenario has not been read yet.';
  const xValues = xs as number[];
  const yValues = ys as number[];
  if (xValues.length * yValues.length > MAX_SWEEP_POINTS) return `At most ${MAX_SWEEP_POINTS} points in all.`;
  return {
    xPath: x.path,
    xLabel: labelOf(x.path),
    xValues,
    yPath: two ? y.path : null,
    yLabel: two ? labelOf(y.path) : null,
    yValues,
    metric,
  };
}

/** The dialog's content. */
export function SweepView({ scenario }: { scenario: Scenario }) {
  const parameters = useMemo(() => sweepParameters(scenario), [scenario]);
  const paths = useMemo(() => parameters.map((p) => p.path), [parameters]);
  const json = useMemo(() => JSON.stringify(scenario), [scenario]);
  const { metrics, problem } = useRunMetrics(json, true);
  const first = paths.find((p) => p.endsWith('capacityMbps')) ?? paths[0] ?? '';
  const [x, setX] = useState<Axis>(() => axisFor(scenario, first, '9'));
  const [two, setTwo] = useState(false);
  const [y, setY] = useState<Axis>(() =>
    axisFor(scenario, paths.find((p) => p !== first && p.endsWith('capacityMbps')) ?? first, '9'),
  );
  const [metricId, setMetricId] = useState('throughput');
  const [error, setError] = useState<string | null>(null);
  const [csvOpen, setCsvOpen] = useState(false);
  const { result, progress, total, running, run, stop } = useSweepRuns(json);
  const metric = metrics.find((m) => m.id === metricId) ?? metrics[0];

  const start = async () => {
    const labelOf = (path: string) => parameters.find((p) => p.path === path)?.label ?? path;
    const plan = readPlan(x, y, two, metric, labelOf);
    if (typeof plan === 'string') return setError(plan);
    // The page's cost verdict first: a scenario whose own run is held is not run at every point.
    const refusal = await jobRefusal(json);
    if (refusal) return setError(`Not started: ${refusal}`);
    setError(null);
    run(plan);
  };

  const best = result ? bestText(result) : '';
  return (
    <div className="sweep-view">
      <p>
        Vary one or two numbers of this scenario and see what a metric does: every point is the whole scenario run to
        its end ({scenario.solver?.engine === 'packet' ? 'packet by packet' : 'fluid model'}), on a worker per core.
        Each field shows its name for <code>mpsim sweep --set</code> beside it, so a sweep here can be repeated on a
        cluster.
      </p>
      <AxisFields
        axis={x}
        onChange={(a) => setX(a.path === x.path ? a : axisFor(scenario, a.path, a.steps))}
        label={two ? 'First field (x)' : 'Field'}
        parameters={parameters}
      />
      <label className="sweep-two">
        <input type="checkbox" checked={two} onChange={(e) => setTwo(e.target.checked)} /> and a second field (a heat
        map)
      </label>
      {two && (
        <AxisFields
          axis={y}
          onChange={(a) => setY(a.path === y.path ? a : axisFor(scenario, a.path, a.steps))}
          label="Second field (y)"
          parameters={parameters}
        />
      )}
      <div className="sweep-run">
        <MetricSelect
          label="Metric"
          metrics={metrics}
          value={metric?.id ?? ''}
          onChange={setMetricId}
          disabled={running}
        />
        {running ? (
          <button type="button" onClick={stop}>
            Stop
          </button>
        ) : (
          <button type="button" onClick={() => void start()} disabled={!metric}>
            Run the sweep
          </button>
        )}
      </div>
      {(error || problem) && (
        <p role="alert" className="theory-errors">
          {error ?? `The scenario cannot be run: ${problem}`}
        </p>
      )}
      {result && (
        <p role="status" data-testid="sweep-status">
          {progress.done} of {total} runs
          {progress.refused > 0 && ` (${progress.refused} refused: ${progress.firstError})`}
          {best && ` · ${best}`}
        </p>
      )}
      {result && <SweepChart result={result} />}
      {result && !running && (
        <details open={csvOpen} onToggle={(e) => setCsvOpen((e.target as HTMLDetailsElement).open)}>
          <summary>The rows as CSV</summary>
          <textarea readOnly rows={6} cols={60} value={sweepCsv(result)} aria-label="Sweep rows as CSV" />
        </details>
      )}
    </div>
  );
}

/** The "Sweep" button and its dialog. */
export function SweepButton({ scenario }: { scenario: Scenario }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="topbar-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Sweep
      </button>
      {open && (
        <Dialog title="Sweep a parameter" className="theory-dialog" onClose={() => setOpen(false)}>
          <SweepView scenario={scenario} />
        </Dialog>
      )}
    </>
  );
}
