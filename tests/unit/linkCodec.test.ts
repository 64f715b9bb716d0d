/**
 * Share links: every preset and 400 generated scenarios survive encode then decode unchanged (and
 * fit in a URL), v0 and v1 links migrate, a v2 link changed in any one character is refused by its
 * checksum, and each kind of broken link gets a message naming the problem.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/scenario/types';
import {
  CHECKSUM_ERROR,
  LINK_LIMIT,
  LINK_MAX_CHARS,
  LINK_MAX_JSON_BYTES,
  LINK_VERSION,
  type LinkView,
  decodeLink,
  encodeLink,
  linkLength,
} from '../../src/share/linkCodec';
import { crc32, crc32Text } from '../../src/share/checksum';
import { type Migration, migratePayload } from '../../src/share/migrate';
import { Solver } from '../../src/solver/wasm';
import { int, pick, rng, type Random } from './random';
import { at } from '../../src/util/at';

const ROOT = resolve(__dirname, '../..');
const PRESETS = readdirSync(resolve(ROOT, 'public/scenarios'))
  .filter((f) => f.endsWith('.json'))
  .sort();
const preset = (file: string) => JSON.parse(readFileSync(resolve(ROOT, 'public/scenarios', file), 'utf8')) as Scenario;
let solver: Solver;

beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
});

/** A link of arbitrary JSON text, made independently of the codec (Node's base64url). */
async function rawLink(text: string | Uint8Array, version = 'v1'): Promise<string> {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream('deflate-raw'));
  const deflated = Buffer.from(await new Response(stream).arrayBuffer());
  return `s=${version}.${deflated.toString('base64url')}`;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A v2 link whose data is `data`, with its right checksum (made here, independently of the codec). */
function v2Link(data: string): string {
  const crc = crc32Text(data);
  const check = Buffer.from([crc >>> 24, (crc >>> 16) & 255, (crc >>> 8) & 255, crc & 255]).toString('base64url');
  return `s=v2.${check}.${data}`;
}

async function decodeError(fragment: string): Promise<string> {
  const result = await decodeLink(fragment);
  if (result.ok) throw new Error(`expected an error for ${fragment.slice(0, 60)}`);
  return result.error;
}

describe('share links: round trips', () => {
  it.each(PRESETS)('round-trips the preset %s, and its link fits in LINK_LIMIT', async (file) => {
    const scenario = preset(file);
    const view: LinkView = { cursorS: 123.456, hidden: ['x:head-B1', 'c:sat'] };
    const fragment = await encodeLink(scenario, view);
    expect(fragment).toMatch(/^s=v2\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]+$/);
    const url = `https://example.github.io/multipath-playground/#${fragment}`;
    console.log(
      `${file}: ${JSON.stringify(scenario).length} chars of JSON, link ${linkLength(url)} chars (fragment ${fragment.length})`,
    );
    // A preset made from real-data files (a track of hundreds of points and its speeds) is larger
    // than a link; the page offers it as a file, as for any such scenario (README, "Copy link").
    if (!scenario.meta?.builtFrom) expect(linkLength(url)).toBeLessThan(LINK_LIMIT);
    const decoded = await decodeLink(`#${fragment}`);
    expect(decoded).toEqual({ ok: true, scenario, view });
  });

  it(
    'round-trips 400 generated scenarios that the solver accepts (unicode labels, extreme numbers)',
    { timeout: 120_000 },
    async () => {
      const random = rng(20240611);
      let longest = 0;
      for (let i = 0; i < 400; i++) {
        const scenario = randomScenario(random);
        const view = randomView(random, scenario);
        const json = JSON.stringify(scenario);
        expect(solver.check(json), `scenario ${i}: ${json.slice(0, 300)}`).toEqual([]);
        const fragment = await encodeLink(scenario, view);
        longest = Math.max(longest, fragment.length);
        const decoded = await decodeLink(fragment);
        expect(decoded, `scenario ${i}`).toEqual({ ok: true, scenario, view });
        if (decoded.ok) expect(JSON.stringify(decoded.scenario)).toBe(json);
      }
      console.log(`generated scenarios: longest fragment ${longest} chars`);
    },
  );

  it('keeps an empty view empty and ignores other fragment parameters', async () => {
    const scenario = preset('III-B.json');
    const fragment = await encodeLink(scenario, {});
    expect(await decodeLink(`#other=1&${fragment}&z=2`)).toEqual({ ok: true, scenario, view: {} });
  });

  it('reads null optional fields as absent, as the solver does', async () => {
    const scenario = preset('III-E.json') as unknown as Record<string, unknown>;
    const withNulls = { ...scenario, description: null, meta: null, routeDelays: null };
    const decoded = await decodeLink(await rawLink(JSON.stringify({ scenario: withNulls, view: { cursorS: null } })));
    const expected = { ...scenario };
    delete expected.description;
    delete expected.meta;
    expect(decoded).toEqual({ ok: true, scenario: expected, view: {} });
    expect(solver.check(JSON.stringify(withNulls))).toEqual([]);
  });

  it('refuses to encode a scenario that would not decode', async () => {
    const scenario = preset('III-D.json');
    at(scenario.stations!, 1).capacityMbps = NaN;
    await expect(encodeLink(scenario, {})).rejects.toThrow('scenario.stations[1].capacityMbps: number out of range');
    await expect(encodeLink(preset('III-D.json'), { cursorS: Infinity })).rejects.toThrow(
      'view.cursorS: number out of range',
    );
  });
});

