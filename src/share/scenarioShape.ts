/**
 * The structural check of a decoded link: types, required fields, tagged variants and finite
 * numbers of a scenario and its view, before the solver (the authority on ranges and references)
 * sees it. Unknown fields are refused with their path, odd keys quoted.
 */
import { SCENARIO_FORMAT, SCENARIO_VERSION } from '../scenario/format';

const MAX_DEPTH = 64;
const MAX_ERRORS = 20;

/** Route ids are made of ids (letters, digits, `_-.`) joined by `-`, `.` and `+`. */
const ROUTE_ID = /^[A-Za-z0-9_.+-]+$/;

type Fields = { fields: Record<string, Spec>; required?: readonly string[]; exactlyOne?: readonly [string, string] };
type Spec =
  | 'number' | 'string' | 'boolean' | 'object'
  | { literal: string | number }
  | { oneOf: readonly string[] }
  | { list: Spec }
  | { record: Spec }
  | Fields
  | { tag: string; variants: Record<string, Fields> };

const obj = (fields: Record<string, Spec>, required: string[] = []): Fields => ({ fields, required });
const point = obj({ xM: 'number', yM: 'number' }, ['xM', 'yM']);
const delays = obj({ forwardMs: 'number', feedbackMs: 'number' });
const idList: Spec = { list: 'string' };
const STATION = obj({
  id: 'string', label: 'string', position: point, capacityMbps: 'number', responsiveness: 'number',
  decay: { tag: 'law', variants: {
    logistic: obj({ alphaPerM: 'number', d0M: 'number' }), step: obj({ radiusM: 'number' }, ['radiusM']),
    linear: obj({ rangeM: 'number' }, ['rangeM']), flat: obj({}),
  } },
  delays, sharedCapacity: 'boolean', enabled: 'boolean',
}, ['id', 'position']);
const CHANNEL = obj({
  id: 'string', label: 'string', group: 'string', responsiveness: 'number', delays, enabled: 'boolean', lossProbability: 'number',
  capacity: { tag: 'law', variants: {
    constant: obj({ capacityMbps: 'number' }),
    'piecewise-linear': obj({ points: { list: obj({ tS: 'number', capacityMbps: 'number' }, ['tS', 'capacityMbps']) } }, ['points']),
  } },
}, ['id', 'capacity']);
const TRAJECTORY: Spec = { tag: 'kind', variants: {
  clover: obj({ radiusM: 'number', gammaPerS: 'number', revolutions: 'number', exitArc: obj({
    radiusM: 'number', angleDeg: 'number', speedMps: 'number', turn: { oneOf: ['right', 'left'] } }) }),
  polyline: obj({ points: { list: point }, speedMps: 'number', segmentSpeedsMps: { list: 'number' }, startS: 'number' }, ['points']),
  static: obj({ centre: point, headingDeg: 'number' }, ['centre']),
} };
const PLATFORM = obj({
  id: 'string', label: 'string', lengthM: 'number', trajectory: TRAJECTORY,
  links: { list: obj({ node: { oneOf: ['head', 'middle', 'tail'] }, to: idList }, ['node', 'to']) },
}, ['id', 'trajectory']);
/** A window-based controller: `packetBytes` and the kind's own fields. */
const windowed = (fields: Record<string, Spec> = {}): Fields => obj({ ...fields, packetBytes: 'number' });
const gains = { a: 'number', b: 'number' } as const;
const CONTROLLER: Spec = { tag: 'kind', variants: {
  'kelly-voice': obj(gains),
  uncoupled: windowed(), tcp: windowed(), lia: windowed(), olia: windowed(), 'mcc-coop': windowed(), mhip: windowed(),
  mtcp: windowed({ ...gains, increaseCoupling: 'number', decreaseCoupling: 'number' }),
  'coupled-increase': windowed(gains), 'coupled-decrease': windowed(gains), 'fully-coupled': windowed(gains),
  mstcp: windowed(gains),
  'gmcc-coop': windowed({ increase: 'number' }),
  aimd: windowed({ backoffFactor: 'number', increase: 'number' }),
  udp: obj({ rateMbps: 'number', activeS: { list: { list: 'number' } }, onOff: obj({ onS: 'number', offS: 'number' }, ['onS', 'offS']) }, ['rateMbps']),
} };
const SOURCE: Fields = { ...obj({
  id: 'string', label: 'string', platform: 'string',
  routes: { list: obj({ via: idList, delays }, ['via']) },
  controller: CONTROLLER, sendingRateMbps: 'number',
}, ['id']), exactlyOne: ['platform', 'routes'] };
const COMPARISON = obj({
  source: 'string', variants: { list: obj({ label: 'string', controller: CONTROLLER }, ['controller']) },
}, ['source', 'variants']);
const SCENARIO = obj({
  format: { literal: SCENARIO_FORMAT }, version: { literal: SCENARIO_VERSION }, title: 'string',
  description: 'string', meta: 'object',
  frame: { tag: 'kind', variants: {
    planar: obj({}), geographic: obj({ originLatDeg: 'number', originLonDeg: 'number' }, ['originLatDeg', 'originLonDeg']),
  } },
  stations: { list: STATION }, channels: { list: CHANNEL }, platforms: { list: PLATFORM }, sources: { list: SOURCE },
  routeDelays: { record: delays },
  solver: obj({ dtS: 'number', durationS: 'number', sampleEveryS: 'number', initialRateMbps: 'number', probeRateMbps: 'number' }, ['durationS']),
  comparison: COMPARISON, metrics: obj({ fileMegabytes: 'number' }),
}, ['format', 'version', 'solver']);
const VIEW = obj({ cursorS: 'number', hidden: { list: 'string' } });

