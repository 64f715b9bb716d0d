/**
 * Lesson mode: parameters in the address (the query, beside the share link's fragment) that a
 * teacher adds to hand out a focused view:
 *
 * | parameter | values | effect |
 * |---|---|---|
 * | `lesson=1` | | the lesson preset: hides panels, tools and file buttons and locks editing |
 * | `lock=1` | | no edits: stations cannot be moved, tools and panels are hidden |
 * | `hide=` | `panels,tools,files,map,timeline` | hides those parts |
 * | `charts=` | `throughput,capacity,aggregate` | shows only those charts, in that order |
 * | `autoplay=1` | | starts playing when the page opens |
 * | `speed=` | `0.5 1 2 4 8 16 32 64` | playback speed |
 *
 * Unknown names or values are reported by name and otherwise ignored.
 */
import { CHART_NAMES, type ChartName } from '../charts/chartNames';
import { SPEEDS } from '../timeline/usePlayback';

/** The parts of the page that can be hidden. */
export const HIDEABLE = ['panels', 'tools', 'files', 'map', 'timeline'] as const;
export { CHART_NAMES, type ChartName } from '../charts/chartNames';

/** One hideable part. */
export type Hideable = (typeof HIDEABLE)[number];

/** What the lesson parameters ask for. */
export interface LessonOptions {
  hidden: Set<Hideable>;
  locked: boolean;
  charts: ChartName[];
  autoplay: boolean;
  speed: number | null;
  /** Messages about parameters that were not understood. */
  problems: string[];
}

function list(value: string | null): string[] {
  return value ? value.split(',').map((v) => v.trim()).filter(Boolean) : [];
}

/** Reads the lesson parameters of a query string. */
export function lessonOptions(search: string): LessonOptions {
  const q = new URLSearchParams(search);
  const problems: string[] = [];
  const flag = (name: string) => {
    const v = q.get(name);
    if (v === null) return false;
    if (v === '1' || v === 'true' || v === '') return true;
    if (v !== '0' && v !== 'false') problems.push(`lesson parameter ${name}: must be 1 or 0, got "${v}"`);
    return false;
  };
  const lesson = flag('lesson');
  const locked = lesson || flag('lock');
  const hidden = new Set<Hideable>(lesson || locked ? ['panels', 'tools', 'files'] : []);
  for (const part of list(q.get('hide'))) {
    if ((HIDEABLE as readonly string[]).includes(part)) hidden.add(part as Hideable);
    else problems.push(`lesson parameter hide: unknown part "${part}" (known: ${HIDEABLE.join(', ')})`);
  }
  let charts: ChartName[] = [...CHART_NAMES];
  if (q.has('charts')) {
    const asked = list(q.get('charts'));
    const known = asked.filter((c): c is ChartName => (CHART_NAMES as readonly string[]).includes(c));
    for (const c of asked) if (!known.includes(c as ChartName)) problems.push(`lesson parameter charts: unknown chart "${c}" (known: ${CHART_NAMES.join(', ')})`);
    if (known.length > 0) charts = known;
  }
  let speed: number | null = null;
  if (q.has('speed')) {
    const v = Number(q.get('speed'));
    if (SPEEDS.includes(v)) speed = v;
    else problems.push(`lesson parameter speed: must be one of ${SPEEDS.join(', ')}, got "${q.get('speed')}"`);
  }
  return { hidden, locked, charts, autoplay: flag('autoplay'), speed, problems };
}
