// The JSON Schema of the scenario format (docs/scenario.schema.json) against the presets, the
// examples in docs/scenario.md and hand-made invalid scenarios. The Rust parser is the authority:
// every case is also given to `mpsim check`, which must agree (and, for a refusal, say what).
// The controllers, comparison and metrics are in schemaFormat.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Broken,
  type Json,
  expectBothAccept,
  expectParserRefuses,
  expectSchemaError,
  readJson,
  root,
  unknownKind,
} from './schemaHelpers';
import { at } from '../../src/util/at';

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
      id: 'R1',
      label: 'Roadside',
      position: { xM: 100, yM: 0 },
      capacityMbps: 6,
      responsiveness: 15.5,
      decay: { law: 'step', radiusM: 150 },
      delays: { forwardMs: 0, feedbackMs: 5 },
      sharedCapacity: true,
    },
    { id: 'R2', position: { xM: 300, yM: 0 }, decay: { law: 'linear', rangeM: 400 }, enabled: false },
    { id: 'R3', position: { xM: 0, yM: 300 }, decay: { law: 'flat' } },
  ],
  channels: [
    { id: 'sat', capacity: { law: 'constant' } },
    {
      id: 'cell',
      group: 'cellular',
      responsiveness: 8,
      delays: { forwardMs: 40 },
      lossProbability: 0.01,
      capacity: {
        law: 'piecewise-linear',
        points: [
          { tS: 0, capacityMbps: 10 },
          { tS: 30, capacityMbps: 2 },
        ],
      },
    },
  ],
  platforms: [
    {
      id: 'car',
      lengthM: 0,
      trajectory: {
        kind: 'polyline',
        points: [
          { xM: -500, yM: 0 },
          { xM: 500, yM: 0 },
          { xM: 500, yM: 200 },
        ],
        segmentSpeedsMps: [11.1, 5],
        startS: 2,
      },
      links: [{ node: 'middle', to: ['R1', 'R2', 'cell'] }],
    },
    {
      id: 'convoy',
      trajectory: { kind: 'clover', exitArc: { turn: 'left' } },
      links: [
        { node: 'head', to: ['B1', 'R1', 'R3'] },
        { node: 'tail', to: ['R1'] },
        { node: 'middle', to: ['sat'] },
      ],
    },
    { id: 'parked', trajectory: { kind: 'static', centre: { xM: 0, yM: 0 } }, links: [] },
    {
      id: 'walker',
      trajectory: {
        kind: 'polyline',
        points: [
          { xM: 0, yM: 0 },
          { xM: 10, yM: 0 },
        ],
        speedMps: 1.4,
      },
    },
  ],
  sources: [
    {
      id: 'car-src',
      platform: 'car',
      controller: { kind: 'mtcp', a: 1, b: 0.5, increaseCoupling: 0.5, decreaseCoupling: 0.25, packetBytes: 1000 },
    },
    { id: 'fleet', platform: 'convoy', controller: { kind: 'kelly-voice', a: 0.02, b: 1 } },
    {
      id: 'competitor',
      sendingRateMbps: 4,
      controller: { kind: 'tcp' },
      routes: [{ via: ['sat'] }, { via: ['sat', 'cell'], delays: { forwardMs: 100, feedbackMs: 100 } }],
    },
    {
      id: 'burst',
      label: 'UDP',
      routes: [{ via: ['cell'] }],
      controller: {
        kind: 'udp',
        rateMbps: 2,
        activeS: [
          [1, 5],
          [10, 20],
        ],
        onOff: { onS: 1, offS: 0.5 },
      },
    },
  ],
  comparison: {
    source: 'fleet',
    variants: [{ controller: { kind: 'kelly-voice' } }, { label: 'LIA', controller: { kind: 'lia' } }],
  },
  metrics: { fileMegabytes: 2.5 },
  routeDelays: { 'convoy.head-B1': { forwardMs: 20, feedbackMs: 30 }, 'car.cell': { feedbackMs: 60 } },
  solver: { dtS: 0.001, durationS: 60, sampleEveryS: 0.5, initialRateMbps: 0.1, probeRateMbps: 0.05 },
};

