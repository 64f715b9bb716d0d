/**
 * The live editing lock in React (editLock.ts): whether editing is locked now, and what the page
 * hides for it (a class hides what a locked link hides: panels, tools, files).
 */
import { useMemo } from 'react';
import { LOCKED_HIDDEN } from '../lesson/ui/lessonParams';
import { selectEditingLocked } from './editLock';
import { usePageConfig } from './pageConfig';
import type { Hideable } from './queryParams';
import { useValue } from './usePageStore';

/** True while editing is locked (by the link or the class): editing and research tools are not shown. */
export function useEditingLocked(): boolean {
  return useValue(selectEditingLocked);
}

/** What the page hides: the link's `hide` (and its lock's), and the locked set while a class locks it. */
export function useHidden(): ReadonlySet<Hideable> {
  const linkHidden = usePageConfig().lesson.hidden;
  const classLocked = useValue((s) => s.classLocked);
  return useMemo(
    () => (classLocked ? new Set<Hideable>([...linkHidden, ...LOCKED_HIDDEN]) : linkHidden),
    [linkHidden, classLocked],
  );
}
