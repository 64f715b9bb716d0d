/**
 * The SQLite store (the default): one file, WAL mode, foreign keys on. better-sqlite3 is
 * synchronous, so each method has committed when it returns; `notify` reaches this process's
 * listeners only (one process per SQLite file).
 */
import Database from 'better-sqlite3';
import type { AnswerRow, ClassStore, SessionPatch, SessionRow, StudentRow } from './store';
import { NicknameTakenError } from './store';
import { migrate, type MigrationTarget } from './migrate';
import { bool, SESSION_COLUMNS, sessionValues, toAnswer, toSession, toStudent, type Row } from './rows';

/** The ClassStore on one SQLite file. */
export class SqliteStore implements ClassStore {
  readonly kind = 'sqlite' as const;
  private readonly db: Database.Database;
  private readonly listeners: Array<(sessionId: string) => void> = [];

  /** Opens (or creates) the database file at `path`. */
  constructor(path: string) {
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
  }

  async migrate(): Promise<void> {
    const db = this.db;
    const target: MigrationTarget = {
      exec: async (sql) => void db.exec(sql),
      applied: async () =>
        (db.prepare('SELECT version FROM schema_migrations').all() as Row[]).map((r) => String(r.version)),
      apply: async (version, sql, nowMs) =>
        db.transaction(() => {
          db.exec(sql);
          db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(version, nowMs);
        })(),
    };
    await migrate(target);
  }

  async createSession(s: SessionRow): Promise<void> {
    const values = sessionValues(s);
    this.db
      .prepare(`INSERT INTO sessions (${SESSION_COLUMNS}) VALUES (${values.map(() => '?').join(', ')})`)
      .run(...values);
  }

  async sessionByCode(code: string): Promise<SessionRow | null> {
    const r = this.db.prepare('SELECT * FROM sessions WHERE code = ?').get(code) as Row | undefined;
    return r ? toSession(r) : null;
  }

  async sessionById(id: string): Promise<SessionRow | null> {
    const r = this.db.prepare('SELECT * FROM sessions WHERE id = ?').get(id) as Row | undefined;
    return r ? toSession(r) : null;
  }

  async updateSession(id: string, patch: SessionPatch, nowMs: number): Promise<SessionRow> {
    const columns: Array<[string, unknown]> = [['active_at', nowMs]];
    if (patch.lockStep !== undefined) columns.push(['lock_step', patch.lockStep]);
    if (patch.paused !== undefined) columns.push(['paused', bool(patch.paused)]);
    if (patch.revealed !== undefined) columns.push(['revealed_json', JSON.stringify(patch.revealed)]);
    if (patch.anonymise !== undefined) columns.push(['anonymise', bool(patch.anonymise)]);
    if (patch.explore !== undefined) columns.push(['explore', bool(patch.explore)]);
    if (patch.endedAt !== undefined) columns.push(['ended_at', patch.endedAt]);
    const sets = columns.map(([c]) => `${c} = ?`);
    const values = columns.map(([, v]) => v);
    this.db.prepare(`UPDATE sessions SET ${sets.join(', ')} WHERE id = ?`).run(...values, id);
    const row = await this.sessionById(id);
    if (!row) throw new Error(`no session ${id}`);
    return row;
  }

  async addStudent(s: Omit<StudentRow, 'number'>): Promise<StudentRow> {
    const insert = this.db.transaction((): StudentRow => {
      const taken = this.db
        .prepare('SELECT 1 FROM students WHERE session_id = ? AND nickname_key = ?')
        .get(s.sessionId, s.nickname.toLowerCase());
      if (taken) throw new NicknameTakenError(`the nickname "${s.nickname}" is taken in this class`);
      const max = this.db.prepare('SELECT MAX(number) AS n FROM students WHERE session_id = ?').get(s.sessionId) as Row;
      const number = Number(max.n ?? 0) + 1;
      this.db
        .prepare(
          `INSERT INTO students (id, session_id, token_hash, nickname, nickname_key, number, step, joined_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(s.id, s.sessionId, s.tokenHash, s.nickname, s.nickname.toLowerCase(), number, s.step, s.joinedAt);
      this.db.prepare('UPDATE sessions SET active_at = ? WHERE id = ?').run(s.joinedAt, s.sessionId);
      return { ...s, number };
    });
    return insert.immediate();
  }

  async studentByToken(sessionId: string, tokenHash: string): Promise<StudentRow | null> {
    const r = this.db
      .prepare('SELECT * FROM students WHERE session_id = ? AND token_hash = ?')
      .get(sessionId, tokenHash) as Row | undefined;
    return r ? toStudent(r) : null;
  }

  async setStudentStep(studentId: string, step: number): Promise<void> {
    this.db.prepare('UPDATE students SET step = ? WHERE id = ?').run(step, studentId);
  }

  async addAnswer(a: AnswerRow): Promise<{ inserted: boolean; row: AnswerRow }> {
    const add = this.db.transaction(() => {
      const result = this.db
        .prepare(
          `INSERT INTO answers (session_id, student_id, step, answer_json, correct, elapsed_ms, answered_at, after_reveal)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (student_id, step) DO NOTHING`,
        )
        .run(
          a.sessionId,
          a.studentId,
          a.step,
          JSON.stringify(a.answer),
          a.correct === null ? null : bool(a.correct),
          a.elapsedMs,
          a.answeredAt,
          bool(a.afterReveal),
        );
      if (result.changes === 1) {
        this.db.prepare('UPDATE sessions SET active_at = ? WHERE id = ?').run(a.answeredAt, a.sessionId);
      }
      const stored = this.db
        .prepare('SELECT * FROM answers WHERE student_id = ? AND step = ?')
        .get(a.studentId, a.step) as Row;
      return { inserted: result.changes === 1, row: toAnswer(stored) };
    });
    return add.immediate();
  }

  async students(sessionId: string): Promise<StudentRow[]> {
    const rows = this.db.prepare('SELECT * FROM students WHERE session_id = ? ORDER BY number').all(sessionId);
    return (rows as Row[]).map(toStudent);
  }

  async answers(sessionId: string): Promise<AnswerRow[]> {
    const rows = this.db
      .prepare('SELECT a.* FROM answers a WHERE a.session_id = ? ORDER BY a.step, a.answered_at')
      .all(sessionId);
    return (rows as Row[]).map(toAnswer);
  }

  async sweep(nowMs: number, idleBeforeMs: number, endedBeforeMs: number): Promise<number> {
    const run = this.db.transaction(() => {
      this.db
        .prepare('UPDATE sessions SET ended_at = ? WHERE ended_at IS NULL AND active_at < ?')
        .run(nowMs, idleBeforeMs);
      return this.db.prepare('DELETE FROM sessions WHERE ended_at IS NOT NULL AND ended_at < ?').run(endedBeforeMs)
        .changes;
    });
    return run.immediate();
  }

  async notify(sessionId: string): Promise<void> {
    for (const listener of this.listeners) listener(sessionId);
  }

  async listen(onChange: (sessionId: string) => void): Promise<void> {
    this.listeners.push(onChange);
  }

  async close(): Promise<void> {
    this.listeners.length = 0;
    this.db.close();
  }
}
