/**
 * Text bound to the run: lesson and "Watch for" text may hold placeholders that are filled from the
 * run the reader sees, so no typed number drifts from the chart (docs/lessons.md, "Numbers from the
 * run"). The kinds:
 *
 *   {mean sat 150..190}          the mean of a series over a window          -> "12.4 Mbps"
 *   {min sat 10..20} {max ...}   its lowest / highest value over a window    -> "14.5 Mbps"
 *   {value sat 190}              its value at a time (interpolated)          -> "13.0 Mbps"
 *   {time when head-B3 < 1}      the first time it goes below (or `>` above) -> "14 s"
 *   {time when head-B3 < 1 after 100}   ... searching from 100 s on
 *
 * Series are named as the rules name them (src/lesson/runColumns.ts: a route id, `c:B1`,
 * `total:mhip`). Values have 1 decimal and the series' unit, times whole seconds. While the run
 * (or what the reader has been shown of it, `horizonS`) has not reached the window, a placeholder
 * reads "..." rather than a wrong number. Text in braces that is not a well-formed placeholder is
 * shown as written and `placeholderProblems` names it (the lesson lint, the builder).
 */
import { seriesAt, seriesMean, type RunColumns, type SeriesRef } from './runColumns';

/** A parsed placeholder. */
export type Placeholder =
  | { kind: 'mean' | 'min' | 'max'; series: string; fromS: number; toS: number }
  | { kind: 'value'; series: string; atS: number }
  | { kind: 'time'; series: string; below: boolean; threshold: number; afterS: number };

/** A piece of a text: plain words, a placeholder, or braces that do not parse (shown as written). */
export type TextPart =
  | { kind: 'text'; text: string }
  | { kind: 'placeholder'; text: string; placeholder: Placeholder }
  | { kind: 'malformed'; text: string; why: string };

/** What a placeholder reads while the run has not reached its window. */
export const PENDING_TEXT = '...';

const NUMBER = String.raw`-?\d+(?:\.\d+)?`;
const SERIES = String.raw`[A-Za-z0-9_:+.-]+`;
const WINDOW_RE = new RegExp(String.raw`^(mean|min|max) (${SERIES}) (${NUMBER})\.\.(${NUMBER})$`);
const VALUE_RE = new RegExp(String.raw`^value (${SERIES}) (${NUMBER})$`);
const TIME_RE = new RegExp(String.raw`^time when (${SERIES}) ([<>]) (${NUMBER})(?: after (${NUMBER}))?$`);
/** The words a placeholder starts with: braces starting otherwise are plain text. */
const KEYWORDS = /^\s*(mean|min|max|value|time)\b/;

/** The placeholder `body` (the text between the braces) means, or why it does not parse. */
export function parsePlaceholder(body: string): Placeholder | { error: string } {
  const text = body.trim().replace(/\s+/g, ' ');
  let m = WINDOW_RE.exec(text);
  if (m) {
    const [fromS, toS] = [Number(m[3]), Number(m[4])];
    if (!(fromS < toS)) return { error: `its window must end after it starts (${fromS}..${toS})` };
    return { kind: m[1] as 'mean' | 'min' | 'max', series: m[2]!, fromS, toS };
  }
  m = VALUE_RE.exec(text);
  if (m) return { kind: 'value', series: m[1]!, atS: Number(m[2]) };
  m = TIME_RE.exec(text);
  if (m)
    return { kind: 'time', series: m[1]!, below: m[2] === '<', threshold: Number(m[3]), afterS: Number(m[4] ?? 0) };
  return {
    error:
      'write {mean SERIES FROM..TO}, {min ...}, {max ...}, {value SERIES TIME} or {time when SERIES < VALUE} (or >)',
  };
}

/** `text` cut into plain words, placeholders and malformed braces. */
export function parseRunText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let rest = 0;
  for (const m of text.matchAll(/\{([^{}]*)\}/g)) {
    if (!KEYWORDS.test(m[1]!)) continue;
    if (m.index > rest) parts.push({ kind: 'text', text: text.slice(rest, m.index) });
    const parsed = parsePlaceholder(m[1]!);
    parts.push(
      'error' in parsed
        ? { kind: 'malformed', text: m[0], why: parsed.error }
        : { kind: 'placeholder', text: m[0], placeholder: parsed },
    );
    rest = m.index + m[0].length;
  }
  if (rest < text.length) parts.push({ kind: 'text', text: text.slice(rest) });
  return parts;
}

