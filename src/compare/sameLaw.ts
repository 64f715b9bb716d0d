/**
 * Which controllers integrate the same law on a scenario, so that a comparison does not add one
 * whose curve would lie exactly under another's. Read from the laws of docs/controllers.md with
 * every parameter at its value (the parser's default where the controller leaves it out):
 *
 * - the MTCP family is one law, MTCP(a, b, alpha, beta): `uncoupled` and `tcp` are (a, b, 0, 0) at
 *   `a = 1, b = 1/2`, `coupled-increase` (1, 0), `coupled-decrease` (0, 1), `fully-coupled` (1, 1),
 *   `mhip` is coupled increase at 1 and 1/2, and `aimd(a', b')` is MTCP(a', 1 - b', 1, 1);
 * - `mcc-coop` is LIA while no local flow loads its routes (rho_r = 1: no other source of the
 *   scenario has a sending rate), and `gmcc-coop` with a' = 1 is `mcc-coop`;
 * - every other kind is its own law, equal only to itself with the same parameters.
 *
 * The packet size enters every window-based law. tests/unit/sameLaw.test.ts runs each claimed
 * pair through the solver and finds the same summary.
 */
import { defaultController } from '../scenario/controllers';
import type { Controller, Scenario } from '../scenario/format';

/** Controller kinds meant for a single path or for cross traffic, not offered as a multipath controller. */
export const SINGLE_PATH_KINDS: ReadonlySet<string> = new Set(['tcp', 'aimd', 'udp']);

/** True when a source of `scenario` other than `sourceId` is application-limited (a local flow). */
function hasLocalFlows(scenario: Scenario, sourceId: string): boolean {
  return (scenario.sources ?? []).some((s) => s.id !== sourceId && s.sendingRateMbps !== undefined);
}

/**
 * A key two controllers share exactly when they run the same law for source `sourceId` of
 * `scenario` (see above); `null` never: every controller has a key.
 */
export function lawKey(controller: Controller, scenario: Scenario, sourceId: string): string {
  const c = { ...defaultController(controller.kind), ...controller } as Record<string, unknown> & Controller;
  const n = (key: string) => Number(c[key]);
  const mtcp = (a: number, b: number, alpha: number, beta: number) =>
    `mtcp(${a},${b},${alpha},${beta})/${n('packetBytes')}`;
  switch (c.kind) {
    case 'uncoupled':
    case 'tcp':
      return mtcp(1, 0.5, 0, 0);
    case 'mhip': {
      // A receive buffer, a dupThresh other than 3 or ADDR changes the packet run (reordering),
      // not the fluid one: keep it apart.
      const dupThresh = c.dupThresh === undefined ? 3 : n('dupThresh');
      if (dupThresh === 3 && c.addrMs === undefined)
        return c.receiveBufferPackets === undefined
          ? mtcp(1, 0.5, 1, 0)
          : `mhip(${n('receiveBufferPackets')})/${n('packetBytes')}`;
      const buffer = c.receiveBufferPackets === undefined ? 'unlimited' : n('receiveBufferPackets');
      const addr = c.addrMs === undefined ? 'off' : n('addrMs');
      return `mhip(${buffer},${dupThresh},${addr})/${n('packetBytes')}`;
    }
    case 'mtcp':
      return mtcp(n('a'), n('b'), n('increaseCoupling'), n('decreaseCoupling'));
    case 'coupled-increase':
      return mtcp(n('a'), n('b'), 1, 0);
    case 'coupled-decrease':
      return mtcp(n('a'), n('b'), 0, 1);
    case 'fully-coupled':
      return mtcp(n('a'), n('b'), 1, 1);
    case 'aimd':
      return mtcp(n('increase'), 1 - n('backoffFactor'), 1, 1);
    case 'gmcc-coop':
      // GMCC-Coop with a' = 1 is MCC-Coop.
      if (n('increase') !== 1) return `gmcc-coop(${n('increase')})/${n('packetBytes')}`;
      return hasLocalFlows(scenario, sourceId) ? `mcc-coop/${n('packetBytes')}` : `lia/${n('packetBytes')}`;
    case 'mcc-coop':
      return hasLocalFlows(scenario, sourceId) ? `mcc-coop/${n('packetBytes')}` : `lia/${n('packetBytes')}`;
    case 'lia':
      return `lia/${n('packetBytes')}`;
    default: {
      const { kind, ...rest } = c;
      const params = Object.keys(rest)
        .sort()
        .map((k) => `${k}=${JSON.stringify(rest[k])}`);
      return `${kind}(${params.join(',')})`;
    }
  }
}
