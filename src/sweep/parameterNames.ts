/**
 * The sweep's parameters in words: every numeric field a sweep can vary (`numericPaths`, named as
 * `mpsim sweep --set` names them) with a name a person reads, its owner first and its unit from
 * the field's name (the scenario format names every quantity with its unit, schemaFields.ts):
 * `stations.B1.capacityMbps` is "B1 capacity (Mbps)", `channels.sat.responsiveness` "sat beta",
 * `sources.fleet.controller.a` "LIA a", `solver.dtS` "solver time step (s)".
 */
import type { Scenario } from '../scenario/types';
import { controllerLabel } from '../scenario/controllers';
import { unitOfName } from '../scenario/schemaFields';
import { numericPaths } from './paths';

/** One field a sweep can vary: its path (for `mpsim sweep --set`) and its name in words. */
export interface SweepParameter {
  path: string;
  /** "B1 capacity (Mbps)". */
  label: string;
  /** The unit ('' when dimensionless). */
  unit: string;
}

/** Words for a field's path below its owner, where its name alone reads badly (else its name, split). */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  'capacity.capacityMbps': 'capacity',
  responsiveness: 'beta',
  'delays.forwardMs': 'forward delay',
  'delays.feedbackMs': 'feedback delay',
  'position.xM': 'x position',
  'position.yM': 'y position',
  'decay.alphaPerM': 'decay alpha',
  'decay.d0M': 'decay midpoint d0',
  dtS: 'time step',
  durationS: 'duration',
  sampleEveryS: 'sample interval',
  fileMegabytes: 'file size',
  sendingRateMbps: 'sending rate',
  packetBytes: 'packet size',
};

/** A field name in words: its unit suffix dropped, camel case split (`exitArc.radiusM`: "exit arc radius"). */
function words(rest: string[]): string {
  const key = rest.join('.');
  const known = FIELD_WORDS[key];
  if (known) return known;
  return rest
    .map((name, k) => {
      const unit = k === rest.length - 1 ? unitOfName(name) : '';
      const bare = unit ? name.replace(/(Megabytes|Bytes|Mbps|PerM|PerS|Mps|Deg|Ms|M|S)$/, '') : name;
      return bare.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
    })
    .join(' ');
}

type Named = { id?: string; label?: string };

function byId<T extends Named>(list: readonly T[] | undefined, id: string): T | undefined {
  return (list ?? []).find((x) => x.id === id);
}

/** Who a field belongs to, in words ("B1", "sat", "LIA", "Convoy fleet route 2"), and the rest of its path. */
function owner(scenario: Scenario, segs: string[]): { who: string; rest: string[] } {
  const [head, id = '', ...rest] = segs;
  if (head === 'stations') return { who: byId(scenario.stations, id)?.label || id, rest };
  if (head === 'channels') return { who: byId(scenario.channels, id)?.label || id, rest };
  if (head === 'platforms') return { who: byId(scenario.platforms, id)?.label || id, rest };
  if (head === 'sources') {
    const source = byId(scenario.sources, id);
    const name = source?.label || id;
    if (rest[0] === 'controller' && source?.controller) {
      const kind = controllerLabel(source.controller.kind);
      const who = (scenario.sources ?? []).length > 1 ? `${name} ${kind}` : kind;
      return { who, rest: rest.slice(1) };
    }
    if (rest[0] === 'routes' && rest[1] !== undefined) {
      const k = Number(rest[1]);
      return { who: `${name} route ${Number.isInteger(k) ? k + 1 : rest[1]}`, rest: rest.slice(2) };
    }
    return { who: name, rest };
  }
  if (head === 'solver') return { who: 'solver', rest: [id, ...rest] };
  return { who: '', rest: [id, ...rest].filter(Boolean) };
}

/** The name in words of the field at `path` of `scenario` (the path itself when it names nothing). */
export function parameterLabel(scenario: Scenario, path: string): string {
  const segs = path.split('.');
  const { who, rest } = owner(scenario, segs);
  if (rest.length === 0) return path;
  const unit = unitOfName(rest[rest.length - 1] ?? '');
  const text = [who, words(rest)].filter(Boolean).join(' ');
  return unit ? `${text} (${unit})` : text;
}

/** Every field a sweep of `scenario` can vary, named in words, in the scenario's order. */
export function sweepParameters(scenario: Scenario): SweepParameter[] {
  return numericPaths(scenario).map((path) => ({
    path,
    label: parameterLabel(scenario, path),
    unit: unitOfName(path.split('.').at(-1) ?? ''),
  }));
}