describe('share links: versions', () => {
  it('exports version 2 and migrates a v0 link (the bare scenario, no view) to v2', async () => {
    expect(LINK_VERSION).toBe(2);
    const scenario = preset('III-C.json');
    const decoded = await decodeLink(await rawLink(JSON.stringify(scenario), 'v0'));
    expect(decoded).toEqual({ ok: true, scenario, view: {} });
  });

  it('checks a migrated payload like a current one', async () => {
    const scenario = preset('III-C.json') as unknown as Record<string, unknown>;
    const error = await decodeError(await rawLink(JSON.stringify({ ...scenario, solver: { durationS: '540' } }), 'v0'));
    expect(error).toBe('scenario.solver.durationS: must be a number, got "540"');
  });

  it('refuses newer versions before reading their data, and versions without a migration', async () => {
    expect(await decodeError('s=v9.AAAA')).toBe('link: version v9 is newer than this app (v2)');
    expect(await decodeError('s=v3.%%%')).toBe('link: version v3 is newer than this app (v2)');
    const noV0: Record<number, Migration> = {};
    expect(migratePayload(0, {}, noV0)).toEqual({
      ok: false,
      error: 'link: version v0 is no longer supported (this app reads v2)',
    });
    expect(migratePayload(1, { a: 1 })).toEqual({ ok: true, payload: { a: 1 } });
    expect(migratePayload(2, { a: 1 })).toEqual({ ok: true, payload: { a: 1 } });
    const failing: Record<number, Migration> = {
      0: () => {
        throw new Error('boom');
      },
    };
    expect(migratePayload(0, {}, failing)).toEqual({ ok: false, error: 'link: cannot migrate from v0: boom' });
  });
});

