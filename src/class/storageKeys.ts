/**
 * What a class keeps in the browser's local storage, per class code: the student's identity
 * (so a reload resumes), their answers (the outbox: kept until acknowledged, then as the record of
 * what was sent) and the step their card is on. A storage that throws (refused) is treated as empty.
 */

/** The part of `localStorage` the class uses (tests pass a map). */
export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The key of `what` for class `code`. */
export function classKey(code: string, what: 'student' | 'answers' | 'place' | 'teacher'): string {
  return `multipath-playground/class/${code}/${what}`;
}

/** The JSON stored under `key`, or null when absent, unreadable or refused. */
export function readJson(storage: KeyValue, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** Stores `value` as JSON under `key`; false when the browser refused it. */
export function writeJson(storage: KeyValue, key: string, value: unknown): boolean {
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** The browser's local storage, or a map in memory when it is refused. */
export function browserStorage(): KeyValue {
  try {
    const s = globalThis.localStorage;
    s.getItem('multipath-playground/probe');
    return s;
  } catch {
    const data = new Map<string, string>();
    return {
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, v),
      removeItem: (k) => void data.delete(k),
    };
  }
}
