/**
 * A student's side of a live class, outside React: the socket (socket.ts), the outbox (outbox.ts)
 * and what the server says (pacing, the student's place and committed answers), as one immutable
 * state with `getState` and `subscribe` like the page store. Components read it through
 * `useClassValue` (ui/useClass.ts).
 */
import { Outbox, type OutboxEntry } from './outbox';
import type { ClassAnswer, MovedStation, Pacing, ServerMessage } from './protocol';
import { ClassSocket, type Connection, type SocketLike } from './socket';
import { readPlace, writePlace, type StudentIdentity } from './identity';
import type { KeyValue } from './storageKeys';

/** What the student's page shows of the class. */
export interface StudentState {
  code: string;
  nickname: string;
  connection: Connection;
  /** Null until the server's first `state`. */
  pacing: Pacing | null;
  stepCount: number;
  /** The step the card was on (stored in the browser, else the server's). */
  place: number | null;
  /** Every answer of this student, sent or waiting. */
  answers: readonly OutboxEntry[];
  /** Why the class cannot go on (the server refused this student), or null. */
  problem: string | null;
  /** Steps whose answer the server stored after the step's reveal (not graded). */
  lateSteps: readonly number[];
}

/** What the student's class needs. */
export interface StudentOptions {
  code: string;
  identity: StudentIdentity;
  storage: KeyValue;
  url: string;
  makeSocket?(url: string): SocketLike;
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  pingEveryMs?: number;
  newId?(): string;
}

/** A student in a class; see the module comment. */
export class StudentClass {
  private state: StudentState;
  private readonly listeners = new Set<() => void>();
  private readonly outbox: Outbox;
  private readonly socket: ClassSocket;
  private readonly newId: () => string;

  constructor(private readonly options: StudentOptions) {
    const { code, identity, storage } = options;
    this.outbox = new Outbox(storage, code);
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.state = {
      code,
      nickname: identity.nickname,
      connection: 'connecting',
      pacing: null,
      stepCount: 0,
      lateSteps: [],
      place: readPlace(storage, code),
      answers: this.outbox.all(),
      problem: null,
    };
    this.socket = new ClassSocket({
      url: options.url,
      hello: () => ({ type: 'hello', role: 'student', code, token: identity.token }),
      onConnected: () => this.flush(),
      onMessage: (m) => this.receive(m),
      onConnection: (connection) => this.set({ connection }),
      makeSocket: options.makeSocket,
      events: options.events,
      pingEveryMs: options.pingEveryMs,
    });
  }

  getState = (): StudentState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Answers `step` (once: a second answer to the same step is ignored): stored first, then sent if
   * the socket is open; re-sent on every reconnect until acknowledged.
   */
  answer = (step: number, answer: ClassAnswer, elapsedMs: number, moved?: MovedStation): void => {
    if (this.outbox.forStep(step)) return;
    const entry = this.outbox.add(step, answer, elapsedMs, this.newId(), moved);
    this.set({ answers: this.outbox.all() });
    this.sendAnswer(entry);
  };

  /** The card is on `step` (stored for a reload, told to the server). */
  progress = (step: number): void => {
    if (this.state.place === step) return;
    writePlace(this.options.storage, this.options.code, step);
    this.set({ place: step });
    this.socket.send({ type: 'progress', step });
  };

  /** Leaves the class (the socket closes for good). */
  stop = (): void => this.socket.stop();

  private flush(): void {
    if (this.state.place !== null) this.socket.send({ type: 'progress', step: this.state.place });
    for (const entry of this.outbox.waiting()) this.sendAnswer(entry);
  }

  private sendAnswer(entry: OutboxEntry): void {
    const { step, answer, elapsedMs, clientId, moved } = entry;
    this.socket.send({ type: 'answer', step, answer, elapsedMs, clientId, ...(moved && { moved }) });
  }

  private receive(message: ServerMessage): void {
    switch (message.type) {
      case 'state': {
        this.outbox.acknowledgeSteps(message.you.answered);
        this.set({
          pacing: message.pacing,
          stepCount: message.stepCount,
          nickname: message.you.nickname,
          place: this.state.place ?? message.you.step,
          answers: this.outbox.all(),
          problem: null,
          lateSteps: message.you.afterReveal,
        });
        return;
      }
      case 'ack':
        this.outbox.acknowledge(message.clientId, message.step);
        this.set({ answers: this.outbox.all() });
        return;
      case 'error':
        if (message.clientId) {
          // A re-sent answer is acknowledged again by the server; an error is a refusal (ended, invalid).
          this.outbox.refuse(message.clientId, message.message);
          this.set({ answers: this.outbox.all() });
        } else if (message.status === 403 || message.status === 404) {
          this.socket.stop();
          this.set({ problem: message.message });
        }
        return;
      default:
        return;
    }
  }

  private set(patch: Partial<StudentState>): void {
    const keys = Object.keys(patch) as (keyof StudentState)[];
    if (keys.every((k) => patch[k] === this.state[k])) return;
    this.state = { ...this.state, ...patch };
    for (const l of [...this.listeners]) l();
  }
}
