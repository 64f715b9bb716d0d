#!/usr/bin/env node
// Load benchmark of the class session server (issue 25, "Numbers"; docs/class.md, "Hosting"), a
// report, not a test. One server process (dist-server/main.js, SQLite in a temp folder, 127.0.0.1;
// MP_*_PER_MIN raise the rate limits, since one address joins everyone) and load-generator children
// (bench-class-load.mjs, `ws` clients) on loopback; a hard timeout stops it all.
//   node scripts/bench-class.mjs [--sessions 40] [--students 60] [--seconds 120] [--generators 2]
//     [--join-window-s 10] [--ramp 50,100,200,400,800,1600] [--ramp-level-s 5] [--ramp-steps 10]
//     [--data-dir DIR] [--json FILE]     (quick: --sessions 4 --students 60 --seconds 20)
import { fork, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { concat, cpuTicks, dist, ms, pct, rssKb, sum, uptime } from './bench-class-stats.mjs';

const root = resolve(import.meta.dirname, '..');
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .join(' ')
    .split(/\s*--/)
    .filter(Boolean)
    .map((a) => a.split(/[\s=]+/)),
);
const opt = (name, fallback) => (args[name] === undefined ? fallback : args[name]);
const SESSIONS = Number(opt('sessions', 40));
const STUDENTS = Number(opt('students', 60));
const SECONDS = Number(opt('seconds', 120));
const GENERATORS = Math.max(1, Math.min(Number(opt('generators', 2)), SESSIONS));
const JOIN_WINDOW_S = Number(opt('join-window-s', 10));
const RAMP = String(opt('ramp', '50,100,200,400,800,1600')).split(',').map(Number).filter(Boolean);
const RAMP_LEVEL_S = Number(opt('ramp-level-s', 5));
const RAMP_STEPS = Number(opt('ramp-steps', 10));
const P99_GOAL_MS = 200;
const HARD_TIMEOUT_MS = 1000 * (120 + SESSIONS * 3 + JOIN_WINDOW_S + SECONDS + RAMP.length * (RAMP_LEVEL_S + 10) + 60);
const serverJs = resolve(root, 'dist-server/main.js');

const children = [];
let server = null;
// --data-dir /dev/shm puts the SQLite file in memory (no fsync): tells disk stalls from the server's own work.
const dataDir = mkdtempSync(join(String(opt('data-dir', tmpdir())), 'mp-bench-class-'));
function cleanup() {
  for (const c of children) c.kill('SIGKILL');
  if (server && server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
setTimeout(() => {
  console.error(`bench-class: hard timeout after ${HARD_TIMEOUT_MS / 1000} s: stopping everything`);
  cleanup();
  process.exit(2);
}, HARD_TIMEOUT_MS).unref();
process.on('SIGINT', () => (cleanup(), process.exit(130)));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Starts the server on a free loopback port; resolves to its base URL. */
async function startServer() {
  server = spawn(process.execPath, [serverJs], {
    cwd: root,
    env: {
      ...process.env,
      MP_HOST: '127.0.0.1',
      MP_PORT: '0',
      MP_DATA_DIR: dataDir,
      MP_STATIC_DIR: dataDir,
      MP_CREATE_PER_MIN: '100000',
      MP_JOIN_PER_MIN: '1000000',
      MP_CODE_PER_MIN: '1000000',
      MP_DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not print its URL within 30 s')), 30_000);
    server.stdout.on('data', (d) => {
      const m = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(String(d));
      if (m) (clearTimeout(timer), resolveUrl(`http://127.0.0.1:${m[1]}`));
    });
    server.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
}

/** satellite-rises with `RAMP_STEPS` more question steps (copies of its two) for the ramp. */
function benchLesson() {
  const scenario = JSON.parse(readFileSync(resolve(root, 'public/lessons/satellite-rises.json'), 'utf8'));
  const steps = scenario.lesson.steps;
  const mainSteps = steps.map((_, i) => i + 1);
  const questions = steps.filter((s) => s.prediction);
  for (let k = 0; k < RAMP_STEPS; k += 1) {
    const q = questions[k % questions.length];
    steps.push({ ...structuredClone(q), text: `Once more (${k + 1}): ${q.text}` });
  }
  const rampSteps = steps.map((_, i) => i + 1).filter((n) => n > mainSteps.length);
  return { scenario, mainSteps, rampSteps };
}

async function createSessions(base, scenario) {
  const out = [];
  const times = [];
  for (let i = 0; i < SESSIONS; i += 1) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ scenario }),
    });
    if (res.status !== 201) throw new Error(`create session: ${res.status} ${(await res.text()).slice(0, 300)}`);
    out.push(await res.json());
    times.push(performance.now() - t0);
  }
  return { sessions: out, times };
}

