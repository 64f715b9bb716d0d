/**
 * The ClassStore contract (server/db/store.ts), one suite for every implementation: SQLite always
 * (store.sqlite.test.ts) and PostgreSQL when MP_TEST_DATABASE_URL is set (store.postgres.test.ts).
 * Each test opens a fresh, migrated, empty store.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnswerRow, ClassStore, SessionRow } from '../../server/db/store';
import { NicknameTakenError } from '../../server/db/store';
import type { StepKey } from '../../src/class/protocol';

/** A fresh store and how to dispose of it (close it and delete its database). */
export interface StoreFixture {
  store: ClassStore;
  dispose(): Promise<void>;
}

const KEY: StepKey = {
  step: 1,
  kind: 'choice',
  choices: ['up', 'down'],
  answer: 0,
  value: null,
  tolerance: null,
  found: 'rises',
  question: 'What does it do?',
};

/** A session row with every field set (`over` replaces some). */
export function sessionRow(over: Partial<SessionRow> = {}): SessionRow {
  const id = over.id ?? `s-${Math.random().toString(36).slice(2)}`;
  return {
    id,
    code: `C${id.slice(-5).toUpperCase()}`,
    teacherHash: 'ab'.repeat(32),
    title: 'The satellite rises',
    scenarioJson: '{"lesson":{"title":"The satellite rises"}}',
    stepCount: 3,
    keys: [KEY, { ...KEY, step: 2, kind: 'value', choices: [], answer: null, value: 12.5, tolerance: 0.5 }],
    lockStep: null,
    paused: false,
    revealed: [],
    anonymise: false,
    explore: false,
    createdAt: 1_700_000_000_000,
    activeAt: 1_700_000_000_000,
    endedAt: null,
    ...over,
  };
}

/** An answer of `studentId` to `step` in `sessionId`. */
function answerRow(sessionId: string, studentId: string, step: number, over: Partial<AnswerRow> = {}): AnswerRow {
  return {
    sessionId,
    studentId,
    step,
    answer: { choice: 1 },
    correct: false,
    elapsedMs: 4200,
    answeredAt: 1_700_000_100_000,
    afterReveal: false,
    ...over,
  };
}

