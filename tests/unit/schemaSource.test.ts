/**
 * The schema (docs/scenario.schema.json) as the one description of the format on the TypeScript
 * side: the checked-in types are the generator's output, and a field or controller kind added to
 * the schema alone reaches both the generated types and the share-link shape check.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_PATH, TYPES_PATH, schemaToTypes } from '../../scripts/schemaToTypes.mjs';
import type { Controller, Scenario } from '../../src/scenario/format';
import { checkPayload, makePayloadCheck } from '../../src/share/scenarioShape';

type Json = Record<string, any>;

const schema = JSON.parse(readFileSync(SCHEMA_PATH, 'utf8')) as Json;
const copy = (): Json => structuredClone(schema);

/** A small valid scenario: one station, one channel, a platform source and a routes source. */
const scenario = (): Json => ({
  format: 'multipath-playground/scenario',
  version: 1,
  stations: [{ id: 'B1', position: { xM: 0, yM: 0 } }],
  channels: [{ id: 'sat', capacity: { law: 'constant' } }],
  platforms: [
    {
      id: 'convoy',
      trajectory: { kind: 'static', centre: { xM: 10, yM: 0 } },
      links: [{ node: 'head', to: ['B1', 'sat'] }],
    },
  ],
  sources: [
    { id: 'convoy', platform: 'convoy', controller: { kind: 'lia' } },
    { id: 'other', routes: [{ via: ['sat'] }], controller: { kind: 'udp', rateMbps: 2 } },
  ],
  solver: { durationS: 10 },
});

/** The generated `export interface <name> { ... }` block. */
function declaration(ts: string, name: string): string {
  const start = ts.indexOf(`export interface ${name} {`);
  expect(start, `no interface ${name} in the generated types`).toBeGreaterThanOrEqual(0);
  return ts.slice(start, ts.indexOf('\n}\n', start) + 2);
}

/** Adds controller `$defs[key]` to the controller union, whichever way the schema writes it. */
function addController(s: Json, key: string, def: Json): void {
  s.$defs[key] = def;
  const union = s.$defs.controller;
  const kind = def.properties.kind.const;
  if (Array.isArray(union.oneOf)) union.oneOf.push({ $ref: `#/$defs/${key}` });
  else {
    union.properties.kind.enum.push(kind);
    union.allOf.push({
      if: { properties: { kind: { const: kind } }, required: ['kind'] },
      // oxlint-disable-next-line unicorn/no-thenable -- JSON Schema's if/then, not a promise
      then: { $ref: `#/$defs/${key}` },
    });
  }
}

/**
 * The schema with its controller union written the other way: `allOf` of `if`/`then` on `kind`
 * (with a `kind` enum) becomes a `oneOf` of the variants' `$ref`s, and back.
 */
function otherControllerForm(): Json {
  const s = copy();
  const union = s.$defs.controller;
  const refs: Json[] = Array.isArray(union.oneOf) ? union.oneOf : union.allOf.map((entry: Json) => entry.then);
  const target = (ref: Json): Json => s.$defs[ref.$ref.split('/').pop()];
  for (const key of ['allOf', 'oneOf', 'properties', 'required', 'type']) delete union[key];
  if (Array.isArray(copy().$defs.controller.oneOf)) {
    const kinds = refs.map((ref) => target(ref).properties.kind.const);
    Object.assign(union, { type: 'object', required: ['kind'], properties: { kind: { enum: kinds } } });
    union.allOf = refs.map((ref, i) => ({
      if: { properties: { kind: { const: kinds[i] } }, required: ['kind'] },
      // oxlint-disable-next-line unicorn/no-thenable -- JSON Schema's if/then, not a promise
      then: ref,
    }));
  } else {
    union.oneOf = refs;
    for (const ref of refs) target(ref).required = [...new Set(['kind', ...(target(ref).required ?? [])])];
  }
  return s;
}

const PID = {
  title: 'PID (a test controller)',
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { description: 'A test controller.', const: 'pid' },
    gainP: { description: 'Proportional gain, > 0.', type: 'number', exclusiveMinimum: 0 },
  },
};

describe('generated scenario types', () => {
  it('src/scenario/types.ts is the generator output for the schema', async () => {
    const fresh = await schemaToTypes(schema);
    const checkedIn = readFileSync(TYPES_PATH, 'utf8');
    expect(fresh === checkedIn, 'src/scenario/types.ts is stale: run npm run gen:types').toBe(true);
  });

  it('starts with the generated-file banner', () => {
    expect(readFileSync(TYPES_PATH, 'utf8')).toMatch(
      /^\/\*\*\n \* .*generated from docs\/scenario\.schema\.json by\n \* scripts\/gen-types\.mjs; do not edit; run npm run gen:types\./,
    );
  });

  it('controller kinds narrow the union', () => {
    const rate = (c: Controller): number | null =>
      c.kind === 'udp' ? c.rateMbps : c.kind === 'mtcp' ? (c.increaseCoupling ?? 1) : null;
    expect(rate({ kind: 'udp', rateMbps: 3 })).toBe(3);
    expect(rate({ kind: 'mtcp', increaseCoupling: 0.5 })).toBe(0.5);
    expect(rate({ kind: 'lia' })).toBeNull();
    const s = scenario() as Scenario;
    expect(s.sources?.map((src) => (src.routes ? src.routes.length : src.platform))).toEqual(['convoy', 1]);
  });

  it('names come from $defs keys: titles (the UI labels) never rename a type', async () => {
    const titled = copy();
    titled.$defs.lia.title = 'LIA (RFC 6356)';
    titled.$defs.kellyVoice.title = 'Kelly-Voice (convoy paper)';
    titled.$defs.station.title = 'A WiFi base station';
    titled.$defs.point.title = 'Point';
    titled.title = 'Something else';
    const plain = await schemaToTypes(schema);
    expect(await schemaToTypes(titled)).toBe(plain);
    for (const name of ['Scenario', 'Station', 'PointM', 'LiaController', 'KellyVoiceController'])
      declaration(plain, name);
    expect(plain).not.toMatch(/RFC6356|WiFiBaseStation|ConvoyPaper/);
  });

  it('the controller union written as oneOf or as allOf of if/then generates the same types', async () => {
    const other = otherControllerForm();
    expect(Array.isArray(other.$defs.controller.oneOf)).not.toBe(Array.isArray(schema.$defs.controller.oneOf));
    expect(await schemaToTypes(other)).toBe(await schemaToTypes(schema));
  });
});

