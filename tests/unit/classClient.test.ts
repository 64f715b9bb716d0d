/** The class client (src/class/): reconnect with back-off, the outbox, the student's state, over a fake socket. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_RETRY_MS, MAX_RETRY_MS, retryDelayMs } from '../../src/class/backoff';
import { StudentClass } from '../../src/class/student';
import { TeacherClass } from '../../src/class/teacher';
import type { SocketLike } from '../../src/class/socket';
import type { ClientMessage, ServerMessage } from '../../src/class/protocol';
import { codeProblem, nicknameProblem, normaliseCode } from '../../src/class/identity';
import type { KeyValue } from '../../src/class/storageKeys';

/** A socket the test opens, closes and talks through. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: ClientMessage[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data) as ClientMessage);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
  receive(m: ServerMessage) {
    this.onmessage?.({ data: JSON.stringify(m) });
  }
}

function memory(): KeyValue & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const PACING = { lockStep: null, paused: false, revealed: [], ended: false, explore: false };
const identity = { studentId: 's1', token: 'tok', nickname: 'Ada' };

function student(storage = memory()) {
  const sockets: FakeSocket[] = [];
  let n = 0;
  const s = new StudentClass({
    code: 'ACDEFG',
    identity,
    storage,
    url: 'ws://x/api/ws',
    makeSocket: () => {
      const f = new FakeSocket();
      sockets.push(f);
      return f;
    },
    newId: () => `c${++n}`,
  });
  return { s, sockets, storage };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('retryDelayMs', () => {
  it('doubles from 250 ms to at most 8 s, with jitter between half and all', () => {
    expect(retryDelayMs(0, () => 0)).toBe(FIRST_RETRY_MS / 2);
    expect(retryDelayMs(0, () => 0.999)).toBeCloseTo(FIRST_RETRY_MS, -1);
    expect(retryDelayMs(3, () => 0)).toBe(1000);
    expect(retryDelayMs(20, () => 0.999)).toBeLessThanOrEqual(MAX_RETRY_MS);
    expect(retryDelayMs(20, () => 0)).toBe(MAX_RETRY_MS / 2);
  });
});

describe('StudentClass', () => {
  it('says hello first and reconnects by itself with growing delays', () => {
    const { s, sockets } = student();
    sockets[0]!.open();
    expect(sockets[0]!.sent[0]).toEqual({ type: 'hello', role: 'student', code: 'ACDEFG', token: 'tok' });
    expect(s.getState().connection).toBe('open');
    sockets[0]!.drop();
    expect(s.getState().connection).toBe('connecting');
    vi.advanceTimersByTime(FIRST_RETRY_MS);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop(); // never opened: the next wait is longer
    vi.advanceTimersByTime(FIRST_RETRY_MS);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(FIRST_RETRY_MS);
    expect(sockets).toHaveLength(3);
    sockets[2]!.open();
    expect(sockets[2]!.sent[0]).toMatchObject({ type: 'hello' });
    s.stop();
  });

  it('keeps an answer made offline and sends it on reconnect until acknowledged', () => {
    const { s, sockets, storage } = student();
    s.answer(2, { choice: 1 }, 1234);
    expect(s.getState().answers[0]).toMatchObject({ step: 2, status: 'waiting' });
    expect([...storage.data.values()].join()).toContain('"choice":1');
    sockets[0]!.open();
    expect(sockets[0]!.sent[1]).toEqual({
      type: 'answer',
      step: 2,
      answer: { choice: 1 },
      elapsedMs: 1234,
      clientId: 'c1',
    });
    sockets[0]!.drop(); // lost before its ack
    vi.advanceTimersByTime(FIRST_RETRY_MS);
    sockets[1]!.open();
    expect(sockets[1]!.sent.filter((m) => m.type === 'answer')).toHaveLength(1);
    sockets[1]!.receive({ type: 'ack', clientId: 'c1', step: 2 });
    expect(s.getState().answers[0]!.status).toBe('sent');
    sockets[1]!.drop();
    vi.advanceTimersByTime(FIRST_RETRY_MS);
    sockets[2]!.open();
    expect(sockets[2]!.sent.filter((m) => m.type === 'answer')).toHaveLength(0);
    s.stop();
  });

  it('sends an answer once per step and resumes answers and place after a reload', () => {
    const { s, sockets, storage } = student();
    sockets[0]!.open();
    s.answer(1, { value: 3 }, 10);
    s.answer(1, { value: 4 }, 20);
    s.progress(3);
    expect(sockets[0]!.sent.filter((m) => m.type === 'answer')).toHaveLength(1);
    s.stop();
    const again = student(storage);
    expect(again.s.getState().place).toBe(3);
    expect(again.s.getState().answers).toMatchObject([{ step: 1, answer: { value: 3 }, status: 'waiting' }]);
    again.sockets[0]!.open();
    expect(again.sockets[0]!.sent.slice(1)).toEqual([
      { type: 'progress', step: 3 },
      { type: 'answer', step: 1, answer: { value: 3 }, elapsedMs: 10, clientId: 'c1' },
    ]);
    // The server lists the step as answered: it is committed.
    again.sockets[0]!.receive({
      type: 'state',
      code: 'ACDEFG',
      title: 't',
      stepCount: 4,
      pacing: { ...PACING, lockStep: 2 },
      you: { nickname: 'Ada', step: 3, answered: [1], afterReveal: [1] },
    });
    expect(again.s.getState()).toMatchObject({
      stepCount: 4,
      pacing: { lockStep: 2 },
      answers: [{ status: 'sent' }],
      lateSteps: [1],
    });
    again.s.stop();
  });

  it('closes a silent socket after two ping periods and reconnects; goes offline at once on the event', () => {
    const events = new EventTarget();
    const sockets: FakeSocket[] = [];
    const s = new StudentClass({
      code: 'ACDEFG',
      identity,
      storage: memory(),
      url: 'ws://x',
      pingEveryMs: 1000,
      events,
      makeSocket: () => {
        const f = new FakeSocket();
        sockets.push(f);
        return f;
      },
    });
    sockets[0]!.open();
    vi.advanceTimersByTime(1000);
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'ping' });
    vi.advanceTimersByTime(2100);
    expect(sockets[0]!.readyState).toBe(3);
    vi.advanceTimersByTime(FIRST_RETRY_MS);
    sockets[1]!.open();
    events.dispatchEvent(new Event('offline'));
    expect(s.getState().connection).toBe('offline');
    events.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(3);
    s.stop();
  });
});

describe('TeacherClass', () => {
  it('sends the token only as Bearer and keeps the latest dashboard', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const sockets: FakeSocket[] = [];
    const t = new TeacherClass({
      code: 'ACDEFG',
      token: 'secret',
      url: 'ws://x',
      makeSocket: () => {
        const f = new FakeSocket();
        sockets.push(f);
        return f;
      },
      fetchFn: async (url, init) => {
        calls.push({ url, init });
        return new Response(null, { status: 204 });
      },
    });
    sockets[0]!.open();
    expect(sockets[0]!.sent[0]).toEqual({ type: 'hello', role: 'teacher', code: 'ACDEFG', token: 'secret' });
    await t.pace(2);
    expect(calls[0]!.url).toBe('/api/sessions/ACDEFG/pace');
    expect(calls[0]!.url).not.toContain('secret');
    expect((calls[0]!.init!.headers as Record<string, string>).authorization).toBe('Bearer secret');
    expect(JSON.parse(calls[0]!.init!.body as string)).toEqual({ lockStep: 2 });
    t.stop();
  });
});

describe('codes and nicknames', () => {
  it('reads a typed code case-insensitively and checks its alphabet', () => {
    expect(normaliseCode(' acd-efg ')).toBe('ACDEFG');
    expect(codeProblem('ACDEFG')).toBeNull();
    expect(codeProblem('ACDEF0')).toContain('"0"');
    expect(codeProblem('ACD')).toContain('6 characters');
  });
  it('checks nicknames as the server does', () => {
    expect(nicknameProblem('Ada L.')).toBeNull();
    expect(nicknameProblem('<b>')).toContain('Nickname');
    expect(nicknameProblem('x'.repeat(40))).toBeNull();
    expect(nicknameProblem('x'.repeat(41))).toContain('at most 40');
  });
});