/** Listens to `store` (resolves once listening): what it heard, and a wait for one id (rejects after `timeoutMs`). */
export async function listenTo(
  store: ClassStore,
  timeoutMs = 5_000,
): Promise<{ heard: string[]; wait: (id: string) => Promise<void> }> {
  const heard: string[] = [];
  const waiters: Array<() => void> = [];
  await store.listen((id) => {
    heard.push(id);
    waiters.forEach((w) => w());
  });
  return {
    heard,
    wait: (id) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no change heard for ${id} in ${timeoutMs} ms`)), timeoutMs);
        const check = () => heard.includes(id) && (clearTimeout(timer), resolve());
        waiters.push(check);
        check();
      }),
  };
}

/** Registers the contract's tests for the store `open` makes. */
export function describeStoreContract(name: string, open: () => Promise<StoreFixture>): void {
  describe(`ClassStore contract: ${name}`, () => {
    let fixture: StoreFixture;
    let store: ClassStore;
    beforeEach(async () => {
      fixture = await open();
      store = fixture.store;
    });
    afterEach(async () => fixture.dispose());

    it('migrates again harmlessly and round-trips a session by code and id', async () => {
      await store.migrate();
      const s = sessionRow({
        lockStep: 2,
        paused: true,
        revealed: [1],
        anonymise: true,
        explore: true,
        endedAt: 1_700_000_500_000,
      });
      await store.createSession(s);
      expect(await store.sessionByCode(s.code)).toEqual(s);
      expect(await store.sessionById(s.id)).toEqual(s);
      expect(await store.sessionByCode('NOPE99')).toBeNull();
      expect(await store.sessionById('nope')).toBeNull();
    });

    it('refuses a second session with the same code', async () => {
      const s = sessionRow();
      await store.createSession(s);
      await expect(store.createSession({ ...s, id: `${s.id}-2` })).rejects.toThrow();
    });

    it('applies a patch, bumps activeAt and keeps the rest', async () => {
      const s = sessionRow();
      await store.createSession(s);
      const after = await store.updateSession(s.id, { lockStep: 2, revealed: [2, 1] }, s.activeAt + 5_000);
      expect(after).toEqual({ ...s, lockStep: 2, revealed: [2, 1], activeAt: s.activeAt + 5_000 });
      const again = await store.updateSession(
        s.id,
        { lockStep: null, paused: true, anonymise: true, explore: true, endedAt: 42 },
        9,
      );
      expect(again).toMatchObject({
        lockStep: null,
        paused: true,
        anonymise: true,
        explore: true,
        endedAt: 42,
        revealed: [2, 1],
      });
      expect(await store.sessionById(s.id)).toEqual(again);
      await expect(store.updateSession('nope', { paused: true }, 1)).rejects.toThrow();
    });

    it('numbers students in join order, refuses a nickname taken in any case, allows it in another class', async () => {
      const a = sessionRow();
      const b = sessionRow();
      await store.createSession(a);
      await store.createSession(b);
      const join = (sessionId: string, id: string, nickname: string) =>
        store.addStudent({ id, sessionId, tokenHash: `h-${id}`, nickname, step: 1, joinedAt: 1_700_000_000_500 });
      expect((await join(a.id, 'st1', 'Ada')).number).toBe(1);
      expect((await join(a.id, 'st2', 'Grace')).number).toBe(2);
      await expect(join(a.id, 'st3', 'ADA')).rejects.toBeInstanceOf(NicknameTakenError);
      expect((await join(b.id, 'st4', 'ada')).number).toBe(1);
      expect((await store.students(a.id)).map((s) => [s.nickname, s.number])).toEqual([
        ['Ada', 1],
        ['Grace', 2],
      ]);
      expect((await store.sessionById(a.id))?.activeAt).toBe(1_700_000_000_500);
      expect(await store.studentByToken(a.id, 'h-st2')).toMatchObject({ id: 'st2', nickname: 'Grace', step: 1 });
      expect(await store.studentByToken(b.id, 'h-st2')).toBeNull();
      await store.setStudentStep('st2', 3);
      expect((await store.studentByToken(a.id, 'h-st2'))?.step).toBe(3);
    });

    it('gives 30 students joining at once the numbers 1 to 30', async () => {
      const s = sessionRow();
      await store.createSession(s);
      const joined = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          store.addStudent({
            id: `j${i}`,
            sessionId: s.id,
            tokenHash: `t${i}`,
            nickname: `kid ${i}`,
            step: 1,
            joinedAt: 1,
          }),
        ),
      );
      expect(joined.map((j) => j.number).sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    });

    it('stores an answer once: the first one counts, a resend returns it', async () => {
      const s = sessionRow();
      await store.createSession(s);
      await store.addStudent({ id: 'st1', sessionId: s.id, tokenHash: 'h', nickname: 'Ada', step: 1, joinedAt: 1 });
      const first = answerRow(s.id, 'st1', 1, { answer: { choice: 0 }, correct: true });
      expect(await store.addAnswer(first)).toEqual({ inserted: true, row: first });
      const second = await store.addAnswer(answerRow(s.id, 'st1', 1, { answer: { choice: 1 }, correct: false }));
      expect(second).toEqual({ inserted: false, row: first });
      const text = answerRow(s.id, 'st1', 3, { answer: { text: 'it <b>rises</b>' }, correct: null, afterReveal: true });
      await store.addAnswer(text);
      expect(await store.answers(s.id)).toEqual([first, text]);
      expect((await store.sessionById(s.id))?.activeAt).toBe(first.answeredAt);
    });

    it('keeps exactly one of 10 answers to one step sent at once', async () => {
      const s = sessionRow();
      await store.createSession(s);
      await store.addStudent({ id: 'st1', sessionId: s.id, tokenHash: 'h', nickname: 'Ada', step: 1, joinedAt: 1 });
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => store.addAnswer(answerRow(s.id, 'st1', 2, { answer: { value: i } }))),
      );
      expect(results.filter((r) => r.inserted)).toHaveLength(1);
      const kept = results.find((r) => r.inserted)!.row;
      for (const r of results) expect(r.row).toEqual(kept);
      expect(await store.answers(s.id)).toEqual([kept]);
    });

    it('sweeps: ends idle sessions, deletes those ended long ago with their students and answers', async () => {
      const idle = sessionRow({ activeAt: 1_000 });
      const old = sessionRow({ activeAt: 1_000, endedAt: 2_000 });
      const live = sessionRow({ activeAt: 50_000 });
      for (const s of [idle, old, live]) await store.createSession(s);
      await store.addStudent({
        id: 'o1',
        sessionId: old.id,
        tokenHash: 'h',
        nickname: 'Old',
        step: 1,
        joinedAt: 1_000,
      });
      await store.addAnswer(answerRow(old.id, 'o1', 1, { answeredAt: 1_000 }));
      expect(await store.sweep(60_000, 10_000, 5_000)).toBe(1);
      expect(await store.sessionById(old.id)).toBeNull();
      expect(await store.students(old.id)).toEqual([]);
      expect(await store.answers(old.id)).toEqual([]);
      expect((await store.sessionById(idle.id))?.endedAt).toBe(60_000);
      expect((await store.sessionById(live.id))?.endedAt).toBeNull();
    });

    it('tells its listeners of a change it notifies', async () => {
      const changes = await listenTo(store);
      await store.notify('session-42');
      await changes.wait('session-42');
      expect(changes.heard).toContain('session-42');
    });
  });
}
