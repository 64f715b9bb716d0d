/**
 * The session server's storage seam: one interface, two implementations (SQLite by default,
 * `sqlite.ts`; PostgreSQL, `postgres.ts`), the same migrations (`migrations/*.sql`, portable SQL).
 * Every method resolves only after its write is committed. Times are Unix milliseconds.
 */
import type { ClassAnswer, StepKey } from '../../src/class/protocol';

/** One session's row. */
export interface SessionRow {
  id: string;
  code: string;
  /** sha256 (hex) of the teacher's token. */
  teacherHash: string;
  title: string;
  /** The lesson scenario, JSON text. */
  scenarioJson: string;
  stepCount: number;
  keys: StepKey[];
  lockStep: number | null;
  paused: boolean;
  /** 1-based steps revealed, in the order revealed. */
  revealed: number[];
  anonymise: boolean;
  /** Students may explore (edit their page) once every question is revealed. */
  explore: boolean;
  createdAt: number;
  /** Last change by anyone (an idle session is ended after the configured time). */
  activeAt: number;
  endedAt: number | null;
}

/** The fields a teacher action changes. */
export type SessionPatch = Partial<
  Pick<SessionRow, 'lockStep' | 'paused' | 'revealed' | 'anonymise' | 'explore' | 'endedAt'>
>;

/** One student's row. */
export interface StudentRow {
  id: string;
  sessionId: string;
  /** sha256 (hex) of the student's token. */
  tokenHash: string;
  nickname: string;
  /** Join order in the session, from 1. */
  number: number;
  step: number;
  joinedAt: number;
}

/** One committed answer (one per student and step: the first one counts). */
export interface AnswerRow {
  sessionId: string;
  studentId: string;
  step: number;
  answer: ClassAnswer;
  correct: boolean | null;
  elapsedMs: number;
  answeredAt: number;
  /** Committed after the step's answer was revealed (then `correct` is null: not graded). */
  afterReveal: boolean;
}

/** Thrown by `addStudent` when the session already has that nickname (case-insensitive). */
export class NicknameTakenError extends Error {}

/** The storage of sessions, students and answers. */
export interface ClassStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Applies the migrations not yet applied (at start). */
  migrate(): Promise<void>;
  createSession(row: SessionRow): Promise<void>;
  sessionByCode(code: string): Promise<SessionRow | null>;
  sessionById(id: string): Promise<SessionRow | null>;
  /** Applies `patch` (and bumps activeAt); resolves to the row after it. */
  updateSession(id: string, patch: SessionPatch, nowMs: number): Promise<SessionRow>;
  /** Adds a student (number = next in the session); NicknameTakenError on a duplicate. */
  addStudent(row: Omit<StudentRow, 'number'>): Promise<StudentRow>;
  studentByToken(sessionId: string, tokenHash: string): Promise<StudentRow | null>;
  setStudentStep(studentId: string, step: number): Promise<void>;
  /** Inserts the answer unless the student already answered the step; resolves to the stored one. */
  addAnswer(row: AnswerRow): Promise<{ inserted: boolean; row: AnswerRow }>;
  students(sessionId: string): Promise<StudentRow[]>;
  answers(sessionId: string): Promise<AnswerRow[]>;
  /** Ends sessions idle since `idleBeforeMs`, deletes those ended before `endedBeforeMs` (with their students and answers); resolves to the count deleted. */
  sweep(nowMs: number, idleBeforeMs: number, endedBeforeMs: number): Promise<number>;
  /**
   * Tells every server instance sharing this database that a session changed (PostgreSQL: NOTIFY;
   * SQLite: this process only). `listen` receives those, this instance's own included.
   */
  notify(sessionId: string): Promise<void>;
  listen(onChange: (sessionId: string) => void): Promise<void>;
  close(): Promise<void>;
}
