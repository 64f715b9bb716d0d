/**
 * The share-link shape check (src/share/scenarioShape.ts) on the controllers, `sendingRateMbps`,
 * `comparison` and `metrics`: what the solver accepts survives a link unchanged, unknown or
 * ill-typed fields are refused by name, and the solver (wasm) agrees on each.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTROLLER_KINDS, defaultController } from '../../src/scenario/controllers';
import type { Controller, Scenario } from '../../src/scenario/types';
import { decodeLink, encodeLink } from '../../src/share/linkCodec';
import { checkPayload } from '../../src/share/scenarioShape';
import { Solver } from '../../src/solver/wasm';

const ROOT = resolve(__dirname, '../..');
let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
});

type Json = Record<string, any>;

/** One source per controller kind (defaults written out) on one channel, a comparison, metrics. */
function allKinds(): Scenario {
  return {
    format: 'multipath-playground/scenario',
    version: 1,
    channels: [{ id: 'c', capacity: { law: 'constant' }, lossProbability: 0.001 }],
    sources: CONTROLLER_KINDS.map(({ kind }, i) => ({
      id: `s${i}`,
      label: kind,
      routes: [{ via: ['c'] }],
      controller: defaultController(kind),
      sendingRateMbps: 1 + i,
    })),
    comparison: {
      source: 's0',
      variants: [
        {
          label: 'MTCP',
          controller: { kind: 'mtcp', a: 2, b: 0.25, increaseCoupling: 0.3, decreaseCoupling: 0.7, packetBytes: 1000 },
        },
        {
          controller: {
            kind: 'udp',
            rateMbps: 3,
            activeS: [
              [0, 1],
              [2, 3],
            ],
            onOff: { onS: 0.5, offS: 0.25 },
          },
        },
        { label: 'AIMD', controller: { kind: 'aimd', backoffFactor: 0.625, increase: 0.7 } },
      ],
    },
    metrics: { fileMegabytes: 25 },
    solver: { durationS: 1 },
  };
}

/** `allKinds()` with `change` applied to a plain copy. */
function changed(change: (s: Json) => void): Json {
  const s = structuredClone(allKinds()) as unknown as Json;
  change(s);
  return s;
}

const shapeErrors = (scenario: unknown) => checkPayload({ scenario, view: {} }, false);

describe('scenario shape: the new fields', () => {
  it('accepts every controller kind, sendingRateMbps, a comparison and metrics, as the solver does', async () => {
    const scenario = allKinds();
    expect(solver.check(JSON.stringify(scenario))).toEqual([]);
    expect(shapeErrors(scenario)).toEqual([]);
    const decoded = await decodeLink(await encodeLink(scenario, { cursorS: 0.5 }));
    expect(decoded).toEqual({ ok: true, scenario, view: { cursorS: 0.5 } });
  });

  it('accepts each kind with only its kind (udp: and its rate)', () => {
    for (const { kind } of CONTROLLER_KINDS) {
      const controller = (kind === 'udp' ? { kind, rateMbps: 1 } : { kind }) as Controller;
      const scenario = changed((s) => {
        s.sources[0].controller = controller;
      });
      expect(solver.check(JSON.stringify(scenario)), kind).toEqual([]);
      expect(shapeErrors(scenario), kind).toEqual([]);
    }
  });

  it('reads null optional fields as absent (the solver does too)', () => {
    const scenario = changed((s) => {
      Object.assign(s, { metrics: null });
      Object.assign(s.sources[1], { sendingRateMbps: null });
      Object.assign(s.sources[1].controller, { packetBytes: null });
      Object.assign(s.comparison.variants[0], { label: null });
    });
    expect(solver.check(JSON.stringify(scenario))).toEqual([]);
    const payload = { scenario, view: {} };
    expect(checkPayload(payload, true)).toEqual([]);
    expect('metrics' in scenario).toBe(false);
    expect('sendingRateMbps' in scenario.sources[1]).toBe(false);
    expect('packetBytes' in scenario.sources[1].controller).toBe(false);
    expect('label' in scenario.comparison.variants[0]).toBe(false);
  });
});

