#!/usr/bin/env node
/**
 * Golden outputs: what every preset gives with both engines, checked in under tests/golden/ so a
 * refactor that claims "no behaviour change" has to prove it (htsim's `.ref` files).
 *
 * For each preset of public/scenarios/ and each engine (fluid, packet), through the release `mpsim`:
 *   <preset>.<engine>.summary.json  `mpsim summary` (numbers to 4 significant digits), or the refusal
 *   <preset>.<engine>.csv           `mpsim run`: the header, the first and last 20 rows (4 digits)
 * A run the CLI refuses (the packet budget, say) is pinned by its exit code and messages.
 *
 *   node scripts/golden.mjs            check: exit 1 with a line diff of each file that differs
 *   node scripts/golden.mjs --update   rewrite the files (when a change of output is meant)
 *
 * tests/unit/golden.test.ts runs the same check inside `npm test`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the golden files live. */
export const GOLDEN_DIR = join(ROOT, 'tests/golden/engines');
/** Both engines, in file-name order. */
export const ENGINES = ['fluid', 'packet'];
/** Rows kept from each end of a run's CSV. */
export const EDGE_ROWS = 20;
/** Significant digits kept of every number. */
export const DIGITS = 4;

const MPSIM = join(ROOT, 'solver/target/release/mpsim');

/** The preset names (file stems of public/scenarios/*.json), sorted. */
export function presetNames() {
  return readdirSync(join(ROOT, 'public/scenarios'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

/** `x` to `DIGITS` significant digits, as short text ("-0" is "0"). */
export function roundNumber(x) {
  if (!Number.isFinite(x)) return String(x);
  if (x === 0) return '0';
  return String(Number(x.toPrecision(DIGITS)));
}

/** JSON text with every number rounded (keys keep their order), two-space indented. */
export function roundJson(text) {
  const walk = (v) => {
    if (typeof v === 'number') return Number(roundNumber(v));
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return JSON.stringify(walk(JSON.parse(text)), null, 2) + '\n';
}

/** A CSV's header, first and last `EDGE_ROWS` rows (numbers rounded), with a line counting the rows between. */
export function edgeRowsCsv(text) {
  const lines = text.split('\n').filter((l) => l.length > 0);
  const [header = '', ...rows] = lines;
  const round = (line) =>
    line
      .split(',')
      .map((f) => (f.trim() !== '' && !Number.isNaN(Number(f)) ? roundNumber(Number(f)) : f))
      .join(',');
  const out = [header];
  if (rows.length <= 2 * EDGE_ROWS) out.push(...rows.map(round));
  else {
    out.push(...rows.slice(0, EDGE_ROWS).map(round));
    out.push(`# ${rows.length - 2 * EDGE_ROWS} rows not kept (${rows.length} in all)`);
    out.push(...rows.slice(-EDGE_ROWS).map(round));
  }
  return out.join('\n') + '\n';
}

/** Runs `mpsim args`: its stdout, or a text naming the exit code and stderr when it refuses. */
function mpsim(args) {
  try {
    return { ok: true, text: execFileSync(MPSIM, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 30 }) };
  } catch (e) {
    const err = /** @type {{status?: number, stderr?: string}} */ (e);
    if (err.status === undefined || err.status === null) throw e;
    return { ok: false, text: `# mpsim ${args.join(' ')}\n# exit ${err.status}\n${err.stderr ?? ''}` };
  }
}

/** The golden files of one preset and engine: [file name, content][]. */
export function goldenFiles(preset, engine) {
  const base = `${preset}.${engine}`;
  const summary = mpsim(['summary', preset, '--engine', engine]);
  const run = summary.ok ? mpsim(['run', preset, '--engine', engine]) : summary;
  return [
    [`${base}.summary.json`, summary.ok ? roundJson(summary.text) : summary.text],
    [`${base}.csv`, run.ok ? edgeRowsCsv(run.text) : run.text],
  ];
}

/** The lines of `want` and `got` that differ, numbered, at most `max` of them. */
export function lineDiff(want, got, max = 12) {
  const a = want.split('\n');
  const b = got.split('\n');
  const out = [];
  for (let i = 0; i < Math.max(a.length, b.length) && out.length < 2 * max; i++) {
    if (a[i] === b[i]) continue;
    out.push(`  line ${i + 1}: - ${a[i] ?? '(none)'}`, `  line ${i + 1}: + ${b[i] ?? '(none)'}`);
  }
  return out.join('\n');
}

/** Compares (or with `update`, writes) one preset's golden files; returns the problems found. */
export function checkPreset(preset, engine, update = false) {
  const problems = [];
  for (const [name, content] of goldenFiles(preset, engine)) {
    const path = join(GOLDEN_DIR, name);
    if (update) {
      writeFileSync(path, content);
      continue;
    }
    if (!existsSync(path)) {
      problems.push(`${name}: no golden file (node scripts/golden.mjs --update writes it)`);
      continue;
    }
    const want = readFileSync(path, 'utf8');
    if (want !== content) problems.push(`${name} differs (- golden, + now):\n${lineDiff(want, content)}`);
  }
  return problems;
}

function main() {
  const update = process.argv.includes('--update');
  if (!existsSync(MPSIM)) {
    console.error(`golden: ${MPSIM} is missing: cargo build --release --bin mpsim --manifest-path solver/Cargo.toml`);
    process.exit(2);
  }
  mkdirSync(GOLDEN_DIR, { recursive: true });
  const problems = [];
  for (const preset of presetNames())
    for (const engine of ENGINES) problems.push(...checkPreset(preset, engine, update));
  if (update) console.log(`golden: wrote ${presetNames().length * ENGINES.length * 2} files in ${GOLDEN_DIR}`);
  else if (problems.length) {
    console.error(problems.join('\n\n'));
    process.exit(1);
  } else console.log('golden: every file matches');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
