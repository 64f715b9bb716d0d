// Two builds of the solver side by side in one run (issue 21: a refactor must stay within 5 % of
// the build before it): the .wasm of BEFORE_DIR and this tree's, alternating run by run so both see
// the same machine load, on III-D (fluid) and III-D with LIA (packet). Optionally the playground in
// Chromium too (edit -> first chunk, drag results per second), for BEFORE_DIR/dist and ./dist.
//
//   node scripts/bench-versions.mjs BEFORE_DIR [--browser]
//
// BEFORE_DIR holds mpsolver.wasm (and dist/ for --browser), e.g. copied from a clone of the commit
// before the change after `bash scripts/build-wasm.sh && npx vite build`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const beforeDir = resolve(process.argv[2] ?? '');
const rounds = Number(process.env.BENCH_ROUNDS ?? 9);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The exports of the .wasm at `path`. */
async function load(path) {
  const { instance } = await WebAssembly.instantiate(readFileSync(path), {});
  return instance.exports;
}

/**
 * One full run of `json` by `wasm`, sampled in chunks as the worker does: wall and CPU
 * milliseconds (CPU time is the steadier of the two on a shared, loaded machine).
 */
function run(wasm, json) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const bytes = new TextEncoder().encode(json);
  const text = wasm.mp_alloc(bytes.length);
  new Uint8Array(wasm.memory.buffer, text, bytes.length).set(bytes);
  const sim = wasm.mp_create(text, bytes.length);
  wasm.mp_free(text, bytes.length);
  if (!sim) throw new Error('scenario refused');
  const width = wasm.mp_sample_width(sim);
  const out = wasm.mp_alloc(4096 * width * 8);
  while (!wasm.mp_is_done(sim)) wasm.mp_run(sim, out, 4096);
  wasm.mp_free(out, 4096 * width * 8);
  wasm.mp_destroy(sim);
  const used = process.cpuUsage(cpu);
  return { wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

const before = await load(resolve(beforeDir, 'mpsolver.wasm'));
const after = await load(resolve(root, 'src/wasm/mpsolver.wasm'));
const convoy = JSON.parse(readFileSync(resolve(root, 'public/scenarios/III-D.json'), 'utf8'));
const packetLia = structuredClone(convoy);
packetLia.solver.engine = 'packet';
packetLia.sources[0].controller = { kind: 'lia' };
const cases = [
  ['III-D fluid, wasm', JSON.stringify(convoy), rounds],
  ['III-D packet with LIA, wasm', JSON.stringify(packetLia), Math.max(3, Math.floor(rounds / 3))],
];
console.log(`Solver, before (${beforeDir}) and after (this tree), alternating, medians:`);
console.log('  case                           measure   before ms   after ms   after/before');
for (const [label, json, n] of cases) {
  run(before, json);
  run(after, json);
  const b = [];
  const a = [];
  for (let k = 0; k < n; k += 1) {
    // Alternate which goes first, so neither always runs on a warmer machine.
    if (k % 2) {
      a.push(run(after, json));
      b.push(run(before, json));
    } else {
      b.push(run(before, json));
      a.push(run(after, json));
    }
  }
  for (const key of ['wallMs', 'cpuMs']) {
    const [mb, ma] = [median(b.map((r) => r[key])), median(a.map((r) => r[key]))];
    console.log(
      `  ${label.padEnd(30)} ${key.padEnd(7)} ${mb.toFixed(1).padStart(9)} ${ma.toFixed(1).padStart(10)}   ${(ma / mb).toFixed(3)}`,
    );
  }
}

if (process.argv.includes('--browser')) {
  // The browser bench, twice each, alternating: BEFORE_DIR/dist, then ./dist.
  const browse = (dist) =>
    execFileSync('node', [resolve(root, 'scripts/bench-browser.mjs')], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, BENCH_DIST: dist, BENCH_QUICK: '1' },
    });
  const pick = (text, re) => Number(re.exec(text)?.[1] ?? NaN);
  const rows = { before: [], after: [] };
  const browserRounds = Number(process.env.BENCH_BROWSER_ROUNDS ?? 3);
  for (let k = 0; k < browserRounds; k += 1)
    for (const [name, dist] of [
      ['before', resolve(beforeDir, 'dist')],
      ['after', resolve(root, 'dist')],
    ]) {
      const text = browse(dist);
      rows[name].push({
        firstMs: pick(text, /edit -> first chunk on screen\s+median (\d+)/),
        dragPerS: pick(text, /full results per second while dragging\s+([\d.]+)/),
      });
    }
  console.log(`Playground in Chromium (bench-browser.mjs, ${browserRounds} rounds each, alternating), medians:`);
  for (const key of ['firstMs', 'dragPerS']) {
    const b = median(rows.before.map((r) => r[key]));
    const a = median(rows.after.map((r) => r[key]));
    console.log(`  ${key.padEnd(30)} before ${b}   after ${a}   after/before ${(a / b).toFixed(3)}`);
  }
}
