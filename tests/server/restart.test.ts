/**
 * Restart recovery: the built server as a real process (tests/e2e/classServer.ts) on a temp data
 * folder; a class created, joined, answered, locked; the process killed (SIGKILL) and started again
 * on the same folder: the session, its pacing and the acknowledged answer are there.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClassServer, type ClassServer } from '../e2e/classServer';
import type { ServerMessage } from '../../src/class/protocol';
import { answer, call, ensureServerBuild, makeClass, studentSocket, teacherSocket } from './harness';

let server: ClassServer;
beforeAll(async () => {
  ensureServerBuild();
  server = await startClassServer();
});
afterAll(async () => {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
});

type Dashboard = Extract<ServerMessage, { type: 'dashboard' }>;

describe('a server killed mid-class', () => {
  it('comes back with the session, its pacing and every acknowledged answer', async () => {
    const ws = () => `${server.url.replace('http', 'ws')}/api/ws`;
    const { code, teacherToken, students } = await makeClass(server.url, ['Lu', 'Mo']);
    const lu = await studentSocket(ws(), code, students[0]!.token);
    lu.send(answer(2, { choice: 0 }, 'lu-2', 4200));
    await lu.next((m) => m.type === 'ack' && m.clientId === 'lu-2');
    expect(
      (await call(server.url, `/api/sessions/${code}/pace`, { body: { lockStep: 2 }, token: teacherToken })).status,
    ).toBe(200);
    expect(
      (await call(server.url, `/api/sessions/${code}/reveal`, { body: { step: 2 }, token: teacherToken })).status,
    ).toBe(200);

    const dataDir = server.dataDir;
    await server.kill();
    expect(await lu.closed()).not.toBe(1000);
    server = await startClassServer({ dataDir });

    const read = await call(server.url, `/api/sessions/${code}`);
    expect(read.status).toBe(200);
    expect(read.body.ended).toBe(false);
    const teacher = await teacherSocket(ws(), code, teacherToken);
    const dash = teacher.messages[0] as Dashboard;
    expect(dash.pacing).toMatchObject({ lockStep: 2, paused: false, ended: false });
    expect(dash.pacing.revealed.map((k) => k.step)).toEqual([2]);
    expect(dash.students.map((s) => s.nickname)).toEqual(['Lu', 'Mo']);
    expect(dash.answers).toEqual([
      {
        studentId: students[0]!.studentId,
        step: 2,
        answer: { choice: 0 },
        correct: true,
        elapsedMs: 4200,
        afterReveal: false,
      },
    ]);
    // The student's token still works; a re-sent answer (from an offline queue) acks, nothing doubles.
    const again = await studentSocket(ws(), code, students[0]!.token);
    expect(again.messages[0]).toMatchObject({ type: 'state', you: { nickname: 'Lu', answered: [2] } });
    again.send(answer(2, { choice: 1 }, 'lu-2'));
    await again.next((m) => m.type === 'ack' && m.clientId === 'lu-2');
    const csv = await call(server.url, `/api/sessions/${code}/results.csv`, { token: teacherToken });
    expect(csv.body).toBe(
      'step,nickname,answered,answer,correct,time to answer s\r\n' +
        '2,Lu,yes,Rise,yes,4.2\r\n2,Mo,no,,,\r\n3,Lu,no,,,\r\n3,Mo,no,,,\r\n',
    );
    teacher.close();
    again.close();
  });
});