describe('a field added to the schema alone', () => {
  const withHeight = (): Json => {
    const s = copy();
    s.$defs.station.properties.heightM = { description: 'Antenna height, metres.', type: 'number', minimum: 0 };
    return s;
  };
  const tall = (): Json => {
    const s = scenario();
    s.stations[0].heightM = 12;
    return s;
  };

  it('appears in the generated Station type', async () => {
    const station = declaration(await schemaToTypes(withHeight()), 'Station');
    expect(station).toContain('heightM?: number;');
    expect(declaration(await schemaToTypes(schema), 'Station')).not.toContain('heightM');
  });

  it('is accepted by the shape check of that schema, refused as unknown by the real one', () => {
    expect(makePayloadCheck(withHeight())({ scenario: tall(), view: {} }, false)).toEqual([]);
    expect(
      makePayloadCheck(withHeight())(
        { scenario: { ...tall(), stations: [{ id: 'B1', position: { xM: 0, yM: 0 }, heightM: 'high' }] }, view: {} },
        false,
      ),
    ).toEqual(['scenario.stations[0].heightM: must be a number, got "high"']);
    expect(checkPayload({ scenario: tall(), view: {} }, false)).toEqual([
      'scenario.stations[0].heightM: unknown field',
    ]);
    expect(checkPayload({ scenario: scenario(), view: {} }, false)).toEqual([]);
  });
});

describe('a controller kind added to the schema alone', () => {
  const withPid = (): Json => {
    const s = copy();
    addController(s, 'pid', structuredClone(PID));
    return s;
  };
  const pidScenario = (controller: Json): Json => {
    const s = scenario();
    s.sources[1].controller = controller;
    return s;
  };

  it('joins the generated Controller union with its own fields', async () => {
    const ts = await schemaToTypes(withPid());
    expect(ts).toMatch(/export type Controller =[^;]*\| PidController;/);
    const pid = declaration(ts, 'PidController');
    expect(pid).toMatch(/kind: ['"]pid['"];/);
    expect(pid).toContain('gainP?: number;');
    expect(await schemaToTypes(schema)).not.toContain('PidController');
  });

  it('is accepted by the shape check of that schema with its fields only; the real one refuses the kind', () => {
    const check = makePayloadCheck(withPid());
    expect(check({ scenario: pidScenario({ kind: 'pid', gainP: 0.5 }), view: {} }, false)).toEqual([]);
    expect(check({ scenario: pidScenario({ kind: 'pid', rateMbps: 1 }), view: {} }, false)).toEqual([
      'scenario.sources[1].controller.rateMbps: unknown field',
    ]);
    expect(check({ scenario: pidScenario({ kind: 'pi' }), view: {} }, false)).toEqual([
      expect.stringMatching(
        /^scenario\.sources\[1\]\.controller\.kind: must be one of "kelly-voice", .*"udp", "pid", got "pi"$/,
      ),
    ]);
    expect(checkPayload({ scenario: pidScenario({ kind: 'pid', gainP: 0.5 }), view: {} }, false)).toEqual([
      expect.stringMatching(
        /^scenario\.sources\[1\]\.controller\.kind: must be one of "kelly-voice", .*"udp", got "pid"$/,
      ),
    ]);
  });
});

describe('the shape check reads the schema', () => {
  it('exactly one of platform and routes (a oneOf of required lists)', () => {
    const both = scenario();
    both.sources[0].routes = [{ via: ['sat'] }];
    expect(checkPayload({ scenario: both, view: {} }, false)).toEqual([
      'scenario.sources[0].routes: give either "platform" or "routes", not both',
    ]);
    const neither = scenario();
    delete neither.sources[1].routes;
    expect(checkPayload({ scenario: neither, view: {} }, false)).toEqual([
      'scenario.sources[1]: give "platform" or "routes"',
    ]);
  });

  it('the controller union written as oneOf or as allOf of if/then checks alike', () => {
    const check = makePayloadCheck(otherControllerForm());
    for (const controller of [
      { kind: 'lia' },
      { kind: 'lia', a: 1 },
      { kind: 'udp' },
      { kind: 'x' },
      { kind: null },
      'tcp',
    ]) {
      const payload = () => ({ scenario: { ...scenario(), sources: [{ id: 's', routes: [], controller }] }, view: {} });
      expect(check(payload(), false), JSON.stringify(controller)).toEqual(checkPayload(payload(), false));
    }
    expect(
      check(
        {
          scenario: { ...scenario(), sources: [{ id: 's', routes: [], controller: { kind: 'lia', a: 1 } }] },
          view: {},
        },
        false,
      ),
    ).toEqual(['scenario.sources[0].controller.a: unknown field']);
  });
});
