#!/usr/bin/env node
// The load generator of scripts/bench-class.mjs (a child process it forks; never run alone): one
// teacher socket and N student sockets per session given, driven by the parent's phases over IPC:
//   join  students join within a window (HTTP join, then the socket's first `state`)
//   run   the teacher locks steps 1..k in turn; students answer the locked step at random times
//   ramp  the class runs free; answers to the remaining questions at a given rate
//   final settle, then the counts (sent, acked, refused, answers on the teacher's last dashboard)
// Every latency is measured in this process (one clock): answer sent -> the teacher's dashboard
// lists it; lock posted -> a student's `state` shows it; join posted -> the student's first `state`.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';

// This process's own event-loop delay per phase: a busy generator would add it to every latency.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

const HARD_TIMEOUT_MS = Number(process.env.MP_BENCH_CHILD_TIMEOUT_MS ?? 900_000);
setTimeout(() => {
  console.error('[load] hard timeout: exiting');
  process.exit(3);
}, HARD_TIMEOUT_MS).unref();

const now = () => performance.now();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const rand = (n) => Math.floor(Math.random() * n);
let base = '';
/** Sessions: { code, teacherToken, teacher: ws, keys, students: [...], lastDashboard, lockSent } */
let sessions = [];
const sentAt = new Map(); // `${studentId}:${step}` -> ms sent (not yet seen on the dashboard)
const lat = { answer: [], ack: [], lockStudent: [], lockAll: [], joinHttp: [], joinOpen: [], joinState: [] };
const count = { sent: 0, acked: 0, refused: 0, errors: 0, sockets: 0, socketErrors: 0 };
const errorSamples = [];

function note(kind, text) {
  count.errors += kind === 'error' ? 1 : 0;
  if (errorSamples.length < 10) errorSamples.push(text);
}

async function post(path, body, token) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : {};
}

