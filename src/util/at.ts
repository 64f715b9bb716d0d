/**
 * Checked indexing for `noUncheckedIndexedAccess`: where an invariant (not the type) says an
 * element exists, `at` reads it and turns a broken invariant into a clear Error naming what was
 * missing, rather than an `undefined` that fails later and elsewhere.
 */

/**
 * `items[index]`; throws an Error naming `what` when there is no such element (index out of range,
 * or a hole). Not for hot loops over typed arrays: index those inside their loop bound.
 */
export function at<T>(items: ArrayLike<T>, index: number, what = 'element'): T {
  const item = items[index];
  if (item === undefined) throw new Error(`${what} ${index} is missing (of ${items.length})`);
  return item;
}

/** The value of `key` in `map`; throws an Error naming `what` when the map has no such key. */
export function getOrThrow<K, V>(map: ReadonlyMap<K, V>, key: K, what = 'entry'): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`${what} ${String(key)} is missing`);
  return value;
}

/** An array with at least one element (its first is never undefined). */
export type NonEmpty<T> = [T, ...T[]];

/** `items` as a `NonEmpty`, or null when it is empty. */
export function nonEmpty<T>(items: T[]): NonEmpty<T> | null {
  return items.length > 0 ? (items as NonEmpty<T>) : null;
}

/** `record[key]`; throws an Error naming `what` when the record has no such key (or its value is undefined). */
export function valueAt<V>(record: Readonly<Partial<Record<string, V>>>, key: string, what = 'key'): V {
  const value = record[key];
  if (value === undefined) throw new Error(`${what} ${key} is missing`);
  return value;
}
