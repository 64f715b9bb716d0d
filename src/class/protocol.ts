/**
 * The live class protocol, shared by the page (src/class/) and the session server (server/).
 * One place for the message shapes, their JSON schemas (the server validates every message it
 * receives against them with ajv) and the limits. docs/class.md describes the flow.
 *
 * Steps are 1-based everywhere (as the lesson card says "Step k of n").
 */

/** Join codes: 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B, U/V). */
export const JOIN_CODE_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
/** Length of a join code. */
export const JOIN_CODE_LENGTH = 6;
/** A join code's pattern (upper case; the page upper-cases what is typed). */
export const JOIN_CODE_PATTERN = `^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`;

/**
 * Nicknames: 1 to 40 characters of letters (any script, with their combining marks: अनु, Zoé written
 * decomposed), digits, spaces and . _ - ' (no markup characters); the server keeps them in NFC.
 */
export const NICKNAME_PATTERN = "^[\\p{L}\\p{N}][\\p{L}\\p{M}\\p{N} ._'-]{0,39}$";
/** Longest nickname, characters. */
export const NICKNAME_MAX_CHARS = 40;
/** Longest free-text answer, characters. */
export const FREE_TEXT_MAX_CHARS = 500;
/** Largest WebSocket message the server reads, bytes (a larger one closes the socket with 1009). */
export const MAX_MESSAGE_BYTES = 4096;
/** Largest lesson scenario a class may start with, bytes of JSON. */
export const MAX_LESSON_BYTES = 2_000_000;

/** A student's answer to one step's question, by the question's kind. */
export type ClassAnswer =
  /** A choice (trend, largest, settles, or a poll): the index into the choices the card shows. */
  | { choice: number }
  /** A number typed for a value rule. */
  | { value: number }
  /** Words for a free-text question (never graded). */
  | { text: string };

/** One step's right answer, computed by the server from the model (the lesson's own run). */
export interface StepKey {
  /** 1-based step. */
  step: number;
  /** What is asked: a choice, a number, words (never graded), or a poll (never graded). */
  kind: 'choice' | 'value' | 'text' | 'poll';
  /** The choices the card offers (choice and poll). */
  choices: string[];
  /** Index of the right choice (kind choice), null when the run does not settle it (ambiguous). */
  answer: number | null;
  /** The run's value (kind value), null when ambiguous. */
  value: number | null;
  /** Tolerance of a value rule, in the series' unit. */
  tolerance: number | null;
  /** What the rule found on the run, in words with its numbers ("" for text and poll). */
  found: string;
  /** The step's question, as the student's card asks it. */
  question: string;
  /**
   * The station the step lets a locked student drag (its `unlock`), or absent. This key is the
   * lesson's own run; a student who moved it is graded on a key computed for their move.
   */
  unlock?: string;
}

/** Where a student put the station their step unlocked, metres (sent with the answer). */
export interface MovedStation {
  stationId: string;
  xM: number;
  yM: number;
}

/** Farthest a student may put an unlocked station from where the lesson puts it, metres. */
export const MAX_UNLOCK_MOVE_M = 50_000;

/** The class's pacing, as every client sees it. */
export interface Pacing {
  /** The step everyone is held on (1-based), or null: students may run ahead. */
  lockStep: number | null;
  /** Every student's screen is paused ("Eyes on the teacher"). */
  paused: boolean;
  /** Steps whose answer the teacher revealed, with their keys (the only keys a student ever gets). */
  revealed: StepKey[];
  /** The session has ended (answers are refused). */
  ended: boolean;
  /**
   * The teacher lets students explore: once every question step is revealed, a student's page
   * unlocks editing (off: a student's page stays locked to the end).
   */
  explore: boolean;
}

