// @vitest-environment jsdom
/**
 * The page store's subscribers: autosave (saved on committed edits, never per drag frame or cursor
 * move, flushed when the page hides, another tab's save reported), a lesson's `playTo` on the
 * playback clock, the keyboard's undo and redo, and `useValue` re-rendering only on its value.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountHost, unmountHost, type ReactHost } from './reactHost';
import { startAutosave } from '../../src/share/ui/autosaveSubscriber';
import { startKeyboardShortcuts } from '../../src/app/keyboardShortcuts';
import { lessonTarget } from '../../src/lesson/ui/lessonTarget';
import { AUTOSAVE_KEY, HISTORY_KEY, type KeyValueStore } from '../../src/state/autosave';
import { initialHistory } from '../../src/state/history';
import { initialView } from '../../src/state/pageState';
import { PageStore } from '../../src/state/pageStore';
import { startPlaybackClock, type Frames } from '../../src/state/playbackClock';
import { memoryStorage } from '../../src/state/storage';
import { PageStoreContext, useValue } from '../../src/state/usePageStore';
import { CarryingSummary } from '../../src/app/PageParts';
import { RunStore } from '../../src/store/runStore';
import type { RunLayout } from '../../src/solver/layout';
import { NO_RUN } from '../../src/state/pageState';
import type { Scenario } from '../../src/scenario/types';

// The page's own solver instance is not used here (it checks a scenario loaded from another tab).
vi.mock('../../src/state/useGeometry', () => ({
  mainThreadSolver: () => Promise.reject(new Error('no solver in this test')),
  discardMainThreadSolver: () => undefined,
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const preset = (name: string): Scenario =>
  JSON.parse(readFileSync(resolve(__dirname, `../../public/scenarios/${name}.json`), 'utf8'));

const storeOn = (scenario: Scenario) =>
  new PageStore({ history: initialHistory(scenario), locked: false, resetTarget: scenario, view: initialView() });

const move = (xM: number) => ({ type: 'moveStation' as const, id: 'B1', position: { xM, yM: 0 } });

/** A memory storage that counts the writes of the saved scenario. */
function countingStorage(): KeyValueStore & { scenarioWrites: number } {
  const inner = memoryStorage();
  return {
    scenarioWrites: 0,
    getItem: (key) => inner.getItem(key),
    setItem(key, value) {
      if (key === AUTOSAVE_KEY) this.scenarioWrites++;
      inner.setItem(key, value);
    },
    removeItem: (key) => inner.removeItem(key),
  };
}

const saved = (storage: KeyValueStore) => JSON.parse(storage.getItem(AUTOSAVE_KEY) ?? 'null') as Scenario | null;

describe('autosave subscriber', () => {
  it('saves at start and on committed edits: a drag once, at its end; cursor moves write nothing', () => {
    const store = storeOn(preset('III-D'));
    const storage = countingStorage();
    const stop = startAutosave(store, () => storage);
    expect(saved(storage)).toEqual(preset('III-D'));
    expect(storage.scenarioWrites).toBe(1);

    store.setDragging(true);
    for (const xM of [10, 20, 30]) store.dispatchEdit(move(xM));
    store.setCursorS(100);
    expect(storage.scenarioWrites).toBe(1);
    store.setDragging(false);
    expect(storage.scenarioWrites).toBe(2);
    expect(saved(storage)?.stations?.[0]?.position).toEqual({ xM: 30, yM: 0 });
    // The undo step is saved with it.
    expect(JSON.parse(storage.getItem(HISTORY_KEY)!).past).toEqual([preset('III-D')]);

    store.undo();
    expect(saved(storage)).toEqual(preset('III-D'));
    stop();
    store.redo();
    expect(saved(storage)).toEqual(preset('III-D'));
  });

  it('flushes an edit made during a drag when the page hides', () => {
    const store = storeOn(preset('III-D'));
    const storage = countingStorage();
    const stop = startAutosave(store, () => storage);
    store.setDragging(true);
    store.dispatchEdit(move(7));
    window.dispatchEvent(new Event('pagehide'));
    expect(saved(storage)?.stations?.[0]?.position).toEqual({ xM: 7, yM: 0 });
    const writes = storage.scenarioWrites;
    window.dispatchEvent(new Event('pagehide'));
    expect(storage.scenarioWrites).toBe(writes);
    stop();
  });

  it('reports a refused save, and another tab’s different scenario until this tab keeps its own', () => {
    const store = storeOn(preset('III-D'));
    const full: KeyValueStore = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const stopFull = startAutosave(store, () => full);
    expect(store.getState().view.saveProblem).toMatch(/^autosave: the browser refused to store the scenario/);
    stopFull();

    const storage = countingStorage();
    const stop = startAutosave(store, () => storage);
    expect(store.getState().view.saveProblem).toBeNull();
    const theirs = JSON.stringify(preset('III-E'));
    window.dispatchEvent(new StorageEvent('storage', { key: AUTOSAVE_KEY, newValue: theirs }));
    const conflict = store.getState().view.tabConflict;
    expect(conflict).not.toBeNull();
    storage.setItem(AUTOSAVE_KEY, theirs);
    conflict!.keepMine();
    expect(store.getState().view.tabConflict).toBeNull();
    expect(saved(storage)).toEqual(preset('III-D'));
    // The same scenario saved elsewhere is no conflict.
    window.dispatchEvent(new StorageEvent('storage', { key: AUTOSAVE_KEY, newValue: JSON.stringify(preset('III-D')) }));
    expect(store.getState().view.tabConflict).toBeNull();
    stop();
  });
});

