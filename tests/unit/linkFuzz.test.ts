/**
 * Fuzzing the share-link decoder: thousands of truncated, mutated and random links, and links of
 * mutated scenario JSON. Every one must decode without throwing, to a scenario or to a non-empty
 * message; every scenario that decodes must go through the real solver's `check` without a throw,
 * accepted or refused with field-named errors; every link the page opens (`openCheckedLink`, the
 * page's acceptance rule) is kept unchanged through an autosave and a reload, a link and a file.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/scenario/types';
import { decodeLink, encodeLink, openCheckedLink } from '../../src/share/linkCodec';
import { keepDifferences } from './keepCheck';
import { Solver } from '../../src/solver/wasm';
import { fuzzCount, fuzzTimeoutMs, shown } from './fuzzCount';
import { int, pick, rng, type Random } from './random';
import { at as itemAt } from '../../src/util/at';

const ROOT = resolve(__dirname, '../..');
const WASM = readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm'));
const PRESETS = readdirSync(resolve(ROOT, 'public/scenarios'))
  .filter((f) => f.endsWith('.json'))
  .sort();
const scenarios = PRESETS.map(
  (f) => JSON.parse(readFileSync(resolve(ROOT, 'public/scenarios', f), 'utf8')) as Scenario,
);
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const FIELD_ERROR = /^[^:]+: /;

let solver: Solver;
let links: string[];

beforeAll(async () => {
  solver = await Solver.fromBytes(WASM);
  links = await Promise.all(scenarios.map((s, i) => encodeLink(s, { cursorS: 17 * i, hidden: ['x:sat'] })));
});

const b64text = (r: Random, n: number) => Array.from({ length: n }, () => pick(r, [...B64])).join('');

/** A link of arbitrary JSON text, made independently of the codec (Node's base64url). */
async function rawLink(text: string): Promise<string> {
  const stream = new Blob([new TextEncoder().encode(text)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return `s=v1.${Buffer.from(await new Response(stream).arrayBuffer()).toString('base64url')}`;
}

// ---- Text mutations of valid links.

function textMutation(r: Random, link: string): string {
  const at = int(r, 0, link.length);
  switch (
    pick(r, ['truncate', 'truncate', 'flip', 'flip', 'insert', 'delete', 'splice', 'random', 'prefix'] as const)
  ) {
    case 'truncate':
      return link.slice(0, at);
    case 'flip': {
      let out = link;
      for (let k = int(r, 1, 3); k > 0; k--) {
        const i = int(r, 5, out.length - 1);
        out = out.slice(0, i) + pick(r, [...B64]) + out.slice(i + 1);
      }
      return out;
    }
    case 'insert':
      return (
        link.slice(0, at) + pick(r, [...B64, '=', '%', '#', '&', '.', ' ', 'é', '\u0000', '+', '/']) + link.slice(at)
      );
    case 'delete':
      return link.slice(0, at) + link.slice(at + int(r, 1, 4));
    case 'splice':
      return link.slice(0, at) + b64text(r, int(r, 1, 40)) + link.slice(at + int(r, 0, 40));
    case 'random':
      return `s=v1.${b64text(r, int(r, 0, 2000))}`;
    case 'prefix':
      return (
        pick(r, ['s=v0.', 's=v2.', 's=V1.', '#s=v1.', 's=v1', 's=v01.', 's=v99999999999.', 'x=1&s=v1.', ' s=v1.', '']) +
        link.slice(5)
      );
  }
}

// ---- Mutations of the scenario JSON, re-encoded without the codec's checks.

const INF = '"\u0000inf"';
const NEG_INF = '"\u0000-inf"';

/** Every container and key (or index) in `value`. */
function slots(value: unknown, out: Array<[Record<string, unknown> | unknown[], string | number]> = []) {
  if (Array.isArray(value)) value.forEach((v, i) => (out.push([value, i]), slots(v, out)));
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      out.push([value as Record<string, unknown>, k]);
      slots(v, out);
    }
  }
  return out;
}

function garbage(r: Random, depth: number): unknown {
  const kind = depth > 4 ? int(r, 0, 5) : int(r, 0, 8);
  if (kind === 0) return null;
  if (kind === 1) return r() < 0.5;
  if (kind === 2) return pick(r, [0, -1, 1e308, -1e-308, 2 ** 53 + 2, 0.1, NaN]);
  if (kind === 3) return pick(r, ['', 'B1', 'sat', 'head', 'clover', '🛰️', 'a'.repeat(300), '\u2028', 'x.y-z_1']);
  if (kind === 4) return INF;
  if (kind === 5) return pick(r, ['law', 'kind', 'node']);
  if (kind === 6) return Array.from({ length: int(r, 0, 3) }, () => garbage(r, depth + 1));
  if (kind === 7)
    return Object.fromEntries(
      Array.from({ length: int(r, 0, 3) }, () => [
        pick(r, ['id', 'xM', 'law', 'to', 'é k', '']),
        garbage(r, depth + 1),
      ]),
    );
  let deep: unknown = 1;
  for (let i = int(r, 10, 80); i > 0; i--) deep = [deep];
  return deep;
}

