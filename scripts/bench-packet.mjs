// Packet-engine benchmark beside htsim: the four workloads of bench/workloads/*.json, run by the
// native CLI (`mpsim bench`) and, when HTSIM_DIR names htsim's sim/ directory, by htsim through
// bench/htsim/dumbbell.cpp (built there on first use), alternating so both see the same machine
// load. Prints packets delivered per second and events per second, and our rate over htsim's.
// MPSIM_BASELINE names another mpsim binary (e.g. an older build) to run beside, as "before".
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const mpsim = resolve(root, 'solver/target/release/mpsim');
const rounds = Number(process.env.BENCH_PACKET_ROUNDS ?? 5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const workloads = ['tcp1', 'tcp10', 'tcp100', 'lia3'];

/** The htsim driver's arguments for a workload scenario (bench/htsim/README.md). */
function htsimArgs(s) {
  const rttMs = (c) => c.delays.forwardMs + c.delays.feedbackMs;
  const { durationS, bufferPackets } = s.solver;
  if (s.sources[0].controller.kind === 'lia') {
    const c = s.channels;
    return ['lia', durationS, bufferPackets, c[0].capacity.capacityMbps, ...c.map(rttMs)].map(String);
  }
  const c = s.channels[0];
  return ['tcp', s.sources.length, c.capacity.capacityMbps, rttMs(c), durationS, bufferPackets].map(String);
}

/** The htsim driver, built on first use; null (with the reason printed) when there is none. */
function htsimDriver() {
  const dir = process.env.HTSIM_DIR;
  if (!dir) {
    console.log('htsim: skipped (set HTSIM_DIR to the sim/ directory of an htsim checkout; bench/htsim/README.md)');
    return null;
  }
  const driver = resolve(dir, 'mp-dumbbell');
  if (!existsSync(driver)) {
    execFileSync('bash', [resolve(root, 'bench/htsim/build.sh')], { env: process.env, stdio: 'inherit' });
  }
  return driver;
}

/** One run of our engine: {ms, events, delivered}. */
function ours(binary, path) {
  const out = execFileSync(binary, ['--no-budget', 'bench', path], {
    env: { ...process.env, MPSIM_BENCH_RUNS: '1' },
    encoding: 'utf8',
  });
  const r = JSON.parse(out);
  return { ms: r.minMs, events: r.events, delivered: r.delivered };
}

/** One htsim run: {ms, events, delivered} (its last stdout line; htsim prints timeouts above it). */
function theirs(driver, args) {
  const out = execFileSync(driver, args, { encoding: 'utf8', maxBuffer: 1 << 26 });
  const line = out.trim().split('\n').pop();
  return JSON.parse(line);
}

const driver = htsimDriver();
const baseline = process.env.MPSIM_BASELINE;
console.log(`Packet workloads (bench/workloads), native, median of ${rounds}; M = millions:`);
console.log('  workload  engine     run ms   events  M ev/s  delivered  M pkt/s' + (driver ? '  pkt/s vs htsim' : ''));
for (const name of workloads) {
  const path = resolve(root, `bench/workloads/${name}.json`);
  const engines = [['mpsim', (/** @type {string} */ p) => ours(mpsim, p)]];
  if (baseline) engines.push(['before', (p) => ours(baseline, p)]);
  if (driver) engines.push(['htsim', () => theirs(driver, htsimArgs(JSON.parse(readFileSync(path, 'utf8'))))]);
  const runs = engines.map(() => []);
  for (let i = 0; i <= rounds; i += 1) {
    // The first round warms caches and is not counted.
    engines.forEach(([, run], k) => {
      const r = run(path);
      if (i > 0) runs[k].push(r);
    });
  }
  const rows = runs.map((rs) => ({ ...rs[0], ms: median(rs.map((r) => r.ms)) }));
  // An older mpsim may not print `delivered`; its runs are bit-identical, so ours is its count.
  rows.forEach((r) => (r.delivered ??= rows[0].delivered));
  const htsimRate = driver ? rows[rows.length - 1].delivered / rows[rows.length - 1].ms : 0;
  rows.forEach((r, k) => {
    const rate = r.delivered / r.ms;
    const ratio = driver ? `  ${(rate / htsimRate).toFixed(2).padStart(14)}` : '';
    console.log(
      `  ${name.padEnd(8)}  ${engines[k][0].padEnd(7)} ${r.ms.toFixed(1).padStart(9)} ${(r.events / 1e6).toFixed(2).padStart(8)} ${(r.events / r.ms / 1000).toFixed(1).padStart(7)} ${String(r.delivered).padStart(10)} ${(rate / 1000).toFixed(2).padStart(8)}${ratio}`,
    );
  });
}
console.log('  (goal: mpsim at least 1.5 x htsim packets delivered per second on each workload)');
