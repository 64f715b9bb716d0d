/**
 * The page's start-up: the page store made from the start scenario and the address's query, and
 * the subscribers that run with it (autosave, the link view, the playback clock, the keyboard
 * shortcuts, lesson mode's autoplay), started once and stopped when the page goes.
 */
import type { Scenario } from '../scenario/types';
import type { LinkView } from '../share/linkCodec';
import { initialHistory } from '../state/history';
import { initialView } from '../state/pageState';
import { PageStore } from '../state/pageStore';
import { startPlaybackClock } from '../state/playbackClock';
import { startAutosave } from '../share/ui/autosaveSubscriber';
import { startKeyboardShortcuts } from './keyboardShortcuts';
import { lessonFromQuery } from '../lesson/ui/lessonParams';
import { startLessonAutoplay } from '../lesson/ui/lessonTarget';
import { applyView, startLinkView, storeViewTarget } from '../share/ui/linkView';
import { readQueryParams } from '../state/queryParams';
import type { PageConfig } from '../state/pageConfig';

/** What the page opens with (see useStartScenario.ts). */
export interface PageStart {
  initial: Scenario;
  /** The preset Reset returns to, and "Load the default scenario" loads. */
  preset: Scenario;
  notice?: string | null;
  /** A link's view (cursor, hidden series), shown first. */
  view?: LinkView;
  /** Undo and redo steps to start with (restored from the autosave). */
  steps?: { past?: Scenario[]; future?: Scenario[] };
}

/** A page: its store and its constant configuration. */
export interface Page {
  store: PageStore;
  config: PageConfig;
}

/** The page for `start`, with the query of `search` (the address's, by default); the start view applied. */
export function createPage(start: PageStart, search: string = location.search): Page {
  const query = readQueryParams(search);
  const lesson = lessonFromQuery(query);
  const store = new PageStore({
    history: initialHistory(start.initial, start.steps ?? {}),
    // A locked lesson takes no edits (a shared link may still load a whole scenario).
    locked: lesson.locked,
    resetTarget: start.preset,
    view: initialView({
      tiles: { url: query.values.tiles ?? '', attribution: query.values.attribution ?? '' },
      // `?projector=1`, the old projector mode's links, open the presenter view it became part of.
      presenting: query.values.present || query.values.projector,
      ...(lesson.speed !== null && { speed: lesson.speed }),
    }),
  });
  applyView(start.view ?? {}, storeViewTarget(store));
  return { store, config: { query, lesson, preset: start.preset, notice: start.notice ?? null } };
}

/** Starts the page's subscribers; returns the function that stops them all. */
export function startPage({ store, config }: Page): () => void {
  const stops = [
    startPlaybackClock(store),
    startAutosave(store),
    startLinkView(store),
    startKeyboardShortcuts(store),
    startLessonAutoplay(store, config.lesson),
  ];
  return () => stops.forEach((stop) => stop());
}