/** Messages a client sends on the WebSocket (`/api/ws`). */
export type ClientMessage =
  /** First message of a socket: who is speaking. */
  | { type: 'hello'; role: 'student'; code: string; token: string }
  | { type: 'hello'; role: 'teacher'; code: string; token: string }
  /** A student's answer; acknowledged by `ack` only after it is committed. Re-sending is harmless. */
  | {
      type: 'answer';
      step: number;
      answer: ClassAnswer;
      elapsedMs: number;
      clientId: string;
      /** On a step with `unlock`: where the student put the station (the server grades on that run). */
      moved?: MovedStation;
    }
  /** The step a student's card is on. */
  | { type: 'progress'; step: number }
  /** Keep-alive. */
  | { type: 'ping' };

/** One student as the teacher's dashboard sees them. */
export interface DashboardStudent {
  id: string;
  nickname: string;
  /** Join order, from 1 (the anonymised names follow it). */
  number: number;
  /** The step their card is on. */
  step: number;
  /** A socket of theirs is open now. */
  connected: boolean;
}

/** One committed answer as the dashboard sees it. */
export interface DashboardAnswer {
  studentId: string;
  step: number;
  answer: ClassAnswer;
  /** Graded against the step's key: true, false, or null (not graded: text, poll, ambiguous). */
  correct: boolean | null;
  /** Time from the question shown to the answer, ms (measured in the student's page). */
  elapsedMs: number;
  /** Committed after the teacher revealed the step's answer: stored, not graded (`correct` null). */
  afterReveal: boolean;
}

/** Messages the server sends. */
export type ServerMessage =
  /** To a student: the pacing, their own place and their committed answers (steps). */
  | {
      type: 'state';
      code: string;
      title: string;
      stepCount: number;
      pacing: Pacing;
      /** `afterReveal`: the answered steps whose answer was committed after the step's reveal (not graded). */
      you: { nickname: string; step: number; answered: number[]; afterReveal: number[] };
    }
  /** To the teacher: everything the dashboard shows (keys included; never sent to a student). */
  | {
      type: 'dashboard';
      code: string;
      title: string;
      stepCount: number;
      pacing: Pacing;
      anonymise: boolean;
      keys: StepKey[];
      students: DashboardStudent[];
      answers: DashboardAnswer[];
    }
  /** An answer is committed (sent to its student's sockets). */
  | { type: 'ack'; clientId: string; step: number }
  /** A refused message: `status` as HTTP would say it (400 invalid, 403 not allowed, 409 already answered, 429 too fast). */
  | { type: 'error'; status: number; message: string; clientId?: string }
  | { type: 'pong' };

/** Body of `POST /api/sessions` (create; rate-limited per address). Reply 201: `CreatedSession`. */
export interface CreateSessionBody {
  /** The full scenario carrying the lesson (docs/scenario.schema.json). */
  scenario: unknown;
}
/** Reply to a session's creation: the teacher's capability is `teacherToken` (shown once, stored hashed). */
export interface CreatedSession {
  code: string;
  teacherToken: string;
}
/** Body of `POST /api/sessions/:code/join` (rate-limited per address and per session). Reply 201: `JoinedSession`. */
export interface JoinBody {
  nickname: string;
}
/** Reply to a join: the student's token (kept in the browser; a reload resumes with it). */
export interface JoinedSession {
  studentId: string;
  token: string;
}
/**
 * Teacher actions: `POST /api/sessions/:code/<action>` with `Authorization: Bearer <teacherToken>`;
 * any other token (a student's included) gets 403. Bodies:
 * - `pace` `{ lockStep: number | null }`, `pause` `{ paused: boolean }`, `reveal` `{ step: number }`,
 *   `anonymise` `{ on: boolean }`, `explore` `{ on: boolean }`, `end` `{}`;
 * - `GET /api/sessions/:code/results.csv` (teacher): step, nickname, answered, answer, correct, time to
 *   answer; one row per student and step with a question.
 * Public: `GET /api/sessions/:code` -> `{ code, title, stepCount, ended, scenario }` (rate-limited as a
 * join), `GET /api/health` -> `{ ok: true, database: 'sqlite' | 'postgres' }`.
 */
export type TeacherAction = 'pace' | 'pause' | 'reveal' | 'anonymise' | 'explore' | 'end';
