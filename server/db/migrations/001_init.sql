-- Live class sessions (docs/class.md). Portable SQL: the same file runs on SQLite and PostgreSQL.
-- Times are Unix milliseconds (BIGINT); booleans are INTEGER 0/1; JSON is TEXT.
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  teacher_hash TEXT NOT NULL,
  title TEXT NOT NULL,
  scenario_json TEXT NOT NULL,
  step_count INTEGER NOT NULL,
  keys_json TEXT NOT NULL,
  lock_step INTEGER,
  paused INTEGER NOT NULL DEFAULT 0,
  revealed_json TEXT NOT NULL DEFAULT '[]',
  anonymise INTEGER NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL,
  active_at BIGINT NOT NULL,
  ended_at BIGINT
);

CREATE TABLE students (
  id TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL,
  nickname TEXT NOT NULL,
  nickname_key TEXT NOT NULL,
  number INTEGER NOT NULL,
  step INTEGER NOT NULL DEFAULT 1,
  joined_at BIGINT NOT NULL,
  UNIQUE (session_id, nickname_key),
  UNIQUE (session_id, number)
);
CREATE INDEX students_by_token ON students (session_id, token_hash);

CREATE TABLE answers (
  session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  student_id TEXT NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  step INTEGER NOT NULL,
  answer_json TEXT NOT NULL,
  correct INTEGER,
  elapsed_ms BIGINT NOT NULL,
  answered_at BIGINT NOT NULL,
  PRIMARY KEY (student_id, step)
);
CREATE INDEX answers_by_session ON answers (session_id);
CREATE INDEX sessions_by_end ON sessions (ended_at);
