/** The screen-reader summary: which subflows carry the traffic at the cursor time. */
import type { RunStore } from '../store/runStore';
import { isolate } from '../scenario/userText';
import { at } from '../util/at';

/** Index of the last sample at or before `tS` (0 when none). */
export function sampleIndexAt(store: RunStore, tS: number): number {
  const n = store.length;
  if (n === 0) return 0;
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (store.timeS[mid]! <= tS)
      lo = mid; // 0 < mid <= hi < n = store.length
    else hi = mid - 1;
  }
  return lo;
}

/**
 * One sentence: total, and the subflows carrying at least 10 % of it, largest first; a packet run's
 * figures are goodput (in order) and the sentence says so.
 */
export function carryingSummary(store: RunStore, tS: number, name: (route: string) => string = (id) => id): string {
  if (store.length === 0) return 'No results yet.';
  const i = sampleIndexAt(store, tS);
  // The first source (the convoy in the paper's presets); other sources' routes are not its traffic.
  const first = store.layout.sources[0];
  const convoy = first?.id;
  const rates = store.layout.routes
    .map((r, k) => ({ id: r.id, source: r.source, mbps: at(at(store.goodputMbps, k, 'rate column'), i, 'stored row') }))
    .filter((r) => r.source === convoy);
  const total = rates.reduce((sum, r) => sum + r.mbps, 0);
  const main = rates.filter((r) => r.mbps >= 0.1 * total && r.mbps > 0.05).sort((a, b) => b.mbps - a.mbps);
  const list = main.map((r) => `${name(r.id)} ${r.mbps.toFixed(1)}`).join(', ');
  return `At ${at(store.timeS, i, 'stored row').toFixed(1)} s ${first ? isolate(first.label) : 'the first source'} gets ${total.toFixed(1)} Mbps${store.hasGoodput ? ' of goodput (in order)' : ''} in all${list ? `, carried by ${list} Mbps` : ''}.`;
}
