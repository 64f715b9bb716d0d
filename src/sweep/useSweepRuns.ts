/**
 * The runs of a sweep (SweepDialog): every point of the grid on the solver service's pool
 * (`tools` requests), the result and the progress updated as each run ends; and the sweep's texts
 * (its best point, its rows as CSV).
 */
import { useEffect, useRef, useState } from 'react';
import { solverService, type JobGroup } from '../solver/service';
import type { PlacementMetric } from '../placement/metrics';
import { bestIndex } from '../placement/grid';
import { at } from '../util/at';
import { csvField } from '../share/csv';
import type { SweepResult } from './SweepChart';

/** A sweep to run: the fields varied and their values (y: one value 0 and no path for one field), and the metric. */
export interface SweepPlan {
  xPath: string;
  /** The x field in words ("B1 capacity (Mbps)"). */
  xLabel: string;
  xValues: number[];
  yPath: string | null;
  /** The y field in words, or null for one field. */
  yLabel: string | null;
  yValues: number[];
  metric: PlacementMetric;
}

/** Runs ended so far, those refused, and the first refusal's message. */
export interface SweepProgress {
  done: number;
  refused: number;
  firstError: string;
}

/** The sweep of the scenario `json`: its result so far, its progress, and how to run or stop one. */
export function useSweepRuns(json: string): {
  result: SweepResult | null;
  progress: SweepProgress;
  /** Runs in the sweep shown (0 without one). */
  total: number;
  running: boolean;
  run(plan: SweepPlan): void;
  stop(): void;
} {
  const [result, setResult] = useState<SweepResult | null>(null);
  const [progress, setProgress] = useState<SweepProgress>({ done: 0, refused: 0, firstError: '' });
  const pool = useRef<JobGroup | null>(null);
  useEffect(() => () => pool.current?.cancel(), []);

  const run = ({ xPath, xLabel, xValues: xv, yPath, yLabel, yValues: yv, metric }: SweepPlan) => {
    pool.current?.cancel();
    const p = (pool.current = solverService().jobs('tools'));
    const values: Array<number | null> = Array(xv.length * yv.length).fill(null);
    const shown: SweepResult = {
      xPath,
      xLabel,
      xValues: xv,
      yPath,
      yLabel,
      yValues: yv,
      values,
      metricLabel: metric.label,
      unit: metric.unit,
      better: metric.better,
    };
    setResult(shown);
    setProgress({ done: 0, refused: 0, firstError: '' });
    yv.forEach((yValue, j) =>
      xv.forEach((xValue, i) => {
        const sets: Array<[string, number]> =
          yPath !== null
            ? [
                [xPath, xValue],
                [yPath, yValue],
              ]
            : [[xPath, xValue]];
        p.summarize(json, sets).then(
          (summary) => {
            values[j * xv.length + i] = metric.value(summary);
            setResult({ ...shown, values: values.slice() });
            setProgress((s) => ({ ...s, done: s.done + 1 }));
          },
          (e: Error) =>
            e.message !== 'cancelled' &&
            setProgress((s) => ({
              done: s.done + 1,
              refused: s.refused + 1,
              firstError: s.firstError || e.message.replace(/^--set /, ''),
            })),
        );
      }),
    );
  };

  const stop = () => {
    pool.current?.cancel();
    setResult(null);
  };

  const total = result ? result.xValues.length * result.yValues.length : 0;
  const running = result !== null && progress.done < total;
  return { result, progress, total, running, run, stop };
}

/** "best <value> <unit> at <x field in words> = <x>[, <y field> = <y>]", or '' while no point has a value. */
export function bestText(result: SweepResult): string {
  const best = bestIndex(result.values, result.better);
  const value = result.values[best];
  if (best < 0 || value === null || value === undefined) return '';
  const n = result.xValues.length;
  const unit = result.unit ? ` ${result.unit}` : '';
  const y = result.yPath
    ? `, ${result.yLabel ?? result.yPath} = ${at(result.yValues, Math.floor(best / n), 'y value').toPrecision(4)}`
    : '';
  return `best ${value.toPrecision(4)}${unit} at ${result.xLabel} = ${at(result.xValues, best % n, 'x value').toPrecision(4)}${y}`;
}

/**
 * The sweep's rows as CSV: a header (the fields, then the metric with its unit; text cells escaped by
 * `csvField`), then a row per point (numbers, never escaped).
 */
export function sweepCsv(result: SweepResult): string {
  return [
    [result.xPath, ...(result.yPath ? [result.yPath] : []), `${result.metricLabel} (${result.unit})`]
      .map(csvField)
      .join(','),
    ...result.values.map((v, k) =>
      [
        result.xValues[k % result.xValues.length],
        ...(result.yPath ? [result.yValues[Math.floor(k / result.xValues.length)]] : []),
        v ?? '',
      ].join(','),
    ),
  ].join('\n');
}
