/**
 * The minimal page of the solver-core milestone: runs the default scenario (the paper's III-D
 * convoy) in the solver worker and shows that it ran: progress while chunks stream, then every
 * route's mean and final throughput and a small plot. The full playground replaces it.
 */
import { useEffect, useMemo, useState } from 'react';
import { SolverClient } from '../solver/client';
import type { RunLayout } from '../solver/layout';
import { RunStore } from '../store/runStore';
import { MiniPlot } from './MiniPlot';

/** The scenario loaded by default: the convoy paper's main experiment. */
export const DEFAULT_SCENARIO_URL = `${import.meta.env.BASE_URL}scenarios/III-D.json`;

type Status =
  | { kind: 'loading' }
  | { kind: 'running'; timeS: number }
  | { kind: 'done'; elapsedMs: number }
  | { kind: 'error'; messages: string[] };

function mean(column: Float64Array): number {
  let sum = 0;
  for (const v of column) sum += v;
  return column.length ? sum / column.length : 0;
}

/** Runs the default scenario and reports it. */
export function RunPreview() {
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [store, setStore] = useState<RunStore | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const client = new SolverClient();
    let current: RunStore | null = null;
    let cancelled = false;
    fetch(DEFAULT_SCENARIO_URL)
      .then((response) => {
        if (!response.ok) throw new Error(`${DEFAULT_SCENARIO_URL}: HTTP ${response.status}`);
        return response.text();
      })
      .then((scenarioJson) => {
        if (cancelled) return;
        client.run(scenarioJson, {
          onLayout(layout: RunLayout) {
            current = new RunStore(layout);
            setStore(current);
            setStatus({ kind: 'running', timeS: 0 });
          },
          onChunk(rows, rowCount, timeS) {
            current?.append(rows, rowCount);
            setStatus({ kind: 'running', timeS });
            setVersion((v) => v + 1);
          },
          onDone(elapsedMs) {
            setStatus({ kind: 'done', elapsedMs });
            setVersion((v) => v + 1);
          },
          onInvalid(errors) {
            setStatus({ kind: 'error', messages: errors });
          },
          onFailed(message) {
            setStatus({ kind: 'error', messages: [message] });
          },
        });
      })
      .catch((error: unknown) => setStatus({ kind: 'error', messages: [String(error)] }));
    return () => {
      cancelled = true;
      client.dispose();
    };
  }, []);

  const rows = useMemo(() => {
    if (!store) return [];
    return store.layout.routes.map((route, r) => {
      const column = store.ratesMbps[r].subarray(0, store.length);
      return { id: route.id, group: route.group, meanMbps: mean(column), finalMbps: column[column.length - 1] ?? 0 };
    });
    // `version` changes whenever the store grows.
  }, [store, version]);

  const durationS = store?.layout.durationS ?? 0;
  const progress = status.kind === 'done' ? 1 : status.kind === 'running' && durationS > 0 ? status.timeS / durationS : 0;

  return (
    <section className="preview" aria-labelledby="run-title">
      <h2 id="run-title">{store?.layout.title ?? 'Default scenario'}</h2>
      <div className="progress" role="progressbar" aria-label="Solver progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)}>
        <div className="progress-bar" style={{ width: `${progress * 100}%` }} />
      </div>
      <p role="status" aria-live="polite" data-testid="run-status">
        {status.kind === 'loading' && 'Loading the solver…'}
        {status.kind === 'running' && `Solving… t = ${status.timeS.toFixed(1)} s of ${durationS} s`}
        {status.kind === 'done' &&
          `Solved ${durationS} s (${store?.length ?? 0} samples, ${store?.layout.routes.length ?? 0} subflows) in ${Math.round(status.elapsedMs)} ms.`}
      </p>
      {status.kind === 'error' && (
        <div role="alert" className="error">
          <strong>The scenario could not run:</strong>
          <ul>
            {status.messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      )}
      {store && store.length > 1 && <MiniPlot store={store} version={version} />}
      {rows.length > 0 && (
        <table aria-label="Throughput per subflow">
          <thead>
            <tr>
              <th scope="col">Subflow</th>
              <th scope="col">Group</th>
              <th scope="col">Mean (Mbps)</th>
              <th scope="col">Latest (Mbps)</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-route={row.id}>
                <th scope="row">{row.id}</th>
                <td>{row.group}</td>
                <td>{row.meanMbps.toFixed(2)}</td>
                <td data-testid={`final-${row.id}`}>{row.finalMbps.toFixed(2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
