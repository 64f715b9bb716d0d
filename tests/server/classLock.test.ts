/**
 * Issue 34's class lock on the server: the results CSV starts with a BOM (an accented nickname
 * opens right in Excel); the teacher's "explore after the reveal" switch is stored and reaches
 * every client; a step with `unlock` is graded on the run with the student's move (the lesson's own
 * key would grade it on a run the student no longer sees), and a move that does not fit is refused
 * with a message naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage, StepKey } from '../../src/class/protocol';
import {
  answer,
  call,
  makeClass,
  shippedLesson,
  startServer,
  studentSocket,
  teacherSocket,
  type TestServer,
} from './harness';

type State = Extract<ServerMessage, { type: 'state' }>;
type Dashboard = Extract<ServerMessage, { type: 'dashboard' }>;

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/**
 * The satellite lesson cut to 200 s, with a step that unlocks B1 and asks for head-B1's mean over
 * 100 s to 150 s: B1 moved 10 km away carries nothing there, so the moved run's answer is 0.
 */
function unlockLesson(): Record<string, unknown> {
  const lesson = shippedLesson() as {
    solver: { durationS: number };
    lesson: { steps: unknown[] };
  };
  lesson.solver.durationS = 200;
  lesson.lesson.steps = [
    lesson.lesson.steps[0],
    {
      text: 'Drag B1 where you like, then say what head-B1 carries.',
      unlock: { kind: 'moveStation', stationId: 'B1' },
      actions: [{ kind: 'playTo', timeS: 150 }],
      prediction: {
        question: 'How many Mbps will head-B1 carry on average from 100 s to 150 s?',
        rule: { kind: 'value', series: 'head-B1', fromS: 100, toS: 150, tolerance: 0.5 },
      },
    },
    // The satellite's question (150 s to 190 s): no unlock.
    lesson.lesson.steps[1],
  ];
  return lesson as unknown as Record<string, unknown>;
}

describe('the results CSV', () => {
  it('starts with a UTF-8 byte order mark, and "Zoë" round-trips', async () => {
    const { code, teacherToken, students } = await makeClass(server.base, ['Zoë']);
    const zoe = await studentSocket(server.wsUrl, code, students[0]!.token);
    zoe.send(answer(2, { choice: 0 }, 'z-2'));
    await zoe.next((m) => m.type === 'ack');
    const r = await fetch(`${server.base}/api/sessions/${code}/results.csv`, {
      headers: { authorization: `Bearer ${teacherToken}` },
    });
    const bytes = new Uint8Array(await r.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFstep,nickname,')).toBe(true);
    expect(text).toContain('\r\n2,Zoë,yes,');
    zoe.close();
  });
});

describe('explore after the reveal', () => {
  it('is off by default; the switch is stored and reaches the students and the dashboard', async () => {
    const { code, teacherToken, students } = await makeClass(server.base, ['Eve']);
    const eve = await studentSocket(server.wsUrl, code, students[0]!.token);
    const teacher = await teacherSocket(server.wsUrl, code, teacherToken);
    expect((eve.messages[0] as State).pacing.explore).toBe(false);
    const on = await call(server.base, `/api/sessions/${code}/explore`, { body: { on: true }, token: teacherToken });
    expect(on.status).toBe(200);
    expect((await server.store.sessionByCode(code))!.explore).toBe(true);
    await eve.next<State>((m) => m.type === 'state' && m.pacing.explore);
    await teacher.next<Dashboard>((m) => m.type === 'dashboard' && m.pacing.explore);
    const bad = await call(server.base, `/api/sessions/${code}/explore`, { body: { on: 'yes' }, token: teacherToken });
    expect(bad.status).toBe(400);
    await call(server.base, `/api/sessions/${code}/explore`, { body: { on: false }, token: teacherToken });
    expect((await server.store.sessionByCode(code))!.explore).toBe(false);
    for (const c of [eve, teacher]) c.close();
  });
});

describe('a step with unlock', () => {
  it("is graded on the run with the student's move; without a move, on the lesson's own run", async () => {
    const { code, teacherToken, students } = await makeClass(server.base, ['Far', 'Zero', 'Still'], unlockLesson());
    const teacher = await teacherSocket(server.wsUrl, code, teacherToken);
    const key = (teacher.messages[0] as Dashboard).keys.find((k) => k.step === 2) as StepKey;
    expect(key).toMatchObject({ kind: 'value', unlock: 'B1' });
    // The lesson's own run: B1 near the road carries several Mbps.
    expect(key.value).toBeGreaterThan(2);
    const far = { stationId: 'B1', xM: -200, yM: -10_400 };
    const [a, b, c] = await Promise.all(students.map((s) => studentSocket(server.wsUrl, code, s.token)));
    a!.send({ ...answer(2, { value: key.value! }, 'far'), moved: far });
    b!.send({ ...answer(2, { value: 0 }, 'zero'), moved: far });
    c!.send(answer(2, { value: key.value! }, 'still'));
    for (const [s, id] of [
      [a, 'far'],
      [b, 'zero'],
      [c, 'still'],
    ] as const)
      await s!.next((m) => m.type === 'ack' && m.clientId === id, 60_000);
    const rows = await server.store.answers((await server.store.sessionByCode(code))!.id);
    const byId = new Map(rows.map((r) => [r.studentId, r.correct]));
    expect(students.map((s) => [s.nickname, byId.get(s.studentId)])).toEqual([
      ['Far', false],
      ['Zero', true],
      ['Still', true],
    ]);
    for (const s of [a, b, c, teacher]) s!.close();
  }, 120_000);

  it('refuses a move that does not fit, naming the field', async () => {
    const { code, students } = await makeClass(server.base, ['Mo'], unlockLesson());
    const mo = await studentSocket(server.wsUrl, code, students[0]!.token);
    const cases: Array<[string, unknown, number, string]> = [
      ['nan', { stationId: 'B1', xM: null, yM: 0 }, 2, 'moved/xM must be number'],
      ['huge', { stationId: 'B1', xM: 1e12, yM: 0 }, 2, 'moved/xM must be <='],
      ['other', { stationId: 'B2', xM: 0, yM: 0 }, 2, 'moved.stationId: step 2 unlocks B1, not B2'],
      ['absurd', { stationId: 'B1', xM: 9e6, yM: 0 }, 2, 'moved: B1 is 9000 km from its place in the lesson'],
      ['locked', { stationId: 'B1', xM: 0, yM: 0 }, 3, 'moved: step 3 unlocks no station'],
    ];
    for (const [id, moved, step, words] of cases) {
      mo.send({ ...answer(step, { choice: 0 }, id), ...(step === 2 && { answer: { value: 1 } }), moved });
      const refused = await mo.next((m) => m.type === 'error' && m.message.includes(words));
      expect(refused).toMatchObject({ status: 400 });
    }
    expect(await server.store.answers((await server.store.sessionByCode(code))!.id)).toEqual([]);
    mo.close();
  });
});
