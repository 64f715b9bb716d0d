/**
 * What the lessons and presets say about "TCP shares" agrees with their runs and with each other.
 * Every sentence of a lesson's texts (meta.watchFor, summary, title, step texts, questions and
 * explanations, notes) and of a preset's (description, meta.watchFor), and every description of
 * public/presets.json, that claims how many TCP shares a flow takes must be in CLAIMS below, and
 * each claim is run (wasm): the multipath source's total against a TCP flow at the same
 * bottleneck, or, on paths that share nothing, against a TCP flow alone on the best of them.
 * A sentence that says LIA takes about one share must say where (a shared bottleneck), one that
 * says it takes more must say why (paths that share nothing): the fluid model's truth.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/scenario/types';
import { Solver } from '../../src/solver/wasm';
import { at } from '../../src/util/at';

const ROOT = resolve(__dirname, '../..');
const read = (path: string) => JSON.parse(readFileSync(resolve(ROOT, path), 'utf8')) as Record<string, unknown>;
const files = (dir: string) =>
  readdirSync(resolve(ROOT, dir))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => `${dir}/${f}`);

/** A sentence that claims a number of TCP shares (or compares with what one TCP flow would take). */
const SHARE_CLAIM =
  /TCP shares?\b|one TCP flow (would|gets|takes)|(more|less) than (one|a single) TCP|single TCP (flow )?would/i;

/** The texts a student or teacher reads, by file: [where, text]. */
function textsOf(path: string): Array<[string, string]> {
  const s = read(path) as {
    description?: string;
    meta?: { watchFor?: string };
    lesson?: {
      title?: string;
      summary?: string;
      steps: Array<{ text?: string; prediction?: { question?: string; choices?: string[]; explanation?: string } }>;
    };
    annotations?: Array<{ text?: string }>;
  };
  const out: Array<[string, string | undefined]> = [
    ['description', s.description],
    ['meta.watchFor', s.meta?.watchFor],
    ['lesson.title', s.lesson?.title],
    ['lesson.summary', s.lesson?.summary],
  ];
  s.lesson?.steps.forEach((step, i) => {
    out.push([`step ${i + 1} text`, step.text], [`step ${i + 1} question`, step.prediction?.question]);
    out.push([`step ${i + 1} explanation`, step.prediction?.explanation]);
    step.prediction?.choices?.forEach((c, k) => out.push([`step ${i + 1} choice ${k + 1}`, c]));
  });
  s.annotations?.forEach((a, i) => out.push([`note ${i + 1}`, a.text]));
  return out.filter((e): e is [string, string] => typeof e[1] === 'string');
}

