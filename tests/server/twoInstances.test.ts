/**
 * Two server processes on loopback sharing one PostgreSQL database (issue 25, item 6): the teacher on
 * instance A, five students on instance B. Joins, pacing, answers and the reveal cross between them
 * through LISTEN/NOTIFY; then each instance is killed with SIGKILL and restarted, and the session,
 * its pacing and every acknowledged answer are still there. Runs when MP_TEST_DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_SKIP_REASON, createTestDatabase } from './pgTestDb';
import { WsClient, ensureServerBuild, lessonScenario, post, startServer, type ServerProcess } from './processes';

const STUDENTS = 5;

describe.runIf(!PG_SKIP_REASON)('two server instances on one PostgreSQL database', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let dir: string;
  let env: Record<string, string>;
  let a: ServerProcess;
  let b: ServerProcess;
  const sockets: WsClient[] = [];

  beforeAll(async () => {
    ensureServerBuild();
    db = await createTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'mp-two-'));
    env = { MP_DATABASE_URL: db.url, MP_DATA_DIR: dir, MP_STATIC_DIR: dir };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  }, 120_000);

  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await Promise.all([a?.kill(), b?.kill()]);
    await db?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('puts the teacher on A and five students on B: joins, pacing, answers and the reveal cross; both survive kill -9', async () => {
    const health = await (await fetch(`${b.base}/api/health`)).json();
    expect(health).toEqual({ ok: true, database: 'postgres', joinOrigins: [], loopbackOnly: true });

    const created = await post(`${a.base}/api/sessions`, { scenario: lessonScenario() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { code, teacherToken } = created.body as { code: string; teacherToken: string };
    let teacher = await WsClient.open(a.base, { type: 'hello', role: 'teacher', code, token: teacherToken });
    sockets.push(teacher);
    const first = await teacher.waitFor('dashboard');
    const question = first.keys.find((k) => k.kind === 'choice')!;
    expect(question).toBeDefined();

    // Five students join on B; A's dashboard lists them.
    const students: Array<{ id: string; token: string; ws: WsClient }> = [];
    for (let i = 0; i < STUDENTS; i += 1) {
      const joined = await post(`${b.base}/api/sessions/${code}/join`, { nickname: `Student ${i + 1}` });
      expect(joined.status, JSON.stringify(joined.body)).toBe(201);
      const ws = await WsClient.open(b.base, { type: 'hello', role: 'student', code, token: joined.body.token });
      sockets.push(ws);
      await ws.waitFor('state');
      students.push({ id: joined.body.studentId, token: joined.body.token, ws });
    }
    await teacher.waitFor('dashboard', (d) => d.students.length === STUDENTS);

    // The teacher (on A) locks the class to the question's step: every student on B sees it.
    const step = question.step;
    expect((await post(`${a.base}/api/sessions/${code}/pace`, { lockStep: step }, teacherToken)).status).toBe(200);
    for (const s of students) await s.ws.waitFor('state', (m) => m.pacing.lockStep === step);

    // Answers sent on B are acknowledged there and reach A's dashboard.
    students.forEach((s, i) =>
      s.ws.send({
        type: 'answer',
        step,
        answer: { choice: i % question.choices.length },
        elapsedMs: 900 + i,
        clientId: `c${i}`,
      }),
    );
    for (const [i, s] of students.entries()) await s.ws.waitFor('ack', (m) => m.clientId === `c${i}`);
    const withAnswers = await teacher.waitFor(
      'dashboard',
      (d) => d.answers.filter((x) => x.step === step).length === STUDENTS,
    );
    expect(withAnswers.answers.map((x) => x.studentId).sort()).toEqual(students.map((s) => s.id).sort());

    // The reveal (A) reaches every student (B) with the step's key.
    expect((await post(`${a.base}/api/sessions/${code}/reveal`, { step }, teacherToken)).status).toBe(200);
    for (const s of students) {
      const revealed = await s.ws.waitFor('state', (m) => m.pacing.revealed.some((k) => k.step === step));
      expect(revealed.pacing.revealed.find((k) => k.step === step)?.answer).toBe(question.answer);
    }

    // kill -9 B, restart it: the students come back to the same place and answers.
    await b.kill();
    b = await startServer(env);
    for (const s of students) {
      s.ws.close();
      s.ws = await WsClient.open(b.base, { type: 'hello', role: 'student', code, token: s.token });
      sockets.push(s.ws);
      const state = await s.ws.waitFor('state');
      expect(state.pacing.lockStep).toBe(step);
      expect(state.you.answered).toEqual([step]);
    }

    // kill -9 A, restart it: the teacher's dashboard has the five students, their answers, the pacing.
    await a.kill();
    a = await startServer(env);
    teacher.close();
    teacher = await WsClient.open(a.base, { type: 'hello', role: 'teacher', code, token: teacherToken });
    sockets.push(teacher);
    const after = await teacher.waitFor('dashboard');
    expect(after.students).toHaveLength(STUDENTS);
    expect(after.answers.filter((x) => x.step === step)).toHaveLength(STUDENTS);
    expect(after.pacing.lockStep).toBe(step);
    expect(after.pacing.revealed.map((k) => k.step)).toEqual([step]);

    // And the restarted pair still crosses: a pace from the new A reaches the students on the new B.
    expect((await post(`${a.base}/api/sessions/${code}/pace`, { lockStep: null }, teacherToken)).status).toBe(200);
    for (const s of students) await s.ws.waitFor('state', (m) => m.pacing.lockStep === null);
  }, 120_000);
});

if (PG_SKIP_REASON) {
  describe('two server instances on one PostgreSQL database', () => {
    it.skip(`skipped: ${PG_SKIP_REASON}`, () => undefined);
  });
}
