/** Epoch marks as labelled: marks of one platform at the same place share one label ("t6–t18"). */
import type { EpochMark } from '../geometry/geometry';
import { at } from '../util/at';

/** One drawn epoch mark. */
export interface EpochLabel {
  label: string;
  xM: number;
  yM: number;
}

/** Groups consecutive marks of a platform less than `withinM` apart (a convoy waiting at its end). */
export function groupEpochs(marks: readonly EpochMark[], withinM = 1): EpochLabel[] {
  const out: Array<EpochLabel & { first: string; last: string; platform: string }> = [];
  for (const m of marks) {
    let prev: (typeof out)[number] | undefined;
    for (let i = out.length - 1; i >= 0 && !prev; i -= 1) {
      const o = at(out, i, 'epoch label');
      if (o.platform === m.platform) prev = o;
    }
    if (prev && Math.hypot(prev.xM - m.xM, prev.yM - m.yM) < withinM) {
      prev.last = m.label;
      prev.label = `${prev.first}\u2013${m.label}`;
    } else out.push({ label: m.label, first: m.label, last: m.label, platform: m.platform, xM: m.xM, yM: m.yM });
  }
  return out.map(({ label, xM, yM }) => ({ label, xM, yM }));
}