/**
 * Checks `{ scenario, view }`: every number finite (anywhere, `meta` included), nesting at most
 * MAX_DEPTH, then the shape (unknown view fields are ignored: they may come from a newer app).
 * With `strip`, a null optional field is deleted (the solver reads null as absent, the types do
 * not allow it). Returns at most MAX_ERRORS `path: message` lines.
 */
export function checkPayload(payload: Record<string, unknown>, strip: boolean): string[] {
  const errors = new Set<string>();
  const report = (path: string, message: string) => errors.size < MAX_ERRORS && errors.add(`${path}: ${message}`);
  walk(payload.scenario, 'scenario', 0, report);
  walk(payload.view, 'view', 0, report);
  if (payload.scenario === undefined || payload.scenario === null) report('scenario', 'is required');
  else check(payload.scenario, SCENARIO, 'scenario', report, strip);
  const view = payload.view;
  if (view !== undefined && view !== null) {
    if (!isObject(view)) report('view', `must be an object, got ${describe(view)}`);
    else checkFields(Object.fromEntries(Object.entries(view).filter(([k]) => Object.hasOwn(VIEW.fields, k))), VIEW, 'view', report, false);
  }
  return [...errors];
}

type Report = (path: string, message: string) => void;

function walk(value: unknown, path: string, depth: number, report: Report): void {
  if (typeof value === 'number' && !Number.isFinite(value)) report(path, 'must be a finite number');
  if (typeof value !== 'object' || value === null) return;
  if (depth >= MAX_DEPTH) return report(path, `nested too deeply (more than ${MAX_DEPTH} levels)`);
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`, depth + 1, report));
  else for (const [k, v] of Object.entries(value)) walk(v, join(path, k), depth + 1, report);
}

function check(value: unknown, spec: Spec, path: string, report: Report, strip: boolean): void {
  if (typeof spec === 'string') {
    const ok = spec === 'object' ? isObject(value) : typeof value === spec;
    if (!ok) report(path, `must be ${spec === 'object' ? 'an' : 'a'} ${spec}, got ${describe(value)}`);
  } else if ('literal' in spec) {
    if (value !== spec.literal) report(path, `must be ${JSON.stringify(spec.literal)}, got ${describe(value)}`);
  } else if ('oneOf' in spec) {
    if (typeof value !== 'string' || !spec.oneOf.includes(value)) {
      report(path, `must be one of ${spec.oneOf.map((s) => JSON.stringify(s)).join(', ')}, got ${describe(value)}`);
    }
  } else if ('list' in spec) {
    if (!Array.isArray(value)) return report(path, `must be an array, got ${describe(value)}`);
    value.forEach((item, i) => check(item, spec.list, `${path}[${i}]`, report, strip));
  } else if (!isObject(value)) {
    report(path, `must be an object, got ${describe(value)}`);
  } else if ('record' in spec) {
    for (const [k, v] of Object.entries(value)) {
      if (!ROUTE_ID.test(k)) report(join(path, k), 'not a route id');
      else check(v, spec.record, join(path, k), report, strip);
    }
  } else if ('tag' in spec) {
    const tag = value[spec.tag];
    const names = Object.keys(spec.variants);
    if (tag === undefined || tag === null) report(join(path, spec.tag), 'is required');
    else if (typeof tag !== 'string' || !names.includes(tag)) {
      report(join(path, spec.tag), `must be one of ${names.map((s) => JSON.stringify(s)).join(', ')}, got ${describe(tag)}`);
    } else checkFields(value, spec.variants[tag], path, report, strip, spec.tag);
  } else checkFields(value, spec, path, report, strip);
}

function checkFields(value: Record<string, unknown>, spec: Fields, path: string, report: Report, strip: boolean, tag?: string): void {
  for (const key of Object.keys(value)) if (!Object.hasOwn(spec.fields, key) && key !== tag) report(join(path, key), 'unknown field');
  for (const [key, fieldSpec] of Object.entries(spec.fields)) {
    const v = value[key];
    if (v === undefined || v === null) {
      if (spec.required?.includes(key)) report(join(path, key), 'is required');
      else if (v === null && strip) delete value[key];
    } else check(v, fieldSpec, join(path, key), report, strip);
  }
  if (spec.exactlyOne) {
    const [a, b] = spec.exactlyOne;
    const has = (k: string) => value[k] !== undefined && value[k] !== null;
    if (has(a) && has(b)) report(join(path, b), `give either "${a}" or "${b}", not both`);
    if (!has(a) && !has(b)) report(path, `give "${a}" or "${b}"`);
  }
}

/** True for a plain object (not null, not an array). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function join(path: string, key: string): string {
  return /^[A-Za-z_$][\w$.-]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

/** A value as an error message shows it, briefly. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return String(value);
}

