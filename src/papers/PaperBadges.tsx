/**
 * Paper badges on the page: the published numbers a preset carries (`meta.reproduces`), measured
 * on its own runs by the solver (solver/src/papers) in a worker, each shown pass or fail with the
 * paper's value beside it. A failing badge is shown like a passing one. An edit re-checks the
 * edited scenario, so a changed preset shows what it no longer reproduces.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Scenario } from '../scenario/types';
import { hasBadges, type BadgeEngine, type BadgeReport, type PaperReport } from '../solver/paperReport';
import { cachedReport, PaperChecker } from './paperChecker';
import './paperBadges.css';

/** Waits this long after an edit before checking again. */
const SETTLE_MS = 600;

/** The state of a scenario's check. */
export interface PaperCheckState {
  report: PaperReport | null;
  error: string | null;
  pending: boolean;
}

/** Checks the scenario's published numbers (none: an idle state), again after each edit settles. */
export function usePaperReport(scenario: Scenario | null): PaperCheckState {
  const json = useMemo(() => (scenario && hasBadges(scenario) ? JSON.stringify(scenario) : null), [scenario]);
  const checker = useRef<PaperChecker | null>(null);
  // The state of the last check and the scenario text it is for; another text reads as pending
  // from the first render on, so the line that shows it never appears late.
  const [state, setState] = useState<PaperCheckState & { json: string | null }>({
    json: null,
    report: null,
    error: null,
    pending: false,
  });
  useEffect(() => {
    if (json === null) return;
    const known = cachedReport(json);
    if (known) {
      setState({ json, report: known, error: null, pending: false });
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      checker.current ??= new PaperChecker();
      checker.current.check(json).then(
        (report) => live && setState({ json, report, error: null, pending: false }),
        (e: unknown) =>
          live &&
          (e as Error).message !== 'cancelled' &&
          setState({ json, report: null, error: (e as Error).message, pending: false }),
      );
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      checker.current?.cancel();
    };
  }, [json]);
  useEffect(() => () => checker.current?.cancel(), []);
  if (json === null) return { report: null, error: null, pending: false };
  if (state.json !== json) return { report: null, error: null, pending: true };
  return state;
}

function decimals(x: number): number {
  const text = String(x);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** How a badge's measured value is written: to the paper's digits (at least one decimal, at most three). */
export function formatMeasured(badge: BadgeReport, value: number): string {
  const digits = Math.min(3, Math.max(1, decimals(badge.paper), decimals(badge.tolerance ?? badge.high)));
  return value.toFixed(digits);
}

/** The paper's number as printed: `13.6 ± 0.05 Mbps` or `0.95-1.03`. */
export function publishedText(badge: BadgeReport): string {
  const value = badge.tolerance === null ? `${badge.low}-${badge.high}` : `${badge.paper} ± ${badge.tolerance}`;
  return badge.unit ? `${value} ${badge.unit}` : value;
}

/** Passed and measured counts per engine. */
export function engineTallies(report: PaperReport): Array<{ engine: BadgeEngine; passed: number; total: number }> {
  const out: Array<{ engine: BadgeEngine; passed: number; total: number }> = [];
  for (const engine of ['fluid', 'packet'] as const) {
    const results = report.badges.flatMap((b) => b.results.filter((r) => r.engine === engine));
    if (results.length > 0) out.push({ engine, passed: results.filter((r) => r.pass).length, total: results.length });
  }
  return out;
}

/** Compact chips: `fluid 3/3`, `packet 0/2`, each green when every badge passes. */
export function PaperBadgeTally({ state }: { state: PaperCheckState }) {
  if (state.error) return <span className="paper-tally">paper's numbers: not checked</span>;
  if (!state.report) return state.pending ? <span className="paper-tally">paper's numbers: checking…</span> : null;
  return (
    <span
      className="paper-tally"
      data-testid="paper-tally"
      title="How many of the paper's published numbers each engine's run reproduces (the Watch for card lists them)"
    >
      paper's numbers:{' '}
      {engineTallies(state.report).map(({ engine, passed, total }) => (
        <span key={engine} className={passed === total ? 'paper-badge pass' : 'paper-badge fail'}>
          {engine} {passed}/{total}
        </span>
      ))}
    </span>
  );
}

/**
 * Every badge, folded under one line that is there from the start (the report arrives later and
 * must not push the map down under a pointer): the measured value per engine (pass or fail), what
 * it is and the paper's number.
 */
export function PaperBadgeList({ state, count }: { state: PaperCheckState; count: number }) {
  if (count === 0) return null;
  const status = state.error
    ? 'could not be checked'
    : state.report
      ? engineTallies(state.report)
          .map(({ engine, passed, total }) => `${engine} ${passed}/${total}`)
          .join(', ')
      : 'checking…';
  return (
    <details className="paper-badges-details">
      <summary>
        The paper's published numbers ({count}): {status}
      </summary>
      {state.error && <p className="paper-badges-error">The paper's numbers could not be checked: {state.error}</p>}
      {state.report && (
        <ul className="paper-badges" data-testid="paper-badges" aria-label="The paper's published numbers">
          {state.report.badges.map((b, i) => (
            <li key={i}>
              {b.results.map((r) => (
                <span
                  key={r.engine}
                  className={r.pass ? 'paper-badge pass' : 'paper-badge fail'}
                  title={r.problem ?? `${r.engine} run: ${r.pass ? 'within' : 'outside'} ${publishedText(b)}`}
                >
                  {r.pass ? '✓' : '✗'} {r.engine}{' '}
                  {r.measured === null ? 'not run' : `${formatMeasured(b, r.measured)}${b.unit ? ` ${b.unit}` : ''}`}
                </span>
              ))}{' '}
              {b.what}
              {b.variant ? ` (${b.variant})` : ''}: paper {publishedText(b)}, {b.source}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
