/**
 * The comparison's one-line verdict in plain language, computed from the summaries. It puts
 * fairness to the other flows before throughput (docs/controllers.md, "How the verdict is
 * chosen"): first which controller keeps the app-limited flows closest to their sending rates, or
 * without such flows which is fairest to TCP (friendliness factor nearest 1), or without a TCP peer
 * which gives the fairest shares (Jain's index); then, when another controller gives the compared
 * source more throughput, that too, with what it takes from TCP. With no other flow to measure
 * fairness against, a throughput leader designed to take more than one TCP share is named as such
 * beside the best of the controllers designed to take one. Values equal at the shown precision
 * are a tie and read as one.
 */
import { appLimitedFraction, formatNumber, type CompareColumn } from './compareRows';
import type { RunSummary, SourceSummary } from '../solver/layout';
import { isolate } from '../scenario/userText';
import { MORE_THAN_ONE_SHARE, ONE_SHARE } from './designShares';
import { nonEmpty, type NonEmpty } from '../util/at';

/** What the verdict favours, shown under it. */
export const VERDICT_RULE =
  'The verdict puts fairness to the other flows first (their share of their sending rates, else the friendliness factor to TCP, else Jain’s index, else what each controller is designed to take), then throughput.';

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

/** The entries with the best score at `text` precision (several on a tie); null when every entry ties. */
function winners(
  ranked: NonEmpty<Ranked>,
  score: (v: number) => number,
  text: (v: number) => string,
): NonEmpty<Ranked> | null {
  const top = ranked.reduce((a, b) => (score(b.value) > score(a.value) ? b : a));
  const group = ranked.filter((r) => text(r.value) === text(top.value));
  return group.length === ranked.length ? null : nonEmpty(group);
}

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
function fairness(done: Done, sourceId: string): { text: string; top: Ranked[] | null } | null {
  const limited = collect(done, (s) => appLimitedFraction(s, sourceId));
  if (limited) {
    const top = winners(limited, (v) => v, percent);
    const text = top
      ? `${names(top)} ${top.length > 1 ? 'tie for keeping' : 'keeps'} the app-limited flows closest to their sending rates (${versus(limited, top, percent)})`
      : `All controllers keep the app-limited flows equally close to their sending rates (${percent(limited[0].value)})`;
    return { text, top };
  }
  const friendliness = collect(done, (s) => source(s, sourceId)?.friendlinessFactor);
  if (friendliness) {
    const top = winners(friendliness, (v) => -Math.abs(v - 1), ff);
    const text = top
      ? `${names(top)} ${top.length > 1 ? 'tie as' : 'is'} the fairest to TCP: friendliness factor ${versus(friendliness, top, ff)} (1 is a fair share)`
      : `All controllers are equally fair to TCP (friendliness factor ${ff(friendliness[0].value)})`;
    return { text, top };
  }
  const index = collect(done, (s) => s.jainIndex);
  if (index) {
    const top = winners(index, (v) => v, jain);
    const text = top
      ? `${names(top)} ${top.length > 1 ? 'tie for' : 'gives'} the fairest shares: Jain's index ${versus(index, top, jain)} (1 is equal shares)`
      : `All controllers share equally fairly (Jain's index ${jain(index[0].value)})`;
    return { text, top };
  }
  return null;
}

const source = (s: RunSummary, id: string): SourceSummary | undefined => s.sources.find((x) => x.id === id);

/**
 * With nothing to measure fairness against: the throughput clause, and when its leader is designed
 * to take more than one TCP share, that, and the best of the controllers designed to take one.
 */
function byDesign(done: Done, sourceId: string, top: Ranked[], clause: string, throughput: Ranked[]): string {
  const kindOf = (label: string) => source(done.find((c) => c.label === label)!.summary, sourceId)?.controller ?? '';
  const greedy = top.find((r) => MORE_THAN_ONE_SHARE[kindOf(r.label)]);
  if (!greedy) return `${clause}.`;
  const who = top.length > 1 ? isolate(greedy.label) : 'it';
  const caveat = `, but no other flow competes with it here; at a bottleneck shared with TCP, ${who} ${MORE_THAN_ONE_SHARE[kindOf(greedy.label)]}`;
  const friendly = throughput.filter((r) => ONE_SHARE.has(kindOf(r.label)));
  if (friendly.length === 0) return `${clause}${caveat}.`;
  const best = friendly.reduce((a, b) => (b.value > a.value ? b : a));
  const bestGroup = friendly.filter((r) => mbps(r.value) === mbps(best.value));
  return `${clause}${caveat}; of the controllers designed to take a single TCP share, ${names(bestGroup)} ${bestGroup.length > 1 ? 'give' : 'gives'} the most (${mbps(best.value)}).`;
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
  const fastest = throughput && winners(throughput, (v) => v, mbps);
  const mostThroughput =
    fastest &&
    `${names(fastest)} ${fastest.length > 1 ? 'tie for giving' : 'gives'} ${name} the most throughput (${versus(throughput, fastest, mbps)})`;

  const fair = fairness(done, sourceId);
  if (!fair) {
    if (!mostThroughput) return `All controllers give ${name} the same throughput.`;
    return byDesign(done, sourceId, fastest, mostThroughput, throughput);
  }
  const fairLabels = new Set(fair.top?.map((r) => r.label) ?? []);
  if (!mostThroughput || fastest.every((r) => fairLabels.has(r.label))) return `${fair.text}.`;
  // What the throughput leader takes from TCP, when the summaries measure it.
  const shares = fastest.map(
    (r) => source(done.find((c) => c.label === r.label)!.summary, sourceId)?.friendlinessFactor,
  );
  const taken =
    shares.length === 1 && shares[0] != null && Number.isFinite(shares[0]) && shares[0] > 1
      ? ` but takes ${ff(shares[0])}x a TCP flow's share`
      : '';
  return `${fair.text}; ${mostThroughput}${taken}.`;
}
