/**
 * The page store (src/state/pageStore.ts): its actions on real presets, the selectors' stable
 * values, undo and redo as seen by a subscriber, the lesson lock, and the playback clock.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialHistory } from '../../src/state/history';
import { initialView } from '../../src/state/pageState';
import { PageStore } from '../../src/state/pageStore';
import {
  selectCanRedo,
  selectCanUndo,
  selectGeographic,
  selectScenarioJson,
  selectStation,
} from '../../src/state/pageSelectors';
import { startPlaybackClock, type Frames } from '../../src/state/playbackClock';
import type { Scenario } from '../../src/scenario/types';

const preset = (name: string): Scenario =>
  JSON.parse(readFileSync(resolve(__dirname, `../../public/scenarios/${name}.json`), 'utf8'));

/** A store on III-D (540 s, stations B1-B3), unlocked unless asked. */
function storeOn(scenario = preset('III-D'), locked = false): PageStore {
  return new PageStore({ history: initialHistory(scenario), locked, resetTarget: scenario, view: initialView() });
}

const move = (xM: number) => ({ type: 'moveStation' as const, id: 'B1', position: { xM, yM: 0 } });

describe('page store: the scenario and its history', () => {
  it('applies edits, and undo and redo walk them back and forth; every change reaches a subscriber once', () => {
    const store = storeOn();
    const seen: string[][] = [];
    store.subscribe(() => seen.push((store.getState().history.present.stations ?? []).map((s) => s.id)));
    store.dispatchEdit({ type: 'removeStation', id: 'B1' });
    expect(selectCanUndo(store.getState())).toBe(true);
    store.undo();
    expect(selectCanRedo(store.getState())).toBe(true);
    store.redo();
    expect(seen).toEqual([
      ['B2', 'B3'],
      ['B1', 'B2', 'B3'],
      ['B2', 'B3'],
    ]);
    // Nothing to redo: no change, no call.
    store.redo();
    expect(seen).toHaveLength(3);
  });

  it('merges the frames of one drag into one undo step', () => {
    const store = storeOn();
    const before = store.getState().history.present;
    for (const xM of [10, 20, 30]) store.dispatchEdit(move(xM));
    expect(store.getState().history.past).toEqual([before]);
    expect(
      selectStation({ ...store.getState(), view: { ...store.getState().view, selectedStationId: 'B1' } }),
    ).toMatchObject({ id: 'B1', position: { xM: 30, yM: 0 } });
  });

  it('a locked lesson refuses edits, undo and redo, but loads a whole scenario and takes the lesson’s own edits', () => {
    const store = storeOn(preset('III-D'), true);
    const start = store.getState();
    store.dispatchEdit(move(5));
    store.undo();
    expect(store.getState()).toBe(start);
    store.dispatchLesson(move(5));
    expect(store.getState().history.present.stations?.[0]?.position).toEqual({ xM: 5, yM: 0 });
    store.load(preset('III-E'));
    expect(store.getState().history.present.title).toBe(preset('III-E').title);
    store.undo();
    expect(store.getState().history.present.title).toBe(preset('III-E').title);
  });

  it('a class locks editing live (undo too) and unlocks it again; an unlocked station moves, no other', () => {
    const store = storeOn();
    store.dispatchEdit(move(5));
    store.setClassLocked(true);
    const locked = store.getState();
    store.dispatchEdit(move(7));
    store.undo();
    store.dispatchEdit({ type: 'removeStation', id: 'B2' });
    expect(store.getState().history).toBe(locked.history);
    store.setUnlockedStation('B2');
    store.dispatchEdit(move(9));
    store.dispatchEdit({ type: 'removeStation', id: 'B2' });
    expect(store.getState().history).toBe(locked.history);
    store.dispatchEdit({ type: 'moveStation', id: 'B2', position: { xM: 1, yM: 2 } });
    expect(store.getState().history.present.stations?.find((s) => s.id === 'B2')?.position).toEqual({ xM: 1, yM: 2 });
    store.setUnlockedStation(null);
    store.setClassLocked(false);
    store.undo();
    expect(store.getState().history.present.stations?.[0]?.position).toEqual({ xM: 5, yM: 0 });
  });

  it('Reset loads the preset last chosen in the gallery (undoably)', () => {
    const store = storeOn();
    store.loadPreset(preset('III-E'));
    store.dispatchEdit({ type: 'setFileMegabytes', fileMegabytes: 3 });
    store.reset();
    expect(store.getState().resetTarget.title).toBe(preset('III-E').title);
    expect(store.getState().history.present).toEqual(preset('III-E'));
    store.undo();
    expect(store.getState().history.present.metrics?.fileMegabytes).toBe(3);
  });

  it('drops the selection of a station that is gone, and pulls the cursor into a shorter scenario', () => {
    const store = storeOn();
    store.selectStation('B1');
    expect(store.getState().view).toMatchObject({ selectedStationId: 'B1', panelTab: 'station' });
    store.setCursorS(300);
    store.dispatchEdit({ type: 'removeStation', id: 'B1' });
    expect(store.getState().view.selectedStationId).toBeNull();
    store.load(preset('III-E'));
    expect(store.getState().view.cursorS).toBe(20);
    store.undo();
    expect(store.getState().view.cursorS).toBe(20);
  });
});

