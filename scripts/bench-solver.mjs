// Solver benchmark: native CLI vs WebAssembly in Node on the default preset, measured side by
// side (runs alternate so both see the same machine load), and cost per route-step at about 7,
// 70 and 700 routes. Prints a table; targets are in the README, not asserted here.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const mpsim = resolve(root, 'solver/target/release/mpsim');
const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
const { instance } = await WebAssembly.instantiate(readFileSync(resolve(root, 'src/wasm/mpsolver.wasm')), {});
const wasm = instance.exports;

/** One full WebAssembly run, sampled in chunks as the worker does; returns milliseconds. */
function wasmRun(json) {
  const started = performance.now();
  const bytes = new TextEncoder().encode(json);
  const text = wasm.mp_alloc(bytes.length);
  new Uint8Array(wasm.memory.buffer, text, bytes.length).set(bytes);
  const sim = wasm.mp_create(text, bytes.length);
  wasm.mp_free(text, bytes.length);
  if (!sim)
    throw new Error(
      'scenario refused: ' +
        new TextDecoder().decode(new Uint8Array(wasm.memory.buffer, wasm.mp_message_ptr(), wasm.mp_message_len())),
    );
  const width = wasm.mp_sample_width(sim);
  const out = wasm.mp_alloc(4096 * width * 8);
  while (!wasm.mp_is_done(sim)) wasm.mp_run(sim, out, 4096);
  wasm.mp_free(out, 4096 * width * 8);
  wasm.mp_destroy(sim);
  return performance.now() - started;
}

