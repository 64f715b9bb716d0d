/**
 * The comparison's one-line verdict in plain language, computed from the summaries: which
 * controller keeps the app-limited flows closest to their sending rates (or, without such flows,
 * which is fairest to TCP, or gives the compared source the most throughput), and, when another
 * controller gives the compared source more throughput, that too.
 */
import { appLimitedFraction, formatNumber, type CompareColumn } from './compareRows';
import type { RunSummary } from '../solver/layout';
import { isolate } from '../scenario/userText';

interface Ranked {
  label: string;
  value: number;
}

/** "a vs b" / "a vs b and c" of the values of all but the winner. */
function versus(ranked: Ranked[], winner: Ranked, text: (v: number) => string): string {
  const rest = ranked.filter((r) => r !== winner).map((r) => text(r.value));
  const list = rest.length <= 1 ? rest.join('') : `${rest.slice(0, -1).join(', ')} and ${rest[rest.length - 1]}`;
  return `${text(winner.value)} vs ${list}`;
}

/** The entry with the highest score; null when every entry scores the same at `text` precision. */
function winner(ranked: Ranked[], score: (v: number) => number, text: (v: number) => string): Ranked | null {
  const top = ranked.reduce((a, b) => (score(b.value) > score(a.value) ? b : a));
  return ranked.every((r) => text(r.value) === text(top.value)) ? null : top;
}

/** Values of `pick` per column, or null if any column lacks one. */
function collect(
  columns: Array<{ label: string; summary: RunSummary }>,
  pick: (s: RunSummary) => number | null | undefined,
): Ranked[] | null {
  const ranked = columns.map((c) => ({ label: c.label, value: pick(c.summary) }));
  return ranked.every((r) => r.value != null && Number.isFinite(r.value)) ? (ranked as Ranked[]) : null;
}

const percent = (v: number) => `${(100 * v).toFixed(1)}%`;
const mbps = (v: number) => `${formatNumber(v)} Mbps`;

/**
 * The verdict over `columns` for compared source `sourceId`; null until every column has its
 * summary (or with fewer than two columns).
 */
export function comparisonVerdict(columns: CompareColumn[], sourceId: string): string | null {
  if (columns.length < 2 || columns.some((c) => !c.summary)) return null;
  const done = columns as Array<{ label: string; summary: RunSummary }>;
  const name = isolate(done[0].summary.sources.find((s) => s.id === sourceId)?.label || sourceId);
  const throughput = collect(done, (s) => s.sources.find((x) => x.id === sourceId)?.total.meanMbps);
  const fastest = throughput && winner(throughput, (v) => v, mbps);
  const mostThroughput =
    fastest && `${isolate(fastest.label)} gives ${name} the most throughput (${versus(throughput, fastest, mbps)})`;

  let first: string | null = null;
  let firstWinner: Ranked | null = null;
  const limited = collect(done, (s) => appLimitedFraction(s, sourceId));
  const friendliness = collect(done, (s) => s.sources.find((x) => x.id === sourceId)?.friendlinessFactor);
  if (limited) {
    firstWinner = winner(limited, (v) => v, percent);
    first = firstWinner
      ? `${isolate(firstWinner.label)} keeps the app-limited flows closest to their sending rates (${versus(limited, firstWinner, percent)})`
      : `All controllers keep the app-limited flows equally close to their sending rates (${percent(limited[0].value)})`;
  } else if (friendliness) {
    const ff = (v: number) => v.toFixed(2);
    firstWinner = winner(friendliness, (v) => -Math.abs(v - 1), ff);
    first = firstWinner
      ? `${isolate(firstWinner.label)} is the fairest to TCP: friendliness factor ${versus(friendliness, firstWinner, ff)} (1 is a fair share)`
      : `All controllers are equally fair to TCP (friendliness factor ${ff(friendliness[0].value)})`;
  }
  if (!first) return mostThroughput ? `${mostThroughput}.` : `All controllers give ${name} the same throughput.`;
  if (mostThroughput && fastest.label !== firstWinner?.label) return `${first}; ${mostThroughput}.`;
  return `${first}.`;
}
