/**
 * The teacher's side of a live class, outside React: the socket that receives the dashboard (every
 * change the server pushes) and the teacher's actions over HTTP with the Bearer token, as one
 * immutable state with `getState` and `subscribe` like the page store.
 */
import { resultsCsv, teacherAction, type Fetch } from './api';
import type { ServerMessage, TeacherAction } from './protocol';
import { teacherPath } from './links';
import { ClassSocket, type Connection, type SocketLike } from './socket';

/** The dashboard message the server sends. */
export type Dashboard = Extract<ServerMessage, { type: 'dashboard' }>;

/** What the teacher's dashboard shows. */
export interface TeacherState {
  code: string;
  connection: Connection;
  /** Null until the server's first `dashboard`. */
  dashboard: Dashboard | null;
  /** The last refused action or socket, or null. */
  problem: string | null;
}

/** What the teacher's class needs. */
export interface TeacherOptions {
  code: string;
  token: string;
  url: string;
  fetchFn?: Fetch;
  makeSocket?(url: string): SocketLike;
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  pingEveryMs?: number;
}

/** The teacher of a class; see the module comment. */
export class TeacherClass {
  private state: TeacherState;
  private readonly listeners = new Set<() => void>();
  private readonly socket: ClassSocket;

  constructor(private readonly options: TeacherOptions) {
    const { code, token } = options;
    this.state = { code, connection: 'connecting', dashboard: null, problem: null };
    this.socket = new ClassSocket({
      url: options.url,
      hello: () => ({ type: 'hello', role: 'teacher', code, token }),
      onMessage: (m) => this.receive(m),
      onConnection: (connection) => this.set({ connection }),
      makeSocket: options.makeSocket,
      events: options.events,
      pingEveryMs: options.pingEveryMs,
    });
  }

  getState = (): TeacherState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Holds every student on `step` (1-based), or lets them run ahead (null). */
  pace = (lockStep: number | null): Promise<void> => this.act('pace', { lockStep });
  /** Pauses every student's screen, or resumes. */
  pause = (paused: boolean): Promise<void> => this.act('pause', { paused });
  /** Reveals `step`'s answer to every student. */
  reveal = (step: number): Promise<void> => this.act('reveal', { step });
  /** Replaces nicknames by animals on the projected view, or not. */
  anonymise = (on: boolean): Promise<void> => this.act('anonymise', { on });
  /** Lets students explore (edit their page) after the last reveal, or not. */
  explore = (on: boolean): Promise<void> => this.act('explore', { on });
  /** Ends the class (answers are refused from then on). */
  end = (): Promise<void> => this.act('end', {});

  /** The results as CSV text. */
  results = (): Promise<string> => resultsCsv(this.options.code, this.options.token, this.options.fetchFn);

  /** The teacher's full link on `origin` (with the token: for the teacher's other devices only). */
  teacherLink = (origin: string): string => `${origin}${teacherPath(this.options.code, this.options.token)}`;

  /** Closes the socket for good. */
  stop = (): void => this.socket.stop();

  private async act(action: TeacherAction, body: Record<string, unknown>): Promise<void> {
    try {
      await teacherAction(this.options.code, this.options.token, action, body, this.options.fetchFn);
      if (this.state.problem) this.set({ problem: null });
    } catch (e) {
      this.set({ problem: `${action}: ${e instanceof Error ? e.message : String(e)}` });
    }
  }

  private receive(message: ServerMessage): void {
    if (message.type === 'dashboard') this.set({ dashboard: message, problem: null });
    else if (message.type === 'error' && (message.status === 403 || message.status === 404)) {
      this.socket.stop();
      this.set({ problem: message.message });
    }
  }

  private set(patch: Partial<TeacherState>): void {
    const keys = Object.keys(patch) as (keyof TeacherState)[];
    if (keys.every((k) => patch[k] === this.state[k])) return;
    this.state = { ...this.state, ...patch };
    for (const l of [...this.listeners]) l();
  }
}
