// The schema's controllers, `sendingRateMbps`, `comparison` and `metrics` against the Rust parser:
// every case is checked by both the schema (ajv, strict) and `mpsim check`, which must agree. The
// rules only the parser can check, and where the schema is deliberately stricter, are listed last.
import { describe, expect, it } from 'vitest';
import {
  type Broken,
  type Json,
  errorsOf,
  expectBothAccept,
  expectParserRefuses,
  expectSchemaError,
  schema,
  show,
  unknownKind,
} from './schemaHelpers';
import { cliCheck } from './nativeCli';

/** Two paths without geography: a multipath source, a TCP flow on path 1, a UDP burst on path 2. */
const twoPaths = (): Json => ({
  format: 'multipath-playground/scenario',
  version: 1,
  channels: [
    {
      id: 'p1',
      group: 'path',
      capacity: { law: 'constant', capacityMbps: 8 },
      delays: { forwardMs: 30, feedbackMs: 30 },
    },
    { id: 'p2', group: 'path', capacity: { law: 'constant', capacityMbps: 4 } },
  ],
  sources: [
    { id: 'mp', routes: [{ via: ['p1'] }, { via: ['p2'] }], controller: { kind: 'lia' } },
    { id: 'tcp', routes: [{ via: ['p1'] }], controller: { kind: 'tcp' } },
    { id: 'burst', routes: [{ via: ['p2'] }], controller: { kind: 'udp', rateMbps: 2 } },
  ],
  solver: { durationS: 2 },
});

/** Every kind with every field it accepts, at values other than the defaults. */
const FULL: Json[] = [
  { kind: 'kelly-voice', a: 0.02, b: 1 },
  { kind: 'uncoupled', packetBytes: 40 },
  { kind: 'tcp', packetBytes: 65535 },
  { kind: 'mtcp', a: 100, b: 1, increaseCoupling: 0, decreaseCoupling: 1, packetBytes: 1000 },
  { kind: 'coupled-increase', a: 2, b: 0.25, packetBytes: 1250 },
  { kind: 'coupled-decrease', a: 0.5, b: 0.75, packetBytes: 9000 },
  { kind: 'fully-coupled', a: 1.5, b: 0.1, packetBytes: 576 },
  { kind: 'mstcp', a: 0.01, b: 0.125, packetBytes: 1500 },
  { kind: 'lia', packetBytes: 1400 },
  { kind: 'olia', packetBytes: 1400 },
  { kind: 'mcc-coop', packetBytes: 1400 },
  { kind: 'gmcc-coop', increase: 0.7, packetBytes: 1400 },
  { kind: 'aimd', backoffFactor: 0.625, increase: 0.7, packetBytes: 1400 },
  { kind: 'aimd', backoffFactor: 0, increase: 100 },
  { kind: 'mhip', packetBytes: 1250 },
  {
    kind: 'udp',
    rateMbps: 0,
    activeS: [
      [-5, 1],
      [0.5, 3],
    ],
    onOff: { onS: 0.2, offS: 1e6 },
  },
];

const withController = (controller: Json): Json => {
  const s = twoPaths();
  s.sources[0].controller = controller;
  return s;
};

const variants = (...kinds: string[]) => kinds.map((kind) => ({ controller: { kind } }));

describe('schema and parser accept the new fields', () => {
  it('lists the same 15 kinds as the parser', () => {
    const kinds = schema.$defs.controller.properties.kind.enum as string[];
    expect(kinds).toHaveLength(15);
    const message = cliCheck(withController({ kind: 'pid' })).join('\n');
    for (const kind of kinds) expect(message).toContain(`"${kind}"`);
    expect(message.match(/"[a-z-]+"/g)).toHaveLength(kinds.length + 1); // every kind, then "pid"
  });

  it.each(FULL.map((c) => [c.kind, c]))('accepts %s with every field it takes', (_, controller) => {
    expectBothAccept(withController(controller as Json));
  });

  it.each(FULL.filter((c) => c.kind !== 'udp').map((c) => [c.kind]))('accepts %s with no field but kind', (kind) => {
    expectBothAccept(withController({ kind }));
  });

  it('accepts sendingRateMbps, a comparison of 2 and of 4 variants, and metrics', () => {
    const s = twoPaths();
    s.sources[1].sendingRateMbps = 1e9;
    s.sources[2].sendingRateMbps = 0.5;
    s.comparison = {
      source: 'mp',
      variants: [
        { label: 'LIA', controller: { kind: 'lia' } },
        { label: 'MTCP', controller: { kind: 'mtcp' } },
      ],
    };
    s.metrics = { fileMegabytes: 0.5 };
    expectBothAccept(s);
    s.comparison = {
      source: 'burst',
      variants: [
        ...variants('tcp', 'udp'),
        { label: 'u2', controller: FULL[FULL.length - 1] },
        { controller: { kind: 'mtcp', increaseCoupling: 0.5 } },
      ],
    };
    s.comparison.variants[1].controller.rateMbps = 3;
    s.metrics = {};
    expectBothAccept(s);
  });
});

