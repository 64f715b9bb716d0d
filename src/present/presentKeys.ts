/**
 * The presenter view's keys, beside the page's own (space plays, arrows step: src/app/keyboardShortcuts.ts):
 * 1-4 choose the chart, L shows or hides the lesson card, Esc leaves.
 */
import type { PageStore } from '../state/pageStore';
import { presentChartOfKey } from '../state/presentChart';

/** Acts on `key` if it is one of the presenter view's keys while it is shown; true when it did. */
export function presentKey(store: PageStore, key: string): boolean {
  if (!store.getState().view.presenting) return false;
  const chart = presentChartOfKey(key);
  if (chart) store.setPresentChart(chart);
  else if (key === 'l' || key === 'L') store.togglePresentLesson();
  else if (key === 'Escape') store.leavePresenting();
  else return false;
  return true;
}
