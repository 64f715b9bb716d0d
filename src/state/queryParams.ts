/**
 * Every parameter the page reads from its address query (beside the share link's fragment),
 * declared once: its name, how its text is read, the values it allows, its default and the line
 * the README's parameter table shows for it (a unit test keeps the two equal). Lesson mode,
 * the tile layer and the solver pool all read their parameters from `readQueryParams`.
 *
 * A value that is not understood is reported by the parameter's name and otherwise ignored (the
 * default stays).
 */
import { CHART_NAMES } from '../charts/chartNames';
import { SPEEDS } from '../timeline/speeds';
import { checkTileUrl } from '../map/tileSource';
import { capErrors } from '../solver/errorList';
import { LEVELS } from '../scenario/displayNames';

/** The parts of the page that can be hidden. */
export const HIDEABLE = ['panels', 'tools', 'files', 'map', 'timeline'] as const;
/** One hideable part. */
export type Hideable = (typeof HIDEABLE)[number];

/** Solver workers the address may ask for (`?workers=`). */
export const WORKER_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/**
 * How a parameter's text is read: `flag` is `1`/`true`/empty or `0`/`false`; `list` is
 * comma-separated names among `values`; `number` is one of `values`; `choice` is one name among `values`; `url` is a tile URL template
 * (https, or on the page's own origin); `steps` is comma-separated lesson step numbers from 1; `text` is any
 * short text (shown as text, never as HTML).
 */
export type QueryParamType = 'flag' | 'list' | 'number' | 'url' | 'steps' | 'text' | 'choice';

/** One query parameter of the table. */
export interface QueryParam<T> {
  type: QueryParamType;
  /** What reports about it start with: lesson parameters, or other parameters of the page. */
  scope: 'lesson' | 'page';
  /** The values it allows (empty: any text). */
  values: readonly (string | number)[];
  /** Its value when absent or not understood. */
  default: T;
  /** What it does, as the README table says it. */
  doc: string;
  /** For the README table, what `values` cannot show (a `url`'s form). */
  valuesDoc?: string;
  /** Reads the present text; `problem` receives what is not understood (without the name). */
  read(raw: string, problem: (message: string) => void): T;
}

function flag(scope: QueryParam<boolean>['scope'], doc: string): QueryParam<boolean> {
  return {
    type: 'flag',
    scope,
    values: [],
    default: false,
    doc,
    read(raw, problem) {
      if (raw === '1' || raw === 'true' || raw === '') return true;
      if (raw !== '0' && raw !== 'false') problem(`must be 1 or 0, got "${raw}"`);
      return false;
    },
  };
}

/** Names among `values`; `noun` names one of them in reports. None understood: the default. */
function list<V extends string>(
  values: readonly V[],
  noun: string,
  fallback: readonly V[],
  doc: string,
): QueryParam<V[]> {
  return {
    type: 'list',
    scope: 'lesson',
    values,
    default: [...fallback],
    doc,
    read(raw, problem) {
      const asked = raw
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
      const known = asked.filter((v): v is V => (values as readonly string[]).includes(v));
      for (const v of asked)
        if (!known.includes(v as V)) problem(`unknown ${noun} "${v}" (known: ${values.join(', ')})`);
      return known.length > 0 ? known : [...fallback];
    },
  };
}

function oneOf(
  scope: QueryParam<number | null>['scope'],
  values: readonly number[],
  doc: string,
): QueryParam<number | null> {
  return {
    type: 'number',
    scope,
    values,
    default: null,
    doc,
    read(raw, problem) {
      const v = Number(raw);
      if (values.includes(v)) return v;
      problem(`must be one of ${values.join(', ')}, got "${raw}"`);
      return null;
    },
  };
}

/** One name among `values`; anything else is reported and the default (null) stays. */
function choice<V extends string>(
  scope: QueryParam<V | null>['scope'],
  values: readonly V[],
  doc: string,
): QueryParam<V | null> {
  return {
    type: 'choice',
    scope,
    values,
    default: null,
    doc,
    read(raw, problem) {
      const v = raw.trim();
      if ((values as readonly string[]).includes(v)) return v as V;
      problem(`must be one of ${values.join(', ')}, got "${raw}"`);
      return null;
    },
  };
}

/** A tile URL template: https, or on the page's own origin (see src/map/tileSource.ts); anything else is reported. */
function tileUrl(valuesDoc: string, doc: string): QueryParam<string | null> {
  return {
    type: 'url',
    scope: 'page',
    values: [],
    default: null,
    doc,
    valuesDoc,
    read(raw, problem) {
      if (!raw) return null;
      const checked = checkTileUrl(raw, typeof location === 'undefined' ? null : location.origin);
      if ('problem' in checked) {
        problem(checked.problem);
        return null;
      }
      return checked.template;
    },
  };
}