describe('share links: v1 links and the v2 checksum', () => {
  it('opens v1 links (no checksum) as before', async () => {
    for (const file of ['III-B.json', 'III-D.json', '001-shared-bottleneck.json']) {
      const scenario = preset(file);
      const view: LinkView = { cursorS: 3, hidden: ['c:sat'] };
      expect(await decodeLink(await rawLink(JSON.stringify({ scenario, view }), 'v1'))).toEqual({
        ok: true,
        scenario,
        view,
      });
    }
  });

  it('refuses a v2 link that was cut, or whose checksum is missing or changed', async () => {
    const fragment = await encodeLink(preset('III-D.json'), { cursorS: 10 });
    const [, check = '', data = ''] = /^s=v2\.([^.]{6})\.(.+)$/.exec(fragment)!;
    for (const cut of [fragment.slice(0, -1), fragment.slice(0, -8), fragment.slice(0, 20), 's=v2.', `s=v2.${check}`])
      expect(await decodeError(cut)).toBe(CHECKSUM_ERROR);
    expect(await decodeError(`s=v2.${data}`)).toBe(CHECKSUM_ERROR);
    expect(await decodeError(`s=v2.AAAAAA.${data}`)).toBe(CHECKSUM_ERROR);
    expect(await decodeError(`s=v2.${check}.${data}A`)).toBe(CHECKSUM_ERROR);
    // A v2 link of bad data with a right checksum still gets the data's own message.
    expect(v2Link(data)).toBe(fragment);
    expect(await decodeError(v2Link(''))).toBe('link: data is truncated or corrupt');
    expect(await decodeError(v2Link('abc$'))).toBe('link: not valid base64');
  });

  /** Every substitution of one character of `link` after `from` by another base64url character. */
  async function substitutions(link: string, from: number, every = 1) {
    const scenarioOf = await decodeLink(link);
    const outcome = { refused: 0, identical: 0, different: 0, errors: new Set<string>() };
    for (let i = from; i < link.length; i += every) {
      for (const c of ALPHABET) {
        if (c === link[i]) continue;
        const decoded = await decodeLink(link.slice(0, i) + c + link.slice(i + 1));
        if (!decoded.ok) {
          outcome.refused++;
          outcome.errors.add(decoded.error);
        } else if (JSON.stringify(decoded) === JSON.stringify(scenarioOf)) outcome.identical++;
        else outcome.different++;
      }
    }
    return outcome;
  }

  it(
    'refuses every single-character substitution in the checksum and data of a v2 preset link, with the checksum message',
    { timeout: 120_000 },
    async () => {
      for (const file of ['III-D.json', 'III-E.json', '001-shared-bottleneck.json']) {
        const fragment = await encodeLink(preset(file), { cursorS: 42, hidden: ['x:head-B1'] });
        const outcome = await substitutions(fragment, 's=v2.'.length);
        console.log(
          `${file}: ${outcome.refused} of ${outcome.refused + outcome.identical + outcome.different} substitutions refused`,
        );
        expect(outcome.different).toBe(0);
        expect(outcome.identical).toBe(0);
        // 63 other characters at every position, 64 at the '.' between the checksum and the data.
        expect(outcome.refused).toBe((fragment.length - 's=v2.'.length) * 63 + 1);
        expect([...outcome.errors]).toEqual([CHECKSUM_ERROR]);
      }
    },
  );

  it(
    'the same substitutions of a v1 link (no checksum) load a different valid scenario, sometimes',
    { timeout: 120_000 },
    async () => {
      const fragment = await rawLink(JSON.stringify({ scenario: preset('III-D.json'), view: { cursorS: 42 } }), 'v1');
      const outcome = await substitutions(fragment, 's=v1.'.length, 13);
      const total = outcome.refused + outcome.identical + outcome.different;
      console.log(
        `v1, every 13th character: ${outcome.different} of ${total} substitutions decode to a different scenario`,
      );
      expect(outcome.different).toBeGreaterThan(0);
    },
  );
});

