import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COALESCE_MS, HISTORY_LIMIT, historyReducer, initialHistory } from '../../src/state/history';
import {
  AUTOSAVE_KEY,
  HISTORY_KEY,
  SAVED_STEPS,
  boundSteps,
  loadScenario,
  loadSteps,
  saveScenario,
  saveWork,
  historyShortenedNotice,
  type KeyValueStore,
} from '../../src/state/autosave';
import type { Scenario } from '../../src/scenario/types';

const preset = (): Scenario =>
  JSON.parse(readFileSync(resolve(__dirname, '../../public/scenarios/III-D.json'), 'utf8'));
const move = (id: string, xM: number, atMs: number) => ({
  type: 'edit' as const,
  action: { type: 'moveStation' as const, id, position: { xM, yM: 0 } },
  atMs,
});

describe('undo and redo', () => {
  it('undoes and redoes edits in order', () => {
    let h = initialHistory(preset());
    const original = h.present;
    h = historyReducer(h, { type: 'edit', action: { type: 'removeStation', id: 'B1' }, atMs: 0 });
    h = historyReducer(h, { type: 'edit', action: { type: 'addStation', position: { xM: 1, yM: 2 } }, atMs: 5000 });
    expect(h.present.stations?.map((s) => s.id)).toEqual(['B2', 'B3', 'B1']);
    h = historyReducer(h, { type: 'undo' });
    expect(h.present.stations?.map((s) => s.id)).toEqual(['B2', 'B3']);
    h = historyReducer(h, { type: 'undo' });
    expect(h.present).toBe(original);
    expect(historyReducer(h, { type: 'undo' })).toBe(h);
    h = historyReducer(h, { type: 'redo' });
    h = historyReducer(h, { type: 'redo' });
    expect(h.present.stations?.map((s) => s.id)).toEqual(['B2', 'B3', 'B1']);
    expect(historyReducer(h, { type: 'redo' })).toBe(h);
  });

  it('treats the frames of one drag as one step, and a new edit clears redo', () => {
    let h = initialHistory(preset());
    for (let k = 0; k < 30; k += 1) h = historyReducer(h, move('B2', k, k * 16));
    expect(h.past).toHaveLength(1);
    h = historyReducer(h, move('B2', 99, 30 * 16 + COALESCE_MS + 1));
    expect(h.past).toHaveLength(2);
    h = historyReducer(h, { type: 'undo' });
    expect(h.present.stations?.[1]?.position.xM).toBe(29);
    h = historyReducer(h, move('B3', 5, 10_000));
    expect(h.future).toHaveLength(0);
    h = historyReducer(h, { type: 'undo' });
    h = historyReducer(h, { type: 'undo' });
    expect(h.present.stations?.[1]?.position).toEqual({ xM: -300, yM: 400 });
  });

  it('undoes turning comparison mode on, and typing a file size is one step', () => {
    let h = initialHistory(preset());
    const comparison = {
      source: 'convoy',
      variants: [{ controller: { kind: 'kelly-voice' as const } }, { controller: { kind: 'lia' as const } }],
    };
    h = historyReducer(h, { type: 'edit', action: { type: 'setComparison', comparison }, atMs: 0 });
    for (const [k, fileMegabytes] of [1, 12, 125].entries())
      h = historyReducer(h, {
        type: 'edit',
        action: { type: 'setFileMegabytes', fileMegabytes },
        atMs: 5000 + 100 * k,
      });
    expect(h.present.metrics?.fileMegabytes).toBe(125);
    expect(h.past).toHaveLength(2);
    h = historyReducer(h, { type: 'undo' });
    expect(h.present.metrics).toBeUndefined();
    expect(h.present.comparison).toEqual(comparison);
    h = historyReducer(h, { type: 'undo' });
    expect(h.present.comparison).toBeUndefined();
  });

  it('keeps at most HISTORY_LIMIT steps and ignores edits that change nothing', () => {
    let h = initialHistory(preset());
    for (let k = 0; k < HISTORY_LIMIT + 50; k += 1) h = historyReducer(h, move(`B${(k % 3) + 1}`, k, k * 5000));
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(historyReducer(h, { type: 'edit', action: { type: 'removeStation', id: 'nope' }, atMs: 0 })).toBe(h);
  });
});

describe('autosave', () => {
  function memory(): KeyValueStore & { data: Map<string, string> } {
    const data = new Map<string, string>();
    return {
      data,
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, v),
      removeItem: (k) => void data.delete(k),
    };
  }

  it('restores what it saved', () => {
    const store = memory();
    expect(loadScenario(store)).toEqual({ none: true });
    const s = preset();
    s.title = 'Mine';
    expect(saveScenario(store, s)).toBeNull();
    expect(loadScenario(store)).toEqual({ scenario: s });
  });

  it('reports a corrupt or foreign value instead of using it', () => {
    const store = memory();
    store.setItem(AUTOSAVE_KEY, '{"format": "other"}');
    expect(loadScenario(store)).toEqual({ error: expect.stringMatching(/not a scenario/) });
    store.setItem(AUTOSAVE_KEY, '{"format": ');
    expect(loadScenario(store)).toEqual({ error: expect.stringMatching(/not valid JSON/) });
  });

  it('reports a full storage', () => {
    const full: KeyValueStore = {
      getItem: () => null,
      removeItem: () => undefined,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(saveScenario(full, preset())).toMatch(/^autosave: the browser refused/);
  });
});