/** A change, the shape check's message for it, and whether the solver refuses it too. */
const refused: Array<{ name: string; change: (s: Json) => void; message: string | RegExp; solverRefuses: boolean }> = [
  {
    name: 'an unknown kind',
    change: (s) => {
      s.sources[0].controller = { kind: 'pid' };
    },
    message: /^scenario\.sources\[0\]\.controller\.kind: must be one of "kelly-voice", .*"udp", got "pid"$/,
    solverRefuses: true,
  },
  {
    name: 'a gain on lia',
    change: (s) => {
      s.sources[0].controller = { kind: 'lia', a: 1 };
    },
    message: 'scenario.sources[0].controller.a: unknown field',
    solverRefuses: true,
  },
  {
    name: 'packetBytes on kelly-voice',
    change: (s) => {
      s.sources[0].controller.packetBytes = 1500;
    },
    message: 'scenario.sources[0].controller.packetBytes: unknown field',
    solverRefuses: true,
  },
  {
    name: 'a coupling on coupled-decrease',
    change: (s) => {
      s.sources[0].controller = { kind: 'coupled-decrease', decreaseCoupling: 1 };
    },
    message: 'scenario.sources[0].controller.decreaseCoupling: unknown field',
    solverRefuses: true,
  },
  {
    name: 'packetBytes on udp',
    change: (s) => {
      s.sources[0].controller = { kind: 'udp', rateMbps: 1, packetBytes: 1500 };
    },
    message: 'scenario.sources[0].controller.packetBytes: unknown field',
    solverRefuses: true,
  },
  {
    name: 'udp without rateMbps',
    change: (s) => {
      s.sources[0].controller = { kind: 'udp' };
    },
    message: 'scenario.sources[0].controller.rateMbps: is required',
    solverRefuses: true,
  },
  {
    name: 'a udp interval with a string',
    change: (s) => {
      s.sources[0].controller = { kind: 'udp', rateMbps: 1, activeS: [[1, '2']] };
    },
    message: 'scenario.sources[0].controller.activeS[0][1]: must be a number, got "2"',
    solverRefuses: true,
  },
  {
    name: 'onOff without offS',
    change: (s) => {
      s.sources[0].controller = { kind: 'udp', rateMbps: 1, onOff: { onS: 1 } };
    },
    message: 'scenario.sources[0].controller.onOff.offS: is required',
    solverRefuses: true,
  },
  {
    name: 'sendingRateMbps as text',
    change: (s) => {
      s.sources[0].sendingRateMbps = '5';
    },
    message: 'scenario.sources[0].sendingRateMbps: must be a number, got "5"',
    solverRefuses: true,
  },
  {
    name: 'an unknown field in a variant',
    change: (s) => {
      s.comparison.variants[0].colour = 'red';
    },
    message: 'scenario.comparison.variants[0].colour: unknown field',
    solverRefuses: true,
  },
  {
    name: 'a variant without controller',
    change: (s) => {
      delete s.comparison.variants[1].controller;
    },
    message: 'scenario.comparison.variants[1].controller: is required',
    solverRefuses: true,
  },
  {
    name: 'an unknown field in comparison',
    change: (s) => {
      s.comparison.baseline = 's1';
    },
    message: 'scenario.comparison.baseline: unknown field',
    solverRefuses: true,
  },
  {
    name: 'comparison variants not a list',
    change: (s) => {
      s.comparison.variants = { a: 1 };
    },
    message: 'scenario.comparison.variants: must be an array, got an object',
    solverRefuses: true,
  },
  {
    name: 'an unknown field in metrics',
    change: (s) => {
      s.metrics.fileMB = 3;
    },
    message: 'scenario.metrics.fileMB: unknown field',
    solverRefuses: true,
  },
  {
    name: 'a comparison without variants',
    change: (s) => {
      delete s.comparison.variants;
    },
    message: 'scenario.comparison.variants: is required',
    solverRefuses: true,
  },
];

describe('scenario shape: refusals name the field', () => {
  it.each(refused)('$name', async ({ change, message, solverRefuses }) => {
    const scenario = changed(change);
    const errors = shapeErrors(scenario);
    expect(errors).toHaveLength(1);
    if (typeof message === 'string') expect(errors[0]).toBe(message);
    else expect(errors[0]).toMatch(message);
    expect(solver.check(JSON.stringify(scenario)).length > 0).toBe(solverRefuses);
    await expect(encodeLink(scenario as Scenario, {})).rejects.toThrow(errors[0]);
  });
});
