/**
 * Who this browser is in a class: the student's identity (id, token, nickname) per class code, kept
 * in local storage so a reload resumes, and the step their card was on.
 */
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, NICKNAME_MAX_CHARS, NICKNAME_PATTERN } from './protocol';
import { classKey, readJson, writeJson, type KeyValue } from './storageKeys';

/** A student's identity in one class. */
export interface StudentIdentity {
  studentId: string;
  token: string;
  nickname: string;
}

/** The identity stored for class `code`, or null. */
export function readIdentity(storage: KeyValue, code: string): StudentIdentity | null {
  const v = readJson(storage, classKey(code, 'student')) as Partial<StudentIdentity> | null;
  if (!v || typeof v.studentId !== 'string' || typeof v.token !== 'string' || typeof v.nickname !== 'string')
    return null;
  return { studentId: v.studentId, token: v.token, nickname: v.nickname };
}

/** Stores the identity for class `code`. */
export function writeIdentity(storage: KeyValue, code: string, identity: StudentIdentity): void {
  writeJson(storage, classKey(code, 'student'), identity);
}

/** The step (1-based) the student's card was on in class `code`, or null. */
export function readPlace(storage: KeyValue, code: string): number | null {
  const v = readJson(storage, classKey(code, 'place'));
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : null;
}

/** Stores the step the student's card is on. */
export function writePlace(storage: KeyValue, code: string, step: number): void {
  writeJson(storage, classKey(code, 'place'), step);
}

/** A typed join code as the server reads it: upper case, spaces and dashes dropped. */
export function normaliseCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

/** Why `code` (normalised) is not a join code, or null when it is one. */
export function codeProblem(code: string): string | null {
  if (code.length !== JOIN_CODE_LENGTH) return `Code: ${JOIN_CODE_LENGTH} characters, got ${code.length}`;
  const bad = [...code].find((c) => !JOIN_CODE_ALPHABET.includes(c));
  return bad ? `Code: "${bad}" is not in a join code (it uses ${JOIN_CODE_ALPHABET})` : null;
}

const NICKNAME = new RegExp(NICKNAME_PATTERN, 'u');

/** Why `nickname` would be refused (as the server checks it), or null. */
export function nicknameProblem(nickname: string): string | null {
  if (nickname.length === 0) return 'Nickname: write one (no account, nothing else is asked)';
  if ([...nickname].length > NICKNAME_MAX_CHARS) return `Nickname: at most ${NICKNAME_MAX_CHARS} characters`;
  if (!NICKNAME.test(nickname))
    return "Nickname: letters, digits, spaces and . _ ' - only, starting with a letter or digit";
  return null;
}