/** Forks the generators; `phase(msg)` runs a phase on all and resolves to their results. */
function startGenerators(base, sessions) {
  const gens = Array.from({ length: GENERATORS }, () => {
    const child = fork(resolve(root, 'scripts/bench-class-load.mjs'), [], { stdio: 'inherit' });
    children.push(child);
    return child;
  });
  const phase = (msg) =>
    Promise.all(
      gens.map(
        (child, g) =>
          new Promise((resolveRun, reject) => {
            const onMessage = (m) => {
              child.off('message', onMessage);
              if (m.type === 'failed') reject(new Error(`generator ${g}, ${m.phase}: ${m.message}`));
              else resolveRun(m.result);
            };
            child.on('message', onMessage);
            const own =
              msg.type === 'init' ? { ...msg, sessions: sessions.filter((_, i) => i % GENERATORS === g) } : msg;
            child.send(own);
          }),
      ),
    );
  return { phase, init: () => phase({ type: 'init', base }) };
}

/** The run: the teachers lock steps in turn, the students answer at random. */
async function runPhase(gens, pid, mainSteps, report) {
  const cpu0 = cpuTicks(pid);
  const run = await gens.phase({ type: 'run', steps: mainSteps, durationMs: SECONDS * 1000 });
  const cpuS = (cpuTicks(pid) - cpu0) / 100;
  report.run = {
    answer: concat(run, 'answer'),
    ack: concat(run, 'ack'),
    lockStudent: concat(run, 'lockStudent'),
    lockAll: concat(run, 'lockAll'),
    lockEvents: sum(run, (r) => r.lockEvents),
    missing: sum(run, (r) => r.missingAnswers),
    serverCpuPct: (100 * cpuS) / (SECONDS + 1.5),
  };
  console.log(
    `run (${SECONDS} s, locks to steps ${mainSteps.join(',')}, answers at random; server CPU ${report.run.serverCpuPct.toFixed(0)}% of one core, generator loop delay p99 ${ms(Math.max(...run.map((r) => r.loopDelayP99Ms)))}, max ${ms(Math.max(...run.map((r) => r.loopDelayMaxMs)))}):`,
  );
  console.log(
    `  answer -> teacher's dashboard: ${dist(report.run.answer)}; not on the dashboard: ${report.run.missing}`,
  );
  console.log(`  answer -> ack: ${dist(report.run.ack)}`);
  console.log(`  lock -> a student's state: ${dist(report.run.lockStudent)}`);
  console.log(`  lock -> every student's state: ${dist(report.run.lockAll)} of ${report.run.lockEvents} locks`);
}

/** The ramp: answers at rising rates until the dashboard's p99 passes the goal. */
async function rampPhase(gens, rampSteps, report) {
  report.ramp = [];
  let stop = 'the last rate asked for';
  for (const rate of RAMP) {
    const level = await gens.phase({
      type: 'ramp',
      ratePerSec: rate / GENERATORS,
      seconds: RAMP_LEVEL_S,
      steps: rampSteps,
    });
    const lats = concat(level, 'latencies');
    const row = {
      rate,
      sent: sum(level, (r) => r.sent),
      p50: pct(lats, 50),
      p99: pct(lats, 99),
      missing: sum(level, (r) => r.missing),
      errors: sum(level, (r) => r.errors),
    };
    row.achievedPerSec = row.sent / RAMP_LEVEL_S;
    row.exhausted = level.some((r) => r.exhausted);
    row.generatorLoopDelayP99Ms = Math.max(...level.map((r) => r.loopDelayP99Ms));
    report.ramp.push(row);
    console.log(
      `ramp ${rate}/s: sent ${row.sent} (${row.achievedPerSec.toFixed(0)}/s), dashboard p50 ${ms(row.p50)} p99 ${ms(row.p99)}, missing ${row.missing}, errors ${row.errors}, generator loop delay p99 ${ms(row.generatorLoopDelayP99Ms)}`,
    );
    if (!(row.p99 <= P99_GOAL_MS) || row.missing || row.errors) {
      stop = `saturated at ${rate}/s (p99 ${ms(row.p99)}, missing ${row.missing}, errors ${row.errors})`;
      break;
    }
    if (row.exhausted) {
      stop = 'no unanswered questions left (raise --ramp-steps or --sessions for higher rates)';
      break;
    }
  }
  const ok = report.ramp.filter((r) => r.p99 <= P99_GOAL_MS && !r.missing && !r.errors && !r.exhausted);
  report.saturationPerSec = ok.length ? ok[ok.length - 1].achievedPerSec : 0;
  report.rampStop = stop;
}