/** Short plain text (at most `maxChars`); longer text is cut and reported. */
function text(valuesDoc: string, doc: string, maxChars: number): QueryParam<string | null> {
  return {
    type: 'text',
    scope: 'page',
    values: [],
    default: null,
    doc,
    valuesDoc,
    read(raw, problem) {
      if (raw.length > maxChars) problem(`longer than ${maxChars} characters: cut`);
      return raw.slice(0, maxChars).trim() || null;
    },
  };
}

/**
 * Lesson step numbers (1-based, as the page shows them), in the order asked, each once; whether a
 * step exists is the lesson player's to check (the query is read before the scenario). None
 * understood: null, every step runs.
 */
function stepNumbers(valuesDoc: string, doc: string): QueryParam<number[] | null> {
  return {
    type: 'steps',
    scope: 'lesson',
    values: [],
    default: null,
    doc,
    valuesDoc,
    read(raw, problem) {
      const steps: number[] = [];
      for (const part of raw.split(',').map((v) => v.trim())) {
        if (!part) continue;
        const step = Number(part);
        if (!/^\d+$/.test(part) || !Number.isSafeInteger(step) || step < 1)
          problem(`unknown step "${part}" (steps are numbered from 1)`);
        else if (!steps.includes(step)) steps.push(step);
      }
      return steps.length > 0 ? steps : null;
    },
  };
}

/**
 * The table, in the README's order. `charts` keeps the order asked; `speed` null keeps the
 * timeline's own speed; `steps` null runs every lesson step; `workers` null sizes the pool from the
 * cores (see `poolSize` in src/solver/poolSize.ts).
 */
export const QUERY_PARAMS = {
  lesson: flag('lesson', 'hides panels, tools and file buttons and locks editing'),
  lock: flag('lesson', 'no edits (stations cannot be moved); tools and panels hidden'),
  hide: list(HIDEABLE, 'part', [], 'hides those parts'),
  charts: list(CHART_NAMES, 'chart', CHART_NAMES, 'only those charts, in that order'),
  autoplay: flag('lesson', 'plays as soon as the run is solved'),
  speed: oneOf('lesson', SPEEDS, 'playback speed'),
  steps: stepNumbers('step numbers from 1, e.g. `1,3,4`', "only those steps of the scenario's lesson (default: all)"),
  level: choice(
    'lesson',
    LEVELS,
    'the words of the page: `school` (friendly names such as "front car via WiFi B1", no ids, section numbers or equations) or `university` (default: the lesson\'s own level, else university)',
  ),
  tiles: tileUrl(
    'an https tile URL template (`{z}`, `{x}`, `{y}`)',
    'map tiles under the stations instead of the metre grid; a host the build does not allow loads only after you agree',
  ),
  attribution: text('text', "the tiles' attribution, shown on the map as text", 200),
  workers: oneOf(
    'page',
    WORKER_COUNTS,
    'solver workers while dragging, and in the pool of sweeps, maps and badges (default: the cores left, 2 to 4)',
  ),
  present: flag(
    'page',
    'presenter view, for a room: the map and one large chart, large type and thick lines (keys 1-4 choose the chart, L the lesson card, Esc leaves), the rest folded away',
  ),
  projector: flag('page', 'the old projector mode, now part of the presenter view: opens it, as `present` does'),
};

/** The parameters' names. */
export type QueryParamName = keyof typeof QUERY_PARAMS;

/** The value of every parameter, as read (or its default). */
export type QueryValues = { [K in QueryParamName]: (typeof QUERY_PARAMS)[K]['default'] };

/** What a query string asks for, and what in it was not understood. */
export interface QueryReading {
  values: QueryValues;
  /** One message per value not understood, e.g. `lesson parameter speed: must be one of …` (at most 20, then `and N more`). */
  problems: string[];
}

/** Reads every parameter of the table from a query string (`?a=1&b=2`, with or without `?`). */
export function readQueryParams(search: string): QueryReading {
  const q = new URLSearchParams(search);
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  for (const [name, param] of Object.entries(QUERY_PARAMS) as Array<[QueryParamName, QueryParam<unknown>]>) {
    const raw = q.get(name);
    const prefix = param.scope === 'lesson' ? 'lesson parameter' : 'parameter';
    const fallback = Array.isArray(param.default) ? [...(param.default as unknown[])] : param.default;
    values[name] =
      raw === null ? fallback : param.read(raw, (message) => problems.push(`${prefix} ${name}: ${message}`));
  }
  return { values: values as QueryValues, problems: capErrors(problems) };
}