describe('share links: errors name what is wrong', () => {
  // A v1 link (no checksum): its data reaches the inflater however it is broken.
  const valid = () => rawLink(JSON.stringify({ scenario: preset('III-D.json'), view: { cursorS: 10 } }), 'v1');

  it('malformed fragments and base64', async () => {
    expect(await decodeError('')).toBe('link: no scenario in this link (expected #s=v1.…)');
    expect(await decodeError('#view=1')).toBe('link: no scenario in this link (expected #s=v1.…)');
    expect(await decodeError('s=hello')).toBe('link: not a scenario link (expected s=v<version>.<data>)');
    expect(await decodeError('s=v1.abc$def')).toBe('link: not valid base64');
    expect(await decodeError('s=v1.abcde')).toBe('link: not valid base64');
    expect(await decodeError('s=v1.ab+/')).toBe('link: not valid base64');
    expect(await decodeError(123 as unknown as string)).toBe('link: not a string');
  });

  it('truncated or corrupt deflate data (a v1 link: no checksum stops it earlier)', async () => {
    const fragment = await valid();
    expect(await decodeError(fragment.slice(0, fragment.length - 8))).toBe('link: data is truncated or corrupt');
    expect(await decodeError(fragment.slice(0, 12))).toBe('link: data is truncated or corrupt');
    expect(await decodeError('s=v1.')).toBe('link: data is truncated or corrupt');
    expect(await decodeError('s=v1.____')).toBe('link: data is truncated or corrupt');
  });

  it('bad UTF-8, invalid JSON, wrong shapes', async () => {
    expect(await decodeError(await rawLink(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])))).toBe(
      'link: data is not valid UTF-8',
    );
    expect(await decodeError(await rawLink('{"scenario": '))).toMatch(/^link: data is not valid JSON \(.+\)$/);
    expect(await decodeError(await rawLink('[1, 2]'))).toBe(
      'link: data must be an object with "scenario" and "view", got an array',
    );
    expect(await decodeError(await rawLink('{"view": {}}'))).toBe('scenario: is required');
    expect(await decodeError(await rawLink('{"scenario": "III-D"}'))).toBe('scenario: must be an object, got "III-D"');
    const s = preset('III-D.json') as unknown as {
      stations: Array<Record<string, unknown>>;
      platforms: Array<Record<string, unknown>>;
    };
    at(s.stations, 0).capacityMbps = 'fast';
    delete at(s.stations, 2).position;
    (at(s.platforms, 0).trajectory as Record<string, unknown>).kind = 'spiral';
    const errors = (await decodeError(await rawLink(JSON.stringify({ scenario: s, view: { hidden: 'all' } })))).split(
      '\n',
    );
    expect(errors).toEqual([
      'scenario.stations[0].capacityMbps: must be a number, got "fast"',
      'scenario.stations[2].position: is required',
      'scenario.platforms[0].trajectory.kind: must be one of "clover", "polyline", "static", got "spiral"',
      'view.hidden: must be an array, got "all"',
    ]);
  });

  it('unknown fields (the solver refuses them too), route ids; unknown view fields are ignored', async () => {
    const s = preset('III-D.json') as unknown as {
      stations: Array<Record<string, unknown>>;
      frame: Record<string, unknown>;
      routeDelays: unknown;
    };
    at(s.stations, 0)['colour:x'] = 'red';
    Object.assign(at(s.stations, 1), { toString: 'x' });
    s.frame.zoom = 3;
    s.routeDelays = { 'head-B1': { forwardMs: 1 }, 'a b': {} };
    const error = await decodeError(await rawLink(JSON.stringify({ scenario: s, view: {} })));
    expect(error.split('\n')).toEqual([
      'scenario.frame.zoom: unknown field',
      'scenario.stations[0]["colour:x"]: unknown field',
      'scenario.stations[1].toString: unknown field',
      'scenario.routeDelays["a b"]: not a route id',
    ]);
    const scenario = preset('III-B.json');
    const decoded = await decodeLink(
      await rawLink(JSON.stringify({ scenario, view: { zoom: 'x', cursorS: 5 }, extra: 1 })),
    );
    expect(decoded).toEqual({ ok: true, scenario, view: { cursorS: 5 } });
  });

  it('numbers that JSON cannot hold (1e999 parses to Infinity), with the field path', async () => {
    const text = JSON.stringify({ scenario: preset('III-D.json'), view: {} });
    const big = text.replace('"capacityMbps":20', '"capacityMbps":1e999');
    expect(await decodeError(await rawLink(big))).toBe('scenario.stations[0].capacityMbps: number out of range');
    const inMeta = text.replace('"paper":"000"', '"paper":-1e400');
    expect(await decodeError(await rawLink(inMeta))).toBe('scenario.meta.paper: number out of range');
    const inView = text.replace('"view":{}', '"view":{"cursorS":1e309}');
    expect(await decodeError(await rawLink(inView))).toBe('view.cursorS: number out of range');
  });

  it('oversized input: the fragment, the inflated JSON, deep nesting', async () => {
    expect(await decodeError(`s=v1.${'A'.repeat(LINK_MAX_CHARS)}`)).toBe(
      `link: too long (${LINK_MAX_CHARS + 5} characters, at most ${LINK_MAX_CHARS})`,
    );
    const bomb = await rawLink(`{"scenario": {"meta": {"x": "${'a'.repeat(5_000_000)}"}}}`);
    expect(bomb.length).toBeLessThan(LINK_MAX_CHARS);
    const started = performance.now();
    expect(await decodeError(bomb)).toBe(`link: data inflates to more than ${LINK_MAX_JSON_BYTES} bytes`);
    expect(performance.now() - started).toBeLessThan(2000);
    const deep = `{"scenario": {"meta": {"x": ${'['.repeat(500_000)}${']'.repeat(500_000)}}}}`;
    expect(await decodeError(await rawLink(deep))).toBe(
      'scenario.meta: nested 500001 levels deep; the page keeps at most 64',
    );
  });
});