/** Every description in public/presets.json (a gallery card's text). */
function presetIndexTexts(): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (v: unknown, where: string) => {
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${where}[${i}]`));
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (k === 'description' && typeof x === 'string') out.push([`${where}.${k}`, x]);
        else walk(x, `${where}.${k}`);
      }
  };
  walk(read('public/presets.json'), 'presets.json');
  return out;
}

const sentences = (text: string) => text.split(/(?<=[.!?;])\s+(?=[A-Z])/);

/** How a claim is run: the source `mhip`'s controller (or the file's own), the engine's run, the window. */
interface Claim {
  file: string;
  /** A part of the sentence that makes the claim. */
  says: string;
  /** The multipath source's controller for the run (default: the file's own). */
  kind?: 'uncoupled' | 'lia' | 'mhip';
  /** `bottleneck`: total of `mhip-*` over `tcp-bottleneck`; `disjoint`: total over the best lone TCP. */
  against: 'bottleneck' | 'disjoint';
  fromS: number;
  toS: number;
  shares: [number, number];
}

const COUPLED = 'public/lessons/coupled-vs-uncoupled.json';
const ROADSIDE = 'public/lessons/roadside-drive-by.json';
const FLUID = 'public/scenarios/001-shared-bottleneck.json';
const PACKET = 'public/scenarios/001-shared-bottleneck-packet.json';
const SHARED = { against: 'bottleneck', fromS: 30, toS: 60 } as const;
const ONE: [number, number] = [0.85, 1.1];
const THREE: [number, number] = [2.8, 3.2];

/** Every share claim of every text, and the run that must bear it out. */
const CLAIMS: Claim[] = [
  {
    file: COUPLED,
    says: 'Uncoupled, the multipath flow takes three TCP shares',
    kind: 'uncoupled',
    ...SHARED,
    shares: THREE,
  },
  {
    file: COUPLED,
    says: 'LIA takes about one TCP share at this shared bottleneck',
    kind: 'lia',
    ...SHARED,
    shares: ONE,
  },
  {
    file: COUPLED,
    says: 'together they take about one TCP share at a bottleneck',
    kind: 'lia',
    ...SHARED,
    shares: ONE,
  },
  {
    file: COUPLED,
    says: 'the multipath flow as a whole takes about three TCP shares',
    kind: 'uncoupled',
    ...SHARED,
    shares: THREE,
  },
  { file: COUPLED, says: 'together now take about one TCP share', kind: 'lia', ...SHARED, shares: ONE },
  { file: ROADSIDE, says: 'about two TCP shares', against: 'disjoint', fromS: 35, toS: 50, shares: [1.8, 2.2] },
  { file: FLUID, says: 'uncoupled takes three TCP shares', kind: 'uncoupled', ...SHARED, shares: [2.9, 3.1] },
  {
    file: FLUID,
    says: 'the two-level scheme (coupled increase) about 1.7',
    kind: 'mhip',
    ...SHARED,
    shares: [1.6, 1.8],
  },
  { file: FLUID, says: 'LIA about one at the bottleneck', kind: 'lia', ...SHARED, shares: [0.95, 1.05] },
  { file: PACKET, says: 'uncoupled takes about 4.5 TCP shares', kind: 'uncoupled', ...SHARED, shares: [4.2, 4.8] },
  { file: PACKET, says: 'the two-level scheme about 1.3', kind: 'mhip', ...SHARED, shares: [1.2, 1.4] },
  { file: PACKET, says: 'LIA about 1.9', kind: 'lia', ...SHARED, shares: [1.75, 2.05] },
];

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
}, 600_000);

/** Each route's source and mean rate over [fromS, toS] in a run of `scenario`. */
function means(scenario: Scenario, fromS: number, toS: number): Array<{ id: string; source: string; mbps: number }> {
  const run = solver.start(JSON.stringify(scenario));
  const { columns, sampleWidth } = run.layout;
  const sums = new Array<number>(sampleWidth).fill(0);
  let n = 0;
  while (!run.done) {
    const chunk = run.next(100_000);
    for (let i = 0; i < chunk.length; i += sampleWidth) {
      const t = at(chunk, i);
      if (t < fromS - 1e-9 || t > toS + 1e-9) continue;
      n++;
      for (let c = 0; c < sampleWidth; c++) sums[c]! += at(chunk, i + c);
    }
  }
  run.dispose();
  return run.layout.routes.map((r) => ({ id: r.id, source: r.source, mbps: sums[columns.indexOf(`x:${r.id}`)]! / n }));
}

/** The file's scenario without its lesson's comparison, its multipath source under `kind`. */
function scenarioOf(claim: Claim, kind = claim.kind): Scenario {
  const s = read(claim.file) as unknown as Scenario;
  delete (s as { comparison?: unknown }).comparison;
  if (kind)
    s.sources = s.sources!.map((src, i) =>
      i === 0 ? { ...src, controller: { ...src.controller, kind } as typeof src.controller } : src,
    );
  return s;
}

/** The TCP shares the claim's run gives its multipath source. */
function sharesOf(claim: Claim): number {
  const scenario = scenarioOf(claim);
  const multipath = scenario.sources![0]!.id;
  const rates = means(scenario, claim.fromS, claim.toS);
  const total = rates.filter((r) => r.source === multipath).reduce((a, r) => a + r.mbps, 0);
  if (claim.against === 'bottleneck') return total / rates.find((r) => r.id === 'tcp-bottleneck')!.mbps;
  // Paths that share nothing: each route under uncoupled TCP is a TCP flow alone on it.
  const alone = means(scenarioOf(claim, 'uncoupled'), claim.fromS, claim.toS);
  return total / Math.max(...alone.map((r) => r.mbps));
}

describe('claims about TCP shares', () => {
  const all: Array<[string, string, string]> = [
    ...[...files('public/lessons'), ...files('public/scenarios')].flatMap((f) =>
      textsOf(f).flatMap(([where, text]) => sentences(text).map((s): [string, string, string] => [f, where, s])),
    ),
    ...presetIndexTexts().flatMap(([where, text]) =>
      sentences(text).map((s): [string, string, string] => ['public/presets.json', where, s]),
    ),
  ];
  const claimed = all.filter(([, , s]) => SHARE_CLAIM.test(s));

  it('every sentence that claims TCP shares is checked below, and every check still has its sentence', () => {
    const unchecked = claimed.filter(([f, , s]) => !CLAIMS.some((c) => c.file === f && s.includes(c.says)));
    expect(unchecked.map(([f, w, s]) => `${f} ${w}: ${s}`)).toEqual([]);
    const stale = CLAIMS.filter((c) => !claimed.some(([f, , s]) => f === c.file && s.includes(c.says)));
    expect(stale.map((c) => `${c.file}: ${c.says}`)).toEqual([]);
  });

  it('a sentence on LIA and TCP shares says where: at a shared bottleneck, or on paths that share nothing', () => {
    const vague = claimed.filter(
      ([, , s]) =>
        /LIA/.test(s) &&
        !/(shared|same|this|the) bottleneck|bottleneck they (share|all cross)|share no\b|share nothing/.test(s),
    );
    expect(vague.map(([f, w, s]) => `${f} ${w}: ${s}`)).toEqual([]);
  });

  it.each(CLAIMS.map((c) => [`${c.file.split('/').pop()}: ${c.says}`, c] as const))(
    '%s',
    (_, claim) => {
      const shares = sharesOf(claim);
      expect(shares).toBeGreaterThanOrEqual(claim.shares[0]);
      expect(shares).toBeLessThanOrEqual(claim.shares[1]);
    },
    120_000,
  );
});
