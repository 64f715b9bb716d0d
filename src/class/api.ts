/**
 * The session server's HTTP API as the page calls it (same origin; src/class/protocol.ts describes
 * each route). A teacher's token travels only in the `Authorization: Bearer` header.
 */
import type { CreatedSession, JoinedSession, TeacherAction } from './protocol';

/** The `fetch` the API uses (tests pass their own). */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** A session as `GET /api/sessions/:code` gives it. */
export interface PublicSession {
  code: string;
  title: string;
  stepCount: number;
  ended: boolean;
  scenario: unknown;
}

/** A refused request: the HTTP status and the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** The server's message for a refused response (its JSON `message`, else the status text). */
async function refusal(res: Response): Promise<ApiError> {
  let message = `${res.status} ${res.statusText}`.trim();
  try {
    const body = (await res.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) message = body.message;
  } catch {
    // not JSON: the status says it
  }
  return new ApiError(res.status, message);
}

async function call<T>(fetchFn: Fetch, url: string, init?: RequestInit): Promise<T> {
  const res = await fetchFn(url, init);
  if (!res.ok) throw await refusal(res);
  return (await res.json()) as T;
}

/** True when the session server answers `GET /api/health` (a plain static host does not). */
export async function serverAvailable(fetchFn: Fetch = fetch): Promise<boolean> {
  try {
    const res = await fetchFn('/api/health', { cache: 'no-store' });
    if (!res.ok) return false;
    const body = (await res.json()) as { ok?: unknown };
    return body.ok === true;
  } catch {
    return false;
  }
}

/** What `GET /api/health` says of the server's addresses (absent fields: none known). */
export interface ServerReach {
  /** The LAN origins students can join on (MP_CLASSROOM=1), e.g. http://192.168.1.5:5173. */
  joinOrigins: string[];
  /** True when the server listens on loopback only (no other device can reach it). */
  loopbackOnly: boolean;
}

/** The server's addresses from `GET /api/health`; none known when it does not say. */
export async function serverReach(fetchFn: Fetch = fetch): Promise<ServerReach> {
  try {
    const body =
      (await call<{ joinOrigins?: unknown; loopbackOnly?: unknown }>(fetchFn, '/api/health', {
        cache: 'no-store',
      })) ?? {};
    const origins = Array.isArray(body.joinOrigins) ? body.joinOrigins : [];
    return {
      joinOrigins: origins.filter((o): o is string => typeof o === 'string' && /^https?:\/\/[^/\s]+$/.test(o)),
      loopbackOnly: body.loopbackOnly === true,
    };
  } catch {
    return { joinOrigins: [], loopbackOnly: false };
  }
}

/** True for a loopback origin (127.0.0.0/8, localhost, [::1]): no other device can open it. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const host = new URL(origin).hostname;
    return host === 'localhost' || host === '[::1]' || host === '::1' || host.startsWith('127.');
  } catch {
    return false;
  }
}

/** Starts a class on `scenario` (a lesson). */
export function createSession(scenario: unknown, fetchFn: Fetch = fetch): Promise<CreatedSession> {
  return call(fetchFn, '/api/sessions', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ scenario }) });
}

/** Joins class `code` as `nickname`. */
export function joinSession(code: string, nickname: string, fetchFn: Fetch = fetch): Promise<JoinedSession> {
  return call(fetchFn, `/api/sessions/${encodeURIComponent(code)}/join`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ nickname }),
  });
}

/** Class `code`'s lesson. */
export function getSession(code: string, fetchFn: Fetch = fetch): Promise<PublicSession> {
  return call(fetchFn, `/api/sessions/${encodeURIComponent(code)}`);
}

/** A teacher's action on class `code` with the teacher's `token`. */
export async function teacherAction(
  code: string,
  token: string,
  action: TeacherAction,
  body: Record<string, unknown>,
  fetchFn: Fetch = fetch,
): Promise<void> {
  const res = await fetchFn(`/api/sessions/${encodeURIComponent(code)}/${action}`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw await refusal(res);
}

/** The results of class `code` as CSV text (teacher only), its byte order mark kept (for Excel). */
export async function resultsCsv(code: string, token: string, fetchFn: Fetch = fetch): Promise<string> {
  const res = await fetchFn(`/api/sessions/${encodeURIComponent(code)}/results.csv`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw await refusal(res);
  // res.text() would drop the BOM the server starts the file with.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
}