describe('page store: the view', () => {
  it('a lesson selects a station without switching the panel', () => {
    const store = storeOn();
    store.selectStation('B2', false);
    expect(store.getState().view).toMatchObject({ selectedStationId: 'B2', panelTab: 'network' });
  });

  it('clamps the cursor to the run and steps by the sample interval or 10 s', () => {
    const store = storeOn();
    store.setCursorS(-4);
    expect(store.getState().view.cursorS).toBe(0);
    store.setCursorS(1e6);
    expect(store.getState().view.cursorS).toBe(540);
    store.step(-1, true);
    expect(store.getState().view.cursorS).toBe(530);
    store.step(1);
    expect(store.getState().view.cursorS).toBeCloseTo(530.1, 9);
  });

  it('toggles series, and a change that changes nothing keeps the state and calls no subscriber', () => {
    const store = storeOn();
    let calls = 0;
    store.subscribe(() => calls++);
    store.toggleSeries('throughput:sat');
    store.toggleSeries('rtt:sat');
    store.toggleSeries('throughput:sat');
    expect([...store.getState().view.hiddenSeries]).toEqual(['rtt:sat']);
    const state = store.getState();
    store.setTool('select');
    store.setFitY(false);
    store.setRun({ gate: null });
    expect(store.getState()).toBe(state);
    expect(calls).toBe(3);
  });

  it('play from the end starts again at 0; step pauses', () => {
    const store = storeOn();
    store.setCursorS(540);
    store.play();
    expect(store.getState().view).toMatchObject({ playing: true, cursorS: 0 });
    store.step(1);
    expect(store.getState().view.playing).toBe(false);
    store.togglePlay();
    expect(store.getState().view.playing).toBe(true);
    store.togglePlay();
    expect(store.getState().view.playing).toBe(false);
  });
});

describe('page selectors', () => {
  it('keep their values while their inputs do: the JSON is serialised once per scenario', () => {
    const store = storeOn();
    const json = selectScenarioJson(store.getState());
    expect(JSON.parse(json)).toEqual(preset('III-D'));
    store.setCursorS(12);
    expect(selectScenarioJson(store.getState())).toBe(json);
    store.dispatchEdit(move(1));
    expect(selectScenarioJson(store.getState())).not.toBe(json);
    expect(selectGeographic(store.getState())).toBe(true);
    store.load({ ...preset('III-D'), stations: [], platforms: [] });
    expect(selectGeographic(store.getState())).toBe(false);
  });
});

/** Frames run by hand at chosen times. */
function manualFrames(): Frames & { run(nowMs: number): void; pending: number; nowMs: number } {
  let queue = new Map<number, (nowMs: number) => void>();
  let next = 1;
  return {
    nowMs: 0,
    now() {
      return this.nowMs;
    },
    request: (callback) => (queue.set(next, callback), next++),
    cancel: (handle) => void queue.delete(handle),
    run(nowMs) {
      this.nowMs = nowMs;
      const callbacks = [...queue.values()];
      queue = new Map();
      callbacks.forEach((c) => c(nowMs));
    },
    get pending() {
      return queue.size;
    },
  };
}

describe('playback clock', () => {
  it('advances the cursor by speed x real time once per frame, and stops at the end', () => {
    const store = storeOn(preset('III-E')); // 20 s
    const frames = manualFrames();
    const stop = startPlaybackClock(store, frames);
    expect(frames.pending).toBe(0);
    const t0 = 1000;
    frames.nowMs = t0;
    store.setSpeed(4);
    store.play();
    expect(frames.pending).toBe(1);
    frames.run(t0 + 500);
    expect(store.getState().view.cursorS).toBeCloseTo(2, 6);
    expect(frames.pending).toBe(1); // one frame at a time
    frames.run(t0 + 1000);
    expect(store.getState().view.cursorS).toBeCloseTo(4, 6);
    store.pause();
    expect(frames.pending).toBe(0);
    store.play();
    frames.run(t0 + 20_000);
    expect(store.getState().view).toMatchObject({ cursorS: 20, playing: false });
    expect(frames.pending).toBe(0);
    store.play();
    stop();
    expect(frames.pending).toBe(0);
  });
});

describe('page store: a lesson holds the clock', () => {
  it('the cursor cannot pass what the lesson has played; its own steps move the limit; letting go frees it', () => {
    const store = storeOn();
    store.setCursorS(200);
    store.holdLessonClock(0); // a lesson starts
    expect(store.getState().view.cursorS).toBe(0);
    store.setCursorS(540); // a student drags the timeline to the end
    expect(store.getState().view.cursorS).toBe(0);
    store.allowLessonTimeS(150); // a step plays to 150 s
    store.setCursorS(540);
    expect(store.getState().view.cursorS).toBe(150);
    store.step(1, true);
    expect(store.getState().view.cursorS).toBe(150);
    store.setCursorS(40); // back is fine
    expect(store.getState().view.cursorS).toBe(40);
    store.markLessonStepPlayed(2);
    expect([...store.getState().view.lessonPlayedSteps]).toEqual([2]);
    store.holdLessonClock(Infinity); // finished
    store.setCursorS(540);
    expect(store.getState().view.cursorS).toBe(540);
    store.holdLessonClock(0); // started again
    expect(store.getState().view.lessonPlayedSteps.size).toBe(0);
  });

  it('playback stops at the limit as at the end of the run', () => {
    const store = storeOn();
    store.holdLessonClock(0);
    store.allowLessonTimeS(10);
    let now = 0;
    const queue: Array<(t: number) => void> = [];
    const frames: Frames = {
      now: () => now,
      request: (f) => queue.push(f),
      cancel: () => undefined,
    };
    const stop = startPlaybackClock(store, frames);
    store.setSpeed(100);
    store.play();
    for (let i = 0; i < 20 && queue.length; i += 1) {
      now += 100;
      queue.shift()!(now);
    }
    expect(store.getState().view).toMatchObject({ cursorS: 10, playing: false });
    store.play(); // at the limit: nothing to play until the next step
    expect(store.getState().view.playing).toBe(false);
    stop();
  });
});