describe('CRC-32', () => {
  it('gives the standard check value and changes with every single character', () => {
    expect(crc32Text('123456789')).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
    expect(crc32Text('The quick brown fox jumps over the lazy dog')).toBe(0x414fa339);
  });
});

describe('linkLength', () => {
  it('measures a URL as sent', () => {
    expect(linkLength('https://example.org/#s=v1.abc')).toBe(29);
    expect(linkLength('https://example.org/é/#s=v1.abc')).toBe(36);
    expect(linkLength('not a url')).toBe(13);
    expect(LINK_LIMIT).toBe(8000);
  });
});

// ---- Generated scenarios: valid for the solver, with unicode labels and extreme-but-valid numbers.

const maybe = (r: Random, p = 0.5) => r() < p;
const LABELS = [
  'B1',
  "Station d'été",
  'Спутник',
  '衛星 ☂',
  'قمر صناعي',
  '🚚🚚🛰️',
  'e\u0301 \u200d',
  'q"uo\\te</script>',
  'line\u2028sep',
  '',
];
/** A positive number up to `max`, sometimes at the extremes (the smallest double, `max` itself). */
const positive = (r: Random, max: number) =>
  pick(r, [max, 5e-324, 1e-300, Number.EPSILON, max * r() || 1, 1 / 3, 0.1 + 0.2]);
const signed = (r: Random, max: number) => pick(r, [max, -max, 0, (2 * r() - 1) * max, -1 / 3]);
const point = (r: Random) => ({ xM: signed(r, 1e8), yM: signed(r, 1e8) });
const label = (r: Random) => pick(r, LABELS) + (maybe(r) ? ` ${int(r, 0, 9999)}` : '');

function delays(r: Random) {
  const forwardMs = pick(r, [0, 10, 60_000 * r(), 0.5, 1e-3]);
  return { forwardMs, feedbackMs: forwardMs === 0 ? 1 + 999 * r() : pick(r, [0, 15, 1000 * r()]) };
}

function station(r: Random, id: string) {
  const decay = pick(r, [
    () => ({ law: 'logistic' as const, alphaPerM: positive(r, 100), d0M: positive(r, 1e8) }),
    () => ({ law: 'logistic' as const }),
    () => ({ law: 'step' as const, radiusM: positive(r, 1e8) }),
    () => ({ law: 'linear' as const, rangeM: positive(r, 1e8) }),
    () => ({ law: 'flat' as const }),
  ])();
  return {
    id,
    label: label(r),
    position: point(r),
    capacityMbps: positive(r, 1e9),
    responsiveness: positive(r, 1000),
    decay,
    delays: delays(r),
    sharedCapacity: maybe(r),
    enabled: maybe(r, 0.8),
  };
}

function channel(r: Random, id: string) {
  let t = -1e7 * r();
  const capacity = maybe(r)
    ? { law: 'constant' as const, capacityMbps: positive(r, 1e9) }
    : {
        law: 'piecewise-linear' as const,
        points: Array.from({ length: int(r, 1, 6) }, () => ({
          tS: (t += 1e-3 + 1e6 * r()),
          capacityMbps: positive(r, 1e9),
        })),
      };
  return {
    id,
    label: label(r),
    group: pick(r, ['satellite', 'cell', 'sät']),
    capacity,
    responsiveness: positive(r, 1000),
    delays: delays(r),
    enabled: true,
  };
}

function trajectory(r: Random) {
  const kind = pick(r, ['clover', 'polyline', 'static'] as const);
  if (kind === 'clover') {
    const exitArc = {
      radiusM: 1 + 999 * r(),
      angleDeg: positive(r, 720),
      speedMps: positive(r, 1e4),
      turn: pick(r, ['left', 'right'] as const),
    };
    // The largest clover the format allows, or a moderate one (a tiny radius or gamma makes the
    // solver's tables huge: see linkFuzz.test.ts, known solver issues).
    if (maybe(r, 0.1)) return { kind, radiusM: 1e6, gammaPerS: 10, revolutions: 0.3 };
    return {
      kind,
      radiusM: 100 + 900 * r(),
      gammaPerS: 0.01 + 10 * r() ** 4,
      revolutions: 0.5 + 2.5 * r(),
      ...(maybe(r) ? { exitArc } : {}),
    };
  }
  if (kind === 'polyline') {
    const points = Array.from({ length: int(r, 2, 12) }, () => point(r));
    const speeds = maybe(r)
      ? { speedMps: positive(r, 1e4) }
      : { segmentSpeedsMps: points.slice(1).map(() => positive(r, 1e4)) };
    return { kind, points, ...speeds, startS: signed(r, 1e7) };
  }
  return { kind, centre: point(r), headingDeg: signed(r, 3600) };
}

