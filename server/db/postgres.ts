/**
 * The PostgreSQL store (`MP_DATABASE_URL=postgres://…`): the same migrations as SQLite
 * (migrate.ts), a connection pool for queries, and LISTEN/NOTIFY on the channel `mp_class` so that
 * several server instances sharing the database hear each other's changes (postgresListen.ts).
 * Every method resolves after its statement (or transaction) committed.
 */
import pg from 'pg';
import type { AnswerRow, ClassStore, SessionPatch, SessionRow, StudentRow } from './store';
import { NicknameTakenError } from './store';
import { migrate, type MigrationTarget } from './migrate';
import { CHANNEL, PgListener } from './postgresListen';
import { bool, SESSION_COLUMNS, sessionValues, toAnswer, toSession, toStudent, type Row } from './rows';

/** Key of the advisory lock that serialises migrations of instances starting together. */
const MIGRATION_LOCK_KEY = 7_250_025;
/** Connections in the pool (MP_PG_POOL_MAX overrides). */
const DEFAULT_POOL_MAX = 10;
/** PostgreSQL's code for a unique violation. */
const UNIQUE_VIOLATION = '23505';

/** Opens the store on the database at `url` (not migrated yet: call `migrate`). */
export async function openPostgresStore(url: string): Promise<ClassStore> {
  const store = new PostgresStore(url);
  await store.ping();
  return store;
}

/** The ClassStore on a PostgreSQL database. */
export class PostgresStore implements ClassStore {
  readonly kind = 'postgres' as const;
  private readonly pool: pg.Pool;
  /** The LISTEN connection (public for tests that cut it). */
  readonly listener: PgListener;

  /** A store on `url`; `poolMax` connections at most. */
  constructor(url: string, poolMax = Number(process.env.MP_PG_POOL_MAX) || DEFAULT_POOL_MAX) {
    this.pool = new pg.Pool({ connectionString: url, max: poolMax });
    // An idle pooled client whose connection dies emits here; the pool replaces it on next use.
    this.pool.on('error', (e) => console.error('[postgres] idle connection error:', e.message));
    this.listener = new PgListener(url);
  }

  /** Checks the database answers (a wrong URL or password fails here, at start). */
  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  /** Runs `work` in one transaction on one pooled client. */
  private async transaction<T>(work: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }

