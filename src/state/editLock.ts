/**
 * The page's live editing lock: a link's (`lock=1`, `lesson=1`, fixed at start) or a class's (a
 * student's page, until the teacher lets them explore). One selector for the store's own refusals
 * and for every part of the page that hides an editing or research tool.
 */
import type { PageState } from './pageState';

/** True while the user's edits, undo and redo are refused (by the link or by the class). */
export function selectEditingLocked(s: Pick<PageState, 'locked' | 'classLocked'>): boolean {
  return s.locked || s.classLocked;
}