/** The counts: sent, acknowledged, rows in the database, on the dashboards; true when they differ. */
async function finalPhase(gens, report) {
  const final = await gens.phase({ type: 'final' });
  const counts = final.map((f) => f.count);
  const db = new Database(join(dataDir, 'classes.sqlite'), { readonly: true });
  const rows = db.prepare('SELECT COUNT(*) AS n FROM answers').get().n;
  db.close();
  report.counts = {
    sent: sum(counts, (c) => c.sent),
    acked: sum(counts, (c) => c.acked),
    refused: sum(counts, (c) => c.refused),
    rowsInDatabase: rows,
    onDashboards: sum(final, (f) => f.onDashboards),
    socketErrors: sum(counts, (c) => c.socketErrors),
  };
  report.errorSamples = final.flatMap((f) => f.errorSamples).slice(0, 10);
  report.loadAfter = uptime();
  const c = report.counts;
  const lost = !(c.sent === c.acked && c.acked === c.rowsInDatabase && c.rowsInDatabase === c.onDashboards);
  console.log(
    `counts: sent ${c.sent}, acked ${c.acked}, rows in the database ${rows}, on the dashboards ${c.onDashboards}, refused ${c.refused}, socket errors ${c.socketErrors}: ${lost ? 'MISMATCH' : 'no answer lost'}`,
  );
  console.log(
    `saturation: ${report.saturationPerSec.toFixed(0)} answers/s held with the dashboard's p99 under ${P99_GOAL_MS} ms; the ramp stopped: ${report.rampStop}`,
  );
  if (report.errorSamples.length) console.log(`first errors: ${report.errorSamples.join(' | ')}`);
  console.log(`after: ${report.loadAfter}`);
  return lost;
}

async function main() {
  if (!existsSync(serverJs))
    throw new Error('dist-server/main.js is missing: vite build --config vite.server.config.ts');
  console.log(
    `bench-class: ${SESSIONS} sessions x ${STUDENTS} students, ${SECONDS} s, ${GENERATORS} generator(s); ${uptime()}`,
  );
  const base = await startServer();
  const pid = server.pid;
  const { scenario, mainSteps, rampSteps } = benchLesson();
  const created = await createSessions(base, scenario);
  console.log(`created ${SESSIONS} sessions (answer keys on the server): ${dist(created.times)}`);
  await sleep(1000);
  const rssBeforeKb = rssKb(pid);
  const gens = startGenerators(base, created.sessions);
  await gens.init();
  const joinT0 = performance.now();
  const joinCpu0 = cpuTicks(pid);
  const joined = await gens.phase({ type: 'join', studentsPerSession: STUDENTS, joinWindowMs: JOIN_WINDOW_S * 1000 });
  const joinWallS = (performance.now() - joinT0) / 1000;
  const joinCpuPct = (cpuTicks(pid) - joinCpu0) / joinWallS;
  await sleep(1000);
  const sockets = sum(joined, (r) => r.joined) + SESSIONS;
  const rssAfterKb = rssKb(pid);
  const report = { sessions: SESSIONS, students: STUDENTS, seconds: SECONDS, loadBefore: uptime() };
  report.join = {
    joined: sum(joined, (r) => r.joined),
    wallS: joinWallS,
    http: concat(joined, 'joinHttp'),
    open: concat(joined, 'joinOpen'),
    toState: concat(joined, 'joinState'),
  };
  report.memory = {
    rssBeforeMb: rssBeforeKb / 1024,
    rssAfterMb: rssAfterKb / 1024,
    sockets,
    kbPerSocket: (rssAfterKb - rssBeforeKb) / sockets,
  };
  console.log(
    `joined ${report.join.joined}/${SESSIONS * STUDENTS} in ${joinWallS.toFixed(1)} s (window ${JOIN_WINDOW_S} s; server CPU ${joinCpuPct.toFixed(0)}% of one core, generator loop delay p99 ${ms(Math.max(...joined.map((r) => r.loopDelayP99Ms)))})`,
  );
  console.log(`  join HTTP: ${dist(report.join.http)}\n  socket open: ${dist(report.join.open)}`);
  console.log(`  join -> first state: ${dist(report.join.toState)}`);
  console.log(
    `memory: server RSS ${report.memory.rssBeforeMb.toFixed(0)} MB -> ${report.memory.rssAfterMb.toFixed(0)} MB with ${sockets} sockets: ${report.memory.kbPerSocket.toFixed(1)} KB per connection`,
  );

  await runPhase(gens, pid, mainSteps, report);
  await rampPhase(gens, rampSteps, report);
  const lost = await finalPhase(gens, report);
  if (args.json) writeFileSync(resolve(args.json), JSON.stringify(report, null, 1));
  return lost ? 1 : 0;
}

main()
  .then((code) => {
    cleanup();
    process.exit(code);
  })
  .catch((e) => {
    console.error(`bench-class: ${e.stack ?? e}`);
    cleanup();
    process.exit(1);
  });
