/**
 * The hub's pushes (server/hub.ts): a student's `state` is sent again only when it changed. A join
 * or another student's answer changes the teacher's dashboard, not a student's state; without this
 * a class of 60 joining within 10 s pushed 60 states per join, and 40 such classes at once starved
 * the server (scripts/bench-class.mjs; docs/class.md, "The numbers").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COALESCE_MS, Hub } from '../../server/hub';
import { SqliteStore } from '../../server/db/sqlite';
import type { ServerMessage } from '../../src/class/protocol';
import { sessionRow } from './storeContract';

const settle = () => new Promise((r) => setTimeout(r, COALESCE_MS * 4));

describe('hub pushes', () => {
  let dir: string;
  let store: SqliteStore;
  let hub: Hub;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mp-hub-'));
    store = new SqliteStore(join(dir, 'classes.sqlite'));
    await store.migrate();
    hub = new Hub(store);
    await hub.start();
  });
  afterEach(async () => {
    hub.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("sends a student's state again only when it changed; the teacher gets every change", async () => {
    const s = sessionRow();
    await store.createSession(s);
    const join = (id: string, nickname: string) =>
      store.addStudent({ id, sessionId: s.id, tokenHash: `h-${id}`, nickname, step: 1, joinedAt: 1 });
    await join('ada', 'Ada');
    const toAda: ServerMessage[] = [];
    const toTeacher: ServerMessage[] = [];
    hub.addStudent(s.id, 'ada', { send: (t) => toAda.push(JSON.parse(t)) });
    hub.addTeacher(s.id, { send: (t) => toTeacher.push(JSON.parse(t)) });
    await store.notify(s.id);
    await settle();
    expect(toAda.map((m) => m.type)).toEqual(['state']);

    // Another student joins, then answers: the dashboard changes twice, Ada's state does not.
    await join('bob', 'Bob');
    await store.notify(s.id);
    await settle();
    await store.addAnswer({
      sessionId: s.id,
      studentId: 'bob',
      step: 1,
      answer: { choice: 0 },
      correct: true,
      elapsedMs: 5,
      answeredAt: 2,
      afterReveal: false,
    });
    await store.notify(s.id);
    await settle();
    expect(toAda).toHaveLength(1);
    expect(toTeacher).toHaveLength(3);
    expect(toTeacher.at(-1)).toMatchObject({ type: 'dashboard', answers: [{ studentId: 'bob' }] });

    // The teacher locks a step: Ada's state changes and is sent.
    await store.updateSession(s.id, { lockStep: 2 }, 3);
    await store.notify(s.id);
    await settle();
    expect(toAda).toHaveLength(2);
    expect(toAda[1]).toMatchObject({ type: 'state', pacing: { lockStep: 2 } });
  });
});