const broken: Broken[] = [
  {
    name: 'an unknown kind',
    breakIt: (s) => {
      s.sources[0].controller = { kind: 'pid' };
    },
    path: '/sources/0/controller/kind',
    keyword: 'enum',
    parser: unknownKind('sources[0].controller', 'pid'),
  },
  {
    name: 'a controller without kind',
    breakIt: (s) => {
      s.sources[0].controller = { packetBytes: 1500 };
    },
    path: '/sources/0/controller',
    keyword: 'required',
    parser: 'sources[0].controller.kind: is required',
  },
  {
    name: 'mtcp increaseCoupling 2',
    breakIt: (s) => {
      s.sources[0].controller = { kind: 'mtcp', increaseCoupling: 2 };
    },
    path: '/sources/0/controller/increaseCoupling',
    keyword: 'maximum',
    parser: 'sources[0].controller.increaseCoupling: must be between 0 and 1, got 2',
  },
  {
    name: 'mtcp decreaseCoupling -0.1',
    breakIt: (s) => {
      s.sources[0].controller = { kind: 'mtcp', decreaseCoupling: -0.1 };
    },
    path: '/sources/0/controller/decreaseCoupling',
    keyword: 'minimum',
    parser: 'sources[0].controller.decreaseCoupling: must be between 0 and 1, got -0.1',
  },
  {
    name: 'a coupling on fully-coupled',
    breakIt: (s) => {
      s.sources[0].controller = { kind: 'fully-coupled', increaseCoupling: 1 };
    },
    path: '/sources/0/controller',
    keyword: 'additionalProperties',
    parser: 'sources[0].controller.increaseCoupling: unknown field',
  },
  {
    name: 'a gain on lia',
    breakIt: (s) => {
      s.sources[0].controller = { kind: 'lia', a: 1 };
    },
    path: '/sources/0/controller',
    keyword: 'additionalProperties',
    parser: 'sources[0].controller.a: unknown field',
  },
  {
    name: 'packetBytes on kelly-voice',
    breakIt: (s) => {
      s.sources[0].controller = { kind: 'kelly-voice', packetBytes: 1500 };
    },
    path: '/sources/0/controller',
    keyword: 'additionalProperties',
    parser: 'sources[0].controller.packetBytes: unknown field',
  },
  {
    name: 'packetBytes 39',
    breakIt: (s) => {
      s.sources[0].controller = { kind: 'tcp', packetBytes: 39 };
    },
    path: '/sources/0/controller/packetBytes',
    keyword: 'minimum',
    parser: 'sources[0].controller.packetBytes: must be between 40 and 65535, got 39',
  },
  {
    name: 'mstcp b above 1',
    breakIt: (s) => {
      s.sources[0].controller = { kind: 'mstcp', b: 1.5 };
    },
    path: '/sources/0/controller/b',
    keyword: 'maximum',
    parser: 'sources[0].controller.b: must be at most 1, got 1.5',
  },
  {
    name: 'aimd backoffFactor 1',
    breakIt: (s) => {
      s.sources[0].controller = { kind: 'aimd', backoffFactor: 1 };
    },
    path: '/sources/0/controller/backoffFactor',
    keyword: 'maximum',
    parser: 'sources[0].controller.backoffFactor: must be between 0 and 0.999, got 1',
  },
  {
    name: 'gmcc-coop increase 0',
    breakIt: (s) => {
      s.sources[0].controller = { kind: 'gmcc-coop', increase: 0 };
    },
    path: '/sources/0/controller/increase',
    keyword: 'exclusiveMinimum',
    parser: 'sources[0].controller.increase: must be > 0, got 0',
  },
  {
    name: 'udp without rateMbps',
    breakIt: (s) => {
      delete s.sources[2].controller.rateMbps;
    },
    path: '/sources/2/controller',
    keyword: 'required',
    parser: 'sources[2].controller.rateMbps: is required',
  },
  {
    name: 'udp with packetBytes',
    breakIt: (s) => {
      s.sources[2].controller.packetBytes = 1500;
    },
    path: '/sources/2/controller',
    keyword: 'additionalProperties',
    parser: 'sources[2].controller.packetBytes: unknown field',
  },
  {
    name: 'udp activeS of three numbers',
    breakIt: (s) => {
      s.sources[2].controller.activeS = [[1, 2, 3]];
    },
    path: '/sources/2/controller/activeS/0',
    keyword: 'items',
    parser: 'sources[2].controller.activeS[0]: must be [fromS, toS] with fromS < toS, got an array of 3',
  },
  {
    name: 'udp onOff without offS',
    breakIt: (s) => {
      s.sources[2].controller.onOff = { onS: 1 };
    },
    path: '/sources/2/controller/onOff',
    keyword: 'required',
    parser: 'sources[2].controller.onOff.offS: is required',
  },
  {
    name: 'sendingRateMbps 0',
    breakIt: (s) => {
      s.sources[1].sendingRateMbps = 0;
    },
    path: '/sources/1/sendingRateMbps',
    keyword: 'exclusiveMinimum',
    parser: 'sources[1].sendingRateMbps: must be > 0, got 0',
  },
  {
    name: 'a comparison of 1 variant',
    breakIt: (s) => {
      s.comparison = { source: 'mp', variants: variants('lia') };
    },
    path: '/comparison/variants',
    keyword: 'minItems',
    parser: 'comparison.variants: must list 2 to 4 controllers, got 1',
  },
  {
    name: 'a comparison of 5 variants',
    breakIt: (s) => {
      s.comparison = { source: 'mp', variants: variants('lia', 'tcp', 'mhip', 'mstcp', 'uncoupled') };
    },
    path: '/comparison/variants',
    keyword: 'maxItems',
    parser: 'comparison.variants: must list 2 to 4 controllers, got 5',
  },
  {
    name: 'a comparison without source',
    breakIt: (s) => {
      s.comparison = { variants: variants('lia', 'tcp') };
    },
    path: '/comparison',
    keyword: 'required',
    parser: 'comparison.source: is required',
  },
  {
    name: 'a variant without controller',
    breakIt: (s) => {
      s.comparison = { source: 'mp', variants: [{ controller: { kind: 'lia' } }, {}] };
    },
    path: '/comparison/variants/1',
    keyword: 'required',
    parser: 'comparison.variants[1].controller: is required',
  },
  {
    name: 'an unknown kind in a variant',
    breakIt: (s) => {
      s.comparison = { source: 'mp', variants: variants('lia', 'pid') };
    },
    path: '/comparison/variants/1/controller/kind',
    keyword: 'enum',
    parser: unknownKind('comparison.variants[1].controller', 'pid'),
  },
  {
    name: 'an unknown field in a variant',
    breakIt: (s) => {
      s.comparison = {
        source: 'mp',
        variants: [...variants('lia', 'tcp'), { controller: { kind: 'mhip' }, colour: 'red' }],
      };
    },
    path: '/comparison/variants/2',
    keyword: 'additionalProperties',
    parser: 'comparison.variants[2].colour: unknown field',
  },
  {
    name: 'metrics fileMegabytes -1',
    breakIt: (s) => {
      s.metrics = { fileMegabytes: -1 };
    },
    path: '/metrics/fileMegabytes',
    keyword: 'exclusiveMinimum',
    parser: 'metrics.fileMegabytes: must be > 0, got -1',
  },
  {
    name: 'an unknown field in metrics',
    breakIt: (s) => {
      s.metrics = { fileMB: 3 };
    },
    path: '/metrics',
    keyword: 'additionalProperties',
    parser: 'metrics.fileMB: unknown field',
  },
];

