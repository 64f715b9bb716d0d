/** The teacher's authority: every teacher action refuses a student's token, no token and a wrong token (403). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, answer, call, makeClass, startServer, studentSocket, type TestServer } from './harness';

let server: TestServer;
let cls: Awaited<ReturnType<typeof makeClass>>;
beforeAll(async () => {
  server = await startServer();
  cls = await makeClass(server.base, ['Ann']);
});
afterAll(() => server.close());

const ACTIONS: Array<[string, unknown]> = [
  ['pace', { lockStep: 2 }],
  ['pause', { paused: true }],
  ['reveal', { step: 2 }],
  ['anonymise', { on: true }],
  ['explore', { on: true }],
  ['end', {}],
];

describe("the teacher's actions", () => {
  it.each(ACTIONS)('%s: 403 with a student token, without a token and with a wrong token', async (action, body) => {
    const path = `/api/sessions/${cls.code}/${action}`;
    // The teacher's token with its last character changed (to 'B' when it already ends in 'A': a
    // token ending in 'A', one class in 64, made this "wrong" token the right one).
    const nearMiss = cls.teacherToken.slice(0, -1) + (cls.teacherToken.endsWith('A') ? 'B' : 'A');
    const tokens = [cls.students[0]!.token, undefined, 'x'.repeat(43), nearMiss];
    for (const token of tokens) {
      const r = await call(server.base, path, { body, token });
      expect([token?.slice(0, 6), r.status]).toEqual([token?.slice(0, 6), 403]);
    }
    const s = (await server.store.sessionByCode(cls.code))!;
    expect([s.lockStep, s.paused, s.revealed, s.anonymise, s.explore, s.endedAt]).toEqual([
      null,
      false,
      [],
      false,
      false,
      null,
    ]);
  });

  it.each(ACTIONS)('%s: 403 (never 400) for a request without the teacher token, whatever its body', async (action) => {
    for (const body of [{ junk: '<script>' }, 'text', []]) {
      const r = await call(server.base, `/api/sessions/${cls.code}/${action}`, { body, token: cls.students[0]!.token });
      expect(r.status).toBe(403);
    }
  });

  it('results.csv: 403 for a student token, no token and a wrong token; 200 for the teacher', async () => {
    const path = `/api/sessions/${cls.code}/results.csv`;
    for (const token of [cls.students[0]!.token, undefined, 'y'.repeat(43)]) {
      expect((await call(server.base, path, { token })).status).toBe(403);
    }
    expect((await call(server.base, path, { token: cls.teacherToken })).status).toBe(200);
  });

  it("another class's teacher token is not this class's", async () => {
    const other = await makeClass(server.base);
    const r = await call(server.base, `/api/sessions/${cls.code}/pause`, {
      body: { paused: true },
      token: other.teacherToken,
    });
    expect(r.status).toBe(403);
  });
});

describe('a student on the socket', () => {
  it('cannot say hello as the teacher with a student token: refused and closed, no dashboard', async () => {
    const c = await Client.open(server.wsUrl);
    c.send({ type: 'hello', role: 'teacher', code: cls.code, token: cls.students[0]!.token });
    expect(await c.next((m) => m.type === 'error')).toMatchObject({ status: 403 });
    expect(await c.closed()).toBe(1008);
    expect(c.messages.some((m) => m.type === 'dashboard')).toBe(false);
  });

  it('gets an error for teacher-looking messages and never a dashboard or an unrevealed key', async () => {
    const ann = await studentSocket(server.wsUrl, cls.code, cls.students[0]!.token);
    ann.send({ type: 'pace', lockStep: 3 });
    ann.send({ type: 'reveal', step: 2 });
    ann.send({ type: 'dashboard' });
    ann.send({ type: 'hello', role: 'teacher', code: cls.code, token: cls.teacherToken });
    ann.send(answer(2, { choice: 1 }, 'a'));
    await ann.next((m) => m.type === 'ack');
    const errors = ann.messages.filter((m) => m.type === 'error');
    expect(errors.map((e) => e.type === 'error' && e.status)).toEqual([400, 400, 400, 400]);
    await new Promise((r) => setTimeout(r, 100));
    expect(ann.messages.some((m) => m.type === 'dashboard')).toBe(false);
    const s = (await server.store.sessionByCode(cls.code))!;
    expect(s.lockStep).toBeNull();
    for (const m of ann.messages) if (m.type === 'state') expect(m.pacing.revealed).toEqual([]);
    expect(JSON.stringify(ann.messages)).not.toContain('"found"');
    ann.close();
  });

  it('a teacher socket cannot answer (403)', async () => {
    const t = await Client.open(server.wsUrl);
    t.send({ type: 'hello', role: 'teacher', code: cls.code, token: cls.teacherToken });
    await t.next((m) => m.type === 'dashboard');
    t.send(answer(2, { choice: 0 }, 't'));
    expect(await t.next((m) => m.type === 'error')).toMatchObject({ status: 403 });
    t.close();
  });
});
