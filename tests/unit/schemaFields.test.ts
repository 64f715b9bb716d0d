/** Field look-up in docs/scenario.schema.json: paths, `$ref` / `allOf` / `oneOf` resolution, units, defaults. */
import { describe, expect, it } from 'vitest';
import { valueAt } from '../../src/util/at';
import {
  SCENARIO_SCHEMA,
  flatten,
  objectAtDefaults,
  schemaDefault,
  schemaExample,
  schemaField,
  schemaVariants,
  unitOfName,
  type SchemaNode,
} from '../../src/scenario/schemaFields';

describe('schemaField', () => {
  it('reads a station field through its $ref, with the description and default beside the $ref', () => {
    const f = schemaField('station.capacityMbps');
    expect(f).toMatchObject({ exclusiveMinimum: 0, maximum: 1e9, default: 20, unit: 'Mbps' });
    expect(f.minimum).toBeUndefined();
    const defs = SCENARIO_SCHEMA.$defs!;
    const station = valueAt(defs, 'station', '$defs entry');
    expect(f.description).toBe(valueAt(station.properties!, 'capacityMbps', 'station property').description);
    expect(f.description).not.toBe(valueAt(defs, 'capacityMbps', '$defs entry').description);
  });

  it('picks oneOf variants by their const tag', () => {
    expect(schemaField('station.decay[logistic].alphaPerM')).toMatchObject({
      exclusiveMinimum: 0,
      maximum: 100,
      default: 0.007,
      unit: '1/m',
    });
    expect(schemaField('station.decay[logistic].d0M')).toMatchObject({
      exclusiveMinimum: 0,
      maximum: 1e8,
      default: 500,
      unit: 'm',
    });
    expect(schemaField('channel.capacity[constant].capacityMbps')).toMatchObject({
      exclusiveMinimum: 0,
      maximum: 1e9,
      default: 20,
    });
    expect(schemaField('controller[mtcp].a')).toMatchObject({
      exclusiveMinimum: 0,
      maximum: 100,
      default: 1,
      unit: '',
    });
    expect(schemaField('controller[mtcp].decreaseCoupling')).toMatchObject({ minimum: 0, maximum: 1, default: 0 });
    expect(schemaField('controller[kelly-voice].a')).toMatchObject({
      exclusiveMinimum: 0,
      maximum: 10,
      default: 0.025,
    });
    expect(schemaField('controller[lia].packetBytes')).toMatchObject({
      minimum: 40,
      maximum: 65535,
      default: 1500,
      unit: 'bytes',
    });
    expect(schemaField('platform.trajectory[polyline].segmentSpeedsMps[]')).toMatchObject({
      exclusiveMinimum: 0,
      maximum: 1e4,
    });
  });

  it('reads root properties, allOf members and nested $refs', () => {
    expect(schemaField('solver.dtS')).toMatchObject({ minimum: 1e-6, maximum: 1, default: 0.001, unit: 's' });
    expect(schemaField('metrics.fileMegabytes')).toMatchObject({
      exclusiveMinimum: 0,
      maximum: 1e9,
      default: 10,
      unit: 'MB',
    });
    // delays15 reaches forwardMs through its own properties; its allOf (the round-trip rule) merges in.
    expect(schemaField('channel.delays.forwardMs')).toMatchObject({
      minimum: 0,
      maximum: 60000,
      default: 15,
      unit: 'ms',
    });
    expect(schemaField('station.delays.feedbackMs')).toMatchObject({ default: 10 });
    expect(schemaField('station.delays').schema.not).toBeDefined();
    expect(schemaField('platform.trajectory[static].centre.xM')).toMatchObject({
      minimum: -1e8,
      maximum: 1e8,
      unit: 'm',
    });
    expect(schemaField('platform.trajectory[static].headingDeg')).toMatchObject({
      minimum: -3600,
      maximum: 3600,
      default: 0,
      unit: '°',
    });
    expect(schemaField('controller[udp].onOff.onS').unit).toBe('s');
  });

  it('throws on an unknown path, so a typo fails rather than shows an empty field', () => {
    expect(() => schemaField('station.capacityMpbs')).toThrow(
      'schema path "station.capacityMpbs": no property "capacityMpbs"',
    );
    expect(() => schemaField('stationn.capacityMbps')).toThrow('no $defs entry or root property "stationn"');
    expect(() => schemaField('station.decay[logistics].alphaPerM')).toThrow('no variant "logistics"');
    expect(() => schemaField('controller[pid].a')).toThrow('no variant "pid"');
    expect(() => schemaField('station.capacityMbps[]')).toThrow('not an array of items');
    expect(() => schemaField('station..id')).toThrow('not a path');
    expect(() => schemaField('')).toThrow('not a path');
  });

  it('resolves a description override beside a $ref and the stricter of two bounds in a copy of the schema', () => {
    const root: SchemaNode = {
      $defs: {
        gain: { description: 'a gain', type: 'number', minimum: 0, maximum: 10 },
        thing: {
          type: 'object',
          properties: { g: { $ref: '#/$defs/gain', description: 'the gain of a thing', maximum: 5 } },
        },
      },
    };
    expect(schemaField('thing.g', root)).toMatchObject({ description: 'the gain of a thing', minimum: 0, maximum: 5 });
    expect(schemaField('gain', root).description).toBe('a gain');
  });
});

