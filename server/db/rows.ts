/**
 * Database rows as the store's types, and a session as its INSERT parameters, for both stores
 * (the schema is portable). `pg` returns BIGINT as a string (it may exceed 2^53; our Unix
 * milliseconds do not), better-sqlite3 a number; booleans are stored as 0/1.
 */
import type { AnswerRow, SessionRow, StudentRow } from './store';

/** A row as `pg` or better-sqlite3 returns it. */
export type Row = Record<string, unknown>;

const numberOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** A `sessions` row as a `SessionRow`. */
export function toSession(r: Row): SessionRow {
  return {
    id: String(r.id),
    code: String(r.code),
    teacherHash: String(r.teacher_hash),
    title: String(r.title),
    scenarioJson: String(r.scenario_json),
    stepCount: Number(r.step_count),
    keys: JSON.parse(String(r.keys_json)),
    lockStep: numberOrNull(r.lock_step),
    paused: Number(r.paused) === 1,
    revealed: JSON.parse(String(r.revealed_json)),
    anonymise: Number(r.anonymise) === 1,
    explore: Number(r.explore) === 1,
    createdAt: Number(r.created_at),
    activeAt: Number(r.active_at),
    endedAt: numberOrNull(r.ended_at),
  };
}

/** A `students` row as a `StudentRow`. */
export function toStudent(r: Row): StudentRow {
  return {
    id: String(r.id),
    sessionId: String(r.session_id),
    tokenHash: String(r.token_hash),
    nickname: String(r.nickname),
    number: Number(r.number),
    step: Number(r.step),
    joinedAt: Number(r.joined_at),
  };
}

/** An `answers` row as an `AnswerRow`. */
export function toAnswer(r: Row): AnswerRow {
  const correct = numberOrNull(r.correct);
  return {
    sessionId: String(r.session_id),
    studentId: String(r.student_id),
    step: Number(r.step),
    answer: JSON.parse(String(r.answer_json)),
    correct: correct === null ? null : correct === 1,
    elapsedMs: Number(r.elapsed_ms),
    answeredAt: Number(r.answered_at),
    afterReveal: Number(r.after_reveal) === 1,
  };
}

/** A boolean as stored: 0 or 1. */
export const bool = (b: boolean) => (b ? 1 : 0);

/** The columns of a session's INSERT, in order (`sessionValues` gives their values). */
export const SESSION_COLUMNS =
  'id, code, teacher_hash, title, scenario_json, step_count, keys_json, lock_step, paused, revealed_json, anonymise, explore, created_at, active_at, ended_at';

/** A session's values for an INSERT of `SESSION_COLUMNS`. */
export function sessionValues(s: SessionRow): unknown[] {
  return [
    s.id,
    s.code,
    s.teacherHash,
    s.title,
    s.scenarioJson,
    s.stepCount,
    JSON.stringify(s.keys),
    s.lockStep,
    bool(s.paused),
    JSON.stringify(s.revealed),
    bool(s.anonymise),
    bool(s.explore),
    s.createdAt,
    s.activeAt,
    s.endedAt,
  ];
}
