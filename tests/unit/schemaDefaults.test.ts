/**
 * Defaults the UI writes into a scenario come from docs/scenario.schema.json: the controller kinds
 * (order and labels), `defaultController(kind)` and a new station from the reducer. The expected
 * values are read here from the raw schema JSON; the parser (`mpsim check`) accepts the results.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTROLLER_KINDS,
  DEFAULT_PACKET_BYTES,
  DEFAULT_UDP_RATE_MBPS,
  defaultController,
  tcpFriendlyIncrease,
} from '../../src/scenario/controllers';
import type { Scenario } from '../../src/scenario/types';
import { scenarioReducer } from '../../src/state/scenarioReducer';
import { ROOT, cliCheck } from './nativeCli';
import { type Json, schema } from './schemaHelpers';
import { valueAt } from '../../src/util/at';

const defs = schema.$defs as Record<string, Json>;
/** `$defs` entry named by a `#/$defs/<name>` reference. */
const deref = (node: Json): Json =>
  node.$ref
    ? {
        ...deref(valueAt(defs, node.$ref.replace('#/$defs/', ''))),
        ...Object.fromEntries(Object.entries(node).filter(([k]) => k !== '$ref')),
      }
    : node;
/** The controller `$defs` entries, in the order of the controller oneOf. */
const variants: Json[] = (valueAt(defs, 'controller', '$defs entry').oneOf as Json[]).map(deref);

describe('controller kinds from the schema', () => {
  it('lists the kinds of the controller oneOf, in its order, labelled by each entry title', () => {
    expect(CONTROLLER_KINDS.map((k) => k.kind)).toEqual(variants.map((v) => v.properties.kind.const));
    expect(CONTROLLER_KINDS.map((k) => k.label)).toEqual(variants.map((v) => v.title));
    expect([...CONTROLLER_KINDS.map((k) => k.kind)].sort()).toEqual(
      [...valueAt(defs, 'controller', '$defs entry').properties.kind.enum].sort(),
    );
    // Today's labels, unchanged.
    expect(CONTROLLER_KINDS.slice(0, 7).map((k) => k.label)).toEqual([
      'Kelly-Voice (convoy paper)',
      'LIA (RFC 6356)',
      'MCC-Coop (paper 002)',
      'GMCC-Coop (paper 002)',
      'OLIA (Khalili et al.)',
      'mHIP two-level (paper 001)',
      'MTCP(α, β) (paper 003)',
    ]);
    expect(CONTROLLER_KINDS.slice(7).map((k) => k.label)).toEqual([
      'Coupled increase MTCP',
      'Coupled decrease MTCP',
      'Fully coupled MTCP',
      'Multipath Scalable TCP',
      'Uncoupled (parallel TCP Reno)',
      'TCP Reno',
      'AIMD(a′, b′)',
      'UDP (constant rate)',
    ]);
  });

  it.each(variants.map((v) => [v.properties.kind.const as string, v]))(
    'defaultController(%s): every parameter at the schema default, accepted by mpsim',
    (kind, v) => {
      const expected: Json = { kind };
      for (const [key, raw] of Object.entries(v.properties as Json)) {
        const p = deref(raw as Json);
        if (p.default !== undefined) expected[key] = p.default;
      }
      if (kind === 'aimd') expected.increase = tcpFriendlyIncrease(expected.backoffFactor);
      if (kind === 'udp') expected.rateMbps = v.properties.rateMbps.examples[0];
      const controller = defaultController(kind as never);
      expect(controller).toEqual(expected);
      const scenario = {
        format: 'multipath-playground/scenario',
        version: 1,
        channels: [
          { id: 'p1', capacity: { law: 'constant' } },
          { id: 'p2', capacity: { law: 'constant', capacityMbps: 5 } },
        ],
        sources: [{ id: 'mp', routes: [{ via: ['p1'] }, { via: ['p2'] }], controller }],
        solver: { durationS: 1 },
      };
      expect(cliCheck(scenario)).toEqual([]);
    },
  );

  it("a source's default controller (used by a first comparison) is Kelly-Voice at its own defaults", () => {
    expect(valueAt(defs, 'source', '$defs entry').properties.controller.default).toEqual(
      defaultController('kelly-voice'),
    );
  });

  it('reads the packet size and the UDP suggestion from the schema', () => {
    expect(DEFAULT_PACKET_BYTES).toBe(valueAt(defs, 'packetBytes', '$defs entry').default);
    expect(DEFAULT_PACKET_BYTES).toBe(1500);
    expect(DEFAULT_UDP_RATE_MBPS).toBe(valueAt(defs, 'udp', '$defs entry').properties.rateMbps.examples[0]);
    expect(valueAt(defs, 'udp', '$defs entry').required).toContain('rateMbps');
    expect(valueAt(defs, 'udp', '$defs entry').properties.rateMbps.default).toBeUndefined();
    expect(defaultController('kelly-voice')).toEqual({ kind: 'kelly-voice', a: 0.025, b: 0.875 });
    expect(defaultController('mtcp')).toEqual({
      kind: 'mtcp',
      a: 1,
      b: 0.5,
      increaseCoupling: 1,
      decreaseCoupling: 0,
      packetBytes: 1500,
    });
  });
});

describe('a new station', () => {
  const empty = (): Scenario => {
    const s = JSON.parse(readFileSync(resolve(ROOT, 'public/scenarios/III-D.json'), 'utf8')) as Scenario;
    return {
      ...s,
      stations: [],
      platforms: (s.platforms ?? []).map((p) => ({ ...p, links: (p.links ?? []).filter((l) => l.node === 'middle') })),
    };
  };

  it('carries the schema defaults when there is no station to copy, and the parser accepts it', () => {
    const s = scenarioReducer(empty(), { type: 'addStation', position: { xM: 10, yM: 20 } });
    const station = valueAt(defs, 'station', '$defs entry').properties;
    expect(s.stations).toEqual([
      {
        id: 'B1',
        label: 'B1',
        position: { xM: 10, yM: 20 },
        capacityMbps: station.capacityMbps.default,
        responsiveness: station.responsiveness.default,
        decay: valueAt(defs, 'decay', '$defs entry').default,
        delays: station.delays.default,
      },
    ]);
    expect(s.stations![0]).toMatchObject({
      capacityMbps: 20,
      responsiveness: 15,
      decay: { law: 'logistic', alphaPerM: 0.007, d0M: 500 },
      delays: { forwardMs: 10, feedbackMs: 10 },
    });
    expect(cliCheck(s)).toEqual([]);
  });

  it('copies capacity, responsiveness and decay of the first station, with the default delays', () => {
    const one = scenarioReducer(empty(), { type: 'addStation', position: { xM: 0, yM: 0 } });
    const edited = scenarioReducer(one, {
      type: 'updateStation',
      id: 'B1',
      patch: { capacityMbps: 7, delays: { forwardMs: 1, feedbackMs: 2 } },
    });
    const two = scenarioReducer(edited, { type: 'addStation', position: { xM: 5, yM: 5 } });
    expect(two.stations![1]).toMatchObject({
      id: 'B2',
      capacityMbps: 7,
      delays: valueAt(defs, 'station', '$defs entry').properties.delays.default,
    });
  });
});