describe('units by name', () => {
  it('reads the suffix of the field name', () => {
    const cases: Record<string, string> = {
      capacityMbps: 'Mbps',
      forwardMs: 'ms',
      d0M: 'm',
      xM: 'm',
      dtS: 's',
      alphaPerM: '1/m',
      gammaPerS: '1/s',
      headingDeg: '°',
      packetBytes: 'bytes',
      bufferPackets: 'packets',
      speedMps: 'm/s',
      fileMegabytes: 'MB',
      responsiveness: '',
      a: '',
      increaseCoupling: '',
      M: '',
      revolutions: '',
    };
    for (const [name, unit] of Object.entries(cases)) expect(unitOfName(name), name).toBe(unit);
  });
});

describe('defaults', () => {
  it('returns fresh copies of defaults and examples, and throws where there is none', () => {
    const decay = schemaDefault<Record<string, unknown>>('station.decay');
    expect(decay).toEqual({ law: 'logistic', alphaPerM: 0.007, d0M: 500 });
    decay.d0M = 1;
    expect(schemaDefault('station.decay')).toEqual({ law: 'logistic', alphaPerM: 0.007, d0M: 500 });
    expect(schemaExample('station.decay[step].radiusM')).toBe(500);
    expect(() => schemaDefault('station.decay[step].radiusM')).toThrow('no default');
    expect(() => schemaExample('station.capacityMbps')).toThrow('no examples');
  });

  it('writes out a variant at its defaults, a required field without one at its example', () => {
    expect(objectAtDefaults('station.decay[logistic]')).toEqual({ law: 'logistic', alphaPerM: 0.007, d0M: 500 });
    expect(objectAtDefaults('station.decay[step]')).toEqual({ law: 'step', radiusM: 500 });
    expect(objectAtDefaults('station.decay[linear]')).toEqual({ law: 'linear', rangeM: 1000 });
    expect(objectAtDefaults('station.decay[flat]')).toEqual({ law: 'flat' });
    expect(objectAtDefaults('controller[udp]')).toEqual({ kind: 'udp', rateMbps: 1 });
  });

  it('lists oneOf variants in order with their titles', () => {
    expect(schemaVariants('station.decay').map((v) => v.tag)).toEqual(['logistic', 'step', 'linear', 'flat']);
    expect(schemaVariants('controller')[1]).toEqual({ tag: 'lia', title: 'LIA (RFC 6356)' });
    expect(() => schemaVariants('station.capacityMbps')).toThrow('no oneOf');
  });
});

describe('descriptions for people', () => {
  /** `x` as the descriptions write it: plain (60000, 0.999) or in e-notation (1e9, 1e-6). */
  const written = (x: number): RegExp[] =>
    [String(x), x.toExponential().replace('e+', 'e')].map(
      (f) => new RegExp(`(^|[^\\d.e])${f.replace(/[.+-]/g, '\\$&')}(?!\\d|\\.\\d|e\\d)`),
    );
  /** Every number field of the schema, resolved (`$ref` and the keywords beside it). */
  function numberFields(node: unknown, path: string, out: Array<[string, SchemaNode]>): Array<[string, SchemaNode]> {
    if (Array.isArray(node)) node.forEach((n, i) => numberFields(n, `${path}/${i}`, out));
    else if (node && typeof node === 'object') {
      const flat = flatten(node as SchemaNode);
      if (flat.type === 'number') out.push([path, flat]);
      for (const [k, v] of Object.entries(node)) if (k !== '$ref') numberFields(v, `${path}/${k}`, out);
    }
    return out;
  }

  it('state every number field bounds and default as the schema keywords give them', () => {
    const fields = numberFields(SCENARIO_SCHEMA, '', []);
    expect(fields.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const [path, f] of fields) {
      const text = f.description ?? '';
      for (const key of ['minimum', 'exclusiveMinimum', 'maximum', 'exclusiveMaximum'] as const) {
        const v = f[key];
        if (v !== undefined && !written(v).some((re) => re.test(text))) missing.push(`${path} ${key} ${v}`);
      }
      if (typeof f.default === 'number') {
        const shown =
          f.default === 0.05 / 3
            ? /Default 0\.05 \/ 3/.test(text)
            : written(f.default).some((re) => re.test(text.split('Default ')[1] ?? ''));
        if (!shown || !/Default /.test(text)) missing.push(`${path} default ${f.default}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keep the three betas apart by name', () => {
    expect(schemaField('station.responsiveness').description).toMatch(/beta_j.*eq 5/);
    expect(schemaField('controller[mtcp].decreaseCoupling').description).toMatch(
      /^Decrease coupling beta of MTCP \(paper 003 eq 2\).*Not the resource responsiveness beta_j nor AIMD's backoffFactor/,
    );
    expect(schemaField('controller[aimd].backoffFactor').description).toMatch(
      /^Backoff factor b' .*Not the resource responsiveness beta_j nor MTCP's decreaseCoupling/,
    );
  });
});
