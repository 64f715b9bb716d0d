/** Migrations: applied in order once, recorded in schema_migrations; the SQLite store's settings. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { bundledMigrations, migrate, type MigrationTarget } from '../../server/db/migrate';
import { SqliteStore } from '../../server/db/sqlite';
import { NicknameTakenError } from '../../server/db/store';
import { openStore } from '../../server/db/open';
import { readConfig } from '../../server/config';
import { existsSync } from 'node:fs';

const dir = mkdtempSync(join(tmpdir(), 'class-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('migrations', () => {
  it('are the repository files in name order, 001_init first', () => {
    const versions = bundledMigrations().map((m) => m.version);
    expect(versions[0]).toBe('001_init');
    expect([...versions].sort()).toEqual(versions);
    expect(bundledMigrations()[0]!.sql).toContain('CREATE TABLE sessions');
  });

  it('apply each once, in order, recorded; a second start applies none', async () => {
    const log: string[] = [];
    const recorded: string[] = [];
    const target: MigrationTarget = {
      exec: async (sql) => void log.push(sql),
      applied: async () => [...recorded],
      apply: async (version) => void recorded.push(version),
    };
    const migrations = [
      { version: '001_a', sql: 'A' },
      { version: '002_b', sql: 'B' },
    ];
    expect(await migrate(target, migrations)).toEqual(['001_a', '002_b']);
    expect(await migrate(target, [...migrations, { version: '003_c', sql: 'C' }])).toEqual(['003_c']);
    expect(recorded).toEqual(['001_a', '002_b', '003_c']);
    expect(log[0]).toContain('schema_migrations');
  });

  it('on SQLite: WAL, foreign keys on, the schema recorded once over two opens', async () => {
    const path = join(dir, 'classes.sqlite');
    for (let i = 0; i < 2; i++) {
      const store = new SqliteStore(path);
      await store.migrate();
      await store.close();
    }
    const db = new Database(path);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    const rows = db.prepare('SELECT version FROM schema_migrations').all();
    expect(rows).toEqual(bundledMigrations().map((m) => ({ version: m.version })));
    db.close();
  });

  it('the SQLite store: nicknames unique case-insensitively, numbers in join order, cascade on delete', async () => {
    const store = new SqliteStore(join(dir, 'store.sqlite'));
    await store.migrate();
    const session = {
      id: 's1',
      code: 'AAAAAA',
      teacherHash: 'h',
      title: 't',
      scenarioJson: '{}',
      stepCount: 2,
      keys: [],
      lockStep: null,
      paused: false,
      revealed: [],
      anonymise: false,
      explore: false,
      createdAt: 1,
      activeAt: 1,
      endedAt: 5,
    };
    await store.createSession(session);
    const a = await store.addStudent({
      id: 'a',
      sessionId: 's1',
      tokenHash: 'x',
      nickname: 'Ana',
      step: 1,
      joinedAt: 2,
    });
    const b = await store.addStudent({
      id: 'b',
      sessionId: 's1',
      tokenHash: 'y',
      nickname: 'Ben',
      step: 1,
      joinedAt: 3,
    });
    expect([a.number, b.number]).toEqual([1, 2]);
    await expect(
      store.addStudent({ id: 'c', sessionId: 's1', tokenHash: 'z', nickname: 'ANA', step: 1, joinedAt: 4 }),
    ).rejects.toBeInstanceOf(NicknameTakenError);
    const row = {
      sessionId: 's1',
      studentId: 'a',
      step: 2,
      answer: { choice: 1 },
      correct: false,
      elapsedMs: 9,
      answeredAt: 4,
      afterReveal: false,
    };
    expect((await store.addAnswer(row)).inserted).toBe(true);
    const again = await store.addAnswer({ ...row, answer: { choice: 0 }, correct: true });
    expect(again).toEqual({ inserted: false, row });
    expect(await store.sweep(100, 0, 6)).toBe(1);
    expect(await store.students('s1')).toEqual([]);
    expect(await store.answers('s1')).toEqual([]);
    await store.close();
  });

  it('openStore: SQLite under the data folder by default; a database URL that is not postgres:// is refused by name', async () => {
    const store = await openStore({ dataDir: join(dir, 'data') });
    expect(store.kind).toBe('sqlite');
    expect(existsSync(join(dir, 'data', 'classes.sqlite'))).toBe(true);
    await store.close();
    await expect(openStore({ dataDir: dir, databaseUrl: 'mysql://x' })).rejects.toThrow(/MP_DATABASE_URL/);
  });

  it('readConfig: defaults on loopback, MP_CLASSROOM=1 on every interface, bad values named', () => {
    const c = readConfig({});
    expect([c.host, c.port, c.retentionMs, c.idleEndMs, c.allowedOrigins]).toEqual([
      '127.0.0.1',
      5173,
      24 * 3_600_000,
      12 * 3_600_000,
      [],
    ]);
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(readConfig({ MP_CLASSROOM: '1' }).host).toBe('0.0.0.0');
    expect(readConfig({ MP_ALLOWED_ORIGINS: 'https://a.org, https://b.org' }).allowedOrigins).toEqual([
      'https://a.org',
      'https://b.org',
    ]);
    expect(() => readConfig({ MP_RETENTION_HOURS: 'soon' })).toThrow(/MP_RETENTION_HOURS/);
    expect(() => readConfig({ MP_PORT: '70000' })).toThrow(/MP_PORT/);
  });
});
