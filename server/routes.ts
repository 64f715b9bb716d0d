/**
 * The class HTTP API (src/class/protocol.ts documents it): create a session, read it, join it, the
 * teacher's actions (Bearer token; anything else 403) and the results CSV. Join-code guessing is
 * rate-limited per address and per session code; creation per address.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { MAX_LESSON_BYTES, type TeacherAction } from '../src/class/protocol';
import { codeParamsSchema, createBodySchema, joinBodySchema, teacherBodySchemas } from '../src/class/schemas';
import { checkPayload } from '../src/share/scenarioShape';
import { hasLesson } from '../src/lesson/format';
import type { Scenario } from '../src/scenario/types';
import { NicknameTakenError, type ClassStore, type SessionPatch, type SessionRow } from './db/store';
import { computeKeys, KeyError, type KeyOptions } from './keys/computeKeys';
import { bearer, hashToken, newJoinCode, newToken, tokenMatches } from './secrets';
import { resultsCsv } from './results';
import { guessLimit, type RateLimits } from './guessLimit';

/** Settings of the class routes. */
export interface ClassRouteOptions {
  store: ClassStore;
  keys: KeyOptions;
  limits: RateLimits;
  /** The clock (tests move it). */
  nowMs: () => number;
  /** Where students' devices can reach this server (read at each request: filled in once listening). */
  network: ServerNetwork;
}

/** Where students' devices can reach the server, for the dashboard's join link (`GET /api/health`). */
export interface ServerNetwork {
  /** The LAN origins (http://192.168.1.5:5173) when listening on every interface; else empty. */
  joinOrigins: string[];
  /** Listening on loopback only: no other device can join. */
  loopbackOnly: boolean;
}

type CodeRequest = FastifyRequest<{ Params: { code: string } }>;

/** Sends a refusal with a message the page shows. */
function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ statusCode: status, error: 'refused', message });
}

/** Registers `/api/*` (the WebSocket excepted, see socket.ts) on `app`. */
export async function registerClassRoutes(app: FastifyInstance, options: ClassRouteOptions): Promise<void> {
  const { store, limits, nowMs } = options;
  await app.register(rateLimit, { global: false });
  const guesses = guessLimit(app, limits);
  /** The session of a join or a read, through the guessing limits (null: refused, reply sent). */
  const guessedSession = async (req: CodeRequest, reply: FastifyReply): Promise<SessionRow | null> => {
    if (!guesses.addressAllowed(req, reply)) return null;
    const session = await store.sessionByCode(req.params.code);
    if (!session) {
      if (!(await guesses.missBlocked(req, reply))) refuse(reply, 404, `no class with the code ${req.params.code}`);
      return null;
    }
    return (await guesses.codeAllowed(req, reply, session.code)) ? session : null;
  };
  const sessionOf = async (req: CodeRequest, reply: FastifyReply): Promise<SessionRow | null> => {
    const session = await store.sessionByCode(req.params.code);
    if (!session) refuse(reply, 404, `no class with the code ${req.params.code}`);
    return session;
  };

  app.get('/api/health', async () => ({
    ok: true,
    database: store.kind,
    joinOrigins: options.network.joinOrigins,
    loopbackOnly: options.network.loopbackOnly,
  }));

  registerCreate(app, options);

  app.get<{ Params: { code: string } }>(
    '/api/sessions/:code',
    { schema: { params: codeParamsSchema } },
    async (req, reply) => {
      const s = await guessedSession(req, reply);
      if (!s) return reply;
      const scenario = JSON.parse(s.scenarioJson) as unknown;
      return { code: s.code, title: s.title, stepCount: s.stepCount, ended: s.endedAt !== null, scenario };
    },
  );

  app.post<{ Params: { code: string }; Body: { nickname: string } }>(
    '/api/sessions/:code/join',
    { schema: { params: codeParamsSchema, body: joinBodySchema } },
    async (req, reply) => {
      const s = await guessedSession(req, reply);
      if (!s) return reply;
      if (s.endedAt !== null) return refuse(reply, 410, 'this class has ended');
      const token = newToken();
      try {
        const student = await store.addStudent({
          id: randomUUID(),
          sessionId: s.id,
          tokenHash: hashToken(token),
          nickname: req.body.nickname.normalize('NFC').trimEnd(),
          step: 1,
          joinedAt: nowMs(),
        });
        await store.notify(s.id);
        return reply.code(201).send({ studentId: student.id, token });
      } catch (e) {
        if (e instanceof NicknameTakenError) return refuse(reply, 409, e.message);
        throw e;
      }
    },
  );

  registerTeacherRoutes(app, options, sessionOf);
}