describe('scenario schema: valid scenarios', () => {
  it('finds the presets', () => {
    expect(presetFiles.length).toBeGreaterThanOrEqual(6);
  });

  it.each(presetFiles)('accepts the preset %s (as does the parser)', (file) => {
    expectBothAccept(readJson(`public/scenarios/${file}`));
  });

  it('accepts the examples in docs/scenario.md (as does the parser)', () => {
    const doc = readFileSync(root('docs/scenario.md'), 'utf8');
    const examples = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(at(m, 1)) as unknown);
    expect(examples.length).toBeGreaterThanOrEqual(2);
    for (const example of examples) expectBothAccept(example);
  });

  it('accepts a scenario using every shape, and the smallest one (as does the parser)', () => {
    expectBothAccept(everything);
    expectBothAccept({ format: 'multipath-playground/scenario', version: 1, solver: { durationS: 1 } });
  });
});

const broken: Broken[] = [
  {
    name: 'negative capacity',
    breakIt: (s) => {
      s.stations[0].capacityMbps = -5;
    },
    path: '/stations/0/capacityMbps',
    keyword: 'exclusiveMinimum',
    parser: 'stations[0].capacityMbps: must be > 0, got -5',
  },
  {
    name: 'zero capacity of a channel',
    breakIt: (s) => {
      s.channels[0].capacity.capacityMbps = 0;
    },
    path: '/channels/0/capacity/capacityMbps',
    keyword: 'exclusiveMinimum',
    parser: 'channels[0].capacity.capacityMbps: must be > 0, got 0',
  },
  {
    name: 'unknown field in a station',
    breakIt: (s) => {
      s.stations[0].colour = 'red';
    },
    path: '/stations/0',
    keyword: 'additionalProperties',
    parser: 'stations[0].colour: unknown field',
  },
  {
    name: 'unknown field at the top',
    breakIt: (s) => {
      s.extras = {};
    },
    path: '',
    keyword: 'additionalProperties',
    parser: 'extras: unknown field',
  },
  {
    name: 'unknown field in a clover',
    breakIt: (s) => {
      s.platforms[0].trajectory.speedMps = 3;
    },
    path: '/platforms/0/trajectory',
    keyword: 'additionalProperties',
    parser: 'platforms[0].trajectory.speedMps: unknown field',
  },
  {
    name: 'wrong trajectory kind',
    breakIt: (s) => {
      s.platforms[0].trajectory.kind = 'spiral';
    },
    path: '/platforms/0/trajectory/kind',
    keyword: 'const',
    parser: 'platforms[0].trajectory.kind: must be "clover", "polyline" or "static", got "spiral"',
  },
  {
    name: 'missing solver.durationS',
    breakIt: (s) => {
      delete s.solver.durationS;
    },
    path: '/solver',
    keyword: 'required',
    parser: 'solver.durationS: is required',
  },
  {
    name: 'a source with both platform and routes',
    breakIt: (s) => {
      s.sources[0].routes = [{ via: ['sat'] }];
    },
    path: '/sources/0',
    keyword: 'oneOf',
    parser: 'sources[0].routes: give either "platform" or "routes", not both',
  },
  {
    name: 'a source with neither platform nor routes',
    breakIt: (s) => {
      delete s.sources[0].platform;
    },
    path: '/sources/0',
    keyword: 'oneOf',
    parser: 'sources[0].platform: is required (or give "routes")',
  },
  {
    name: 'negative logistic alpha',
    breakIt: (s) => {
      s.stations[2].decay.alphaPerM = -1;
    },
    path: '/stations/2/decay/alphaPerM',
    keyword: 'exclusiveMinimum',
    parser: 'stations[2].decay.alphaPerM: must be > 0, got -1',
  },
  {
    name: 'step decay without radiusM',
    breakIt: (s) => {
      s.stations[0].decay = { law: 'step' };
    },
    path: '/stations/0/decay',
    keyword: 'required',
    parser: 'stations[0].decay.radiusM: is required',
  },
  {
    name: 'zero round-trip time',
    breakIt: (s) => {
      s.stations[1].delays = { forwardMs: 0, feedbackMs: 0 };
    },
    path: '/stations/1/delays',
    keyword: 'not',
    parser: 'stations[1].delays: forwardMs + feedbackMs (the round-trip time) must be > 0',
  },
  {
    name: 'delay above 60 s',
    breakIt: (s) => {
      s.channels[0].delays.feedbackMs = 60001;
    },
    path: '/channels/0/delays/feedbackMs',
    keyword: 'maximum',
    parser: 'channels[0].delays.feedbackMs: must be between 0 and 60000, got 60001',
  },
  {
    name: 'polyline with both speeds',
    breakIt: (s) => {
      s.platforms[0].trajectory = {
        kind: 'polyline',
        points: [
          { xM: 0, yM: 0 },
          { xM: 1, yM: 1 },
        ],
        speedMps: 5,
        segmentSpeedsMps: [5],
      };
    },
    path: '/platforms/0/trajectory',
    keyword: 'oneOf',
    parser: 'platforms[0].trajectory.segmentSpeedsMps: give either speedMps or segmentSpeedsMps, not both',
  },
  {
    name: 'id with a space',
    breakIt: (s) => {
      s.stations[0].id = 'B 1';
    },
    path: '/stations/0/id',
    keyword: 'pattern',
    parser: `stations[0].id: must be 1-64 letters, digits, '_', '-' or '.', got "B 1"`,
  },
  {
    name: 'unknown node',
    breakIt: (s) => {
      s.platforms[0].links[0].node = 'rear';
    },
    path: '/platforms/0/links/0/node',
    keyword: 'enum',
    parser: 'platforms[0].links[0].node: must be "head", "middle" or "tail", got "rear"',
  },
  {
    name: 'unknown controller',
    breakIt: (s) => {
      s.sources[0].controller.kind = 'pid';
    },
    path: '/sources/0/controller/kind',
    keyword: 'enum',
    parser: unknownKind('sources[0].controller', 'pid'),
  },
  {
    name: 'version 2',
    breakIt: (s) => {
      s.version = 2;
    },
    path: '/version',
    keyword: 'const',
    parser: 'version: must be 1 (the newest this solver reads), got 2',
  },
  {
    name: 'lossProbability above 1',
    breakIt: (s) => {
      s.channels[0].lossProbability = 1.5;
    },
    path: '/channels/0/lossProbability',
    keyword: 'maximum',
    parser: 'channels[0].lossProbability: must be between 0 and 1, got 1.5',
  },
  {
    name: 'dtS above 1 s',
    breakIt: (s) => {
      s.solver.dtS = 2;
    },
    path: '/solver/dtS',
    keyword: 'maximum',
    parser: 'solver.dtS: must be between 1e-6 and 1, got 2',
  },
  {
    name: 'geographic frame without origin',
    breakIt: (s) => {
      s.frame = { kind: 'geographic', originLatDeg: 10 };
    },
    path: '/frame',
    keyword: 'required',
    parser: 'frame.originLonDeg: is required',
  },
];

describe('scenario schema: invalid scenarios', () => {
  let valid: Json;
  beforeAll(() => {
    valid = base();
  });

  it('starts from a valid III-D (for the parser too)', () => {
    expectBothAccept(valid);
  });

  it.each(broken)('rejects $name, as does the parser', ({ breakIt, path, keyword, parser }) => {
    const scenario = base();
    breakIt(scenario);
    expectSchemaError(scenario, path, keyword);
    expectParserRefuses(scenario, parser);
  });
});
