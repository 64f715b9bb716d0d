/**
 * Corrupted autosave values for the autosave fuzz: a preset's JSON with its tree mutated (fields
 * removed, retyped, set to edge numbers including 1e999, entries duplicated or emptied), with its
 * text mutated (cut short, characters changed), or not a scenario at all.
 */
import { int, pick, type Random } from './random';

/** A number that JSON.parse reads as Infinity, written into the text after stringify. */
const INF = '"\u0000inf"';

/** Values of every type and at every edge. */
function junk(r: Random, depth = 0): unknown {
  switch (int(r, 0, depth > 3 ? 5 : 8)) {
    case 0:
      return null;
    case 1:
      return r() < 0.5;
    case 2:
      return pick(r, [0, -0, -1, 5e-324, 1e-300, 1e308, -1e308, 2 ** 53 + 2, 0.1, 1e7, INF]);
    case 3:
      return pick(r, ['', 'x', 'B1', 'sat', 'head', 'clover', 'NaN', '<b>x</b>', '\u202e', 'a'.repeat(300), 'é k']);
    case 4:
      return [];
    case 5:
      return {};
    case 6:
      return Array.from({ length: int(r, 1, 3) }, () => junk(r, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: int(r, 1, 3) }, () => [
          pick(r, ['id', 'xM', 'law', 'kind', 'to', '', 'a: b']),
          junk(r, depth + 1),
        ]),
      );
  }
}

/** Every (container, key) in `value`. */
function slots(value: unknown, out: Array<[Record<string, unknown> | unknown[], string | number]> = []) {
  if (Array.isArray(value)) value.forEach((v, i) => (out.push([value, i]), slots(v, out)));
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) {
      out.push([value as Record<string, unknown>, k]);
      slots(v, out);
    }
  return out;
}

/** The value at `container[key]` mutated once. */
function mutated(r: Random, v: unknown): unknown {
  switch (int(r, 0, 7)) {
    case 0:
      return typeof v === 'number' ? pick(r, [0, -v, v * 1e9, 5e-324, INF]) : junk(r);
    case 1:
      return typeof v === 'number' ? String(v) : 42;
    case 2:
      return Array.isArray(v) ? [...v, ...v] : [v];
    case 3:
      return Array.isArray(v) ? v.map(() => null) : null;
    default:
      return junk(r);
  }
}

/** A preset's JSON with one to four tree mutations. */
function treeMutation(r: Random, scenario: unknown): string {
  const copy = structuredClone(scenario);
  for (let k = int(r, 1, 4); k > 0; k--) {
    const all = slots(copy);
    if (all.length === 0) break;
    const [container, key] = pick(r, all);
    const op = int(r, 0, 6);
    if (op === 0) {
      if (Array.isArray(container)) container.splice(key as number, 1);
      else delete container[key as string];
    } else if (op === 1 && !Array.isArray(container)) {
      container[pick(r, ['colour', 'id', 'extra:key', 'capacityMbps', 'solver'])] = junk(r);
    } else {
      (container as Record<string | number, unknown>)[key] = mutated(
        r,
        (container as Record<string | number, unknown>)[key],
      );
    }
  }
  return JSON.stringify(copy).replaceAll(INF, '1e999');
}

/** `text` cut short, or with a character changed, inserted or removed. */
function textMutation(r: Random, text: string): string {
  const at = int(r, 0, text.length);
  const ch = pick(r, ['{', '}', '[', ']', ',', ':', '"', '-', '0', 'e', 'n', ' ', 'é', '\\']);
  switch (int(r, 0, 3)) {
    case 0:
      return text.slice(0, at);
    case 1:
      return text.slice(0, at) + ch + text.slice(at + 1);
    case 2:
      return text.slice(0, at) + ch + text.slice(at);
    default:
      return text.slice(0, at) + text.slice(at + int(r, 1, 20));
  }
}

/** Stored values that are not scenarios at all. */
const NOT_SCENARIOS = ['null', '[]', '42', '"x"', '{}', '{"format":"multipath-playground/scenario"}', 'undefined', ''];

/** One corrupted (or, a fifth of the time, intact) autosave value of one of `scenarios`. */
export function autosaveText(r: Random, scenarios: unknown[]): string {
  const scenario = pick(r, scenarios);
  const roll = r();
  if (roll < 0.2) return JSON.stringify(scenario);
  if (roll < 0.75) return treeMutation(r, scenario);
  if (roll < 0.97) return textMutation(r, r() < 0.5 ? JSON.stringify(scenario) : treeMutation(r, scenario));
  return pick(r, NOT_SCENARIOS);
}
