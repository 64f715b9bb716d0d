/**
 * The sockets of this process, by session, and the pushes to them: when the store says a session
 * changed (`listen`: this process's writes, and with PostgreSQL every instance's), the hub waits up
 * to COALESCE_MS for more changes, reads the session once and sends `dashboard` to its teachers and
 * `state` to each student (a student's state carries only revealed keys), each only when it changed
 * since that socket's last push (another student's answer does not change yours).
 */
import type { DashboardStudent, Pacing, ServerMessage } from '../src/class/protocol';
import type { AnswerRow, ClassStore, SessionRow, StudentRow } from './db/store';

/** Longest wait to gather changes of one session into one push, ms. */
export const COALESCE_MS = 25;

/** What the hub needs of a socket. */
export interface HubSocket {
  send(text: string): void;
}

interface Room {
  teachers: Set<HubSocket>;
  students: Map<string, Set<HubSocket>>;
  timer: ReturnType<typeof setTimeout> | null;
}

/** The pacing every client sees: only revealed keys. */
export function pacingOf(s: SessionRow): Pacing {
  const revealed = s.revealed.flatMap((step) => s.keys.filter((k) => k.step === step));
  return { lockStep: s.lockStep, paused: s.paused, revealed, ended: s.endedAt !== null, explore: s.explore };
}

/** A student's `state` message. */
export function studentState(s: SessionRow, student: StudentRow, answers: readonly AnswerRow[]): ServerMessage {
  return {
    type: 'state',
    code: s.code,
    title: s.title,
    stepCount: s.stepCount,
    pacing: pacingOf(s),
    you: {
      nickname: student.nickname,
      step: student.step,
      answered: answers.filter((a) => a.studentId === student.id).map((a) => a.step),
      afterReveal: answers.filter((a) => a.studentId === student.id && a.afterReveal).map((a) => a.step),
    },
  };
}

/** The sessions' sockets of this process. */
export class Hub {
  private readonly rooms = new Map<string, Room>();
  /** The last message pushed to each socket: an unchanged state is not sent again. */
  private readonly lastSent = new WeakMap<HubSocket, string>();

  constructor(private readonly store: ClassStore) {}

  /** Starts listening to the store's changes. */
  async start(): Promise<void> {
    await this.store.listen((sessionId) => this.changed(sessionId));
  }

  private room(sessionId: string): Room {
    let room = this.rooms.get(sessionId);
    if (!room) {
      room = { teachers: new Set(), students: new Map(), timer: null };
      this.rooms.set(sessionId, room);
    }
    return room;
  }

  /** Adds a teacher's socket. */
  addTeacher(sessionId: string, socket: HubSocket): void {
    this.room(sessionId).teachers.add(socket);
  }

  /** Adds a student's socket. */
  addStudent(sessionId: string, studentId: string, socket: HubSocket): void {
    const room = this.room(sessionId);
    const sockets = room.students.get(studentId) ?? new Set();
    sockets.add(socket);
    room.students.set(studentId, sockets);
  }

  /** Removes a socket (teacher's or student's). */
  remove(sessionId: string, socket: HubSocket, studentId?: string): void {
    const room = this.rooms.get(sessionId);
    if (!room) return;
    room.teachers.delete(socket);
    if (studentId) {
      const sockets = room.students.get(studentId);
      sockets?.delete(socket);
      if (sockets?.size === 0) room.students.delete(studentId);
    }
    if (room.teachers.size === 0 && room.students.size === 0 && !room.timer) this.rooms.delete(sessionId);
  }

  /** The sockets of one student (acks go to each). */
  studentSockets(sessionId: string, studentId: string): HubSocket[] {
    return [...(this.rooms.get(sessionId)?.students.get(studentId) ?? [])];
  }

  /** True when a socket of the student is open on this process. */
  connected(sessionId: string, studentId: string): boolean {
    return (this.rooms.get(sessionId)?.students.get(studentId)?.size ?? 0) > 0;
  }

  /** A change of `sessionId`: push once within COALESCE_MS. */
  changed(sessionId: string): void {
    const room = this.rooms.get(sessionId);
    if (!room || room.timer) return;
    room.timer = setTimeout(() => {
      room.timer = null;
      this.push(sessionId, room).catch(() => undefined);
    }, COALESCE_MS);
  }

  /** The teacher's dashboard message. */
  async dashboard(s: SessionRow): Promise<ServerMessage> {
    const [students, answers] = await Promise.all([this.store.students(s.id), this.store.answers(s.id)]);
    return this.dashboardOf(s, students, answers);
  }

  private dashboardOf(s: SessionRow, students: StudentRow[], answers: AnswerRow[]): ServerMessage {
    const list: DashboardStudent[] = students.map((st) => ({
      id: st.id,
      nickname: st.nickname,
      number: st.number,
      step: st.step,
      connected: this.connected(s.id, st.id),
    }));
    return {
      type: 'dashboard',
      code: s.code,
      title: s.title,
      stepCount: s.stepCount,
      pacing: pacingOf(s),
      anonymise: s.anonymise,
      keys: s.keys,
      students: list,
      answers: answers.map((a) => ({
        studentId: a.studentId,
        step: a.step,
        answer: a.answer,
        correct: a.correct,
        elapsedMs: a.elapsedMs,
        afterReveal: a.afterReveal,
      })),
    };
  }

  private async push(sessionId: string, room: Room): Promise<void> {
    const s = await this.store.sessionById(sessionId);
    if (!s) return;
    const [students, answers] = await Promise.all([this.store.students(s.id), this.store.answers(s.id)]);
    if (room.teachers.size) {
      const text = JSON.stringify(this.dashboardOf(s, students, answers));
      for (const t of room.teachers) this.sendChanged(t, text);
    }
    for (const st of students) {
      const sockets = room.students.get(st.id);
      if (!sockets) continue;
      const text = JSON.stringify(studentState(s, st, answers));
      for (const socket of sockets) this.sendChanged(socket, text);
    }
    if (room.teachers.size === 0 && room.students.size === 0) this.rooms.delete(sessionId);
  }

  /** Sends `text` unless it is what `socket` got last. */
  private sendChanged(socket: HubSocket, text: string): void {
    if (this.lastSent.get(socket) === text) return;
    this.lastSent.set(socket, text);
    socket.send(text);
  }

  /** Stops pending pushes. */
  close(): void {
    for (const room of this.rooms.values()) if (room.timer) clearTimeout(room.timer);
    this.rooms.clear();
  }
}