/** Opens a socket and says hello; resolves on open. `onMessage` gets every parsed message. */
function connect(role, code, token, onMessage) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/ws`, { headers: { origin: base } });
    ws.on('open', () => {
      count.sockets += 1;
      ws.send(JSON.stringify({ type: 'hello', role, code, token }));
      resolve(ws);
    });
    ws.on('message', (data) => onMessage(JSON.parse(String(data))));
    ws.on('error', (e) => {
      count.socketErrors += 1;
      note('error', `${role} socket: ${e.message}`);
      reject(e);
    });
    ws.on('close', (c) => {
      if (!ws.benchClosing) note('error', `${role} socket closed: ${c}`);
    });
  });
}

function onDashboard(s, msg) {
  s.lastDashboard = msg;
  if (!s.keys) s.keys = msg.keys;
  const t = now();
  for (const a of msg.answers) {
    const k = `${a.studentId}:${a.step}`;
    const t0 = sentAt.get(k);
    if (t0 !== undefined) {
      lat.answer.push(t - t0);
      sentAt.delete(k);
    }
  }
}

function onStudentMessage(s, st, msg) {
  if (msg.type === 'state') {
    if (st.firstStateAt === undefined) {
      st.firstStateAt = now();
      lat.joinState.push(st.firstStateAt - st.joinStartAt);
    }
    const lock = s.lockSent;
    if (lock && msg.pacing.lockStep === lock.step && !lock.seen.has(st.id)) {
      const d = now() - lock.at;
      lock.seen.add(st.id);
      lat.lockStudent.push(d);
      if (lock.seen.size === s.students.length) lat.lockAll.push(d);
    }
  } else if (msg.type === 'ack') {
    count.acked += 1;
    const t0 = st.ackWait.get(msg.clientId);
    if (t0 !== undefined) lat.ack.push(now() - t0);
    st.ackWait.delete(msg.clientId);
  } else if (msg.type === 'error') {
    if (msg.clientId) count.refused += 1;
    note('error', `student got error ${msg.status}: ${msg.message}`);
  }
}

async function joinStudent(s, i) {
  const st = { nickname: `kid ${i + 1}`, ackWait: new Map(), answered: new Set() };
  st.joinStartAt = now();
  const joined = await post(`/api/sessions/${s.code}/join`, { nickname: st.nickname });
  lat.joinHttp.push(now() - st.joinStartAt);
  st.id = joined.studentId;
  const openStartAt = now();
  st.ws = await connect('student', s.code, joined.token, (m) => onStudentMessage(s, st, m));
  lat.joinOpen.push(now() - openStartAt);
  s.students.push(st);
}

async function phaseJoin({ studentsPerSession, joinWindowMs }) {
  await Promise.all(
    sessions.map(async (s) => {
      s.students = [];
      s.teacher = await connect('teacher', s.code, s.teacherToken, (m) => m.type === 'dashboard' && onDashboard(s, m));
    }),
  );
  const joins = [];
  for (const s of sessions) {
    for (let i = 0; i < studentsPerSession; i += 1) {
      joins.push(
        sleep(Math.random() * joinWindowMs).then(() =>
          joinStudent(s, i).catch((e) => note('error', `join: ${e.message}`)),
        ),
      );
    }
  }
  await Promise.all(joins);
  await sleep(500);
  const joined = sessions.reduce((n, s) => n + s.students.length, 0);
  return {
    joined,
    joinHttp: lat.joinHttp.splice(0),
    joinOpen: lat.joinOpen.splice(0),
    joinState: lat.joinState.splice(0),
  };
}

function answerFor(key) {
  if (key.kind === 'choice' || key.kind === 'poll') return { choice: rand(Math.max(1, key.choices.length)) };
  if (key.kind === 'value') return { value: Math.round(Math.random() * 1000) / 10 };
  return { text: 'it goes up a little' };
}

function sendAnswer(s, st, step) {
  const key = s.keys.find((k) => k.step === step);
  if (!key || st.answered.has(step) || st.ws.readyState !== WebSocket.OPEN) return;
  st.answered.add(step);
  const clientId = `b${step}-${st.id.slice(0, 12)}-${rand(1e9)}`;
  const t = now();
  sentAt.set(`${st.id}:${step}`, t);
  st.ackWait.set(clientId, t);
  count.sent += 1;
  st.ws.send(
    JSON.stringify({ type: 'answer', step, answer: answerFor(key), elapsedMs: 1000 + rand(20_000), clientId }),
  );
}

async function lockTo(s, step) {
  s.lockSent = { step, at: now(), seen: new Set() };
  await post(`/api/sessions/${s.code}/pace`, { lockStep: step }, s.teacherToken);
}

async function phaseRun({ steps, durationMs }) {
  const periodMs = durationMs / steps.length;
  const timers = [];
  for (let k = 0; k < steps.length; k += 1) {
    const step = steps[k];
    for (const s of sessions) {
      // Sessions are spread over the period so their locks do not all land at the same instant.
      const lockAtMs = k * periodMs + Math.random() * periodMs * 0.05;
      timers.push(sleep(lockAtMs).then(() => lockTo(s, step).catch((e) => note('error', `pace: ${e.message}`))));
      for (const st of s.students) {
        const answerAtMs = lockAtMs + periodMs * (0.1 + 0.75 * Math.random());
        timers.push(sleep(answerAtMs).then(() => sendAnswer(s, st, step)));
      }
    }
  }
  await Promise.all(timers);
  await sleep(1500);
  const lockEvents = sessions.length * steps.length;
  return {
    answer: lat.answer.splice(0),
    ack: lat.ack.splice(0),
    lockStudent: lat.lockStudent.splice(0),
    lockAll: lat.lockAll.splice(0),
    lockEvents,
    missingAnswers: sentAt.size,
  };
}

async function phaseRamp({ ratePerSec, seconds, steps }) {
  if (!phaseRamp.pairs) {
    await Promise.all(sessions.map((s) => post(`/api/sessions/${s.code}/pace`, { lockStep: null }, s.teacherToken)));
    phaseRamp.pairs = [];
    for (const s of sessions)
      for (const st of s.students) for (const step of steps) phaseRamp.pairs.push([s, st, step]);
    for (let i = phaseRamp.pairs.length - 1; i > 0; i -= 1) {
      const j = rand(i + 1);
      [phaseRamp.pairs[i], phaseRamp.pairs[j]] = [phaseRamp.pairs[j], phaseRamp.pairs[i]];
    }
    await sleep(500);
  }
  const before = { sent: count.sent, errors: count.errors, missing: sentAt.size };
  lat.answer.length = 0;
  lat.ack.length = 0;
  const start = now();
  let due = 0;
  let exhausted = false;
  while (now() - start < seconds * 1000) {
    await sleep(10);
    const target = Math.floor(((now() - start) / 1000) * ratePerSec);
    for (; due < target; due += 1) {
      const pair = phaseRamp.pairs.pop();
      if (!pair) {
        exhausted = true;
        break;
      }
      sendAnswer(pair[0], pair[1], pair[2]);
    }
  }
  await sleep(2000);
  const sent = count.sent - before.sent;
  return {
    sent,
    latencies: lat.answer.splice(0),
    missing: sentAt.size - before.missing,
    errors: count.errors - before.errors,
    exhausted,
  };
}

async function phaseFinal() {
  await sleep(1500);
  const onDashboards = sessions.reduce((n, s) => n + (s.lastDashboard?.answers.length ?? 0), 0);
  for (const s of sessions) {
    for (const ws of [s.teacher, ...s.students.map((st) => st.ws)]) {
      if (!ws) continue;
      ws.benchClosing = true;
      ws.close();
    }
  }
  return { count, onDashboards, neverOnDashboard: sentAt.size, errorSamples };
}

const PHASES = { join: phaseJoin, run: phaseRun, ramp: phaseRamp, final: phaseFinal };

process.on('message', async (msg) => {
  try {
    if (msg.type === 'init') {
      base = msg.base;
      sessions = msg.sessions.map((s) => ({ ...s }));
      process.send({ type: 'done', phase: 'init', result: {} });
      return;
    }
    loopDelay.reset();
    const result = await PHASES[msg.type](msg);
    result.loopDelayP99Ms = loopDelay.percentile(99) / 1e6;
    result.loopDelayMaxMs = loopDelay.max / 1e6;
    process.send({ type: 'done', phase: msg.type, result });
  } catch (e) {
    process.send({ type: 'failed', phase: msg.type, message: String(e?.stack ?? e) });
  }
});
