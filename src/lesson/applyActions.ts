/**
 * Applies a lesson step's actions, in order, to the page through a small interface, so the model
 * needs no React: the view series on the charts, the time cursor, the selected station, and scenario
 * edits (moveStation, setController) dispatched as the lesson's own edits.
 */
import type { Controller } from '../scenario/types';
import type { LessonAction } from './format';

/** A scenario edit a lesson makes (the page turns it into its own action, allowed in a locked lesson). */
export type LessonEdit =
  | { type: 'moveStation'; id: string; position: { xM: number; yM: number } }
  | { type: 'setController'; sourceId: string; controller: Controller };

/** What a lesson can do to the page. */
export interface LessonTarget {
  /** Moves the time cursor. */
  setTime(timeS: number): void;
  /** Plays from the cursor to `timeS`; resolves once the cursor got there (or playing stopped). */
  playTo(timeS: number): Promise<void>;
  /** Every series name the charts show now (route, resource and group ids). */
  seriesNames(): string[];
  /** Hides exactly these series names on every chart. */
  setHiddenSeries(names: ReadonlySet<string>): void;
  /** Highlights these series names (thicker, the others dimmed); empty: none. */
  highlight(names: readonly string[]): void;
  /** Fits the charts' y axes to the series shown (true) or starts them at zero (false). */
  fitY(on: boolean): void;
  /** Selects a station (its panel opens). */
  selectStation(stationId: string): void;
  /** Makes a scenario edit as the lesson. */
  dispatch(edit: LessonEdit): void;
  /** Lets a locked student drag station `id` (a step's `unlock`), or nothing (null); absent: no page. */
  unlockStation?(id: string | null): void;
  /** Where station `id` is now, metres, or null (no such station). */
  stationPosition?(id: string): { xM: number; yM: number } | null;
}

/** The series hidden after `action`, from those hidden before (`null`: the action does not touch them). */
export function hiddenAfter(action: LessonAction, hidden: ReadonlySet<string>, all: string[]): Set<string> | null {
  switch (action.kind) {
    case 'showOnly': {
      const keep = new Set(action.series);
      return new Set(all.filter((name) => !keep.has(name)));
    }
    case 'hideSeries':
      return new Set([...hidden, ...action.series]);
    case 'showAll':
      return new Set();
    default:
      return null;
  }
}

/** Applies `actions` in order (a `playTo` is awaited before the next); `hidden` is the lesson's current hidden set. */
export async function applyActions(
  actions: readonly LessonAction[],
  target: LessonTarget,
  hidden: ReadonlySet<string> = new Set(),
): Promise<Set<string>> {
  let shown = new Set(hidden);
  for (const action of actions) {
    const nextHidden = hiddenAfter(action, shown, target.seriesNames());
    if (nextHidden) {
      shown = nextHidden;
      target.setHiddenSeries(shown);
      if (action.kind === 'showAll') target.highlight([]);
      continue;
    }
    switch (action.kind) {
      case 'setTime':
        target.setTime(action.timeS);
        break;
      case 'playTo':
        await target.playTo(action.timeS);
        break;
      case 'highlight':
        target.highlight(action.series);
        break;
      case 'fitY':
        target.fitY(action.on ?? true);
        break;
      case 'selectStation':
        target.selectStation(action.stationId);
        break;
      case 'moveStation':
        target.dispatch({ type: 'moveStation', id: action.stationId, position: { xM: action.xM, yM: action.yM } });
        break;
      case 'setController':
        target.dispatch({ type: 'setController', sourceId: action.sourceId, controller: action.controller });
        break;
    }
  }
  return shown;
}

/**
 * Applies only what `actions` do to the view, at once: the series shown and highlighted, the fitted
 * axes, and the time cursor at the step's end (its last `setTime` or `playTo`). A verdict calls it
 * before it is shown (a class's revealed verdict may come before the student played the step), so
 * the chart shows what the text describes. Returns the lesson's hidden set after them.
 */
export function applyView(
  actions: readonly LessonAction[],
  target: LessonTarget,
  hidden: ReadonlySet<string> = new Set(),
): Set<string> {
  let shown = new Set(hidden);
  let endS: number | null = null;
  for (const action of actions) {
    const nextHidden = hiddenAfter(action, shown, target.seriesNames());
    if (nextHidden) {
      shown = nextHidden;
      target.setHiddenSeries(shown);
      if (action.kind === 'showAll') target.highlight([]);
    } else if (action.kind === 'highlight') target.highlight(action.series);
    else if (action.kind === 'fitY') target.fitY(action.on ?? true);
    else if (action.kind === 'setTime' || action.kind === 'playTo') endS = action.timeS;
  }
  if (endS !== null) target.setTime(endS);
  return shown;
}
