/** The class HTTP API and the socket's flow on a real server: create, read, join, answer, pace, reveal, CSV. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage, StepKey } from '../../src/class/protocol';
import { JOIN_CODE_PATTERN, MAX_LESSON_BYTES } from '../../src/class/protocol';
import WebSocket from 'ws';
import {
  Client,
  answer,
  call,
  makeClass,
  shippedLesson,
  startServer,
  studentSocket,
  teacherSocket,
  type TestServer,
} from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ limits: { createPerMin: 100 } });
});
afterAll(() => server.close());

type Dashboard = Extract<ServerMessage, { type: 'dashboard' }>;
type State = Extract<ServerMessage, { type: 'state' }>;

describe('the class API', () => {
  it('answers health with the database in use, with the page security headers', async () => {
    const r = await call(server.base, '/api/health');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true, database: 'sqlite', joinOrigins: [], loopbackOnly: true });
    expect(r.headers.get('content-security-policy')).toContain("connect-src 'self'");
    expect(r.headers.get('referrer-policy')).toBe('no-referrer');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('creates a session with a join code and reads it back publicly (no key, no token)', async () => {
    const lesson = shippedLesson();
    const { code, teacherToken } = await makeClass(server.base, [], lesson);
    expect(code).toMatch(new RegExp(JOIN_CODE_PATTERN));
    expect(teacherToken.length).toBeGreaterThanOrEqual(40);
    const r = await call(server.base, `/api/sessions/${code}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      code,
      title: 'What does the satellite subflow do when WiFi fades?',
      stepCount: 4,
      ended: false,
      scenario: lesson,
    });
    const row = await server.store.sessionByCode(code);
    expect(row!.teacherHash).not.toContain(teacherToken);
    expect(row!.teacherHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await call(server.base, '/api/sessions/MMMMMM')).status).toBe(404);
  });

  it('refuses a scenario without a lesson, a version 1 lesson and a broken shape', async () => {
    const plain = shippedLesson();
    delete plain.lesson;
    const none = await call(server.base, '/api/sessions', { body: { scenario: plain } });
    expect([none.status, none.body.message]).toEqual([400, 'the scenario carries no lesson']);
    const v1 = shippedLesson() as { lesson: { version: number } };
    v1.lesson.version = 1;
    const old = await call(server.base, '/api/sessions', { body: { scenario: v1 } });
    expect(old.status).toBe(400);
    const broken = shippedLesson();
    broken.stations = 'none';
    const bad = await call(server.base, '/api/sessions', { body: { scenario: broken } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('stations');
  });

  it('refuses a lesson over MAX_LESSON_BYTES (413) before any other check', async () => {
    const big = { ...shippedLesson(), padding: 'x'.repeat(MAX_LESSON_BYTES) };
    const r = await call(server.base, '/api/sessions', { body: { scenario: big } });
    expect(r.status).toBe(413);
    const huge = await call(server.base, '/api/sessions', { rawBody: `{"scenario":{"p":"${'x'.repeat(3_000_000)}"}}` });
    expect(huge.status).toBe(413);
  });

  it('refuses the session (422, with why) when its answers take longer than the bound to compute', async () => {
    const slow = await startServer({ keys: { timeoutMs: 1 } });
    try {
      const r = await call(slow.base, '/api/sessions', { body: { scenario: shippedLesson() } });
      expect(r.status).toBe(422);
      expect(r.body.message).toContain('took longer than');
      const health = await call(slow.base, '/api/health');
      expect(health.status).toBe(200);
    } finally {
      await slow.close();
    }
  });

  it('computes the key from the model: satellite-rises step 2 is choice 0 "Rise", graded on the server', async () => {
    const { code, teacherToken, students } = await makeClass(server.base, ['Ada', 'Bo']);
    const teacher = await teacherSocket(server.wsUrl, code, teacherToken);
    const first = await teacher.next<Dashboard>((m) => m.type === 'dashboard');
    const key = first.keys.find((k) => k.step === 2) as StepKey;
    expect(key).toMatchObject({ kind: 'choice', choices: ['Rise', 'Fall'], answer: 0 });
    expect(key.found).toMatch(/^sat: /);
    const ada = await studentSocket(server.wsUrl, code, students[0]!.token);
    const bo = await studentSocket(server.wsUrl, code, students[1]!.token);
    ada.send(answer(2, { choice: 0 }, 'ada-2'));
    bo.send(answer(2, { choice: 1 }, 'bo-2', 2500));
    await ada.next((m) => m.type === 'ack' && m.clientId === 'ada-2');
    await bo.next((m) => m.type === 'ack' && m.clientId === 'bo-2');
    const dash = await teacher.next<Dashboard>((m) => m.type === 'dashboard' && m.answers.length === 2);
    const byStudent = new Map(dash.answers.map((a) => [a.studentId, a]));
    expect(byStudent.get(students[0]!.studentId)).toMatchObject({ step: 2, answer: { choice: 0 }, correct: true });
    expect(byStudent.get(students[1]!.studentId)).toMatchObject({ step: 2, correct: false, elapsedMs: 2500 });
    expect(dash.students.map((s) => [s.nickname, s.number, s.connected])).toEqual([
      ['Ada', 1, true],
      ['Bo', 2, true],
    ]);
    const csv = await call(server.base, `/api/sessions/${code}/results.csv`, { token: teacherToken });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.body).toBe(
      'step,nickname,answered,answer,correct,time to answer s\r\n' +
        '2,Ada,yes,Rise,yes,1.5\r\n2,Bo,yes,Fall,no,2.5\r\n3,Ada,no,,,\r\n3,Bo,no,,,\r\n',
    );
    for (const c of [teacher, ada, bo]) c.close();
  });

  it('paces: lock, pause, reveal reach the students; a student state carries only revealed keys', async () => {
    const { code, teacherToken, students } = await makeClass(server.base, ['Cy']);
    const cy = await studentSocket(server.wsUrl, code, students[0]!.token);
    const initial = cy.messages[0] as State;
    expect(initial.pacing).toEqual({ lockStep: null, paused: false, revealed: [], ended: false, explore: false });
    expect(JSON.stringify(initial)).not.toContain('"answer"');
    for (const [action, body] of [
      ['pace', { lockStep: 2 }],
      ['pause', { paused: true }],
      ['reveal', { step: 2 }],
    ] as const) {
      const r = await call(server.base, `/api/sessions/${code}/${action}`, { body, token: teacherToken });
      expect(r.status).toBe(200);
    }
    const state = await cy.next<State>((m) => m.type === 'state' && m.pacing.revealed.length === 1);
    expect(state.pacing).toMatchObject({ lockStep: 2, paused: true, ended: false });
    expect(state.pacing.revealed.map((k) => [k.step, k.answer])).toEqual([[2, 0]]);
    expect(state.pacing.revealed.some((k) => k.step === 3)).toBe(false);
    cy.send({ type: 'progress', step: 2 });
    await expect
      .poll(async () => (await server.store.students((await server.store.sessionByCode(code))!.id))[0]!.step)
      .toBe(2);
    const ended = await call(server.base, `/api/sessions/${code}/end`, { body: {}, token: teacherToken });
    expect(ended.status).toBe(200);
    await cy.next<State>((m) => m.type === 'state' && m.pacing.ended);
    cy.send(answer(3, { choice: 0 }, 'late'));
    const refused = await cy.next((m) => m.type === 'error' && m.clientId === 'late');
    expect(refused).toMatchObject({ status: 409 });
    expect((await call(server.base, `/api/sessions/${code}/join`, { body: { nickname: 'Late' } })).status).toBe(410);
    cy.close();
  });

  it('keeps an answer sent after its step was revealed, not graded, marked "after reveal"', async () => {
    const { code, teacherToken, students } = await makeClass(server.base, ['Ina', 'Jo']);
    const ina = await studentSocket(server.wsUrl, code, students[0]!.token);
    const jo = await studentSocket(server.wsUrl, code, students[1]!.token);
    ina.send(answer(2, { choice: 0 }, 'ina-2'));
    await ina.next((m) => m.type === 'ack' && m.clientId === 'ina-2');
    const r = await call(server.base, `/api/sessions/${code}/reveal`, { body: { step: 2 }, token: teacherToken });
    expect(r.status).toBe(200);
    await jo.next<State>((m) => m.type === 'state' && m.pacing.revealed.length === 1);
    // Jo has seen the answer now: the right choice, sent, is kept but earns nothing.
    jo.send(answer(2, { choice: 0 }, 'jo-2'));
    await jo.next((m) => m.type === 'ack' && m.clientId === 'jo-2');
    const rows = await server.store.answers((await server.store.sessionByCode(code))!.id);
    expect(rows.map((a) => [a.studentId, a.correct, a.afterReveal])).toEqual([
      [students[0]!.studentId, true, false],
      [students[1]!.studentId, null, true],
    ]);
    // Jo's page learns it from the server (a reload's state says so too).
    const joAgain = await studentSocket(server.wsUrl, code, students[1]!.token);
    expect((joAgain.messages[0] as State).you).toMatchObject({ answered: [2], afterReveal: [2] });
    joAgain.close();
    const csv = await call(server.base, `/api/sessions/${code}/results.csv`, { token: teacherToken });
    expect(csv.body.split('\r\n').slice(1, 3)).toEqual(['2,Ina,yes,Rise,yes,1.5', '2,Jo,yes,Rise,after reveal,1.5']);
    ina.close();
    jo.close();
  });

  it('acks a re-sent answer with the stored one and never overwrites it', async () => {
    const { code, students } = await makeClass(server.base, ['Di']);
    const di = await studentSocket(server.wsUrl, code, students[0]!.token);
    di.send(answer(2, { choice: 1 }, 'q1'));
    await di.next((m) => m.type === 'ack' && m.clientId === 'q1');
    di.send(answer(2, { choice: 0 }, 'q1-again'));
    await di.next((m) => m.type === 'ack' && m.clientId === 'q1-again');
    const rows = await server.store.answers((await server.store.sessionByCode(code))!.id);
    expect(rows.map((r) => [r.step, r.answer])).toEqual([[2, { choice: 1 }]]);
    di.close();
  });

  it("pushes a student's state only when it changed: another student's answer sends nothing to them", async () => {
    const { code, teacherToken, students } = await makeClass(server.base, ['Fay', 'Gus']);
    const teacher = await teacherSocket(server.wsUrl, code, teacherToken);
    const fay = await studentSocket(server.wsUrl, code, students[0]!.token);
    const gus = await studentSocket(server.wsUrl, code, students[1]!.token);
    await teacher.next<Dashboard>((m) => m.type === 'dashboard' && m.students.every((s) => s.connected));
    await new Promise((r) => setTimeout(r, 100));
    const gusBefore = gus.messages.length;
    fay.send(answer(2, { choice: 0 }, 'fay-2'));
    await teacher.next<Dashboard>((m) => m.type === 'dashboard' && m.answers.length === 1);
    await fay.next<State>((m) => m.type === 'state' && m.you.answered.includes(2));
    await new Promise((r) => setTimeout(r, 100));
    expect(gus.messages.slice(gusBefore)).toEqual([]);
    await call(server.base, `/api/sessions/${code}/pause`, { body: { paused: true }, token: teacherToken });
    await gus.next<State>((m) => m.type === 'state' && m.pacing.paused);
    for (const c of [teacher, fay, gus]) c.close();
  });

  it('drops a socket that stops answering pings (a device whose network went away) and shows it disconnected', async () => {
    const quick = await startServer({ heartbeatMs: 250 });
    try {
      const { code, teacherToken, students } = await makeClass(quick.base, ['Hal']);
      const teacher = await teacherSocket(quick.wsUrl, code, teacherToken);
      const silent = new Client(new WebSocket(quick.wsUrl, { autoPong: false }));
      await new Promise((ok) => silent.socket.once('open', ok));
      silent.send({ type: 'hello', role: 'student', code, token: students[0]!.token });
      await teacher.next<Dashboard>((m) => m.type === 'dashboard' && m.students[0]!.connected);
      expect(await silent.closed(3000)).toBe(1006);
      await teacher.next<Dashboard>(
        (m) => m.type === 'dashboard' && teacher.messages.indexOf(m) > 1 && !m.students[0]!.connected,
      );
      // A socket that answers pings stays.
      const hal = await studentSocket(quick.wsUrl, code, students[0]!.token);
      await new Promise((r) => setTimeout(r, 1000));
      expect(hal.closeCode).toBeNull();
      hal.close();
      teacher.close();
    } finally {
      await quick.close();
    }
  });

  it('refuses a nickname already taken in the class, whatever its case', async () => {
    const { code } = await makeClass(server.base, ['Eve']);
    const again = await call(server.base, `/api/sessions/${code}/join`, { body: { nickname: 'eVE' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('taken');
  });
});
