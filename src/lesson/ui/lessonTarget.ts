/**
 * What a lesson acts on (src/lesson/applyActions.ts's `LessonTarget`), over the page store: the
 * cursor and playback, the charts' series, highlight and axes, the selection and the lesson's own
 * edits. And lesson mode's autoplay, a store subscriber.
 */
import type { LessonTarget } from '../applyActions';
import { hasLesson } from '../format';
import { CHART_NAMES } from '../../charts/chartNames';
import type { PageStore } from '../../state/pageStore';
import type { LessonOptions } from './lessonParams';

/** A `LessonTarget` acting on `store`. */
export function lessonTarget(store: PageStore): LessonTarget {
  return {
    // The lesson's own steps move the clock past its limit (what a student may scrub to).
    setTime: (timeS) => {
      store.allowLessonTimeS(timeS);
      store.setCursorS(timeS);
    },
    playTo: (timeS) => {
      store.allowLessonTimeS(timeS);
      return playTo(store, timeS);
    },
    seriesNames: () => {
      const layout = store.getState().run.solve.store?.layout;
      return layout ? [...layout.routes.map((r) => r.id), ...layout.resources.map((r) => r.id)] : [];
    },
    setHiddenSeries: (names) =>
      store.setHiddenSeries([...names].flatMap((n) => CHART_NAMES.map((chart) => `${chart}:${n}`))),
    highlight: (names) => store.setHighlighted([...names]),
    fitY: store.setFitY,
    // A lesson selects without switching the panel shown on a small screen.
    selectStation: (id) => store.selectStation(id, false),
    dispatch: store.dispatchLesson,
    unlockStation: store.setUnlockedStation,
    stationPosition: (id) => store.getState().history.present.stations?.find((s) => s.id === id)?.position ?? null,
  };
}

/**
 * Plays from the cursor to `timeS`; resolves once the cursor got there (it is then set to exactly
 * `timeS`) or playback stopped short of it (at the end of the run, or paused by the user).
 */
function playTo(store: PageStore, timeS: number): Promise<void> {
  if (store.getState().view.cursorS >= timeS) {
    store.setCursorS(timeS);
    return Promise.resolve();
  }
  return new Promise<void>((resolve) => {
    let started = false;
    let done = false;
    const follow = () => {
      if (done) return;
      const { cursorS, playing } = store.getState().view;
      if (playing) {
        started = true;
        // Past the time: stop; the cursor is set once playback has stopped.
        if (cursorS >= timeS) store.pause();
        return;
      }
      if (!started && cursorS < timeS) return;
      done = true;
      unsubscribe();
      if (cursorS >= timeS) store.setCursorS(timeS);
      resolve();
    };
    const unsubscribe = store.subscribe(follow);
    store.play();
  });
}

/**
 * Lesson mode's autoplay (the address's `autoplay`): plays once the first result is complete, if
 * the scenario has no lesson of its own (a lesson owns the clock). Returns the function that stops it.
 */
export function startLessonAutoplay(store: PageStore, lesson: LessonOptions): () => void {
  if (!lesson.autoplay) return () => undefined;
  let started = false;
  const follow = () => {
    const { run, history } = store.getState();
    if (started || run.solve.status.kind !== 'done' || hasLesson(history.present)) return;
    started = true;
    unsubscribe();
    store.play();
  };
  const unsubscribe = store.subscribe(follow);
  follow();
  return unsubscribe;
}
