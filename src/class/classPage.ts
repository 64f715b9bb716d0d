/**
 * The page's class, outside React like the page store: nothing, the join form, a student in a class
 * or a teacher with the dashboard. It starts from the address (links.ts), joins, starts a class,
 * and loads the class's lesson into the page through `loadLesson` (the page's acceptance rule and
 * store). Components read it with `useClassValue` (ui/ClassProvider.tsx).
 */
import { ApiError, createSession, getSession, joinSession, type Fetch } from './api';
import {
  codeProblem,
  nicknameProblem,
  normaliseCode,
  readIdentity,
  writeIdentity,
  type StudentIdentity,
} from './identity';
import { readClassRoute, type ClassRoute } from './links';
import { wsUrl } from './socket';
import { StudentClass } from './student';
import { TeacherClass } from './teacher';
import { classKey, readJson, writeJson, type KeyValue } from './storageKeys';

/** What the page's class is. */
export type ClassMode =
  | { kind: 'none' }
  | { kind: 'joining'; code: string; problem: string | null; busy: boolean; nickname?: string }
  | { kind: 'student'; code: string; title: string; student: StudentClass }
  | { kind: 'teacher'; code: string; teacher: TeacherClass; dashboardOpen: boolean };

/** What the page's class needs from the page. */
export interface ClassPageOptions {
  storage: KeyValue;
  /** Checks and loads a class's lesson scenario into the page; resolves to a problem, or null. */
  loadLesson(scenario: unknown): Promise<string | null>;
  fetchFn?: Fetch;
  /** Replaces (or pushes) the page's address without reloading. */
  setAddress?(url: string, push: boolean): void;
}

/** Why a join failed, in words naming the field when the server named one. */
function joinWords(e: unknown): string {
  if (e instanceof ApiError) {
    if (e.status === 404) return 'Code: no class has this code (check it with your teacher)';
    if (e.status === 409) return `Nickname: ${e.message}`;
    if (e.status === 410) return `Code: ${e.message}`;
    if (e.status === 429) return `Too many tries: ${e.message}`;
    return /nickname/i.test(e.message) ? `Nickname: ${e.message.replace(/^nickname:?\s*/i, '')}` : e.message;
  }
  return `The class server did not answer (${e instanceof Error ? e.message : String(e)})`;
}

/** The page's class; see the module comment. */
export class ClassPage {
  private mode: ClassMode = { kind: 'none' };
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: ClassPageOptions) {}

  getState = (): ClassMode => this.mode;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Opens what the address asks for (the teacher's dashboard, a join). */
  open = (route: ClassRoute = readClassRoute(location.search, location.hash)): void => {
    if (route?.role === 'teacher') {
      // The token must not stay in the (projected) address bar: kept in this browser, then stripped.
      writeJson(this.options.storage, classKey(route.code, 'teacher'), route.token);
      this.address(`/?class=${route.code}`, false);
      this.teach(route.code, route.token);
    } else if (route?.role === 'class') {
      const token = readJson(this.options.storage, classKey(route.code, 'teacher'));
      if (typeof token === 'string' && token) this.teach(route.code, token);
    } else if (route?.role === 'join') {
      const identity = readIdentity(this.options.storage, route.code);
      if (identity) void this.enter(route.code, identity);
      else this.openJoin(route.code);
    }
  };

  /** Shows the join form (the code filled in when known). */
  openJoin = (code = ''): void => this.set({ kind: 'joining', code, problem: null, busy: false });

  /** Closes the join form. */
  closeJoin = (): void => {
    if (this.mode.kind === 'joining') this.set({ kind: 'none' });
  };

  /** Joins class `typedCode` as `typedNickname`; the form says what was refused. */
  join = async (typedCode: string, typedNickname: string): Promise<void> => {
    const code = normaliseCode(typedCode);
    const nickname = typedNickname.trim();
    const problem = codeProblem(code) ?? nicknameProblem(nickname);
    // The typed nickname is kept with the form's state, so a refused code does not erase it.
    if (problem) return this.set({ kind: 'joining', code, problem, busy: false, nickname });
    this.set({ kind: 'joining', code, problem: null, busy: true, nickname });
    try {
      const joined = await joinSession(code, nickname, this.options.fetchFn);
      const identity = { studentId: joined.studentId, token: joined.token, nickname };
      writeIdentity(this.options.storage, code, identity);
      this.address(`/?join=${code}`, false);
      await this.enter(code, identity);
    } catch (e) {
      this.set({ kind: 'joining', code, problem: joinWords(e), busy: false, nickname });
    }
  };

  /** Starts a class on `scenario` and opens its dashboard. */
  startClass = async (scenario: unknown): Promise<void> => {
    const created = await createSession(scenario, this.options.fetchFn);
    writeJson(this.options.storage, classKey(created.code, 'teacher'), created.teacherToken);
    this.address(`/?class=${created.code}`, true);
    this.teach(created.code, created.teacherToken);
  };

  /** Shows or hides the teacher's dashboard (the lesson shows under it). */
  showDashboard = (open: boolean): void => {
    if (this.mode.kind === 'teacher') this.set({ ...this.mode, dashboardOpen: open });
  };

  /** Leaves the class (its socket closes). */
  leave = (): void => {
    if (this.mode.kind === 'student') this.mode.student.stop();
    if (this.mode.kind === 'teacher') this.mode.teacher.stop();
    this.set({ kind: 'none' });
  };

  private teach(code: string, token: string): void {
    this.leave();
    const teacher = new TeacherClass({ code, token, url: wsUrl(), fetchFn: this.options.fetchFn, events: globalThis });
    this.set({ kind: 'teacher', code, teacher, dashboardOpen: true });
  }

  private async enter(code: string, identity: StudentIdentity): Promise<void> {
    let problem: string | null;
    let title = '';
    try {
      const session = await getSession(code, this.options.fetchFn);
      title = session.title;
      problem = session.ended ? 'This class has ended.' : await this.options.loadLesson(session.scenario);
    } catch (e) {
      problem = joinWords(e);
    }
    if (problem) return this.set({ kind: 'joining', code, problem, busy: false });
    this.leave();
    const student = new StudentClass({
      code,
      identity,
      storage: this.options.storage,
      url: wsUrl(),
      events: globalThis,
    });
    this.set({ kind: 'student', code, title, student });
  }

  private address(url: string, push: boolean): void {
    const set =
      this.options.setAddress ?? ((u: string, p: boolean) => history[p ? 'pushState' : 'replaceState'](null, '', u));
    set(url, push);
  }

  private set(mode: ClassMode): void {
    this.mode = mode;
    for (const l of [...this.listeners]) l();
  }
}