describe('a lesson on the page store', () => {
  it('playTo plays from the cursor and stops exactly at its time', async () => {
    const store = storeOn(preset('III-D'));
    let nowMs = 0;
    const queue: Array<(nowMs: number) => void> = [];
    const frames: Frames = { request: (c) => queue.push(c), cancel: () => undefined, now: () => nowMs };
    const stop = startPlaybackClock(store, frames);
    store.setSpeed(16);
    const target = lessonTarget(store);
    let done = false;
    const played = target.playTo(30).then(() => (done = true));
    expect(store.getState().view.playing).toBe(true);
    while (queue.length && !done) {
      nowMs += 250;
      queue.shift()!(nowMs);
      await Promise.resolve();
    }
    await played;
    expect(store.getState().view).toMatchObject({ cursorS: 30, playing: false });
    // Already past the time: the cursor is set, nothing plays.
    await target.playTo(12);
    expect(store.getState().view).toMatchObject({ cursorS: 12, playing: false });
    target.selectStation('B3');
    target.highlight(['head-B1']);
    expect(store.getState().view).toMatchObject({
      selectedStationId: 'B3',
      panelTab: 'network',
      highlighted: ['head-B1'],
    });
    stop();
  });
});

describe('keyboard shortcuts', () => {
  it('Ctrl+Z undoes and Ctrl+Shift+Z redoes; space plays; nothing while typing in a field', () => {
    const store = storeOn(preset('III-D'));
    const stop = startKeyboardShortcuts(store);
    store.dispatchEdit({ type: 'removeStation', id: 'B1' });
    const key = (init: KeyboardEventInit, target: EventTarget = window) =>
      target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init }));
    key({ key: 'z', ctrlKey: true });
    expect(store.getState().history.present.stations).toHaveLength(3);
    key({ key: 'Z', ctrlKey: true, shiftKey: true });
    expect(store.getState().history.present.stations).toHaveLength(2);
    const input = document.body.appendChild(document.createElement('input'));
    key({ key: 'z', ctrlKey: true }, input);
    expect(store.getState().history.present.stations).toHaveLength(2);
    input.remove();
    key({ key: ' ' });
    expect(store.getState().view.playing).toBe(true);
    stop();
    key({ key: ' ' });
    expect(store.getState().view.playing).toBe(true);
  });
});

describe('useValue', () => {
  let host: ReactHost;
  beforeEach(() => {
    host = mountHost();
  });
  afterEach(() => unmountHost(host));

  it('re-renders a component only when its selected value changes', () => {
    const store = storeOn(preset('III-D'));
    let renders = 0;
    function Selected() {
      renders++;
      return <output>{useValue((s) => s.view.selectedStationId) ?? 'none'}</output>;
    }
    act(() =>
      host.root.render(
        <PageStoreContext value={store}>
          <Selected />
        </PageStoreContext>,
      ),
    );
    expect(host.container.textContent).toBe('none');
    act(() => {
      for (let t = 1; t <= 30; t++) store.setCursorS(t);
      store.dispatchEdit(move(3));
    });
    expect(renders).toBe(1);
    act(() => store.selectStation('B2'));
    expect(host.container.textContent).toBe('B2');
    expect(renders).toBe(2);
  });

  it('a part showing the run follows it as chunks arrive in the same run store (the solve state changes)', () => {
    const store = storeOn(preset('III-D'));
    const layout: RunLayout = {
      title: 't',
      dtS: 0.001,
      durationS: 0.1,
      sampleEveryS: 0.1,
      totalSamples: 2,
      sampleWidth: 3,
      columns: ['t_s', 'x:convoy-a', 'c:a'],
      routes: [{ id: 'convoy-a', source: 'convoy', group: 'wifi', resources: ['a'], forwardMs: 10, feedbackMs: 10 }],
      resources: [{ id: 'a', target: 'a', group: 'wifi', responsiveness: 16 }],
      sources: [{ id: 'convoy', label: 'Convoy', routes: ['convoy-a'] }],
      nodes: [],
      platforms: [],
    };
    const run = new RunStore(layout);
    run.append(Float64Array.from([0, 4, 10]), 1);
    store.setRun({ solve: { ...NO_RUN.solve, store: run, version: 1 } });
    store.setCursorS(0.1);
    act(() =>
      host.root.render(
        <PageStoreContext value={store}>
          <CarryingSummary />
        </PageStoreContext>,
      ),
    );
    expect(host.container.textContent).toBe('At 0.0 s Convoy gets 4.0 Mbps in all, carried by convoy-a 4.0 Mbps.');
    run.append(Float64Array.from([0.1, 7, 10]), 1);
    act(() => store.setRun({ solve: { ...store.getState().run.solve, version: 2 } }));
    expect(host.container.textContent).toBe('At 0.1 s Convoy gets 7.0 Mbps in all, carried by convoy-a 7.0 Mbps.');
  });
});