/** A scenario that follows every rule of docs/scenario.md (ids, references, limits). */
function randomScenario(r: Random): Scenario {
  const stations = Array.from({ length: int(r, 0, 6) }, (_, i) =>
    station(r, pick(r, ['B', 'st_', 'x.y-', 'Z'.repeat(60)]) + i),
  );
  const channels = Array.from({ length: int(r, 0, 3) }, (_, i) => channel(r, `ch${i}`));
  const platforms = Array.from({ length: int(r, 0, 3) }, (_, i) => {
    const unusedChannels = channels.map((c) => c.id).filter(() => maybe(r));
    const links = (['head', 'middle', 'tail'] as const)
      .filter(() => maybe(r, 0.7))
      .map((node) => ({
        node,
        to: [...stations.map((s) => s.id).filter(() => maybe(r)), ...unusedChannels.splice(0, int(r, 0, 1))],
      }));
    const path = trajectory(r);
    const lengthM = path.kind === 'clover' ? pick(r, [0, 200, 1000 * r()]) : pick(r, [0, 200, 1e5, 1e5 * r()]);
    return { id: `p${i}`, label: label(r), lengthM, trajectory: path, links };
  });
  const sources: Scenario['sources'] = platforms
    .filter(() => maybe(r, 0.8))
    .map((p, i) => ({
      id: `src${i}`,
      label: label(r),
      platform: p.id,
      controller: { kind: 'kelly-voice' as const, a: positive(r, 10), b: positive(r, 100) },
    }));
  const routeDelays: Record<string, { forwardMs: number; feedbackMs: number }> = {};
  if (channels.length > 0 && maybe(r)) {
    const vias = channels.map((c) => [c.id]);
    if (channels.length > 1) vias.push([at(channels, 0).id, at(channels, 1).id]);
    const routes = vias.filter(() => maybe(r)).map((via) => ({ via, ...(maybe(r) ? { delays: delays(r) } : {}) }));
    sources.push({ id: 'competitor', routes, ...(maybe(r) ? { controller: { kind: 'kelly-voice' as const } } : {}) });
    if (routes.length > 0 && maybe(r)) routeDelays[`competitor-${at(routes, 0).via.join('+')}`] = delays(r);
  }
  const dtS = pick(r, [0.001, 0.01, 0.1, 1]);
  const scenario: Scenario = {
    format: 'multipath-playground/scenario',
    version: 1,
    title: label(r),
    description: pick(r, LABELS).repeat(int(r, 0, 20)),
    meta: { seed: r(), nested: { list: [1, 'two', null, true, { deep: [[]] }], unicode: label(r) } },
    frame: maybe(r)
      ? { kind: 'planar' }
      : { kind: 'geographic', originLatDeg: signed(r, 90), originLonDeg: signed(r, 180) },
    stations,
    channels,
    platforms,
    sources,
    routeDelays,
    solver: {
      dtS,
      durationS: dtS * int(r, 1, 100_000),
      sampleEveryS: dtS * int(r, 1, 100),
      initialRateMbps: signed(r, 1e9) ** 2 > 0 ? positive(r, 1e9) : 0,
      probeRateMbps: pick(r, [0, 0.1, 1e9]),
    },
  };
  if (maybe(r, 0.2)) delete scenario.frame;
  return scenario;
}

function randomView(r: Random, scenario: Scenario): LinkView {
  const view: LinkView = {};
  if (maybe(r)) view.cursorS = scenario.solver.durationS * r();
  if (maybe(r))
    view.hidden = (scenario.stations ?? [])
      .map((s) => `x:head-${s.id}`)
      .filter(() => maybe(r))
      .concat(maybe(r) ? [label(r)] : []);
  return view;
}
