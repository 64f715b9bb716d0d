/** Retention: a session and its data are deleted the configured time after it ends, not before; idle sessions end. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, call, makeClass, startServer, studentSocket, type TestServer } from './harness';

const HOUR_MS = 3_600_000;
const clock = { nowMs: Date.UTC(2026, 0, 5, 9) };
let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    nowMs: () => clock.nowMs,
    retentionMs: 24 * HOUR_MS,
    idleEndMs: 12 * HOUR_MS,
    sweepIntervalMs: 20,
  });
  const sweep = server.store.sweep.bind(server.store);
  server.store.sweep = async (...args) => {
    const deleted = await sweep(...args);
    sweepCalls += 1;
    return deleted;
  };
});
afterAll(() => server.close());

let sweepCalls = 0;
/** Waits until two more sweeps ran at the current clock (however loaded the machine). */
async function sweeps(): Promise<void> {
  const target = sweepCalls + 2;
  while (sweepCalls < target) await new Promise((r) => setTimeout(r, 10));
}

describe('the sweeper', () => {
  it('deletes an ended session with its students and answers 24 h after its end, not a minute before', async () => {
    const { code, teacherToken, students } = await makeClass(server.base, ['Ivy']);
    const ivy = await studentSocket(server.wsUrl, code, students[0]!.token);
    ivy.send(answer(2, { choice: 0 }, 'r1'));
    await ivy.next((m) => m.type === 'ack');
    ivy.close();
    const endedAt = clock.nowMs;
    expect((await call(server.base, `/api/sessions/${code}/end`, { body: {}, token: teacherToken })).status).toBe(200);
    const id = (await server.store.sessionByCode(code))!.id;
    clock.nowMs = endedAt + 24 * HOUR_MS - 60_000;
    await sweeps();
    expect(await server.store.sessionByCode(code)).not.toBeNull();
    expect(await server.store.answers(id)).toHaveLength(1);
    clock.nowMs = endedAt + 24 * HOUR_MS + 60_000;
    await sweeps();
    expect(await server.store.sessionByCode(code)).toBeNull();
    expect(await server.store.students(id)).toEqual([]);
    expect(await server.store.answers(id)).toEqual([]);
    expect((await call(server.base, `/api/sessions/${code}`)).status).toBe(404);
  });

  it('ends a session idle for 12 h (then deletes it 24 h later); activity keeps it open', async () => {
    const start = clock.nowMs;
    const idle = await makeClass(server.base);
    const busy = await makeClass(server.base, ['Jo']);
    clock.nowMs = start + 11 * HOUR_MS;
    const late = await call(server.base, `/api/sessions/${busy.code}/join`, { body: { nickname: 'Kai' } });
    expect(late.status).toBe(201);
    clock.nowMs = start + 12 * HOUR_MS + 60_000;
    await sweeps();
    const idleRow = await server.store.sessionByCode(idle.code);
    expect(idleRow!.endedAt).not.toBeNull();
    expect((await server.store.sessionByCode(busy.code))!.endedAt).toBeNull();
    clock.nowMs = idleRow!.endedAt! + 24 * HOUR_MS + 60_000;
    await sweeps();
    expect(await server.store.sessionByCode(idle.code)).toBeNull();
  });
});
