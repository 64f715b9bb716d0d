/**
 * A student's answers, kept in the browser per class code: an answer is stored before it is sent,
 * re-sent on every (re)connect until the server acknowledges it (`ack`, sent only after the answer
 * is committed), and kept afterwards as the record of what was sent (a reload shows it again).
 */
import type { ClassAnswer, MovedStation } from './protocol';
import { classKey, readJson, writeJson, type KeyValue } from './storageKeys';

/** One answer of the outbox. */
export interface OutboxEntry {
  /** Names the answer to the server (its `ack` and errors carry it back). */
  clientId: string;
  /** 1-based lesson step. */
  step: number;
  answer: ClassAnswer;
  /** Time from the question shown to the answer, ms. */
  elapsedMs: number;
  /** 'waiting' until acknowledged; 'sent' once committed; 'refused' when the server said no. */
  status: 'waiting' | 'sent' | 'refused';
  /** The server's reason for a refusal. */
  problem?: string;
  /** On a step with `unlock`: where the student put the station (graded on that run). */
  moved?: MovedStation;
}

function isEntry(v: unknown): v is OutboxEntry {
  const e = v as OutboxEntry;
  return !!e && typeof e.clientId === 'string' && typeof e.step === 'number' && typeof e.answer === 'object';
}

/** The outbox of class `code` in `storage`. */
export class Outbox {
  private entries: OutboxEntry[];

  constructor(
    private readonly storage: KeyValue,
    private readonly code: string,
  ) {
    const stored = readJson(storage, classKey(code, 'answers'));
    this.entries = Array.isArray(stored) ? stored.filter(isEntry) : [];
  }

  /** Every answer, in the order given. */
  all(): readonly OutboxEntry[] {
    return this.entries;
  }

  /** The answer to `step`, if any. */
  forStep(step: number): OutboxEntry | undefined {
    return this.entries.find((e) => e.step === step);
  }

  /** The answers not yet acknowledged (to send on every connect). */
  waiting(): OutboxEntry[] {
    return this.entries.filter((e) => e.status === 'waiting');
  }

  /**
   * Stores the answer to `step` (before it is sent) and returns it; a step already answered keeps
   * its first answer (an answer is sent once) and returns that one.
   */
  add(step: number, answer: ClassAnswer, elapsedMs: number, clientId: string, moved?: MovedStation): OutboxEntry {
    const existing = this.forStep(step);
    if (existing) return existing;
    const entry: OutboxEntry = {
      clientId,
      step,
      answer,
      elapsedMs: Math.max(0, Math.round(elapsedMs)),
      status: 'waiting',
      ...(moved && { moved }),
    };
    this.entries = [...this.entries, entry];
    this.save();
    return entry;
  }

  /** Marks the answer `clientId` (or, failing that, the one to `step`) as committed. */
  acknowledge(clientId: string, step?: number): void {
    this.update((e) => e.clientId === clientId || (step !== undefined && e.step === step && e.status === 'waiting'), {
      status: 'sent',
    });
  }

  /** Marks the answer `clientId` as refused by the server, with its reason. */
  refuse(clientId: string, problem: string): void {
    this.update((e) => e.clientId === clientId, { status: 'refused', problem });
  }

  /** Marks the waiting answers to `steps` as committed (the server's `state` lists them). */
  acknowledgeSteps(steps: readonly number[]): void {
    const set = new Set(steps);
    this.update((e) => e.status === 'waiting' && set.has(e.step), { status: 'sent' });
  }

  private update(match: (e: OutboxEntry) => boolean, patch: Partial<OutboxEntry>): void {
    let changed = false;
    this.entries = this.entries.map((e) => {
      if (!match(e) || Object.entries(patch).every(([k, v]) => e[k as keyof OutboxEntry] === v)) return e;
      changed = true;
      return { ...e, ...patch };
    });
    if (changed) this.save();
  }

  private save(): void {
    writeJson(this.storage, classKey(this.code, 'answers'), this.entries);
  }
}
