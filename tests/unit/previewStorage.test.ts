import { afterEach, describe, expect, it } from 'vitest';
import {
  PREVIEW_FRAME_NAME,
  leavePreview,
  memoryStorage,
  pageStorage,
  resetPageStorage,
} from '../../src/state/storage';

afterEach(() => {
  delete (globalThis as { name?: string }).name;
  resetPageStorage();
});

describe("the lesson builder's preview frame", () => {
  it("keeps its work in memory: the editor's saved scenario is not touched", () => {
    const local = memoryStorage();
    local.setItem('multipath-playground/autosave/v1', '{"title":"mine"}');
    (globalThis as { name?: string }).name = PREVIEW_FRAME_NAME;
    resetPageStorage();
    const preview = pageStorage(() => local);
    expect(preview.problem).toBeNull();
    expect(preview.store).not.toBe(local);
    expect(preview.store.getItem('multipath-playground/autosave/v1')).toBeNull();
    preview.store.setItem('multipath-playground/autosave/v1', '{"title":"preview"}');
    expect(local.getItem('multipath-playground/autosave/v1')).toBe('{"title":"mine"}');
  });

  it('any other page uses local storage', () => {
    const local = memoryStorage();
    (globalThis as { name?: string }).name = 'some-frame';
    resetPageStorage();
    expect(pageStorage(() => local)).toEqual({ store: local, problem: null });
    expect(pageStorage().preview).toBeUndefined();
  });

  it('says it is a preview, and leavePreview gives local storage and forgets the name (issue 23, item 7b)', () => {
    const local = memoryStorage();
    (globalThis as { name?: string }).name = PREVIEW_FRAME_NAME;
    resetPageStorage();
    expect(pageStorage(() => local).preview).toBe(true);
    const left = leavePreview(() => local);
    expect(left).toEqual({ store: local, problem: null });
    expect((globalThis as { name?: string }).name).toBe('');
    expect(pageStorage()).toBe(left);
  });
});
