/**
 * The class's addresses: the teacher's `/?class=CODE#teacher=TOKEN` (the token in the fragment, so
 * it never reaches a server in a request line or a Referer) and the students' `/?join=CODE`.
 */
import { normaliseCode } from './identity';

/** What the address asks of the class. */
export type ClassRoute =
  | { role: 'teacher'; code: string; token: string }
  /** `/?class=CODE` without a token: the dashboard when this browser keeps the class's token. */
  | { role: 'class'; code: string }
  | { role: 'join'; code: string }
  | null;

/** True for the teacher's fragment (`#teacher=…`), which is not a share link. */
export function isClassFragment(hash: string): boolean {
  return /^#?teacher=/.test(hash);
}

/** The class the address `search` and `hash` ask for, if any. */
export function readClassRoute(search: string, hash: string): ClassRoute {
  const q = new URLSearchParams(search);
  const teacherCode = q.get('class');
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('teacher');
  if (teacherCode && token) return { role: 'teacher', code: normaliseCode(teacherCode), token };
  if (teacherCode) return { role: 'class', code: normaliseCode(teacherCode) };
  const join = q.get('join');
  if (join !== null) return { role: 'join', code: normaliseCode(join) };
  return null;
}

/** The students' join link for `code` on `origin`. */
export function joinLink(origin: string, code: string): string {
  return `${origin}/?join=${encodeURIComponent(code)}`;
}

/** The teacher's link (path, query and fragment) for `code` and `token`. */
export function teacherPath(code: string, token: string): string {
  return `/?class=${encodeURIComponent(code)}#teacher=${encodeURIComponent(token)}`;
}
