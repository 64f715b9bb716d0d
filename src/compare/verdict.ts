/**
 * The comparison's one-line verdict in plain language, computed from the summaries. It puts
 * fairness to the other flows before throughput (docs/controllers.md, "How the verdict is
 * chosen"): first which controller keeps the app-limited flows closest to their sending rates, or
 * without such flows which is fairest to TCP (friendliness factor nearest 1), or without a TCP peer
 * which gives the fairest shares (Jain's index); then, when another controller gives the compared
 * source more throughput, that too, with what it takes from TCP. With no other flow to measure
 * fairness against, a throughput leader designed to take more than one TCP share is named as such
 * with where the controllers designed to take one rank. It opens with the metrics it ranks by
 * ("Ranked by ... (mean over the run)"), and it picks leaders with the table's own rule
 * (`bestColumns`: better by more than BEST_MARGIN), so it names a leader exactly where the table
 * marks one; values within the margin read as a tie.
 */
import {
  appLimitedFraction,
  bestColumns,
  BEST_MARGIN,
  formatNumber,
  type Better,
  type CompareColumn,
} from './compareRows';
import type { RunSummary, SourceSummary } from '../solver/layout';
import { isolate } from '../scenario/userText';
import { MORE_THAN_ONE_SHARE, ONE_SHARE } from './designShares';
import { nonEmpty, type NonEmpty } from '../util/at';

/** What the verdict favours, shown under it. */
export const VERDICT_RULE = `The verdict puts fairness to the other flows first (their share of their sending rates, else the friendliness factor to TCP, else Jain’s index, else what each controller is designed to take), then throughput; it names a leader only where the table marks one (better by more than ${Math.round(100 * BEST_MARGIN)} %).`;

interface Ranked {
  label: string;
  value: number;
}

type Done = NonEmpty<{ label: string; summary: RunSummary }>;