describe('the undo history across a reload', () => {
  function memory(): KeyValueStore & { data: Map<string, string> } {
    const data = new Map<string, string>();
    return {
      data,
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, v),
      removeItem: (k) => void data.delete(k),
    };
  }
  /** A history of `n` edits (each moves B2 to x = k), with `undone` of them undone. */
  function edited(n: number, undone = 0) {
    let h = initialHistory(preset());
    for (let k = 1; k <= n; k++) h = historyReducer(h, move('B2', k, k * 5000));
    for (let k = 0; k < undone; k++) h = historyReducer(h, { type: 'undo' });
    return h;
  }

  it('restores the undo and redo steps saved with the scenario', () => {
    const store = memory();
    const h = edited(5, 2);
    expect(saveWork(store, h)).toBeNull();
    expect(loadScenario(store)).toEqual({ scenario: h.present });
    const steps = loadSteps(store);
    expect(steps).toEqual({ past: h.past, future: h.future });
    expect(steps.past.map((s) => (s as typeof h.present).stations?.[1]?.position.xM)).toEqual([-300, 1, 2]);
    expect(steps.future.map((s) => (s as typeof h.present).stations?.[1]?.position.xM)).toEqual([4, 5]);
    // Restored, undo and redo walk the same steps as before the reload.
    let restored = initialHistory(h.present, steps as typeof h);
    restored = historyReducer(restored, { type: 'undo' });
    expect(restored.present.stations?.[1]?.position.xM).toBe(2);
    restored = historyReducer(restored, { type: 'redo' });
    restored = historyReducer(restored, { type: 'redo' });
    expect(restored.present.stations?.[1]?.position.xM).toBe(4);
  });

  it('uses no saved steps once the saved scenario changed without them (another tab, a hand)', () => {
    const store = memory();
    saveWork(store, edited(3));
    expect(loadSteps(store).past).toHaveLength(3);
    const other = preset();
    other.title = 'from another tab';
    saveScenario(store, other);
    expect(loadSteps(store)).toEqual({ past: [], future: [] });
    store.setItem(HISTORY_KEY, '{"of": ');
    expect(loadSteps(store)).toEqual({ past: [], future: [] });
  });

  it('keeps the newest SAVED_STEPS undo steps and the next redo steps, dropping the oldest first to fit', () => {
    const store = memory();
    const h = edited(SAVED_STEPS + 30, 10);
    saveWork(store, h);
    const steps = loadSteps(store);
    expect(steps.past).toEqual(h.past.slice(-SAVED_STEPS));
    expect(steps.future).toEqual(h.future);
    const texts = Array.from({ length: 10 }, (_, k) => `"${k}${'x'.repeat(97)}"`); // 101 characters with a comma
    expect(boundSteps({ past: texts, future: ['"a"', '"b"'] }, 50, 505)).toEqual({ past: texts.slice(5), future: [] });
    expect(boundSteps({ past: texts.slice(0, 3), future: texts }, 50, 606)).toEqual({
      past: texts.slice(0, 3),
      future: texts.slice(0, 3),
    });
    expect(boundSteps({ past: texts, future: texts }, 2)).toEqual({ past: texts.slice(8), future: texts.slice(0, 2) });
  });

  it('saves the scenario even when its history does not fit the storage, and drops the stale history', () => {
    const store = memory();
    saveWork(store, edited(2));
    const full: KeyValueStore = {
      ...store,
      getItem: store.getItem,
      removeItem: store.removeItem,
      setItem: (k, v) => {
        if (k === HISTORY_KEY) throw new Error('QuotaExceededError');
        store.setItem(k, v);
      },
    };
    const h = edited(4);
    expect(saveWork(full, h)).toBe(historyShortenedNotice(0));
    expect(store.data.get(AUTOSAVE_KEY)).toBe(JSON.stringify(h.present));
    expect(store.data.has(HISTORY_KEY)).toBe(false);
    expect(loadSteps(store)).toEqual({ past: [], future: [] });
  });

  it('says so when the size cap leaves out undo steps (issue 23, item 7a)', () => {
    // A scenario with a 1.2 M character description (opened from a link over saved work), edited twice.
    const store = memory();
    const work = preset();
    const linked = { ...preset(), description: 'd'.repeat(1_200_000) };
    let h = initialHistory(linked, { past: [work], future: [] });
    h = historyReducer(h, move('B2', 1, 5000));
    h = historyReducer(h, move('B2', 2, 10000));
    expect(h.past).toHaveLength(3);
    expect(saveWork(store, h)).toBe("Undo history was shortened to the last 1 step to fit the browser's storage");
    expect(loadSteps(store).past).toHaveLength(1);
    expect(historyShortenedNotice(3)).toBe(
      "Undo history was shortened to the last 3 steps to fit the browser's storage",
    );
    // Within the cap, or beyond SAVED_STEPS only (the documented nearest steps), nothing is said.
    expect(saveWork(store, edited(3))).toBeNull();
    expect(saveWork(store, edited(SAVED_STEPS + 5))).toBeNull();
  });
});
