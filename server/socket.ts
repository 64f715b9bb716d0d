/**
 * The class WebSocket, `/api/ws`: Origin checked before the upgrade (the page's own origin, or one
 * of MP_ALLOWED_ORIGINS; else 403), frames capped at MAX_MESSAGE_BYTES (ws closes 1009), `hello`
 * first, every message checked against its schema, a rate cap per socket. A student's answer is
 * acknowledged only after the store committed it; a re-sent answer acks the stored one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { MAX_MESSAGE_BYTES, type ClientMessage, type ServerMessage } from '../src/class/protocol';
import { answerFits } from '../src/class/stepKeys';
import type { ClassStore, SessionRow, StudentRow } from './db/store';
import { studentState, type Hub } from './hub';
import { parseClientMessage, RateCap } from './messages';
import { tokenMatches, hashToken } from './secrets';
import type { KeyOptions } from './keys/computeKeys';
import { gradeMoved } from './movedGrade';

/** Time a socket has to say `hello`, ms. */
const HELLO_TIMEOUT_MS = 10_000;

/** Settings of the socket route. */
export interface SocketOptions {
  store: ClassStore;
  hub: Hub;
  allowedOrigins: string[];
  nowMs: () => number;
  /** Time between the server's pings; a socket that did not answer the last one is dropped, ms. */
  heartbeatMs: number;
  /** How a step's key is computed for a student's move (a step with `unlock`). */
  keys: KeyOptions;
}

/** True when the request's Origin is the page's own (same host) or an allowed one; no Origin (not a browser) passes. */
export function originAllowed(req: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const host = req.headers.host ?? '';
  return origin === `http://${host}` || origin === `https://${host}` || allowed.includes(origin);
}

type Who = { role: 'teacher'; session: SessionRow } | { role: 'student'; session: SessionRow; student: StudentRow };

/** Registers the WebSocket route on `app`. */
export async function registerSocket(app: FastifyInstance, options: SocketOptions): Promise<void> {
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  app.get(
    '/api/ws',
    {
      websocket: true,
      onRequest: async (req, reply) => {
        if (!originAllowed(req, options.allowedOrigins)) {
          await reply.code(403).send({ statusCode: 403, error: 'refused', message: 'origin not allowed' });
        }
      },
    },
    (socket) => serveSocket(socket, options),
  );
}

/** One socket's life: hello, then messages in order. */
function serveSocket(socket: WebSocket, options: SocketOptions): void {
  const { hub } = options;
  const send = (m: ServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(m));
  };
  const cap = new RateCap();
  let who: Who | null = null;
  let queue = Promise.resolve();
  const helloTimer = setTimeout(() => socket.close(1008, 'hello expected'), HELLO_TIMEOUT_MS);
  const hubSocket = { send: (text: string) => socket.readyState === socket.OPEN && socket.send(text) };
  // A device whose network went away never closes its socket: unanswered pings find it.
  let alive = true;
  socket.on('pong', () => (alive = true));
  const heartbeat = setInterval(() => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
  }, options.heartbeatMs);

  socket.on('message', (data, isBinary) => {
    const verdict = cap.take(options.nowMs());
    if (verdict === 'close') return socket.close(1008, 'too many messages');
    if (verdict === 'refuse') return send({ type: 'error', status: 429, message: 'too many messages: slow down' });
    const parsed = parseClientMessage(isBinary ? '' : data.toString());
    queue = queue.then(async () => {
      if (!parsed.ok) {
        if (!who) return socket.close(1008, 'hello expected');
        return send({ type: 'error', status: 400, message: parsed.why });
      }
      const m = parsed.message;
      if (!who) {
        if (m.type !== 'hello') return socket.close(1008, 'hello expected');
        clearTimeout(helloTimer);
        who = await hello(m, options);
        if (!who) {
          send({ type: 'error', status: 403, message: 'unknown class code or token' });
          return socket.close(1008, 'not allowed');
        }
        if (who.role === 'teacher') hub.addTeacher(who.session.id, hubSocket);
        else hub.addStudent(who.session.id, who.student.id, hubSocket);
        await welcome(who, send, options);
        return options.store.notify(who.session.id);
      }
      await handle(who, m, send, options);
    });
    queue = queue.catch(() => send({ type: 'error', status: 500, message: 'the server failed on that message' }));
  });
  socket.on('close', () => {
    clearTimeout(helloTimer);
    clearInterval(heartbeat);
    const w = who;
    if (!w) return;
    hub.remove(w.session.id, hubSocket, w.role === 'student' ? w.student.id : undefined);
    void options.store.notify(w.session.id).catch(() => undefined);
  });
}

/** Who a `hello` speaks for, or null when the code or token is wrong. */
async function hello(m: Extract<ClientMessage, { type: 'hello' }>, options: SocketOptions): Promise<Who | null> {
  const session = await options.store.sessionByCode(m.code);
  if (!session) return null;
  if (m.role === 'teacher') return tokenMatches(m.token, session.teacherHash) ? { role: 'teacher', session } : null;
  const student = await options.store.studentByToken(session.id, hashToken(m.token));
  return student ? { role: 'student', session, student } : null;
}

/** The first message after hello: the dashboard or the student's state. */
async function welcome(who: Who, send: (m: ServerMessage) => void, options: SocketOptions): Promise<void> {
  const s = (await options.store.sessionById(who.session.id)) ?? who.session;
  if (who.role === 'teacher') return send(await options.hub.dashboard(s));
  send(studentState(s, who.student, await options.store.answers(s.id)));
}

/** A message after hello. */
async function handle(who: Who, m: ClientMessage, send: (m: ServerMessage) => void, options: SocketOptions) {
  const { store } = options;
  if (m.type === 'ping') return send({ type: 'pong' });
  if (m.type === 'hello') return send({ type: 'error', status: 400, message: 'hello was already said' });
  if (who.role !== 'student') return send({ type: 'error', status: 403, message: 'teachers send actions over HTTP' });
  const session = await store.sessionById(who.session.id);
  if (!session) return send({ type: 'error', status: 410, message: 'this class no longer exists' });
  if (m.type === 'progress') {
    if (m.step > session.stepCount) return send({ type: 'error', status: 400, message: 'no such step' });
    await store.setStudentStep(who.student.id, m.step);
    return store.notify(session.id);
  }
  const refuse = (status: number, message: string) => send({ type: 'error', status, message, clientId: m.clientId });
  const key = session.keys.find((k) => k.step === m.step);
  if (!key) return refuse(400, `step ${m.step} asks no question`);
  if (!answerFits(key, m.answer)) return refuse(400, `that answer does not fit step ${m.step}'s question`);
  if (session.endedAt !== null) return refuse(409, 'this class has ended');
  // An answer committed after the step's reveal is kept (it may have waited in an offline queue)
  // but not graded: the student may have seen the answer.
  const afterReveal = session.revealed.includes(m.step);
  // On a step with `unlock`, the answer is graded on the run with the student's move.
  const graded = await gradeMoved(session, key, m, afterReveal, options.keys);
  if (typeof graded === 'string') return refuse(400, graded);
  const { inserted } = await store.addAnswer({
    sessionId: session.id,
    studentId: who.student.id,
    step: m.step,
    answer: m.answer,
    correct: graded,
    afterReveal,
    elapsedMs: Math.round(m.elapsedMs),
    answeredAt: options.nowMs(),
  });
  const ack = JSON.stringify({ type: 'ack', clientId: m.clientId, step: m.step } satisfies ServerMessage);
  for (const s of options.hub.studentSockets(session.id, who.student.id)) s.send(ack);
  if (inserted) await store.notify(session.id);
}
