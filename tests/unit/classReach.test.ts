/** The dashboard's join address (H3), the shown step's question (M1) and the teacher's token kept out of the address (H2). */
import { describe, expect, it, vi } from 'vitest';
import { isLoopbackOrigin, serverReach } from '../../src/class/api';
import { ClassPage } from '../../src/class/classPage';
import type { StepKey } from '../../src/class/protocol';
import { classKey, type KeyValue } from '../../src/class/storageKeys';
import { stepQuestion } from '../../src/class/ui/Dashboard';
import { joinOriginsFor } from '../../src/class/ui/DashboardHead';

function memory(): KeyValue & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const json = (body: unknown) => async () => new Response(JSON.stringify(body), { status: 200 });

describe('the join address', () => {
  it('knows loopback origins', () => {
    for (const o of ['http://127.0.0.1:5173', 'http://localhost:5173', 'http://[::1]:5173', 'http://127.1.2.3'])
      expect(isLoopbackOrigin(o)).toBe(true);
    for (const o of ['http://192.168.1.5:5173', 'https://class.example.org', 'not a url'])
      expect(isLoopbackOrigin(o)).toBe(false);
  });
  it('uses the LAN origin the server gives when the page is on loopback, else the page', async () => {
    const reach = await serverReach(
      json({
        ok: true,
        joinOrigins: ['http://192.168.1.5:5173', 'http://10.0.0.2:5173', 'javascript:x'],
        loopbackOnly: false,
      }),
    );
    expect(reach).toEqual({ joinOrigins: ['http://192.168.1.5:5173', 'http://10.0.0.2:5173'], loopbackOnly: false });
    expect(joinOriginsFor('http://127.0.0.1:5173', reach)).toEqual(['http://192.168.1.5:5173', 'http://10.0.0.2:5173']);
    expect(joinOriginsFor('http://192.168.1.5:5173', reach)).toEqual(['http://192.168.1.5:5173']);
    expect(joinOriginsFor('http://127.0.0.1:5173', null)).toEqual(['http://127.0.0.1:5173']);
  });
  it('reads an older server (no fields) or none as nothing known', async () => {
    expect(await serverReach(json({ ok: true, database: 'sqlite' }))).toEqual({ joinOrigins: [], loopbackOnly: false });
    expect(await serverReach(async () => new Response('no', { status: 404 }))).toEqual({
      joinOrigins: [],
      loopbackOnly: false,
    });
    expect(await serverReach(json({ ok: true, joinOrigins: [], loopbackOnly: true }))).toEqual({
      joinOrigins: [],
      loopbackOnly: true,
    });
  });
});

describe('the shown step question', () => {
  const key = {
    step: 2,
    kind: 'choice',
    choices: ['a', 'b'],
    answer: 0,
    value: null,
    tolerance: null,
    found: '',
  } as StepKey;
  it("is the key's words, else the lesson's", () => {
    expect(stepQuestion({ ...key, question: 'From the key?' } as StepKey, 'From the lesson?')).toBe('From the key?');
    expect(stepQuestion(key, 'From the lesson?')).toBe('From the lesson?');
    expect(stepQuestion(undefined, undefined)).toBe('');
  });
});

describe("the teacher's token", () => {
  // The dashboard's socket: a page origin and a socket that never opens (the test reads the page's mode).
  class NoSocket {
    readyState = 0;
    addEventListener() {}
    removeEventListener() {}
    send() {}
    close() {}
  }
  vi.stubGlobal('location', { protocol: 'http:', host: 'h' });
  vi.stubGlobal('WebSocket', NoSocket);
  vi.stubGlobal('addEventListener', () => undefined);
  vi.stubGlobal('removeEventListener', () => undefined);
  it('is kept in this browser and stripped from the address; /?class=CODE reopens the dashboard', () => {
    const storage = memory();
    const addresses: string[] = [];
    const page = new ClassPage({
      storage,
      loadLesson: async () => null,
      setAddress: (u) => void addresses.push(u),
      fetchFn: async () => new Response('{}', { status: 500 }),
    });
    page.open({ role: 'teacher', code: 'ACDEFG', token: 'secret-token' });
    expect(addresses).toEqual(['/?class=ACDEFG']);
    expect(storage.data.get(classKey('ACDEFG', 'teacher'))).toBe('"secret-token"');
    const mode = page.getState();
    expect(mode.kind).toBe('teacher');
    if (mode.kind === 'teacher')
      expect(mode.teacher.teacherLink('http://h')).toBe('http://h/?class=ACDEFG#teacher=secret-token');
    page.leave();
    page.open({ role: 'class', code: 'ACDEFG' });
    expect(page.getState().kind).toBe('teacher');
    page.leave();
    // Another browser (no token kept) gets nothing from the code alone.
    const other = new ClassPage({ storage: memory(), loadLesson: async () => null, setAddress: () => undefined });
    other.open({ role: 'class', code: 'ACDEFG' });
    expect(other.getState().kind).toBe('none');
  });
});