/** One full native run (inside the CLI, process start excluded); returns milliseconds. */
function nativeRun(path) {
  const out = execFileSync(mpsim, ['bench', path], {
    env: { ...process.env, MPSIM_BENCH_RUNS: '1' },
    encoding: 'utf8',
  });
  return JSON.parse(out).minMs;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Alternates native and wasm runs of one scenario; returns their medians. */
function sideBySide(json, rounds) {
  const dir = mkdtempSync(join(tmpdir(), 'mp-bench-'));
  const path = join(dir, 'scenario.json');
  writeFileSync(path, json);
  wasmRun(json); // warm-up: compile tiers
  nativeRun(path);
  const native = [];
  const web = [];
  for (let i = 0; i < rounds; i += 1) {
    native.push(nativeRun(path));
    web.push(wasmRun(json));
  }
  return {
    nativeMs: median(native),
    wasmMs: median(web),
    nativeMinMs: Math.min(...native),
    wasmMinMs: Math.min(...web),
  };
}

/** The default preset with `stations` WiFi stations on a ring, reached by head and tail. */
function scaled(base, stations, durationS) {
  const s = structuredClone(base);
  s.stations = Array.from({ length: stations }, (_, i) => ({
    ...base.stations[i % base.stations.length],
    id: `S${i + 1}`,
    label: `S${i + 1}`,
    position: { xM: 600 * Math.cos((2 * Math.PI * i) / stations), yM: 600 * Math.sin((2 * Math.PI * i) / stations) },
  }));
  const ids = s.stations.map((st) => st.id);
  s.platforms[0].links = [
    { node: 'head', to: ids },
    { node: 'middle', to: ['sat'] },
    { node: 'tail', to: ids },
  ];
  s.solver.durationS = durationS;
  return JSON.stringify(s);
}

const base = JSON.parse(readFileSync(resolve(root, 'public/scenarios/III-D.json'), 'utf8'));
const steps = Math.round(base.solver.durationS / base.solver.dtS);
const main = sideBySide(JSON.stringify(base), rounds);
console.log(
  `Default preset III-D: ${base.solver.durationS} s at dt = ${base.solver.dtS * 1000} ms (${steps} steps, 7 routes), median of ${rounds}`,
);
console.log('                    median     (min)      median rate');
console.log(
  `  native            ${main.nativeMs.toFixed(1)} ms  (${main.nativeMinMs.toFixed(1)} ms)  ${(steps / main.nativeMs / 1000).toFixed(2)} M steps/s`,
);
console.log(
  `  wasm (Node)       ${main.wasmMs.toFixed(1)} ms  (${main.wasmMinMs.toFixed(1)} ms)  ${(steps / main.wasmMs / 1000).toFixed(2)} M steps/s`,
);
console.log(
  `  wasm / native     ${(main.wasmMs / main.nativeMs).toFixed(2)}      (${(main.wasmMinMs / main.nativeMinMs).toFixed(2)})   (target <= 1.3; wasm target about 60 ms)`,
);

// A placement map's runs (src/map/PlacementControl.tsx): one scenario text, B1 moved by sets. From
// the third run on, a run copies the positions and the other stations' capacities it remembers
// (solver/src/network/memo.rs); the same bits as a run of the moved scenario.
function summaryRun(text, exportName) {
  const started = performance.now();
  const bytes = new TextEncoder().encode(text);
  const ptr = wasm.mp_alloc(bytes.length);
  new Uint8Array(wasm.memory.buffer, ptr, bytes.length).set(bytes);
  const ok = wasm[exportName](ptr, bytes.length);
  wasm.mp_free(ptr, bytes.length);
  if (!ok) throw new Error(`${exportName} refused the scenario`);
  return performance.now() - started;
}
{
  const json = JSON.stringify(base);
  const moved = (k) => {
    const s = structuredClone(base);
    s.stations[0].position = { xM: -1000 + 97 * k, yM: -300 + 41 * k };
    return JSON.stringify(s);
  };
  const sets = (k) =>
    `{"scenario":${json},"sets":[["stations.0.position.xM",${-1000 + 97 * k}],["stations.0.position.yM",${-300 + 41 * k}]]}`;
  summaryRun(sets(0), 'mp_summary_with');
  summaryRun(sets(1), 'mp_summary_with'); // builds the memo
  const plain = [];
  const reusing = [];
  for (let k = 0; k < rounds; k += 1) {
    plain.push(summaryRun(moved(k), 'mp_summary'));
    reusing.push(summaryRun(sets(k + 2), 'mp_summary_with'));
  }
  console.log('');
  console.log(`A placement map's run of III-D as wasm in Node (B1 moved), median of ${rounds}:`);
  console.log(`  the moved scenario's own run          ${median(plain).toFixed(1)} ms`);
  console.log(
    `  the same run by sets, with the memo   ${median(reusing).toFixed(1)} ms   (${(median(reusing) / median(plain)).toFixed(2)} of it)`,
  );
  console.log(
    `  so a 20 x 20 map on 2 workers needs at least ${((400 * median(reusing)) / 2 / 1000).toFixed(1)} s of runs (target: the whole map within 10 s in Chromium)`,
  );
}
console.log('');
console.log('Cost per route-step (ns), about 3.5 million route-steps per run (path building included):');
console.log('  routes   native   wasm');
for (const stations of [3, 35, 350]) {
  const routes = 2 * stations + 1;
  const durationS = Math.round(3.5e6 / routes / 1000);
  const routeSteps = routes * (durationS / base.solver.dtS);
  const r = sideBySide(scaled(base, stations, durationS), Math.max(3, Math.floor(rounds / 2)));
  console.log(
    `  ${String(routes).padStart(6)}   ${((r.nativeMs * 1e6) / routeSteps).toFixed(2).padStart(6)}   ${((r.wasmMs * 1e6) / routeSteps).toFixed(2).padStart(6)}`,
  );
}

// The packet engine (solver.engine "packet"): the same run natively and as wasm (their rows are
// bit-identical, tests/unit/wasmPacket.test.ts), so both process the same events.
console.log('');
console.log('Packet engine, the same run natively and as wasm in Node (events from the native run), median of 3:');
console.log('  scenario                              events    native ms  M ev/s   wasm ms  M ev/s  wasm/native');
const convoy = structuredClone(base);
convoy.solver.engine = 'packet';
const convoyLia = structuredClone(convoy);
convoyLia.sources[0].controller = { kind: 'lia' };
const threePaths = JSON.parse(readFileSync(resolve(root, 'public/scenarios/003-three-paths.json'), 'utf8'));
threePaths.solver.engine = 'packet';
delete threePaths.comparison;
for (const [label, scenario] of [
  ['III-D (Kelly-Voice), 540 s', convoy],
  ['III-D with LIA, 540 s', convoyLia],
  ['003 three paths, 1200 s', threePaths],
]) {
  const json = JSON.stringify(scenario);
  const path = join(mkdtempSync(join(tmpdir(), 'mp-bench-')), 'scenario.json');
  writeFileSync(path, json);
  const { events } = JSON.parse(
    execFileSync(mpsim, ['bench', path], { env: { ...process.env, MPSIM_BENCH_RUNS: '1' }, encoding: 'utf8' }),
  );
  const r = sideBySide(json, 3);
  const rate = (ms) => (events / ms / 1000).toFixed(1).padStart(6);
  console.log(
    `  ${label.padEnd(34)} ${(events / 1e6).toFixed(2).padStart(6)} M  ${r.nativeMs.toFixed(0).padStart(9)}  ${rate(r.nativeMs)}  ${r.wasmMs.toFixed(0).padStart(8)}  ${rate(r.wasmMs)}  ${(r.wasmMs / r.nativeMs).toFixed(2).padStart(11)}`,
  );
}
console.log(
  '  (targets: III-D in packet mode as wasm <= 1.5 s, III-D with LIA <= 350 ms; htsim: scripts/bench-packet.mjs)',
);
