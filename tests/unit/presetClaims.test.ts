/**
 * Every preset's guidance (`meta.watchFor`) is backed by its `meta.checks`: structured claims
 * (docs/scenario.md, "Claims a preset makes") run here against the preset's own run through the
 * real wasm, variant by variant.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Solver } from '../../src/solver/wasm';
import { ROOT } from './nativeCli';
import { at } from '../../src/util/at';

type Stat = 'min' | 'max' | 'mean' | 'megabytes' | 'settleS';
type SeriesRef = string | string[];

/** One claim of a preset's guidance (the shape documented in docs/scenario.md). */
interface PresetCheck {
  says: string;
  variant?: string;
  series: SeriesRef;
  fromS: number;
  toS: number;
  stat: Stat;
  op: '<' | '>' | 'between';
  value?: number | [number, number];
  per?: SeriesRef;
  than?: { series?: SeriesRef; variant?: string; fromS?: number; toS?: number; stat?: Stat };
}

interface Run {
  columns: string[];
  rows: number[][];
}

const index = JSON.parse(readFileSync(resolve(ROOT, 'public/presets.json'), 'utf8')) as {
  presets: Array<{ name: string; file: string }>;
};
const presetText = (file: string) => readFileSync(resolve(ROOT, 'public/scenarios', file), 'utf8');
let solver: Solver;

beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
}, 600_000);

/** Runs a scenario (or one variant of its comparison) to its end. */
function runAll(json: string, variant?: number): Run {
  const run = solver.start(json, variant);
  const width = run.layout.sampleWidth;
  const rows: number[][] = [];
  while (!run.done) {
    const chunk = run.next(100_000);
    for (let i = 0; i < chunk.length; i += width) rows.push(Array.from(chunk.subarray(i, i + width)));
  }
  run.dispose();
  return { columns: run.layout.columns, rows };
}

/** The column indices a series reference names: route ids, `prefix*` globs, or `c:<resource>`. */
function columnsOf(run: Run, ref: SeriesRef): number[] {
  const names = typeof ref === 'string' ? [ref] : ref;
  const out: number[] = [];
  for (const name of names) {
    const full = name.includes(':') ? name : `x:${name}`;
    const hits = full.endsWith('*')
      ? run.columns.flatMap((c, i) => (c.startsWith(full.slice(0, -1)) ? [i] : []))
      : [run.columns.indexOf(full)].filter((i) => i >= 0);
    if (hits.length === 0) throw new Error(`no column ${full} in ${run.columns.join(', ')}`);
    out.push(...hits);
  }
  return out;
}

/** A statistic of the row-wise sum of the series over [fromS, toS] (inclusive, to a sample's tolerance). */
function statOf(run: Run, ref: SeriesRef, fromS: number, toS: number, stat: Stat): number {
  const cols = columnsOf(run, ref);
  const rows = run.rows.filter((r) => at(r, 0) >= fromS - 1e-6 && at(r, 0) <= toS + 1e-6);
  if (rows.length === 0) throw new Error(`no samples in ${fromS}-${toS} s`);
  const values = rows.map((r) => cols.reduce((s, c) => s + at(r, c), 0));
  const dtS = at(at(run.rows, 1), 0) - at(at(run.rows, 0), 0);
  switch (stat) {
    case 'min':
      return Math.min(...values);
    case 'max':
      return Math.max(...values);
    case 'mean':
      return values.reduce((s, v) => s + v, 0) / values.length;
    case 'megabytes':
      return (values.reduce((s, v) => s + v, 0) * dtS) / 8;
    case 'settleS': {
      // The last time in the window at which the series is more than 5 % away from its value at toS.
      const last = at(values, values.length - 1);
      let settled = at(at(rows, 0), 0);
      values.forEach((v, i) => Math.abs(v - last) > 0.05 * Math.abs(last) && (settled = at(at(rows, i), 0)));
      return settled;
    }
  }
}

/** The preset's runs by variant label ('' is the scenario as it is), made on first use. */
function runsOf(json: string): (variant: string | undefined) => Run {
  const scenario = JSON.parse(json) as { comparison?: { variants: Array<{ label: string }> } };
  const cache = new Map<string, Run>();
  return (label) => {
    const key = label ?? '';
    let run = cache.get(key);
    if (!run) {
      const i =
        label === undefined ? undefined : (scenario.comparison?.variants ?? []).findIndex((v) => v.label === label);
      if (i === -1) throw new Error(`no comparison variant labelled ${label}`);
      run = runAll(json, i);
      cache.set(key, run);
    }
    return run;
  };
}

/** Evaluates one check: the measured value, what it is compared with, and whether it holds. */
function evaluate(check: PresetCheck, runOf: (variant: string | undefined) => Run) {
  const run = runOf(check.variant);
  let measured = statOf(run, check.series, check.fromS, check.toS, check.stat);
  if (check.per) measured /= statOf(run, check.per, check.fromS, check.toS, check.stat);
  let against: number | [number, number];
  if (check.than) {
    const t = check.than;
    const other = t.variant !== undefined ? runOf(t.variant) : run;
    against = statOf(other, t.series ?? check.series, t.fromS ?? check.fromS, t.toS ?? check.toS, t.stat ?? check.stat);
  } else if (check.value !== undefined) against = check.value;
  else throw new Error('a check needs a value or a `than`');
  const holds =
    check.op === 'between'
      ? Array.isArray(against) && measured >= against[0] && measured <= against[1]
      : typeof against === 'number' && (check.op === '<' ? measured < against : measured > against);
  return { measured, against, holds };
}

describe("each preset's stated claims hold in its own run", () => {
  for (const p of index.presets) {
    it(`${p.name}: every check of meta.checks`, () => {
      const json = presetText(p.file);
      const meta = JSON.parse(json).meta as { watchFor: string; checks?: PresetCheck[] };
      expect(Array.isArray(meta.checks)).toBe(true);
      const runOf = runsOf(json);
      const failed: string[] = [];
      for (const check of meta.checks ?? []) {
        const { measured, against, holds } = evaluate(check, runOf);
        if (!holds)
          failed.push(`"${check.says}": ${measured.toFixed(4)} is not ${check.op} ${JSON.stringify(against)}`);
      }
      expect(failed).toEqual([]);
    }, 120_000);
  }

  it('has a check for every number the guidance states (t-epochs and named rates aside)', () => {
    for (const p of index.presets) {
      const meta = JSON.parse(presetText(p.file)).meta as { watchFor: string; checks?: PresetCheck[] };
      const numbers = meta.watchFor.match(/\d+(\.\d+)?\s*(Mbps|MB|s\b|%)/g) ?? [];
      // A preset that states numbers with units backs them with at least as many checks.
      if (numbers.length > 0) expect((meta.checks ?? []).length, p.name).toBeGreaterThanOrEqual(numbers.length / 2);
    }
  });

  it('catches a false claim (the old III-C guidance: all drop to zero between t6 and t7)', () => {
    const runOf = runsOf(presetText('III-C.json'));
    const old: PresetCheck = {
      says: 'all drop to zero between t6 and t7',
      series: ['head-B1', 'head-B2', 'head-B3'],
      fromS: 180,
      toS: 210,
      stat: 'min',
      op: '<',
      value: 0.5,
    };
    const result = evaluate(old, runOf);
    expect(result.holds).toBe(false);
    expect(result.measured).toBeGreaterThan(6.3);
    expect(result.measured).toBeLessThan(6.5);
  });
});
