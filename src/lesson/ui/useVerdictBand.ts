/**
 * While a "Stay about the same" verdict shows, the throughput chart shades its band around the start
 * value over the rule's window (and a fitted y axis includes the band and as much again around it,
 * so a change within the band does not look like a leap). Through the page store's `verdictBand`;
 * without a page store (a card rendered alone) nothing is shaded.
 */
import { useContext, useEffect } from 'react';
import type { LessonRule } from '../../scenario/types';
import { PageStoreContext } from '../../state/usePageStore';
import { trendBand } from '../rules';
import type { RunColumns } from '../runColumns';

/** Shades `rule`'s band on the throughput chart while `showing` (a trend rule with "Stay about the same"). */
export function useVerdictBand(rule: LessonRule | undefined, run: RunColumns | null, showing: boolean): void {
  const store = useContext(PageStoreContext);
  const band = showing && rule?.kind === 'trend' && rule.offerSame ? trendBand(rule, run) : null;
  const centre = band?.centre ?? null;
  const half = band?.half ?? null;
  const fromS = rule?.fromS ?? 0;
  const toS = rule?.toS ?? 0;
  useEffect(() => {
    if (!store || centre === null || half === null) return;
    store.setVerdictBand({ fromS, toS, lowY: centre - half, highY: centre + half });
    return () => store.setVerdictBand(null);
  }, [store, centre, half, fromS, toS]);
}
