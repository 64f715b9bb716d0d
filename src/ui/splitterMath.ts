/**
 * The arithmetic of the map splitter, apart from the DOM: the map's share of its column (percent)
 * from a pointer position or a key, always within the allowed range.
 */

/** The map's share of its column, percent: default, limits and one arrow-key step. */
export const MAP_SHARE = { defaultPct: 62, minPct: 30, maxPct: 85, stepPct: 2, bigStepPct: 10 } as const;

/** `valuePct` kept within `[minPct, maxPct]` and rounded to a tenth (NaN gives `minPct`). */
export function clampPct(valuePct: number, minPct: number, maxPct: number): number {
  if (!Number.isFinite(valuePct)) return minPct;
  return Math.round(Math.min(maxPct, Math.max(minPct, valuePct)) * 10) / 10;
}

/** The share at pointer position `posPx` in a container starting at `startPx` and `sizePx` long. */
export function pctFromPointer(posPx: number, startPx: number, sizePx: number, minPct: number, maxPct: number): number {
  if (!(sizePx > 0)) return minPct;
  return clampPct(((posPx - startPx) / sizePx) * 100, minPct, maxPct);
}

/**
 * The share after key `key` (ArrowUp/ArrowLeft shrink, ArrowDown/ArrowRight grow, Shift or
 * PageUp/PageDown by the big step, Home/End to the limits); null for any other key.
 */
export function pctFromKey(
  key: string,
  valuePct: number,
  shift: boolean,
  limits: { minPct: number; maxPct: number; stepPct: number; bigStepPct: number } = MAP_SHARE,
): number | null {
  const step = shift ? limits.bigStepPct : limits.stepPct;
  const next: Record<string, number> = {
    ArrowUp: valuePct - step,
    ArrowLeft: valuePct - step,
    ArrowDown: valuePct + step,
    ArrowRight: valuePct + step,
    PageUp: valuePct - limits.bigStepPct,
    PageDown: valuePct + limits.bigStepPct,
    Home: limits.minPct,
    End: limits.maxPct,
  };
  const pct = next[key];
  return pct === undefined ? null : clampPct(pct, limits.minPct, limits.maxPct);
}
