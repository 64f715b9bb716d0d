// The JSON Schema of the scenario format (docs/scenario.schema.json) against the presets, the
// example in docs/scenario.md and hand-made invalid scenarios. The Rust parser is the authority;
// every case here was also checked with `mpsim check`.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';

const root = (path: string): string => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const readJson = (path: string): unknown => JSON.parse(readFileSync(root(path), 'utf8'));

type Json = Record<string, any>;

const schema = readJson('docs/scenario.schema.json') as Json;
// Strict mode turns unknown keywords or misplaced constraints in the schema into compile errors;
// strictRequired is off because the one-of branches (`platform` or `routes`, `speedMps` or
// `segmentSpeedsMps`) are bare `required` lists over properties declared beside them.
const ajv = new Ajv2020({ strict: true, strictRequired: false, allErrors: true });
const validate = ajv.compile(schema);

function errorsOf(value: unknown): ErrorObject[] {
  return validate(value) ? [] : [...(validate.errors ?? [])];
}

function show(errors: ErrorObject[]): string {
  return errors.map((e) => `${e.instancePath || '(root)'} ${e.keyword}: ${e.message} ${JSON.stringify(e.params)}`).join('\n');
}

// Preset files as `mpsim presets` sees them (`index.json`, if any, is not a scenario).
const presetFiles = readdirSync(root('public/scenarios'))
  .filter((f) => f.endsWith('.json') && f !== 'index.json')
  .sort();

/** A fresh, valid III-D to break in one place. */
const base = (): Json => structuredClone(readJson('public/scenarios/III-D.json')) as Json;

/** Every shape the format allows; `mpsim check` accepts it. */
const everything: Json = {
  format: 'multipath-playground/scenario',
  version: 1,
  title: 'Everything',
  description: 'Uses every shape of the format.',
  meta: { anything: [1, { goes: null }] },
  frame: { kind: 'geographic', originLatDeg: 51.5, originLonDeg: -0.12 },
  stations: [
    { id: 'B1', position: { xM: -200, yM: -400 } },
    {
      id: 'R1', label: 'Roadside', position: { xM: 100, yM: 0 }, capacityMbps: 6, responsiveness: 15.5,
      decay: { law: 'step', radiusM: 150 }, delays: { forwardMs: 0, feedbackMs: 5 }, sharedCapacity: true,
    },
    { id: 'R2', position: { xM: 300, yM: 0 }, decay: { law: 'linear', rangeM: 400 }, enabled: false },
    { id: 'R3', position: { xM: 0, yM: 300 }, decay: { law: 'flat' } },
  ],
  channels: [
    { id: 'sat', capacity: { law: 'constant' } },
    {
      id: 'cell', group: 'cellular', responsiveness: 8, delays: { forwardMs: 40 },
      capacity: { law: 'piecewise-linear', points: [{ tS: 0, capacityMbps: 10 }, { tS: 30, capacityMbps: 2 }] },
    },
  ],
  platforms: [
    {
      id: 'car', lengthM: 0,
      trajectory: {
        kind: 'polyline', points: [{ xM: -500, yM: 0 }, { xM: 500, yM: 0 }, { xM: 500, yM: 200 }],
        segmentSpeedsMps: [11.1, 5], startS: 2,
      },
      links: [{ node: 'middle', to: ['R1', 'R2', 'cell'] }],
    },
    {
      id: 'convoy', trajectory: { kind: 'clover', exitArc: { turn: 'left' } },
      links: [{ node: 'head', to: ['B1', 'R1', 'R3'] }, { node: 'tail', to: ['R1'] }, { node: 'middle', to: ['sat'] }],
    },
    { id: 'parked', trajectory: { kind: 'static', centre: { xM: 0, yM: 0 } }, links: [] },
    { id: 'walker', trajectory: { kind: 'polyline', points: [{ xM: 0, yM: 0 }, { xM: 10, yM: 0 }], speedMps: 1.4 } },
  ],
  sources: [
    { id: 'car-src', platform: 'car' },
    { id: 'fleet', platform: 'convoy', controller: { kind: 'kelly-voice', a: 0.02, b: 1 } },
    { id: 'competitor', routes: [{ via: ['sat'] }, { via: ['sat', 'cell'], delays: { forwardMs: 100, feedbackMs: 100 } }] },
  ],
  routeDelays: { 'convoy.head-B1': { forwardMs: 20, feedbackMs: 30 }, 'car.cell': { feedbackMs: 60 } },
  solver: { dtS: 0.001, durationS: 60, sampleEveryS: 0.5, initialRateMbps: 0.1, probeRateMbps: 0.05 },
};