/** The placeholders of `text`. */
export function placeholdersOf(text: string): Placeholder[] {
  return parseRunText(text).flatMap((p) => (p.kind === 'placeholder' ? [p.placeholder] : []));
}

/** What is wrong with the placeholders of `text`: one line per malformed one ("{mean sat}: write ..."). */
export function placeholderProblems(text: string): string[] {
  return parseRunText(text).flatMap((p) => (p.kind === 'malformed' ? [`${p.text}: ${p.why}`] : []));
}

/** The latest time a placeholder needs the run to have reached (Infinity: the whole run). */
function neededS(p: Placeholder): number {
  if (p.kind === 'value') return p.atS;
  if (p.kind === 'time') return Infinity;
  return p.toS;
}

/** A value with 1 decimal and its unit ("12.4 Mbps"). */
function valueWords(value: number, s: SeriesRef): string {
  return `${value.toFixed(1)} ${s.unit}`.trim();
}

/** The series' lowest or highest value over [fromS, toS]. */
function extreme(s: SeriesRef, fromS: number, toS: number, highest: boolean): number {
  let best = seriesAt(s, fromS);
  for (let i = 0; i < s.length; i += 1) {
    const t = s.timeS[i]!;
    if (t < fromS || t > toS) continue;
    best = highest ? Math.max(best, s.values[i]!) : Math.min(best, s.values[i]!);
  }
  return highest ? Math.max(best, seriesAt(s, toS)) : Math.min(best, seriesAt(s, toS));
}

/** The first sample time at or after `afterS`, up to `untilS`, when the series crosses the threshold; null if none. */
function firstCrossing(s: SeriesRef, p: Extract<Placeholder, { kind: 'time' }>, untilS: number): number | null {
  for (let i = 0; i < s.length; i += 1) {
    const t = s.timeS[i]!;
    if (t < p.afterS) continue;
    if (t > untilS) break;
    const v = s.values[i]!;
    if (p.below ? v < p.threshold : v > p.threshold) return t;
  }
  return null;
}

/**
 * The words placeholder `p` reads on `run`, shown up to `horizonS` (a lesson's played time): the
 * value with its unit, a time ("14 s"), "..." while the run (or the horizon) has not reached it, or
 * "(no series X)" / "(never)" when the run cannot give it.
 */
export function evaluatePlaceholder(p: Placeholder, run: RunColumns | null, horizonS = Infinity): string {
  if (!run) return PENDING_TEXT;
  const s = run.series(p.series);
  if (!s) return run.complete ? `(no series ${p.series})` : PENDING_TEXT;
  const reachedS = Math.min(run.complete ? Infinity : run.lastTimeS, horizonS);
  if (p.kind === 'time') {
    const t = firstCrossing(s, p, reachedS);
    if (t !== null) return `${Math.round(t)} s`;
    return reachedS === Infinity ? '(never)' : PENDING_TEXT;
  }
  if (reachedS < neededS(p) - 1e-9) return PENDING_TEXT;
  if (p.kind === 'value') return valueWords(seriesAt(s, p.atS), s);
  if (p.kind === 'mean') return valueWords(seriesMean(s, p.fromS, p.toS), s);
  return valueWords(extreme(s, p.fromS, p.toS, p.kind === 'max'), s);
}

/** `text` with its placeholders filled from `run` (malformed braces stay as written). */
export function fillRunText(text: string, run: RunColumns | null, horizonS = Infinity): string {
  if (!text.includes('{')) return text;
  return parseRunText(text)
    .map((part) => (part.kind === 'placeholder' ? evaluatePlaceholder(part.placeholder, run, horizonS) : part.text))
    .join('');
}

/** A placeholder in words, where no run is at hand (the gallery): "(sat's mean over 150-190 s)". */
export function describePlaceholder(p: Placeholder): string {
  if (p.kind === 'value') return `(${p.series} at ${p.atS} s)`;
  if (p.kind === 'time') return `(when ${p.series} first goes ${p.below ? 'below' : 'above'} ${p.threshold})`;
  const what = { mean: 'mean', min: 'lowest', max: 'highest' }[p.kind];
  return `(${p.series}'s ${what} over ${p.fromS}-${p.toS} s)`;
}

/** `text` with its placeholders in words (no run at hand). */
export function describeRunText(text: string): string {
  if (!text.includes('{')) return text;
  return parseRunText(text)
    .map((part) => (part.kind === 'placeholder' ? describePlaceholder(part.placeholder) : part.text))
    .join('');
}
