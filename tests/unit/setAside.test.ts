/**
 * Set-aside copies (issue 23, item 6): every autosave that cannot be opened is kept, up to
 * SET_ASIDE_MAX_COPIES copies and SET_ASIDE_MAX_CHARS characters, the newest older copy dropped
 * first and the oldest last; each can be read back exactly as it was stored.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTOSAVE_KEY } from '../../src/state/autosave';
import { openSavedWork } from '../../src/state/savedWork';
import {
  SET_ASIDE_INDEX_KEY,
  SET_ASIDE_KEY,
  SET_ASIDE_MAX_CHARS,
  SET_ASIDE_MAX_COPIES,
  setAsideAutosave,
  setAsideCopies,
  setAsideFileName,
  setAsideText,
} from '../../src/state/setAside';
import { memoryStorage } from '../../src/state/storage';
import { Solver } from '../../src/solver/wasm';
import { deepMeta } from './keepCheck';

const ROOT = resolve(__dirname, '../..');
const III_D = JSON.parse(readFileSync(resolve(ROOT, 'public/scenarios/III-D.json'), 'utf8')) as object;
let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
});

const texts = (store: ReturnType<typeof memoryStorage>) => setAsideCopies(store).map((c) => setAsideText(store, c));

describe('set-aside copies', () => {
  it('two unreadable autosaves in a row (a version 2 scenario, then a deep meta) are both kept', async () => {
    const store = memoryStorage();
    const first = JSON.stringify({ ...III_D, version: 2 });
    const second = JSON.stringify({ ...III_D, meta: deepMeta(80) });
    store.setItem(AUTOSAVE_KEY, first);
    const one = await openSavedWork(store, () => Promise.resolve(solver));
    expect('notice' in one && one.notice).toContain('version: must be 1, got 2');
    store.setItem(AUTOSAVE_KEY, second);
    const two = await openSavedWork(store, () => Promise.resolve(solver));
    expect('notice' in two && two.notice).toContain('meta: nested 80 levels deep');
    expect('notice' in two && two.notice).toContain('2 set-aside copies');
    expect(texts(store)).toEqual([first, second]);
    expect(store.getItem(AUTOSAVE_KEY)).toBeNull();
  });

  it(`keeps at most ${SET_ASIDE_MAX_COPIES}: the newest older copy goes first, the oldest last`, () => {
    const store = memoryStorage();
    for (let i = 1; i <= 8; i++) {
      store.setItem(AUTOSAVE_KEY, `broken ${i}`);
      setAsideAutosave(store, 'not JSON', 1_000 * i);
    }
    expect(texts(store)).toEqual(['broken 1', 'broken 2', 'broken 3', 'broken 4', 'broken 8']);
    expect(setAsideCopies(store).map((c) => c.atMs)).toEqual([1000, 2000, 3000, 4000, 8000]);
    // The dropped copies leave nothing behind.
    expect(store.getItem(`${SET_ASIDE_KEY}/5000`)).toBeNull();
  });

  it(`keeps at most ${SET_ASIDE_MAX_CHARS} characters in all (a larger copy alone)`, () => {
    const store = memoryStorage();
    const third = Math.floor(SET_ASIDE_MAX_CHARS / 3);
    for (const [i, text] of ['a'.repeat(third), 'b'.repeat(third), 'c'.repeat(third), 'd'.repeat(third)].entries()) {
      store.setItem(AUTOSAVE_KEY, text);
      setAsideAutosave(store, 'x', i);
    }
    expect(texts(store).map((t) => t?.[0])).toEqual(['a', 'b', 'd']);
    store.setItem(AUTOSAVE_KEY, 'e'.repeat(SET_ASIDE_MAX_CHARS + 1));
    setAsideAutosave(store, 'x', 10);
    expect(texts(store).map((t) => t?.length)).toEqual([SET_ASIDE_MAX_CHARS + 1]);
  });

  it("lists the earlier versions' one slot as the oldest copy, and names files by when", () => {
    const store = memoryStorage();
    store.setItem(SET_ASIDE_KEY, 'old');
    store.setItem(AUTOSAVE_KEY, 'new');
    setAsideAutosave(store, 'x', Date.UTC(2026, 10, 27, 18, 5, 12, 345));
    const copies = setAsideCopies(store);
    expect(texts(store)).toEqual(['old', 'new']);
    expect(copies.map(setAsideFileName)).toEqual(['set-aside-earlier.json', 'set-aside-2026-11-27T18-05-12-345Z.json']);
    store.setItem(SET_ASIDE_INDEX_KEY, '{not json');
    expect(texts(store)).toEqual(['old']);
  });
});