describe('schema and parser refuse', () => {
  it('starts from a scenario both accept', () => {
    expectBothAccept(twoPaths());
  });

  it.each(broken)('$name', ({ breakIt, path, keyword, parser }) => {
    const s = twoPaths();
    breakIt(s);
    expectSchemaError(s, path, keyword);
    expectParserRefuses(s, parser);
  });
});

/** Rules the schema cannot express: it accepts these, the parser refuses them. */
const parserOnly: Array<Omit<Broken, 'path' | 'keyword'>> = [
  {
    name: 'duplicate variant labels',
    breakIt: (s) => {
      s.comparison = {
        source: 'mp',
        variants: [
          { label: 'A', controller: { kind: 'lia' } },
          { label: 'A', controller: { kind: 'tcp' } },
        ],
      };
    },
    parser: 'comparison.variants[1].label: duplicate label "A"',
  },
  {
    name: 'two variants of one kind without labels',
    breakIt: (s) => {
      s.comparison = { source: 'mp', variants: variants('lia', 'lia') };
    },
    parser: 'comparison.variants[1].label: duplicate label "lia"',
  },
  {
    name: 'mtcp at its default couplings beside coupled-increase, without labels',
    breakIt: (s) => {
      s.comparison = { source: 'mp', variants: variants('mtcp', 'coupled-increase') };
    },
    parser: 'comparison.variants[1].label: duplicate label "coupled-increase"',
  },
  {
    name: 'a comparison of a source that does not exist',
    breakIt: (s) => {
      s.comparison = { source: 'nobody', variants: variants('lia', 'tcp') };
    },
    parser: 'comparison.source: no source has id "nobody"',
  },
  {
    name: 'a udp interval with fromS = toS',
    breakIt: (s) => {
      s.sources[2].controller.activeS = [[5, 5]];
    },
    parser: 'sources[2].controller.activeS[0]: must be [fromS, toS] with fromS < toS, got an array of 2',
  },
];

describe('rules only the parser checks', () => {
  it.each(parserOnly)('$name', ({ breakIt, parser }) => {
    const s = twoPaths();
    breakIt(s);
    const errors = errorsOf(s);
    expect(errors, show(errors)).toEqual([]);
    expectParserRefuses(s, parser);
  });
});

describe('a comparison without variants', () => {
  it('is refused by both the schema and the parser', () => {
    const s = twoPaths();
    s.comparison = { source: 'mp' };
    expectSchemaError(s, '/comparison', 'required');
    expect(cliCheck(s)).toEqual(['comparison.variants: is required']);
  });
});
