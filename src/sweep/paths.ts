/**
 * The numeric fields of a scenario a sweep can vary, named as `mpsim sweep --set` names them
 * (docs/sweeps.md): keys joined by dots, an array element by its `id` when it has one, else its
 * index (`stations.B1.capacityMbps`, `solver.dtS`, `platforms.convoy.lengthM`).
 */

/** Parts of a scenario that no run reads or that hold long lists of points. */
const SKIPPED = new Set(['meta', 'lesson', 'annotations', 'comparison', 'points', 'segmentSpeedsMps', 'version']);

/** At most this many fields are offered. */
export const MAX_PATHS = 400;

/** Every numeric leaf's path, in document order. */
export function numericPaths(scenario: unknown): string[] {
  const out: string[] = [];
  const walk = (node: unknown, path: string) => {
    if (out.length >= MAX_PATHS) return;
    if (typeof node === 'number' && Number.isFinite(node)) {
      if (path) out.push(path);
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        const id =
          item && typeof item === 'object' && typeof (item as { id?: unknown }).id === 'string'
            ? (item as { id: string }).id
            : null;
        walk(item, path ? `${path}.${id ?? i}` : String(id ?? i));
      });
      return;
    }
    if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (SKIPPED.has(key)) continue;
        walk(value, path ? `${path}.${key}` : key);
      }
    }
  };
  walk(scenario, '');
  return out;
}

/** The number at a path, or undefined (the path syntax above). */
export function valueAt(scenario: unknown, path: string): number | undefined {
  let node: unknown = scenario;
  for (const seg of path.split('.')) {
    if (Array.isArray(node)) {
      const byId = node.find((e) => e && typeof e === 'object' && (e as { id?: unknown }).id === seg);
      node = byId ?? node[Number(seg)];
    } else if (node && typeof node === 'object') node = (node as Record<string, unknown>)[seg];
    else return undefined;
  }
  return typeof node === 'number' ? node : undefined;
}

/** `steps` evenly spaced values from `from` to `to`, both included (one step: `from`), as `FROM:TO:STEPS`. */
export function axisValues(from: number, to: number, steps: number): number[] {
  if (steps <= 1) return [from];
  return Array.from({ length: steps }, (_, k) => from + ((to - from) * k) / (steps - 1));
}
