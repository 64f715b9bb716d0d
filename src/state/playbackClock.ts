/**
 * The playback clock: while the page store says `playing`, the cursor advances by `speed`
 * simulated seconds per real second, once per animation frame, and playback stops at the end.
 * A store subscriber, started with the page.
 */
import type { PageStore } from './pageStore';

/** The frame scheduler and its clock (injectable for tests). */
export interface Frames {
  request(callback: (nowMs: number) => void): number;
  cancel(handle: number): void;
  /** The time frames are stamped with, milliseconds. */
  now(): number;
}

const browserFrames: Frames = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
  now: () => performance.now(),
};

/** Starts the clock of `store`; returns the function that stops it. */
export function startPlaybackClock(store: PageStore, frames: Frames = browserFrames): () => void {
  let frame: number | null = null;
  let lastMs = 0;
  // While a tick runs, `frame` still holds its (spent) handle, so `follow` schedules no second one.
  const tick = (nowMs: number) => {
    const { view, history } = store.getState();
    if (!view.playing) {
      frame = null;
      return;
    }
    // A lesson's limit stops playback as the end of the run does.
    const durationS = Math.min(history.present.solver.durationS, view.lessonLimitS);
    const nextS = view.cursorS + ((nowMs - lastMs) / 1000) * view.speed;
    lastMs = nowMs;
    if (nextS >= durationS) {
      store.setCursorS(durationS);
      store.pause();
      return;
    }
    store.setCursorS(nextS);
    frame = frames.request(tick);
  };
  const follow = () => {
    const playing = store.getState().view.playing;
    if (playing && frame === null) {
      lastMs = frames.now();
      frame = frames.request(tick);
    } else if (!playing && frame !== null) {
      frames.cancel(frame);
      frame = null;
    }
  };
  const unsubscribe = store.subscribe(follow);
  follow();
  return () => {
    unsubscribe();
    if (frame !== null) frames.cancel(frame);
    frame = null;
  };
}