describe('scenario schema: valid scenarios', () => {
  it('finds the presets', () => {
    expect(presetFiles.length).toBeGreaterThanOrEqual(6);
  });

  it.each(presetFiles)('accepts the preset %s', (file) => {
    const errors = errorsOf(readJson(`public/scenarios/${file}`));
    expect(errors, show(errors)).toEqual([]);
  });

  it('accepts the examples in docs/scenario.md', () => {
    const doc = readFileSync(root('docs/scenario.md'), 'utf8');
    const examples = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]) as unknown);
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      const errors = errorsOf(example);
      expect(errors, show(errors)).toEqual([]);
    }
  });

  it('accepts a scenario using every shape, and the smallest one', () => {
    const errors = errorsOf(everything);
    expect(errors, show(errors)).toEqual([]);
    expect(errorsOf({ format: 'multipath-playground/scenario', version: 1, solver: { durationS: 1 } })).toEqual([]);
  });
});

/** A way to break III-D, and where the schema must report it. */
interface Broken {
  name: string;
  breakIt: (s: Json) => void;
  path: string;
  keyword: string;
}

const broken: Broken[] = [
  { name: 'negative capacity', breakIt: (s) => { s.stations[0].capacityMbps = -5; }, path: '/stations/0/capacityMbps', keyword: 'exclusiveMinimum' },
  { name: 'zero capacity of a channel', breakIt: (s) => { s.channels[0].capacity.capacityMbps = 0; }, path: '/channels/0/capacity/capacityMbps', keyword: 'exclusiveMinimum' },
  { name: 'unknown field in a station', breakIt: (s) => { s.stations[0].colour = 'red'; }, path: '/stations/0', keyword: 'additionalProperties' },
  { name: 'unknown field at the top', breakIt: (s) => { s.extras = {}; }, path: '', keyword: 'additionalProperties' },
  { name: 'unknown field in a clover', breakIt: (s) => { s.platforms[0].trajectory.speedMps = 3; }, path: '/platforms/0/trajectory', keyword: 'additionalProperties' },
  { name: 'wrong trajectory kind', breakIt: (s) => { s.platforms[0].trajectory.kind = 'spiral'; }, path: '/platforms/0/trajectory/kind', keyword: 'const' },
  { name: 'missing solver.durationS', breakIt: (s) => { delete s.solver.durationS; }, path: '/solver', keyword: 'required' },
  {
    name: 'a source with both platform and routes',
    breakIt: (s) => { s.sources[0].routes = [{ via: ['sat'] }]; },
    path: '/sources/0', keyword: 'oneOf',
  },
  { name: 'a source with neither platform nor routes', breakIt: (s) => { delete s.sources[0].platform; }, path: '/sources/0', keyword: 'oneOf' },
  { name: 'negative logistic alpha', breakIt: (s) => { s.stations[2].decay.alphaPerM = -1; }, path: '/stations/2/decay/alphaPerM', keyword: 'exclusiveMinimum' },
  { name: 'step decay without radiusM', breakIt: (s) => { s.stations[0].decay = { law: 'step' }; }, path: '/stations/0/decay', keyword: 'required' },
  { name: 'zero round-trip time', breakIt: (s) => { s.stations[1].delays = { forwardMs: 0, feedbackMs: 0 }; }, path: '/stations/1/delays', keyword: 'not' },
  { name: 'delay above 60 s', breakIt: (s) => { s.channels[0].delays.feedbackMs = 60001; }, path: '/channels/0/delays/feedbackMs', keyword: 'maximum' },
  {
    name: 'polyline with both speeds',
    breakIt: (s) => {
      s.platforms[0].trajectory = { kind: 'polyline', points: [{ xM: 0, yM: 0 }, { xM: 1, yM: 1 }], speedMps: 5, segmentSpeedsMps: [5] };
    },
    path: '/platforms/0/trajectory', keyword: 'oneOf',
  },
  { name: 'id with a space', breakIt: (s) => { s.stations[0].id = 'B 1'; }, path: '/stations/0/id', keyword: 'pattern' },
  { name: 'unknown node', breakIt: (s) => { s.platforms[0].links[0].node = 'rear'; }, path: '/platforms/0/links/0/node', keyword: 'enum' },
  { name: 'unknown controller', breakIt: (s) => { s.sources[0].controller.kind = 'lia'; }, path: '/sources/0/controller/kind', keyword: 'const' },
  { name: 'version 2', breakIt: (s) => { s.version = 2; }, path: '/version', keyword: 'const' },
  { name: 'dtS above 1 s', breakIt: (s) => { s.solver.dtS = 2; }, path: '/solver/dtS', keyword: 'maximum' },
  { name: 'geographic frame without origin', breakIt: (s) => { s.frame = { kind: 'geographic', originLatDeg: 10 }; }, path: '/frame', keyword: 'required' },
];

describe('scenario schema: invalid scenarios', () => {
  let valid: Json;
  beforeAll(() => {
    valid = base();
  });

  it('starts from a valid III-D', () => {
    const errors = errorsOf(valid);
    expect(errors, show(errors)).toEqual([]);
  });

  it.each(broken)('rejects $name', ({ breakIt, path, keyword }) => {
    const scenario = base();
    breakIt(scenario);
    const errors = errorsOf(scenario);
    expect(errors.length).toBeGreaterThan(0);
    const hit = errors.some((e) => e.instancePath === path && e.keyword === keyword);
    expect(hit, `expected ${keyword} at "${path}", got:\n${show(errors)}`).toBe(true);
  });
});
