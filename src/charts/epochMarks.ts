/** The epoch marks of the time-series charts: the paper's reference epochs t1, t2, ... */
import { epochStride } from '../geometry/geometry';

/** At most this many epoch marks go to a chart (a long run gets every m-th epoch, m = 1, 2, 5, 10, ...). */
export const MAX_CHART_EPOCHS = 200;

/** The epoch marks of a run: those of its moving platform's path, none without a platform. */
export function runEpochMarks(
  layout: { durationS: number; platforms: unknown[] } | null | undefined,
): Array<{ label: string; tS: number }> {
  return layout && layout.platforms.length > 0 ? epochMarks(layout.durationS) : [];
}

/**
 * The paper's reference epochs t1, t2, ... every `everyS` seconds (t_k = k * everyS) up to
 * `durationS`; beyond `maxMarks` of them only every m-th (m = 1, 2, 5, 10, 20, ...; t_k keeps its
 * number), so a run of any length gives a bounded list.
 */
export function epochMarks(
  durationS: number,
  everyS = 30,
  maxMarks = MAX_CHART_EPOCHS,
): Array<{ label: string; tS: number }> {
  const marks: Array<{ label: string; tS: number }> = [];
  if (!(everyS > 0)) return marks;
  const stride = epochStride(durationS, maxMarks, everyS);
  for (let k = stride; k * everyS <= durationS + 1e-9; k += stride) marks.push({ label: `t${k}`, tS: k * everyS });
  return marks;
}