/** "a", "a and b", "a, b and c". */
function listed(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "a vs b and c": the top group's value, then the other values (each shown value once). */
function versus(ranked: Ranked[], top: NonEmpty<Ranked>, text: (v: number) => string): string {
  const topText = text(top[0].value);
  const rest = [...new Set(ranked.filter((r) => !top.includes(r)).map((r) => text(r.value)))].filter(
    (t) => t !== topText,
  );
  return `${topText} vs ${listed(rest)}`;
}

/** The entries the table marks best (`bestColumns` with `better`); null when none is (all within the margin). */
function winners(ranked: NonEmpty<Ranked>, better: Better, text: (v: number) => string): NonEmpty<Ranked> | null {
  const best = bestColumns(
    ranked.map((r) => ({ value: r.value, text: text(r.value) })),
    better,
  );
  return best.length === 0 ? null : nonEmpty(best.map((k) => ranked[k]!));
}

/** "within 5 %": how near values read as equal. */
const WITHIN = `within ${Math.round(100 * BEST_MARGIN)} %`;

/** The labels of `group`, isolated: "LIA" or "LIA and OLIA". */
const names = (group: Ranked[]) => listed(group.map((r) => isolate(r.label)));

/** Values of `pick` per column, or null if any column lacks one. */
function collect(columns: Done, pick: (s: RunSummary) => number | null | undefined): NonEmpty<Ranked> | null {
  const ranked = columns.map((c) => ({ label: c.label, value: pick(c.summary) }));
  return ranked.every((r) => r.value != null && Number.isFinite(r.value)) ? nonEmpty(ranked as Ranked[]) : null;
}

const percent = (v: number) => `${(100 * v).toFixed(1)}%`;
const mbps = (v: number) => `${formatNumber(v)} Mbps`;
const ff = (v: number) => v.toFixed(2);
const jain = (v: number) => v.toFixed(3);

/** The fairness clause and its winners, from the first measure the summaries have. */
function fairness(done: Done, sourceId: string): { text: string; top: Ranked[] | null; metric: string } | null {
  const limited = collect(done, (s) => appLimitedFraction(s, sourceId));
  if (limited) {
    const top = winners(limited, 'higher', percent);
    const text = top
      ? `${names(top)} ${top.length > 1 ? 'tie for keeping' : 'keeps'} the app-limited flows closest to their sending rates (${versus(limited, top, percent)})`
      : `All controllers keep the app-limited flows about equally close to their sending rates (${WITHIN}: ${listed([...new Set(limited.map((r) => percent(r.value)))])})`;
    return { text, top, metric: "the app-limited flows' share of their sending rates (mean over the run)" };
  }
  const friendliness = collect(done, (s) => source(s, sourceId)?.friendlinessFactor);
  if (friendliness) {
    const top = winners(friendliness, 'nearOne', ff);
    const text = top
      ? `${names(top)} ${top.length > 1 ? 'tie as' : 'is'} the fairest to TCP: friendliness factor ${versus(friendliness, top, ff)} (1 is a fair share)`
      : `All controllers are about equally fair to TCP (friendliness factor ${listed([...new Set(friendliness.map((r) => ff(r.value)))])}, within ${BEST_MARGIN} of one another)`;
    return { text, top, metric: 'the friendliness factor to TCP (of the means over the run)' };
  }
  const index = collect(done, (s) => s.jainIndex);
  if (index) {
    const top = winners(index, 'higher', jain);
    const text = top
      ? `${names(top)} ${top.length > 1 ? 'tie for' : 'gives'} the fairest shares: Jain's index ${versus(index, top, jain)} (1 is equal shares)`
      : `All controllers share about equally fairly (Jain's index ${listed([...new Set(index.map((r) => jain(r.value)))])}, ${WITHIN})`;
    return { text, top, metric: "Jain's index (of the means over the run)" };
  }
  return null;
}

const source = (s: RunSummary, id: string): SourceSummary | undefined => s.sources.find((x) => x.id === id);

/**
 * With nothing to measure fairness against: the throughput clause, and when its leader is designed
 * to take more than one TCP share, that, and where the controllers designed to take one rank by
 * the same metric (so the verdict never calls one of them best while another carries more).
 */
function byDesign(done: Done, sourceId: string, top: Ranked[], clause: string, throughput: Ranked[]): string {
  const kindOf = (label: string) => source(done.find((c) => c.label === label)!.summary, sourceId)?.controller ?? '';
  const greedy = top.find((r) => MORE_THAN_ONE_SHARE[kindOf(r.label)]);
  if (!greedy) return `${clause}.`;
  const who = top.length > 1 ? isolate(greedy.label) : 'it';
  const caveat = `, but no other flow competes with it here; at a bottleneck shared with TCP, ${who} ${MORE_THAN_ONE_SHARE[kindOf(greedy.label)]}`;
  const friendly = throughput.filter((r) => ONE_SHARE.has(kindOf(r.label)));
  if (friendly.length === 0) return `${clause}${caveat}.`;
  const order = [...throughput].sort((a, b) => b.value - a.value);
  const ranks = friendly.map((r) => {
    const rank = order.filter((o) => mbps(o.value) !== mbps(r.value) && o.value > r.value).length + 1;
    return `${isolate(r.label)} ranks ${ordinal(rank)} of ${throughput.length} (${mbps(r.value)})`;
  });
  return `${clause}${caveat}; of the controllers designed to take a single TCP share, ${listed(ranks)} here.`;
}

/** 1st, 2nd, 3rd, 4th... */
function ordinal(n: number): string {
  const tail = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${tail}`;
}

/**
 * The verdict over `columns` for compared source `sourceId`; null until every column has its
 * summary (or with fewer than two columns).
 */
export function comparisonVerdict(columns: CompareColumn[], sourceId: string): string | null {
  if (columns.length < 2 || columns.some((c) => !c.summary)) return null;
  const done = columns as Done;
  const name = isolate(source(done[0].summary, sourceId)?.label || sourceId);
  const throughput = collect(done, (s) => source(s, sourceId)?.total.meanMbps);
  const fastest = throughput && winners(throughput, 'higher', mbps);
  const mostThroughput =
    fastest &&
    `${names(fastest)} ${fastest.length > 1 ? 'tie for giving' : 'gives'} ${name} the most throughput (${versus(throughput, fastest, mbps)})`;

  const fair = fairness(done, sourceId);
  const byThroughput = 'total throughput (mean over the run)';
  if (!fair) {
    if (!mostThroughput) return `Ranked by ${byThroughput}: all controllers give ${name} about the same (${WITHIN}).`;
    return `Ranked by ${byThroughput}: ${byDesign(done, sourceId, fastest, mostThroughput, throughput)}`;
  }
  const ranked = `Ranked by ${fair.metric}, then ${byThroughput}: `;
  const fairLabels = new Set(fair.top?.map((r) => r.label) ?? []);
  if (!mostThroughput || fastest.every((r) => fairLabels.has(r.label))) return `${ranked}${fair.text}.`;
  // What the throughput leader takes from TCP, when the summaries measure it.
  const shares = fastest.map(
    (r) => source(done.find((c) => c.label === r.label)!.summary, sourceId)?.friendlinessFactor,
  );
  const taken =
    shares.length === 1 && shares[0] != null && Number.isFinite(shares[0]) && shares[0] > 1
      ? ` but takes ${ff(shares[0])}x a TCP flow's share`
      : '';
  return `${ranked}${fair.text}; ${mostThroughput}${taken}.`;
}
