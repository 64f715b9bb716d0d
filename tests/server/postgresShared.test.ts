/**
 * What only PostgreSQL does: two stores (two server instances) on one database migrate together
 * without clashing, hear each other's changes through LISTEN/NOTIFY, and the LISTEN connection comes
 * back by itself after it is cut (then reports the sessions it knew as changed). Runs when
 * MP_TEST_DATABASE_URL is set.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PostgresStore } from '../../server/db/postgres';
import { listenTo, sessionRow } from './storeContract';
import { PG_SKIP_REASON, createTestDatabase } from './pgTestDb';

describe.runIf(!PG_SKIP_REASON)('PostgreSQL shared by two instances', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: PostgresStore;
  let b: PostgresStore;
  beforeEach(async () => {
    db = await createTestDatabase();
    a = new PostgresStore(db.url, 4);
    b = new PostgresStore(db.url, 4);
  });
  afterEach(async () => {
    await a.close();
    await b.close();
    await db.drop();
  });

  it('migrates from two instances at once, each migration applied once', async () => {
    await Promise.all([a.migrate(), b.migrate()]);
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    const versions = (await c.query('SELECT version FROM schema_migrations ORDER BY version')).rows;
    await c.end();
    // Every migration of the folder, once each (001_init, 002_after_reveal, 003_explore, ...).
    const all = readdirSync(resolve(__dirname, '../../server/db/migrations'))
      .filter((f) => f.endsWith('.sql'))
      .map((f) => f.replace(/\.sql$/, ''))
      .sort();
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(versions.map((r) => r.version)).toEqual(all);
  });

  it("hears the other instance's changes, its own too, and sees the other's writes", async () => {
    await Promise.all([a.migrate(), b.migrate()]);
    const heardOnA = await listenTo(a);
    const heardOnB = await listenTo(b);
    const s = sessionRow();
    await a.createSession(s);
    await a.updateSession(s.id, { lockStep: 2 }, s.activeAt + 1);
    await a.notify(s.id);
    await heardOnB.wait(s.id);
    await heardOnA.wait(s.id);
    expect((await b.sessionById(s.id))?.lockStep).toBe(2);
  });

  it('reconnects its LISTEN connection after the database cut it, and resyncs the sessions it knew', async () => {
    await a.migrate();
    const heardOnB = await listenTo(b);
    await b.notify('known-session');
    await heardOnB.wait('known-session');
    const pid = await b.listener.backendPid();
    expect(pid).not.toBeNull();
    heardOnB.heard.length = 0;
    const killer = new pg.Client({ connectionString: db.url });
    await killer.connect();
    await killer.query('SELECT pg_terminate_backend($1)', [pid]);
    await killer.end();
    // After the reconnect: the known session is reported once (the resync), and new notices arrive.
    await heardOnB.wait('known-session');
    expect(b.listener.connects).toBe(2);
    expect(await b.listener.backendPid()).not.toBe(pid);
    await a.notify('after-the-cut');
    await heardOnB.wait('after-the-cut');
  });
});

if (PG_SKIP_REASON) {
  describe('PostgreSQL shared by two instances', () => {
    it.skip(`skipped: ${PG_SKIP_REASON}`, () => undefined);
  });
}
