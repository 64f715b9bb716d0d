/** Every message is checked: nicknames, answers by the step's kind, raw JSON, frame size, hello first, Origin. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MESSAGE_BYTES } from '../../src/class/protocol';
import { Client, answer, call, makeClass, startServer, studentSocket, type TestServer } from './harness';

let server: TestServer;
let cls: Awaited<ReturnType<typeof makeClass>>;
beforeAll(async () => {
  server = await startServer({ allowedOrigins: ['https://class.example.org'] });
  cls = await makeClass(server.base, ['Ann']);
});
afterAll(() => server.close());

describe('nicknames', () => {
  it.each([
    ['<b>Ann</b>', 'markup'],
    ['a'.repeat(41), 'over 40 characters'],
    ['', 'empty'],
    [' lead', 'a leading space'],
    ['x"onload', 'a quote'],
  ])('refuses %j (%s) with a message naming the field', async (nickname) => {
    const r = await call(server.base, `/api/sessions/${cls.code}/join`, { body: { nickname } });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('nickname');
  });

  it("accepts letters of any script, digits and . _ - ' and keeps them as text", async () => {
    const r = await call(server.base, `/api/sessions/${cls.code}/join`, { body: { nickname: "Zoë O'Neil-李 2" } });
    expect(r.status).toBe(201);
  });

  it('accepts combining marks and keeps a nickname trimmed at its end and in NFC: "Ann " and "ANN" are the taken "Ann"', async () => {
    for (const nickname of ['Ann ', 'ANN', 'ann  ']) {
      const r = await call(server.base, `/api/sessions/${cls.code}/join`, { body: { nickname } });
      expect(r.status).toBe(409);
    }
    const decomposed = 'Zoe\u0301';
    const first = await call(server.base, `/api/sessions/${cls.code}/join`, { body: { nickname: decomposed } });
    expect(first.status).toBe(201);
    const composed = await call(server.base, `/api/sessions/${cls.code}/join`, { body: { nickname: 'Zo\u00e9' } });
    expect(composed.status).toBe(409);
    const marks = await call(server.base, `/api/sessions/${cls.code}/join`, {
      body: { nickname: '\u0905\u0928\u0941' },
    });
    expect(marks.status).toBe(201);
  });

  it('refuses extra fields and a join code outside the alphabet', async () => {
    const extra = await call(server.base, `/api/sessions/${cls.code}/join`, { body: { nickname: 'Bob', admin: true } });
    expect(extra.status).toBe(400);
    expect((await call(server.base, '/api/sessions/ABCDE0/join', { body: { nickname: 'Bob' } })).status).toBe(400);
  });
});

describe('answers on the socket', () => {
  let ann: Client;
  beforeAll(async () => {
    ann = await studentSocket(server.wsUrl, cls.code, cls.students[0]!.token);
  });
  afterAll(() => ann.close());

  it.each([
    ['a choice index past the choices', answer(2, { choice: 3 }, 'c1')],
    ['a value on a choice step', answer(2, { value: 1 }, 'c2')],
    ['words on a choice step', answer(2, { text: 'rise' }, 'c3')],
    ['a step without a question', answer(1, { choice: 0 }, 'c4')],
    ['a step past the lesson', answer(9, { choice: 0 }, 'c5')],
  ])('refuses %s (400, named by its clientId) and stores nothing', async (_what, message) => {
    ann.send(message);
    const e = await ann.next((m) => m.type === 'error' && m.clientId === message.clientId);
    expect(e).toMatchObject({ status: 400 });
    expect(await server.store.answers((await server.store.sessionByCode(cls.code))!.id)).toEqual([]);
  });

  it.each([
    ['a negative choice', answer(2, { choice: -1 }, 'd1')],
    ['a fractional choice', answer(2, { choice: 0.5 }, 'd2')],
    ['a choice and a value', answer(2, { choice: 0, value: 1 } as never, 'd3')],
    ['a value over 1e9', answer(2, { value: 2e9 }, 'd4')],
    ['words over 500 characters', answer(2, { text: 'w'.repeat(501) }, 'd5')],
    ['a negative time', answer(2, { choice: 0 }, 'd6', -1)],
    ['a time over a day', answer(2, { choice: 0 }, 'd7', 86_400_001)],
    ['a client id over 64 characters', answer(2, { choice: 0 }, 'i'.repeat(65))],
  ])('refuses %s by its schema (400)', async (_what, message) => {
    const before = ann.messages.length;
    ann.send(message);
    const e = await ann.next((m) => m.type === 'error' && ann.messages.indexOf(m) >= before);
    expect(e).toMatchObject({ status: 400 });
  });

  it('refuses NaN and Infinity written as raw JSON, and text that is not JSON', async () => {
    for (const raw of [
      '{"type":"answer","step":2,"answer":{"value":NaN},"elapsedMs":1,"clientId":"n"}',
      '{"type":"answer","step":2,"answer":{"value":1e999},"elapsedMs":1,"clientId":"n"}',
      'not json',
    ]) {
      const before = ann.messages.length;
      ann.send(raw);
      expect(await ann.next((m) => m.type === 'error' && ann.messages.indexOf(m) >= before)).toMatchObject({
        status: 400,
      });
    }
    expect(await server.store.answers((await server.store.sessionByCode(cls.code))!.id)).toEqual([]);
  });
});

describe('the socket itself', () => {
  it(`closes on a frame over ${MAX_MESSAGE_BYTES} bytes (1009)`, async () => {
    const c = await studentSocket(server.wsUrl, cls.code, cls.students[0]!.token);
    c.send(answer(2, { text: 'x'.repeat(MAX_MESSAGE_BYTES) }, 'big'));
    expect(await c.closed()).toBe(1009);
  });

  it('closes a socket whose first message is not hello (1008)', async () => {
    const c = await Client.open(server.wsUrl);
    c.send({ type: 'ping' });
    expect(await c.closed()).toBe(1008);
    expect(c.messages).toEqual([]);
  });

  it('refuses the upgrade from another origin (403), allows its own and MP_ALLOWED_ORIGINS', async () => {
    await expect(Client.open(server.wsUrl, 'https://evil.example.com')).rejects.toThrow(/403/);
    const port = new URL(server.base).port;
    for (const origin of [`http://127.0.0.1:${port}`, 'https://class.example.org']) {
      const c = await Client.open(server.wsUrl, origin);
      c.send({ type: 'ping' });
      c.close();
    }
  });
});
