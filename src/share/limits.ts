/**
 * The limits of what the page keeps, in one place (docs/scenario.md, "What the page keeps"): a
 * scenario that a file, a link or the autosave brings in is refused at the door when the page
 * could not keep it, with a message naming the field. The solver (the authority on values) reads
 * JSON nested up to 128 levels; the page keeps less so that every wrapper it puts around a
 * scenario (a link's payload, the saved undo history, the solver's requests) still reads.
 */
import { join, type Report } from './schemaWalker';

/** How deeply a scenario's field may be nested, levels of objects and arrays, the field's own included. */
export const MAX_FIELD_LEVELS = 64;

/** The largest scenario the page keeps, bytes of its compact UTF-8 JSON (it must fit local storage). */
export const MAX_SCENARIO_BYTES = 2_000_000;

/**
 * Reports what the page cannot keep in `value` (a scenario or a link's view) at `path` ('' for
 * the root): a number JSON cannot hold (`1e400` parses to Infinity; the solver's reader says
 * "number out of range"), a field nested deeper than MAX_FIELD_LEVELS, a JSON text larger than
 * MAX_SCENARIO_BYTES. Iterative, so any depth JSON.parse made is measured. Returns true if it
 * reported anything.
 */
export function reportLimits(value: unknown, path: string, report: Report): boolean {
  let found = false;
  const fail = (where: string, message: string) => {
    found = true;
    report(where || '(root)', message);
  };
  if (typeof value === 'number' && !Number.isFinite(value)) fail(path, 'number out of range');
  if (typeof value !== 'object' || value === null) return found;
  for (const [key, field] of Object.entries(value)) {
    const fieldPath = Array.isArray(value) ? `${path}[${key}]` : join(path, key);
    const levels = measure(field, fieldPath, fail);
    if (levels > MAX_FIELD_LEVELS)
      fail(fieldPath, `nested ${levels} levels deep; the page keeps at most ${MAX_FIELD_LEVELS}`);
  }
  if (!found) {
    const bytes = utf8Bytes(JSON.stringify(value));
    if (bytes > MAX_SCENARIO_BYTES) fail(path, `${bytes} bytes of JSON; the page keeps at most ${MAX_SCENARIO_BYTES}`);
  }
  return found;
}

/** A value met while measuring: its parent and key, so that its path is written only when reported. */
interface Visit {
  value: unknown;
  parent: Visit | null;
  key: string;
  inList: boolean;
  level: number;
}

/** The path of `visit` below `base`. */
function pathOf(visit: Visit, base: string): string {
  const chain: Visit[] = [];
  for (let v: Visit | null = visit; v && v.parent; v = v.parent) chain.push(v);
  let path = base;
  for (const v of chain.reverse()) path = v.inList ? `${path}[${v.key}]` : join(path, v.key);
  return path;
}

/**
 * Levels of nesting of `value` (0 for a scalar); reports the non-finite numbers in it by path.
 * Linear in the values: paths are written only for what is reported (a 2,000-source link once
 * spent 240 ms here writing every value's path).
 */
function measure(value: unknown, path: string, fail: (path: string, message: string) => void): number {
  let deepest = 0;
  const stack: Visit[] = [{ value, parent: null, key: '', inList: false, level: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!; // length > 0
    if (typeof item.value === 'number' && !Number.isFinite(item.value)) fail(pathOf(item, path), 'number out of range');
    if (typeof item.value !== 'object' || item.value === null) continue;
    const level = item.level + 1;
    deepest = Math.max(deepest, level);
    const inList = Array.isArray(item.value);
    for (const key in item.value) {
      const v = (item.value as Record<string, unknown>)[key];
      if (typeof v === 'object' ? v !== null : typeof v === 'number')
        stack.push({ value: v, parent: item, key, inList, level });
    }
  }
  return deepest;
}

/** Bytes of `text` in UTF-8 (JSON.stringify escapes lone surrogates, so each half of a pair is 2). */
export function utf8Bytes(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) bytes += c >= 0x800 && (c < 0xd800 || c > 0xdfff) ? 2 : 1;
  }
  return bytes;
}
