/**
 * JSON schemas of every message the class server receives (HTTP bodies and WebSocket messages),
 * checked with ajv (Fastify's own for HTTP, server/messages.ts for the socket). Strict: no extra
 * fields, no type coercion. protocol.ts holds the types and limits these follow.
 */
import { FREE_TEXT_MAX_CHARS, JOIN_CODE_PATTERN, NICKNAME_MAX_CHARS, NICKNAME_PATTERN } from './protocol';

/** Largest number a value answer may carry, in absolute value. */
export const MAX_ANSWER_VALUE = 1e9;
/** Longest time to answer a client may report, ms (one day). */
export const MAX_ELAPSED_MS = 86_400_000;
/** Longest client id of an answer (the page's offline queue names its answers), characters. */
export const CLIENT_ID_MAX_CHARS = 64;
/** Largest coordinate a moved station may carry, metres (the scenario's own bound). */
export const MAX_MOVED_COORD_M = 1e8;
/** Highest step number a message may name (a lesson has far fewer). */
const MAX_STEP = 1000;

const step = { type: 'integer', minimum: 1, maximum: MAX_STEP } as const;
const token = { type: 'string', minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' } as const;

/** A join code (route parameter). */
export const codeParamsSchema = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', pattern: JOIN_CODE_PATTERN } },
} as const;

/** `POST /api/sessions` (the scenario's own shape is checked by src/share/scenarioShape.ts). */
export const createBodySchema = {
  type: 'object',
  required: ['scenario'],
  additionalProperties: false,
  properties: { scenario: { type: 'object' } },
} as const;

/** `POST /api/sessions/:code/join`. */
export const joinBodySchema = {
  type: 'object',
  required: ['nickname'],
  additionalProperties: false,
  properties: {
    nickname: { type: 'string', minLength: 1, maxLength: NICKNAME_MAX_CHARS, pattern: NICKNAME_PATTERN },
  },
} as const;

/** The bodies of the teacher's actions, by action. */
export const teacherBodySchemas = {
  pace: {
    type: 'object',
    required: ['lockStep'],
    additionalProperties: false,
    properties: { lockStep: { anyOf: [step, { type: 'null' }] } },
  },
  pause: {
    type: 'object',
    required: ['paused'],
    additionalProperties: false,
    properties: { paused: { type: 'boolean' } },
  },
  reveal: { type: 'object', required: ['step'], additionalProperties: false, properties: { step } },
  anonymise: { type: 'object', required: ['on'], additionalProperties: false, properties: { on: { type: 'boolean' } } },
  explore: { type: 'object', required: ['on'], additionalProperties: false, properties: { on: { type: 'boolean' } } },
  end: { type: 'object', additionalProperties: false, properties: {} },
} as const;

/** A student's answer: exactly one of choice, value, text. */
const answerSchema = {
  oneOf: [
    {
      type: 'object',
      required: ['choice'],
      additionalProperties: false,
      properties: { choice: { type: 'integer', minimum: 0, maximum: 7 } },
    },
    {
      type: 'object',
      required: ['value'],
      additionalProperties: false,
      properties: { value: { type: 'number', minimum: -MAX_ANSWER_VALUE, maximum: MAX_ANSWER_VALUE } },
    },
    {
      type: 'object',
      required: ['text'],
      additionalProperties: false,
      properties: { text: { type: 'string', maxLength: FREE_TEXT_MAX_CHARS } },
    },
  ],
} as const;

/** Each WebSocket message's schema, by its `type` (protocol.ts `ClientMessage`). */
export const clientMessageSchemas = {
  hello: {
    type: 'object',
    required: ['type', 'role', 'code', 'token'],
    additionalProperties: false,
    properties: {
      type: { const: 'hello' },
      role: { enum: ['student', 'teacher'] },
      code: { type: 'string', pattern: JOIN_CODE_PATTERN },
      token,
    },
  },
  answer: {
    type: 'object',
    required: ['type', 'step', 'answer', 'elapsedMs', 'clientId'],
    additionalProperties: false,
    properties: {
      type: { const: 'answer' },
      step,
      answer: answerSchema,
      elapsedMs: { type: 'number', minimum: 0, maximum: MAX_ELAPSED_MS },
      clientId: { type: 'string', minLength: 1, maxLength: CLIENT_ID_MAX_CHARS },
      moved: {
        type: 'object',
        required: ['stationId', 'xM', 'yM'],
        additionalProperties: false,
        properties: {
          stationId: { type: 'string', minLength: 1, maxLength: 64 },
          xM: { type: 'number', minimum: -MAX_MOVED_COORD_M, maximum: MAX_MOVED_COORD_M },
          yM: { type: 'number', minimum: -MAX_MOVED_COORD_M, maximum: MAX_MOVED_COORD_M },
        },
      },
    },
  },
  progress: {
    type: 'object',
    required: ['type', 'step'],
    additionalProperties: false,
    properties: { type: { const: 'progress' }, step },
  },
  ping: { type: 'object', required: ['type'], additionalProperties: false, properties: { type: { const: 'ping' } } },
} as const;