  async migrate(): Promise<void> {
    const client = await this.pool.connect();
    try {
      // Two instances started together: the second waits here, then finds everything applied.
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const target: MigrationTarget = {
        exec: async (sql) => void (await client.query(sql)),
        applied: async () =>
          (await client.query('SELECT version FROM schema_migrations')).rows.map((r: Row) => String(r.version)),
        apply: async (version, sql, nowMs) => {
          await client.query('BEGIN');
          try {
            await client.query(sql);
            await client.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [version, nowMs]);
            await client.query('COMMIT');
          } catch (e) {
            await client.query('ROLLBACK').catch(() => undefined);
            throw e;
          }
        },
      };
      await migrate(target);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      client.release();
    }
  }

  async createSession(s: SessionRow): Promise<void> {
    const values = sessionValues(s);
    const params = values.map((_, i) => `$${i + 1}`).join(', ');
    await this.pool.query(`INSERT INTO sessions (${SESSION_COLUMNS}) VALUES (${params})`, values);
  }

  async sessionByCode(code: string): Promise<SessionRow | null> {
    const r = await this.pool.query('SELECT * FROM sessions WHERE code = $1', [code]);
    return r.rows[0] ? toSession(r.rows[0]) : null;
  }

  async sessionById(id: string): Promise<SessionRow | null> {
    const r = await this.pool.query('SELECT * FROM sessions WHERE id = $1', [id]);
    return r.rows[0] ? toSession(r.rows[0]) : null;
  }

  async updateSession(id: string, patch: SessionPatch, nowMs: number): Promise<SessionRow> {
    const sets: string[] = [];
    const values: unknown[] = [];
    const set = (column: string, value: unknown) => {
      values.push(value);
      sets.push(`${column} = $${values.length}`);
    };
    set('active_at', nowMs);
    if (patch.lockStep !== undefined) set('lock_step', patch.lockStep);
    if (patch.paused !== undefined) set('paused', bool(patch.paused));
    if (patch.revealed !== undefined) set('revealed_json', JSON.stringify(patch.revealed));
    if (patch.anonymise !== undefined) set('anonymise', bool(patch.anonymise));
    if (patch.explore !== undefined) set('explore', bool(patch.explore));
    if (patch.endedAt !== undefined) set('ended_at', patch.endedAt);
    values.push(id);
    const r = await this.pool.query(
      `UPDATE sessions SET ${sets.join(', ')} WHERE id = $${values.length} RETURNING *`,
      values,
    );
    if (!r.rows[0]) throw new Error(`no session ${id}`);
    return toSession(r.rows[0]);
  }

  async addStudent(s: Omit<StudentRow, 'number'>): Promise<StudentRow> {
    const key = s.nickname.toLowerCase();
    try {
      return await this.transaction(async (c) => {
        // The session's row lock orders concurrent joins (numbers 1, 2, 3… without gaps or clashes).
        const session = await c.query('UPDATE sessions SET active_at = $2 WHERE id = $1 RETURNING id', [
          s.sessionId,
          s.joinedAt,
        ]);
        if (!session.rows[0]) throw new Error(`no session ${s.sessionId}`);
        const taken = await c.query('SELECT 1 FROM students WHERE session_id = $1 AND nickname_key = $2', [
          s.sessionId,
          key,
        ]);
        if (taken.rows[0]) throw new NicknameTakenError(`the nickname "${s.nickname}" is taken in this class`);
        const r = await c.query(
          `INSERT INTO students (id, session_id, token_hash, nickname, nickname_key, number, step, joined_at)
           SELECT $1, $2, $3, $4, $5, COALESCE(MAX(number), 0) + 1, $6, $7 FROM students WHERE session_id = $2
           RETURNING number`,
          [s.id, s.sessionId, s.tokenHash, s.nickname, key, s.step, s.joinedAt],
        );
        return { ...s, number: Number(r.rows[0].number) };
      });
    } catch (e) {
      const err = e as { code?: string; constraint?: string };
      if (err.code === UNIQUE_VIOLATION && err.constraint?.includes('nickname')) {
        throw new NicknameTakenError(`the nickname "${s.nickname}" is taken in this class`);
      }
      throw e;
    }
  }

  async studentByToken(sessionId: string, tokenHash: string): Promise<StudentRow | null> {
    const r = await this.pool.query('SELECT * FROM students WHERE session_id = $1 AND token_hash = $2', [
      sessionId,
      tokenHash,
    ]);
    return r.rows[0] ? toStudent(r.rows[0]) : null;
  }

  async setStudentStep(studentId: string, step: number): Promise<void> {
    await this.pool.query('UPDATE students SET step = $2 WHERE id = $1', [studentId, step]);
  }

  async addAnswer(a: AnswerRow): Promise<{ inserted: boolean; row: AnswerRow }> {
    // One statement, so one commit: the insert (unless the student answered the step already) and
    // the session's activity time with it.
    const inserted = await this.pool.query(
      `WITH ins AS (
         INSERT INTO answers (session_id, student_id, step, answer_json, correct, elapsed_ms, answered_at, after_reveal)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (student_id, step) DO NOTHING RETURNING *
       ), touched AS (
         UPDATE sessions SET active_at = GREATEST(active_at, $7) WHERE id = $1 AND EXISTS (SELECT 1 FROM ins)
       )
       SELECT * FROM ins`,
      [
        a.sessionId,
        a.studentId,
        a.step,
        JSON.stringify(a.answer),
        a.correct === null ? null : bool(a.correct),
        a.elapsedMs,
        a.answeredAt,
        bool(a.afterReveal),
      ],
    );
    if (inserted.rows[0]) return { inserted: true, row: toAnswer(inserted.rows[0]) };
    // The conflict: a new statement (a new snapshot) sees the answer stored first.
    const stored = await this.pool.query('SELECT * FROM answers WHERE student_id = $1 AND step = $2', [
      a.studentId,
      a.step,
    ]);
    if (!stored.rows[0]) throw new Error(`answer of ${a.studentId} to step ${a.step} neither inserted nor found`);
    return { inserted: false, row: toAnswer(stored.rows[0]) };
  }

  async students(sessionId: string): Promise<StudentRow[]> {
    const r = await this.pool.query('SELECT * FROM students WHERE session_id = $1 ORDER BY number', [sessionId]);
    return r.rows.map(toStudent);
  }

  async answers(sessionId: string): Promise<AnswerRow[]> {
    const r = await this.pool.query(
      'SELECT * FROM answers WHERE session_id = $1 ORDER BY step, answered_at, student_id',
      [sessionId],
    );
    return r.rows.map(toAnswer);
  }

  async sweep(nowMs: number, idleBeforeMs: number, endedBeforeMs: number): Promise<number> {
    return this.transaction(async (c) => {
      await c.query('UPDATE sessions SET ended_at = $1 WHERE ended_at IS NULL AND active_at < $2', [
        nowMs,
        idleBeforeMs,
      ]);
      const r = await c.query('DELETE FROM sessions WHERE ended_at IS NOT NULL AND ended_at < $1', [endedBeforeMs]);
      return r.rowCount ?? 0;
    });
  }

  async notify(sessionId: string): Promise<void> {
    this.listener.remember(sessionId);
    await this.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, sessionId]);
  }

  async listen(onChange: (sessionId: string) => void): Promise<void> {
    await this.listener.add(onChange);
  }

  async close(): Promise<void> {
    await this.listener.close();
    await this.pool.end();
  }
}
