import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COALESCE_MS, HISTORY_LIMIT, historyReducer, initialHistory } from '../../src/state/history';
import { AUTOSAVE_KEY, loadScenario, saveScenario, type KeyValueStore } from '../../src/state/autosave';
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
    expect(h.present.stations?.[1].position.xM).toBe(29);
    h = historyReducer(h, move('B3', 5, 10_000));
    expect(h.future).toHaveLength(0);
    h = historyReducer(h, { type: 'undo' });
    h = historyReducer(h, { type: 'undo' });
    expect(h.present.stations?.[1].position).toEqual({ xM: -300, yM: 400 });
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