function mutateValue(r: Random, v: unknown): unknown {
  const op = int(r, 0, 11);
  if (op === 0) return typeof v === 'number' ? String(v) : 'garbage';
  if (op === 1) return pick(r, [1e308, -1e308, 1e300, 1e20, 2 ** 64, Number.MAX_SAFE_INTEGER, INF, NEG_INF]);
  if (op === 2) return typeof v === 'number' ? -Math.abs(v) - 1 : -20;
  if (op === 3) return 0;
  if (op === 4) return null;
  if (op === 5)
    return Array.isArray(v) ? Object.assign({}, v) : typeof v === 'object' && v !== null ? Object.values(v) : [v];
  if (op === 6) return typeof v === 'boolean' ? String(v) : typeof v === 'string' ? 42 : !v;
  if (op === 7)
    return pick(r, [
      'B1',
      'B4',
      'sat',
      'head-B1',
      'convoy',
      'spiral',
      'piecewise-linear',
      'left',
      'x'.repeat(65),
      'Ünïcødé',
    ]);
  if (op === 8) return typeof v === 'number' ? v * pick(r, [1e3, 1e6, 1e9, -1, 0.5]) : v;
  return garbage(r, 0);
}

function jsonMutation(r: Random, payload: unknown): string {
  const copy = structuredClone(payload);
  for (let k = int(r, 1, 4); k > 0; k--) {
    const all = slots(copy);
    if (all.length === 0) break;
    const [container, key] = pick(r, all);
    const op = int(r, 0, 9);
    if (op <= 1) {
      if (Array.isArray(container)) container.splice(key as number, 1);
      else delete container[key as string];
    } else if (op === 2 && Array.isArray(container)) {
      container.push(structuredClone(container[key as number]));
    } else if (op === 3 && !Array.isArray(container)) {
      container[pick(r, ['colour', 'id', 'law', 'kind', 'extra:key', 'to', 'capacityMbps'])] = garbage(r, 0);
    } else {
      (container as Record<string | number, unknown>)[key] = mutateValue(
        r,
        (container as Record<string | number, unknown>)[key],
      );
    }
  }
  return JSON.stringify(copy).replaceAll(INF, '1e999').replaceAll(NEG_INF, '-1e999');
}

const LINKS = fuzzCount('links');

describe('share links under fuzzing', () => {
  it(
    `decode ${shown(LINKS)} mutated, truncated and random links without throwing; the solver checks what decodes`,
    { timeout: fuzzTimeoutMs('links', 180_000) },
    async () => {
      const r = rng(0x5eed);
      const started = performance.now();
      const counts = new Map<string, number>();
      const tally = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
      const failures: string[] = [];
      let checked = 0;
      const payloads = scenarios.map((scenario, i) => ({ scenario, view: { cursorS: i, hidden: ['x:head-B1'] } }));
      for (let n = 0; n < LINKS; n++) {
        const textual = n < LINKS / 2;
        const fragment = textual ? textMutation(r, pick(r, links)) : await rawLink(jsonMutation(r, pick(r, payloads)));
        let result;
        try {
          result = await decodeLink(fragment);
        } catch (e) {
          failures.push(`decodeLink threw ${String(e)} on ${fragment.slice(0, 80)}`);
          continue;
        }
        if (!result.ok) {
          if (typeof result.error !== 'string' || result.error.trim() === '')
            failures.push(`empty error for ${fragment.slice(0, 80)}`);
          const first = itemAt(result.error.split('\n'), 0, 'error line');
          tally(
            first.startsWith('link:')
              ? first.replace(/\(.*\)/, '(…)').replace(/\d+ characters/, 'N characters')
              : 'codec: scenario field errors',
          );
          continue;
        }
        const json = JSON.stringify(result.scenario);
        let errors: string[];
        try {
          errors = solver.check(json);
          checked++;
        } catch (e) {
          failures.push(`solver.check threw ${String(e)} on ${json.slice(0, 400)}`);
          solver = await Solver.fromBytes(WASM); // a trapped instance is not reused
          continue;
        }
        if (errors.length === 0) {
          const opened = await openCheckedLink(solver, fragment);
          if ('error' in opened) failures.push(`decoded and valid, but not opened: ${opened.error}`);
          else for (const d of await keepDifferences(solver, opened.scenario)) failures.push(d);
        }
        const unnamed = errors.filter((e) => !FIELD_ERROR.test(e));
        if (unnamed.length > 0)
          failures.push(`solver errors without a field: ${unnamed.join(' | ')} for ${json.slice(0, 200)}`);
        tally(
          errors.length === 0
            ? `${textual ? 'text' : 'json'} mutation decoded: solver accepts`
            : `${textual ? 'text' : 'json'} mutation decoded: solver refuses`,
        );
      }
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `fuzz: ${LINKS} links in ${seconds.toFixed(1)} s, ${checked} solver checks\n${[...counts]
          .sort((a, b) => b[1] - a[1])
          .map(([k, v]) => `  ${String(v).padStart(5)}  ${k}`)
          .join('\n')}`,
      );
      expect(failures.slice(0, 10)).toEqual([]);
      expect(checked).toBeGreaterThan(800);
    },
  );
});

describe('absurd clovers in a link', () => {
  // A clover of radius 5e-324 m once made the solver's tables unbounded (a trap in `check`). The
  // solver now refuses radii below 1 m and gammaPerS below 1e-6, and bounds its tables.
  const tinyClover = async () => {
    const scenario = structuredClone(itemAt(scenarios, PRESETS.indexOf('III-D.json'), 'preset'));
    Object.assign(itemAt(scenario.platforms!, 0).trajectory, { radiusM: 5e-324 });
    return decodeLink(await encodeLink(scenario, {}));
  };
  it('a clover of radius 5e-324 m decodes, and the solver refuses it by name without trapping', async () => {
    const decoded = await tinyClover();
    expect(decoded.ok).toBe(true);
    const fresh = await Solver.fromBytes(WASM);
    expect(fresh.check(JSON.stringify(decoded.ok && decoded.scenario))).toEqual([
      'platforms[0].trajectory.radiusM: must be between 1 and 1000000, got 5e-324',
    ]);
  });
});