/** The teacher's actions and the results CSV: 403 unless the Bearer token is the session's teacher token. */
function registerTeacherRoutes(
  app: FastifyInstance,
  options: ClassRouteOptions,
  sessionOf: (req: CodeRequest, reply: FastifyReply) => Promise<SessionRow | null>,
): void {
  const { store, nowMs } = options;
  // The teacher's session of each request, found before its body is validated: a request without the
  // teacher's token gets 403 whatever it sends, never a 400 that tells it about the body.
  const teacherOf = new WeakMap<FastifyRequest, SessionRow>();
  const preValidation = async (req: FastifyRequest, reply: FastifyReply) => {
    const s = await sessionOf(req as CodeRequest, reply);
    if (!s) return reply;
    const token = bearer(req.headers.authorization);
    if (!token || !tokenMatches(token, s.teacherHash)) {
      return refuse(reply, 403, 'only the teacher of this class may do that');
    }
    teacherOf.set(req, s);
  };
  const patches: Record<TeacherAction, (s: SessionRow, body: never) => SessionPatch | string> = {
    pace: (s, b: { lockStep: number | null }) =>
      b.lockStep !== null && b.lockStep > s.stepCount
        ? `the lesson has ${s.stepCount} steps`
        : { lockStep: b.lockStep },
    pause: (_s, b: { paused: boolean }) => ({ paused: b.paused }),
    reveal: (s, b: { step: number }) =>
      !s.keys.some((k) => k.step === b.step)
        ? `step ${b.step} asks no question`
        : { revealed: s.revealed.includes(b.step) ? s.revealed : [...s.revealed, b.step] },
    anonymise: (_s, b: { on: boolean }) => ({ anonymise: b.on }),
    explore: (_s, b: { on: boolean }) => ({ explore: b.on }),
    end: (s) => ({ endedAt: s.endedAt ?? nowMs() }),
  };
  for (const action of Object.keys(patches) as TeacherAction[]) {
    app.post<{ Params: { code: string }; Body: never }>(
      `/api/sessions/:code/${action}`,
      { schema: { params: codeParamsSchema, body: teacherBodySchemas[action] }, preValidation },
      async (req, reply) => {
        const s = teacherOf.get(req)!;
        const patch = patches[action](s, req.body as never);
        if (typeof patch === 'string') return refuse(reply, 400, patch);
        if (s.endedAt !== null && action !== 'anonymise' && action !== 'end') {
          return refuse(reply, 409, 'this class has ended');
        }
        await store.updateSession(s.id, patch, nowMs());
        await store.notify(s.id);
        return { ok: true };
      },
    );
  }
  app.get<{ Params: { code: string } }>(
    '/api/sessions/:code/results.csv',
    { schema: { params: codeParamsSchema }, preValidation },
    async (req, reply) => {
      const s = teacherOf.get(req)!;
      const csv = resultsCsv(s.keys, await store.students(s.id), await store.answers(s.id));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="class-${s.code}-results.csv"`)
        .send(csv);
    },
  );
}

/** `POST /api/sessions`: a lesson checked (size, shape, version 2), its key computed, the session stored. */
function registerCreate(app: FastifyInstance, options: ClassRouteOptions): void {
  const { store, limits, nowMs } = options;
  app.post<{ Body: { scenario: Scenario } }>(
    '/api/sessions',
    {
      schema: { body: createBodySchema },
      config: { rateLimit: { max: limits.createPerMin, timeWindow: 60_000 } },
    },
    async (req, reply) => {
      const scenarioJson = JSON.stringify(req.body.scenario);
      if (Buffer.byteLength(scenarioJson) > MAX_LESSON_BYTES) {
        return refuse(reply, 413, `the lesson is larger than ${MAX_LESSON_BYTES} bytes`);
      }
      const errors = checkPayload({ scenario: req.body.scenario }, false);
      if (errors.length) return refuse(reply, 400, `the scenario is not valid: ${errors.join('; ')}`);
      const scenario = req.body.scenario;
      if (!hasLesson(scenario)) return refuse(reply, 400, 'the scenario carries no lesson');
      if (scenario.lesson.version !== 2) return refuse(reply, 400, 'a class runs version 2 lessons only');
      let keys;
      try {
        keys = await computeKeys(scenarioJson, options.keys);
      } catch (e) {
        if (e instanceof KeyError) return refuse(reply, e.status, e.message);
        throw e;
      }
      const teacherToken = newToken();
      const now = nowMs();
      let code = newJoinCode();
      while (await store.sessionByCode(code)) code = newJoinCode();
      await store.createSession({
        id: randomUUID(),
        code,
        teacherHash: hashToken(teacherToken),
        title: scenario.lesson.title,
        scenarioJson,
        stepCount: scenario.lesson.steps.length,
        keys,
        lockStep: null,
        paused: false,
        revealed: [],
        anonymise: false,
        explore: false,
        createdAt: now,
        activeAt: now,
        endedAt: null,
      });
      return reply.code(201).send({ code, teacherToken });
    },
  );
}
