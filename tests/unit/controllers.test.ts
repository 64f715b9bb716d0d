/**
 * The controller kinds of src/scenario/controllers.ts against the Rust parser: the same kinds, and
 * `defaultController(kind)` runs exactly like `{ kind }` alone (byte-identical `mpsim run` CSV),
 * while changing any one of its parameters changes the run.
 */
import { describe, expect, it } from 'vitest';
import {
  CONTROLLER_KINDS,
  DEFAULT_UDP_RATE_MBPS,
  controllerLabel,
  defaultController,
  isControllerKind,
  isWindowBased,
  tcpFriendlyIncrease,
} from '../../src/scenario/controllers';
import type { Controller, ControllerKind, Scenario } from '../../src/scenario/format';
import { cliCheck, cliRun } from './nativeCli';
import { errorsOf, schema, show } from './schemaHelpers';
import { at, valueAt } from '../../src/util/at';

/**
 * Two paths and a local TCP flow limited to 6 Mbps on path 1 (so rho_r of paper 002 is 2 there and
 * MCC-Coop and GMCC-Coop take their second branch); `controller` drives the multipath source.
 */
function scenario(controller?: Controller): Scenario {
  return {
    format: 'multipath-playground/scenario',
    version: 1,
    channels: [
      { id: 'p1', capacity: { law: 'constant', capacityMbps: 8 }, delays: { forwardMs: 30, feedbackMs: 30 } },
      { id: 'p2', capacity: { law: 'constant', capacityMbps: 4 }, delays: { forwardMs: 20, feedbackMs: 20 } },
    ],
    sources: [
      { id: 'mp', routes: [{ via: ['p1'] }, { via: ['p2'] }], ...(controller ? { controller } : {}) },
      { id: 'local', routes: [{ via: ['p1'] }], controller: { kind: 'tcp' }, sendingRateMbps: 6 },
    ],
    solver: { durationS: 5, sampleEveryS: 0.5 },
  };
}

const KINDS = CONTROLLER_KINDS.map((k) => k.kind);
const CONGESTION_CONTROLLED = KINDS.filter((k) => k !== 'udp');

/** The parser's list of kinds, read from its message for an unknown one. */
function parserKinds(): string[] {
  const line = at(cliCheck(scenario({ kind: 'pid' } as unknown as Controller)), 0);
  const quoted = [...line.matchAll(/"([a-z-]+)"/g)].map((m) => at(m, 1));
  expect(quoted.pop()).toBe('pid');
  return quoted;
}

/** `controller` with its numeric field `key` moved off the default. */
function nudged(controller: Controller, key: string): Controller {
  const value = valueAt(controller as unknown as Record<string, number>, key);
  const moved: Record<string, number> = {
    increaseCoupling: 0.5,
    decreaseCoupling: 0.5,
    backoffFactor: 0.6,
    packetBytes: 1000,
  };
  return { ...controller, [key]: moved[key] ?? value * 0.8 } as Controller;
}

describe('CONTROLLER_KINDS', () => {
  it('holds exactly the parser kinds and the schema kinds, each once, with a label', () => {
    expect([...KINDS].sort()).toEqual(parserKinds().sort());
    expect([...KINDS].sort()).toEqual([...(schema.$defs.controller.properties.kind.enum as string[])].sort());
    expect(new Set(KINDS).size).toBe(KINDS.length);
    const labels = CONTROLLER_KINDS.map((k) => k.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label.trim().length).toBeGreaterThan(2);
    expect(controllerLabel('lia')).toBe('LIA (RFC 6356)');
    expect(controllerLabel('pid')).toBe('pid');
  });

  it('recognises kinds and window-based controllers', () => {
    for (const kind of KINDS) expect(isControllerKind(kind)).toBe(true);
    for (const other of ['pid', 'toString', '', 3, null]) expect(isControllerKind(other)).toBe(false);
    expect(KINDS.filter((k) => isWindowBased(defaultController(k))).sort()).toEqual(
      KINDS.filter((k) => k !== 'kelly-voice' && k !== 'udp').sort(),
    );
  });
});

describe('defaultController', () => {
  it.each(KINDS)('%s: a fresh object of that kind that the schema and the parser accept', (kind) => {
    const controller = defaultController(kind);
    expect(controller.kind).toBe(kind);
    expect(defaultController(kind)).not.toBe(controller);
    const s = scenario(controller);
    const errors = errorsOf(s);
    expect(errors, show(errors)).toEqual([]);
    expect(cliCheck(s)).toEqual([]);
  });

  it.each(CONGESTION_CONTROLLED)(
    '%s: runs exactly like { kind } alone, and each parameter matters',
    (kind: ControllerKind) => {
      const controller = defaultController(kind);
      const reference = cliRun(scenario({ kind } as Controller));
      expect(cliRun(scenario(controller))).toBe(reference);
      const keys = Object.keys(controller).filter((k) => k !== 'kind');
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(cliRun(scenario(nudged(controller, key))), `${kind}.${key}`).not.toBe(reference);
    },
  );

  it('udp: sends DEFAULT_UDP_RATE_MBPS on every route, always', () => {
    expect(defaultController('udp')).toEqual({ kind: 'udp', rateMbps: DEFAULT_UDP_RATE_MBPS });
    const rows = cliRun(scenario(defaultController('udp')))
      .trim()
      .split('\n')
      .slice(1);
    for (const row of rows)
      expect(row.split(',').slice(1, 3).map(Number)).toEqual([DEFAULT_UDP_RATE_MBPS, DEFAULT_UDP_RATE_MBPS]);
  });

  it('aimd: the TCP-friendly increase 3 (1 - b) / (1 + b)', () => {
    expect(tcpFriendlyIncrease(0.5)).toBe(1);
    expect(tcpFriendlyIncrease(0.625)).toBeCloseTo(0.6923, 4);
    expect(tcpFriendlyIncrease(0)).toBe(3);
    const friendly = cliRun(scenario({ kind: 'aimd', backoffFactor: 0.625 }));
    expect(cliRun(scenario({ kind: 'aimd', backoffFactor: 0.625, increase: tcpFriendlyIncrease(0.625) }))).toBe(
      friendly,
    );
  });

  it('throws on an unknown kind', () => {
    expect(() => defaultController('pid' as ControllerKind)).toThrow('unknown controller kind "pid"');
  });
});
