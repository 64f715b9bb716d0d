/** Rate limits: join-code guessing per address and per code, creation per address, messages per socket. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES_PER_S } from '../../server/messages';
import { DEFAULT_LIMITS } from '../../server/app';
import { call, makeClass, startServer, studentSocket, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('rate limits', () => {
  it(`join-code guessing: after ${DEFAULT_LIMITS.guessPerAddressPerMin} unknown codes a minute, 429 on every code`, async () => {
    const { code } = await makeClass(server.base);
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_LIMITS.guessPerAddressPerMin + 2; i++) {
      const guess = `MMMM${'34679ACDEF'[i % 10]}${'34679ACDEF'[Math.floor(i / 10)]}`;
      statuses.push((await call(server.base, `/api/sessions/${guess}`)).status);
    }
    expect(statuses.slice(0, DEFAULT_LIMITS.guessPerAddressPerMin).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(DEFAULT_LIMITS.guessPerAddressPerMin)).toEqual([429, 429]);
    // A guess that hits is refused too, and so is a join.
    const hit = await call(server.base, `/api/sessions/${code}`);
    expect(hit.status).toBe(429);
    expect(Number(hit.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(server.base, `/api/sessions/${code}/join`, { body: { nickname: 'Guess' } })).status).toBe(429);
  });

  it('behind a trusted proxy, guesses count per forwarded client address', async () => {
    const other = await startServer({ trustProxy: ['127.0.0.1'] });
    try {
      const guess = async (client: string) =>
        (await call(other.base, '/api/sessions/MMMMMM', { headers: { 'x-forwarded-for': client } })).status;
      for (let i = 0; i < DEFAULT_LIMITS.guessPerAddressPerMin; i++) expect(await guess('203.0.113.7')).toBe(404);
      expect(await guess('203.0.113.7')).toBe(429);
      expect(await guess('203.0.113.8')).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('a class of 60 behind one address reads and joins within 10 s with the default limits', async () => {
    const other = await startServer();
    try {
      const { code } = await makeClass(other.base);
      const startMs = Date.now();
      const statuses = await Promise.all(
        Array.from({ length: 60 }, async (_, i) => {
          const read = await call(other.base, `/api/sessions/${code}`);
          const join = await call(other.base, `/api/sessions/${code}/join`, { body: { nickname: `Student ${i + 1}` } });
          return [read.status, join.status];
        }),
      );
      expect(statuses.flat().every((s) => s === 200 || s === 201)).toBe(true);
      expect(Date.now() - startMs).toBeLessThan(10_000);
      expect(await other.store.students((await other.store.sessionByCode(code))!.id)).toHaveLength(60);
    } finally {
      await other.close();
    }
  });

  it('per session code: 429 once a code had its share, from any address', async () => {
    const other = await startServer({ limits: { perCodePerMin: 5 } });
    try {
      const { code } = await makeClass(other.base, ['A1', 'A2', 'A3', 'A4', 'A5']);
      expect((await call(other.base, `/api/sessions/${code}/join`, { body: { nickname: 'A6' } })).status).toBe(429);
      const { code: fresh } = await makeClass(other.base, ['B1']);
      expect(fresh).not.toBe(code);
    } finally {
      await other.close();
    }
  });

  it(`creation per address: 429 after ${DEFAULT_LIMITS.createPerMin} a minute`, async () => {
    const other = await startServer({ limits: { createPerMin: 2 } });
    try {
      await makeClass(other.base);
      await makeClass(other.base);
      const r = await call(other.base, '/api/sessions', { body: { scenario: {} } });
      expect(r.status).toBe(429);
    } finally {
      await other.close();
    }
  });

  it(`a socket over ${MESSAGES_PER_S} messages a second gets 429, and persistent abuse closes it (1008)`, async () => {
    const other = await startServer();
    const { code, students } = await makeClass(other.base, ['Fast']);
    const c = await studentSocket(other.wsUrl, code, students[0]!.token);
    for (let i = 0; i < MESSAGES_PER_S + 5; i++) c.send({ type: 'ping' });
    expect(await c.next((m) => m.type === 'error')).toMatchObject({ status: 429 });
    expect(c.messages.filter((m) => m.type === 'pong').length).toBeLessThanOrEqual(MESSAGES_PER_S);
    const flood = setInterval(() => {
      for (let i = 0; i < MESSAGES_PER_S * 2; i++) if (c.closeCode === null) c.send({ type: 'ping' });
    }, 200);
    try {
      expect(await c.closed(8000)).toBe(1008);
    } finally {
      clearInterval(flood);
      await other.close();
    }
  });
});
